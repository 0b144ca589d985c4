import { atom, type createStore } from 'jotai'
import { RESET } from 'jotai/utils'
import type { RiskToken } from '@/domain/risk-token'
import { SESSION_KEYS } from './keys'
import { persistedAtom } from './persisted'
import { privilegeTokensAtom } from './privilege'
import { clearTicketCache } from './ticket-cache-clear'

type Store = ReturnType<typeof createStore>

/** Where the session is kept in the platform's storage. */
export { SESSION_KEYS }

/** Spec section 4: logged in if a user id is stored. Read at launch, so a reopened app stays logged in. */
export const userIdAtom = persistedAtom<string | null>(SESSION_KEYS.userId, null)
export const isLoggedInAtom = atom((get) => get(userIdAtom) !== null)

export const accessTokenAtom = persistedAtom<string | null>(SESSION_KEYS.accessToken, null)
export const refreshTokenAtom = persistedAtom<string | null>(SESSION_KEYS.refreshToken, null)
/** The e-mail of an e-mail login, and the phone's country code of a phone login. */
export const emailAtom = persistedAtom<string | null>(SESSION_KEYS.email, null)
export const countryCodeAtom = persistedAtom<string | null>(SESSION_KEYS.countryCode, null)
export const riskTokenAtom = persistedAtom<RiskToken | null>(SESSION_KEYS.riskToken, null)

/** Items in the product cart, for the shop tab's badge. */
export const cartCountAtom = atom(0)

export interface LoginResult {
  readonly userId: string
  readonly accessToken: string
  readonly refreshToken: string
  readonly email?: string
  readonly countryCode?: string
}

/** Keeps what a successful login returned. */
export function startSession(store: Store, login: LoginResult): void {
  store.set(accessTokenAtom, login.accessToken)
  store.set(refreshTokenAtom, login.refreshToken)
  store.set(emailAtom, login.email ?? null)
  store.set(countryCodeAtom, login.countryCode ?? null)
  store.set(userIdAtom, login.userId)
}

/** Spec section 4: logout clears tokens, user ids, email, country code, risk token and cart badge; and the ticket holder's offline cache (D2). */
export function logout(store: Store): void {
  for (const stored of [userIdAtom, accessTokenAtom, refreshTokenAtom, emailAtom, countryCodeAtom]) store.set(stored, RESET)
  store.set(riskTokenAtom, RESET)
  store.set(privilegeTokensAtom, RESET)
  store.set(cartCountAtom, 0)
  clearTicketCache()
}

/**
 * Spec section 4, the login-expired event: with an access token, try to refresh it (resolves
 * true when the session goes on); without one, clear the user's data.
 */
export async function onLoginExpired(store: Store, refresh: () => Promise<boolean>): Promise<boolean> {
  if (!store.get(accessTokenAtom)) {
    logout(store)
    return false
  }
  const refreshed = await refresh()
  if (!refreshed) logout(store)
  return refreshed
}
