import type { createStore } from 'jotai'
import { activateEmail, checkEmail } from '@/api/email'
import type { LoginData } from '@/api/user'
import { feedback } from '@/components/feedback'
import { TOAST_DURATION_MS } from '@/http'
import { navigate } from '@/navigation/navigate'
import { startSession } from '@/state/session'
import { activatedEmailAtom, emailDraftAtom } from './draft'

type Store = ReturnType<typeof createStore>

/** What an activation led to: log in with the password, or (no password yet) set one, logged in. */
export type Activated = 'logIn' | 'setPassword'

/** The session a login (or an activation) answered with; the address typed when it names none. */
export function startEmailSession(store: Store, login: LoginData, email: string): void {
  startSession(store, {
    userId: login.bizUserId,
    accessToken: login.accessToken,
    refreshToken: login.refreshToken,
    email: login.email ?? email,
    ...(login.countryCode ? { countryCode: login.countryCode } : {}),
  })
}

/**
 * Activates the address with the mailed code. An account with a password then logs in with it
 * (the address is kept for the login form). One registered without a password has no other way
 * in: it keeps the session the activation answers with and goes on to set its password.
 */
export async function activate(store: Store, email: string, code: string): Promise<Activated> {
  const session = await activateEmail({ email, code })
  store.set(emailDraftAtom, email)
  const status = await checkEmail(email).catch(() => null)
  if (status && !status.hasPassword) {
    startEmailSession(store, session, email)
    return 'setPassword'
  }
  store.set(activatedEmailAtom, email)
  return 'logIn'
}

/** The set-password page in place of this one (an account activated without a password). */
export async function openSetPassword(): Promise<void> {
  await navigate('setPassword', {}, { replace: true })
}

export function toast(text: string): void {
  feedback.presenter.toast({ text }, TOAST_DURATION_MS)
}
