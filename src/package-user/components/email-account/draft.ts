import { atom } from 'jotai'

/**
 * The address typed on one e-mail page, carried to the next (log in -> create account -> check
 * your mailbox -> back to log in), so nobody types it twice. Passwords are never carried. For
 * this visit only.
 */
export const emailDraftAtom = atom('')

/**
 * The address just activated (its mail's code or link), so the login page it goes back to says
 * so: a toast on the page being left goes with it. For this visit only.
 */
export const activatedEmailAtom = atom<string | null>(null)
