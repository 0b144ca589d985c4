import type { createStore } from 'jotai'
import type { LoginData } from '@/api/user'
import { isHttpError } from '@/http'
import { isPlatformError } from '@/platform'
import { startSession } from '@/state/session'
import '@/i18n/locales/oauth'

/** Keeps a login the gateway answered (any way of logging in), as the phone login does. */
export function keepLogin(store: ReturnType<typeof createStore>, login: LoginData): void {
  startSession(store, {
    userId: login.bizUserId,
    accessToken: login.accessToken,
    refreshToken: login.refreshToken,
    ...(login.countryCode ? { countryCode: login.countryCode } : {}),
    ...(login.email ? { email: login.email } : {}),
  })
}

/** A message for the user: a translation key, or words the gateway or platform sent. */
export type AuthMessage = { readonly key: string } | { readonly text: string }

/** What went wrong, in words the user can act on: the gateway's own, the platform's, else `fallback`. */
export function failureMessage(failure: unknown, fallback = 'oauth.errors.failed'): AuthMessage {
  if (isHttpError(failure) && failure.kind === 'business' && failure.comments) return { text: failure.comments }
  if (isPlatformError(failure)) return { key: failure.key }
  return { key: fallback }
}
