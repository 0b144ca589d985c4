/** E-mail accounts: register, activate, log in, forgot / reset / set / change password (routes/accounts/email.ts). */
import { Type, type Static } from '@sinclair/typebox'
import { AreaCode, VerifyCode } from './session'

export const Email = Type.String({
  minLength: 1,
  maxLength: 254,
  description: 'letters, digits, _ and - in dot-separated parts, @, a domain with a dot',
})
export const Password = Type.String({
  minLength: 1,
  maxLength: 128,
  description: '8-20 printable ASCII characters with at least 3 of: upper case, lower case, digits, special',
})
/** A password typed to be checked (log in, the current one): any length the new-password rule allows. */
export const GivenPassword = Type.String({ minLength: 1, maxLength: 128 })

export const EmailBody = Type.Object({ email: Email })
export const RegisterBody = Type.Object({
  email: Email,
  password: Type.Optional(Password),
  countryCode: Type.Optional(AreaCode),
})
export type RegisterBody = Static<typeof RegisterBody>
export const ActivateBody = Type.Object({ email: Email, code: VerifyCode })
export type ActivateBody = Static<typeof ActivateBody>
export const EmailLoginBody = Type.Object({ email: Email, password: GivenPassword })
export type EmailLoginBody = Static<typeof EmailLoginBody>
export const ResetPasswordBody = Type.Object({ email: Email, code: VerifyCode, password: Password })
export type ResetPasswordBody = Static<typeof ResetPasswordBody>
export const SetPasswordBody = Type.Object({ password: Password })
export const ChangePasswordBody = Type.Object({ oldPassword: GivenPassword, newPassword: Password })
export type ChangePasswordBody = Static<typeof ChangePasswordBody>

export const EmailStatus = Type.Object({
  email: Type.String(),
  registered: Type.Boolean(),
  activated: Type.Boolean(),
  hasPassword: Type.Boolean(),
})
export type EmailStatus = Static<typeof EmailStatus>

/** An account made, not activated yet: the activation mail is sent. */
export const Registered = Type.Object({
  email: Type.String(),
  activated: Type.Boolean(),
  resendAfterSeconds: Type.Integer(),
})
export type Registered = Static<typeof Registered>
