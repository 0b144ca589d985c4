import { atom } from 'jotai'

/** Spec section 4: logged in if a user id is stored. Issue 5 persists and refreshes it. */
export const userIdAtom = atom<string | null>(null)
export const isLoggedInAtom = atom((get) => get(userIdAtom) !== null)

/** Items in the product cart, for the shop tab's badge. */
export const cartCountAtom = atom(0)
