/** Phone login, tokens, logout and the profile (routes/auth.ts). */
import { Type, type Static } from '@sinclair/typebox'
import { Gender } from './enums'

/** Spec section 5: digits; each area's own rule (@showtix/contract/rules) is checked by the route. */
export const Phone = Type.String({ pattern: '^[0-9]{5,15}$', description: 'digits only' })
export const CountryCode = Type.String({ pattern: '^[0-9]{1,4}$', default: '86' })
/** A phone country calling code, without the plus. */
export const AreaCode = Type.String({ pattern: '^[0-9]{1,4}$', description: 'phone country calling code, default 86' })
/** A mailed or texted code (spec sections 5 and 9: 6 digits). */
export const VerifyCode = Type.String({ pattern: '^[0-9]{6}$', description: '6 digits' })

export const Captcha = Type.Object({
  captchaId: Type.String(),
  /** A data URL of the image. */
  image: Type.String(),
})
export type Captcha = Static<typeof Captcha>

export const SendCodeBody = Type.Object({
  cellphone: Phone,
  countryCode: CountryCode,
  captchaId: Type.String({ minLength: 1 }),
  captchaCode: Type.String({ minLength: 1 }),
})
export type SendCodeBody = Static<typeof SendCodeBody>

/** A code was sent (SMS or mail): when the next may be asked for. */
export const Sent = Type.Object({ resendAfterSeconds: Type.Integer() })
export type Sent = Static<typeof Sent>

export const PhoneLoginBody = Type.Object({ cellphone: Phone, verifyCode: VerifyCode, countryCode: CountryCode })
export type PhoneLoginBody = Static<typeof PhoneLoginBody>

const tokenFields = {
  accessToken: Type.String(),
  refreshToken: Type.String(),
  /** Epoch milliseconds, by the gateway's clock. */
  accessExpiresAt: Type.Integer(),
  refreshExpiresAt: Type.Integer(),
}
export const Tokens = Type.Object(tokenFields)
export type Tokens = Static<typeof Tokens>

/** Spec section 3, login result, with the session's tokens: every way to log in answers this. */
export const loginFields = {
  bizUserId: Type.String(),
  mtcUserId: Type.String(),
  outerUserId: Type.String(),
  cellphone: Type.Union([Type.String(), Type.Null()]),
  email: Type.Union([Type.String(), Type.Null()]),
  countryCode: Type.String(),
  ...tokenFields,
}
export const LoginData = Type.Object(loginFields)
export type LoginData = Static<typeof LoginData>

export const RefreshBody = Type.Object({ refreshToken: Type.String({ minLength: 1 }) })

/**
 * user_logout's body: the mini-program's appId and openId the app sends with it (a gateway that
 * keeps mini-program bindings unbinds them; the reference gateway ends the session by its token
 * alone), or no body at all.
 */
export const LogoutFields = Type.Object({
  appId: Type.Optional(Type.String({ maxLength: 64 })),
  openId: Type.Optional(Type.String({ maxLength: 128 })),
})
export type LogoutFields = Static<typeof LogoutFields>
export const LogoutBody = Type.Union([LogoutFields, Type.Null()])
export const Refreshed = Type.Object({ userId: Type.String(), ...tokenFields })
export type Refreshed = Static<typeof Refreshed>

/** The logged-in user (GET / PUT buyer/v3/profile, link_phone). */
export const Profile = Type.Object({
  bizUserId: Type.String(),
  cellphone: Type.Union([Type.String(), Type.Null()]),
  countryCode: Type.String(),
  email: Type.Union([Type.String(), Type.Null()]),
  nickname: Type.String(),
  avatar: Type.Union([Type.String(), Type.Null()]),
  gender: Gender,
  birthday: Type.Union([Type.String(), Type.Null()]),
  /** Spec section 5: the birthday can be set or changed once. */
  birthdayEditable: Type.Boolean(),
  emailActivated: Type.Boolean(),
  hasPassword: Type.Boolean(),
  primeLevel: Type.Integer(),
  points: Type.Integer(),
  growthValue: Type.Integer(),
  /** D28: a verified student now (a verification lasts a year)... */
  studentVerified: Type.Boolean(),
  /** ... until then (null when not verified). */
  studentExpireAt: Type.Union([Type.Number(), Type.Null()]),
})
export type Profile = Static<typeof Profile>
