/**
 * E-mail pre-login and binding on mini-programs (spec s5: "email pre-login and binding on h5
 * reject 'h5 not support'"; routes/accounts/email-binding.ts, docs/decisions/gateway-storage-accounts.md).
 * The caller names the platform it runs on, so the web is refused with the spec's words rather
 * than a schema error; the gateway trusts a mini-program only with the platform's login code.
 */
import { Type, type Static } from '@sinclair/typebox'
import { Email } from './email'
import { VerifyCode } from './session'
import { PlatformCode } from './sign-in'

/** Spec section 1's platform types: the mini-programs and the web ones. */
export const APP_PLATFORMS = ['MP_WEIXIN', 'MP_TT', 'MP_XHS', 'MP_ALI', 'H5', 'WXH5', 'PC', 'CMB', 'FlutterAPPH5'] as const
export const AppPlatform = Type.Union(APP_PLATFORMS.map((name) => Type.Literal(name)))
export type AppPlatform = (typeof APP_PLATFORMS)[number]

/** Mail a code that proves the address (to log in with it, or to bind it to the account logged in). */
export const MiniEmailCodeBody = Type.Object({ platform: AppPlatform, email: Email })
export type MiniEmailCodeBody = Static<typeof MiniEmailCodeBody>

/** Pre-login: a fresh platform login code, the address and its mailed code. */
export const MiniEmailLoginBody = Type.Object({
  platform: AppPlatform,
  loginCode: Type.Optional(PlatformCode),
  email: Email,
  code: VerifyCode,
})
export type MiniEmailLoginBody = Static<typeof MiniEmailLoginBody>

/** Binding: the logged-in account takes the address its mailed code proves. */
export const MiniEmailBindBody = Type.Object({ platform: AppPlatform, email: Email, code: VerifyCode })
export type MiniEmailBindBody = Static<typeof MiniEmailBindBody>

export const EmailBound = Type.Object({ email: Type.String(), emailActivated: Type.Boolean() })
export type EmailBound = Static<typeof EmailBound>
