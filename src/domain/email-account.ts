/**
 * The e-mail account forms of spec sections 2 and 5 (log in, create account, activate, forgot /
 * reset / set password): which field is wrong, and where a gateway refusal belongs. Pure.
 */
import { CODES } from '@showtix/contract/codes'
import { VERIFY_CODE_LENGTH, isValidEmail, isValidPassword, isVerifyCode } from './validation'

/** The gateway's account answers (statusCode) these forms react to. */
export const EMAIL_CODES = {
  verifyCodeWrong: CODES.verifyCodeWrong,
  verifyCodeTooOften: CODES.verifyCodeTooOften,
  passwordInvalid: CODES.passwordInvalid,
  emailTaken: CODES.emailTaken,
  emailNotActivated: CODES.emailNotActivated,
  credentialsWrong: CODES.credentialsWrong,
  /** E-mail pre-login and binding (mini-programs): spec s5 'h5 not support', another account's address, a second address. */
  emailH5NotSupported: CODES.emailH5NotSupported,
  emailBoundElsewhere: CODES.emailBoundElsewhere,
  emailAlreadyBound: CODES.emailAlreadyBound,
} as const

/** Spec sections 4 and 9: a mailed code can be asked for again after 60 s. */
export const EMAIL_RESEND_SECONDS = 60

/** The `wait` page parameter: seconds before the next mail may be asked for (none or not a count: at once; at most EMAIL_RESEND_SECONDS). */
export function initialWait(value: string | undefined): number {
  const seconds = Number(value)
  return Number.isInteger(seconds) && seconds > 0 ? Math.min(seconds, EMAIL_RESEND_SECONDS) : 0
}

export type EmailField = 'email' | 'password' | 'confirm' | 'agreement' | 'code'

/** A form's problems: one message key (under `email.errors`) per wrong field. */
export type FieldErrors = Partial<Record<EmailField, string>>

export interface FormInput {
  readonly email?: string
  readonly password?: string
  readonly confirm?: string
  readonly agreed?: boolean
  readonly code?: string
}

function emailError(email: string): string | undefined {
  if (email.trim() === '') return 'emailRequired'
  return isValidEmail(email) ? undefined : 'emailInvalid'
}

/** The password rule of spec section 5 ('enter a valid password'). */
function newPasswordError(password: string): string | undefined {
  if (password === '') return 'passwordRequired'
  return isValidPassword(password) ? undefined : 'passwordInvalid'
}

function confirmError(password: string, confirm: string): string | undefined {
  if (confirm === '') return 'confirmRequired'
  return confirm === password ? undefined : 'confirmMismatch'
}

function codeError(code: string): string | undefined {
  if (code === '') return 'codeRequired'
  return isVerifyCode(code) ? undefined : 'codeInvalid'
}

function only(errors: Record<string, string | undefined>): FieldErrors {
  return Object.fromEntries(Object.entries(errors).filter(([, value]) => value !== undefined)) as FieldErrors
}

/** Log in: an address and any password (the rule is for new passwords; old ones may predate it). */
export function loginErrors({ email = '', password = '' }: FormInput): FieldErrors {
  return only({ email: emailError(email), password: password === '' ? 'passwordRequired' : undefined })
}

/** Create account: address, a password that follows the rule, the same again, the agreement. */
export function registerErrors({ email = '', password = '', confirm = '', agreed = false }: FormInput): FieldErrors {
  return only({
    email: emailError(email),
    password: newPasswordError(password),
    confirm: confirmError(password, confirm),
    agreement: agreed ? undefined : 'agreementRequired',
  })
}

/** Forgot password: the address the reset code goes to. */
export function forgotErrors({ email = '' }: FormInput): FieldErrors {
  return only({ email: emailError(email) })
}

/** Activation by the mailed code. */
export function activationErrors({ code = '' }: FormInput): FieldErrors {
  return only({ code: codeError(code) })
}

/** Reset with the mailed code (`withCode`), or a first password for a logged-in user. */
export function newPasswordErrors({ code = '', password = '', confirm = '' }: FormInput, withCode: boolean): FieldErrors {
  return only({
    code: withCode ? codeError(code) : undefined,
    password: newPasswordError(password),
    confirm: confirmError(password, confirm),
  })
}

export function hasErrors(errors: FieldErrors): boolean {
  return Object.keys(errors).length > 0
}

/** Which form a gateway refusal came to: the same code means a different field in each. */
export type EmailForm = 'login' | 'register' | 'forgot' | 'activate' | 'reset' | 'set'

/**
 * Where a refusal belongs: a field and its message key, or null when it is no field's (the form
 * then shows the gateway's words, or a general failure, under the button).
 */
export function fieldForFailure(form: EmailForm, statusCode: number): { field: EmailField; key: string } | null {
  switch (statusCode) {
    case EMAIL_CODES.passwordInvalid:
      return { field: 'password', key: 'passwordInvalid' }
    case EMAIL_CODES.verifyCodeWrong:
      return form === 'activate' || form === 'reset' ? { field: 'code', key: 'codeWrong' } : null
    case EMAIL_CODES.emailTaken:
      return form === 'register' ? { field: 'email', key: 'emailTaken' } : null
    case EMAIL_CODES.emailNotActivated:
      return form === 'login' ? { field: 'email', key: 'notActivated' } : null
    case EMAIL_CODES.credentialsWrong:
      if (form === 'login') return { field: 'password', key: 'credentialsWrong' }
      if (form === 'forgot' || form === 'reset') return { field: 'email', key: 'emailUnknown' }
      return null
    default:
      return null
  }
}

/** The code field takes digits only, at most the code's length. */
export function codeInput(typed: string): string {
  return typed.replace(/\D/g, '').slice(0, VERIFY_CODE_LENGTH)
}

/** Too many failed logins: the gateway says for how long (seconds); shown in whole minutes. */
export function lockedMinutes(retryAfterSeconds: unknown): number | null {
  if (typeof retryAfterSeconds !== 'number' || !Number.isFinite(retryAfterSeconds) || retryAfterSeconds <= 0) return null
  return Math.ceil(retryAfterSeconds / 60)
}
