/** E-mail accounts (spec sections 2 and 7): register, activate, log in, forgot / reset / set password. */
import type {
  ActivateBody,
  AppPlatform,
  EmailBound,
  EmailLoginBody,
  EmailStatus,
  LoginData,
  Profile,
  RegisterBody,
  Registered,
  ResetPasswordBody,
  Sent,
} from '@showtix/contract'
import { request } from '@/http'

export type { EmailStatus, Sent }

/** POST email/check: is the address registered, activated, with a password? */
export function checkEmail(email: string): Promise<EmailStatus> {
  return request<EmailStatus>({ method: 'POST', service: 'user', path: '/pub/v3/email/check', data: { email }, silent: true })
}

/** POST email/register: an account not activated yet; the activation code and link are mailed. */
export function registerEmail(input: Readonly<Required<Pick<RegisterBody, 'email' | 'password'>>>): Promise<Registered> {
  return request<Registered>({
    method: 'POST',
    service: 'user',
    path: '/pub/v3/email/register',
    data: { ...input },
    importance: 'high',
    silent: true,
  })
}

/** POST email/send_activation: the activation mail again (at most one a minute). */
export function sendActivation(email: string): Promise<Sent> {
  return request<Sent>({ method: 'POST', service: 'user', path: '/pub/v3/email/send_activation', data: { email }, silent: true })
}

/** POST email/activate: the mailed code activates the address (and answers with a session). */
export function activateEmail(input: Readonly<ActivateBody>): Promise<LoginData> {
  return request<LoginData>({
    method: 'POST',
    service: 'user',
    path: '/pub/v3/email/activate',
    data: { ...input },
    importance: 'high',
    silent: true,
  })
}

/** POST login: e-mail and password (spec section 7). */
export function loginByEmail(input: Readonly<EmailLoginBody>): Promise<LoginData> {
  return request<LoginData>({
    method: 'POST',
    service: 'user',
    path: '/pub/v3/login',
    data: { ...input },
    importance: 'high',
    silent: true,
  })
}

/** POST email/forgot_password: a reset code to the address. */
export function forgotPassword(email: string): Promise<Sent> {
  return request<Sent>({ method: 'POST', service: 'user', path: '/pub/v3/email/forgot_password', data: { email }, silent: true })
}

/** POST email/reset_password: a new password with the mailed code; every session of the account ends. */
export function resetPassword(input: Readonly<ResetPasswordBody>) {
  return request<boolean>({
    method: 'POST',
    service: 'user',
    path: '/pub/v3/email/reset_password',
    data: { ...input },
    importance: 'high',
    silent: true,
  })
}

/** POST password/set: a first password for the logged-in user (activated e-mail, none yet). */
export function setFirstPassword(password: string): Promise<boolean> {
  return request<boolean>({
    method: 'POST',
    service: 'user',
    path: '/buyer/v3/password/set',
    data: { password },
    importance: 'high',
    silent: true,
  })
}

/** What the set-password page needs to know of the logged-in user (GET buyer/v3/profile). */
export type PasswordState = Pick<Profile, 'email' | 'emailActivated' | 'hasPassword'>

export function fetchPasswordState(): Promise<PasswordState> {
  return request<PasswordState>({ service: 'user', path: '/buyer/v3/profile', importance: 'high', silent: true })
}

/**
 * POST mini/email/send_code: a code proving the address, for the pre-login or (logged in) the
 * binding; the web is refused with 'h5 not support', an address of another account when binding.
 */
export function sendMiniEmailCode(platform: AppPlatform, email: string): Promise<Sent> {
  return request<Sent>({
    method: 'POST',
    service: 'user',
    path: '/pub/v3/mini/email/send_code',
    data: { platform, email },
    silent: true,
  })
}

/** POST mini/email/login: the pre-login with a fresh platform login code, the address and its code. */
export function miniEmailLogin(input: Readonly<{ platform: AppPlatform; loginCode: string; email: string; code: string }>) {
  return request<LoginData>({
    method: 'POST',
    service: 'user',
    path: '/pub/v3/mini/email/login',
    data: { ...input },
    importance: 'high',
    silent: true,
  })
}

/** POST mini/email/bind: the logged-in account takes the address its code proves. */
export function bindMiniEmail(input: Readonly<{ platform: AppPlatform; email: string; code: string }>): Promise<EmailBound> {
  return request<EmailBound>({
    method: 'POST',
    service: 'user',
    path: '/buyer/v3/mini/email/bind',
    data: { ...input },
    importance: 'high',
    silent: true,
  })
}
