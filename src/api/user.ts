/** User and auth endpoints (spec section 7, User and auth). */
import type {
  Captcha,
  LoginData,
  LogoutFields,
  PhoneLoginBody,
  PrimePrivilege,
  Profile,
  Refreshed,
  SendCodeBody,
  Sent,
} from '@showtix/contract'
import { CODES } from '@showtix/contract/codes'
import { request } from '@/http'
import type { RequestOf } from './request-of'

export type { Captcha, LoginData, PrimePrivilege, Profile }

/** The gateway's account answers (statusCode) a login form reacts to. */
export const ACCOUNT_CODES = {
  captchaWrong: CODES.captchaWrong,
  verifyCodeWrong: CODES.verifyCodeWrong,
  verifyCodeTooOften: CODES.verifyCodeTooOften,
  areaNotSupported: CODES.areaNotSupported,
} as const

/** POST refresh_token: new tokens for a refresh token (spec section 8, 15012010). */
export function refreshTokens(refreshToken: string): Promise<Refreshed> {
  return request<Refreshed>({
    method: 'POST',
    service: 'user',
    path: '/pub/v3/refresh_token',
    data: { refreshToken },
    importance: 'critical',
    silent: true,
  })
}

/** POST captcha: the image captcha asked before a login code is sent (spec section 5). */
export function createCaptcha(): Promise<Captcha> {
  return request<Captcha>({ method: 'POST', service: 'user', path: '/pub/v3/captcha', data: {}, silent: true })
}

/** POST send_verify_code: a 6-digit login code by SMS. */
export function sendLoginCode(input: SendCodeBody): Promise<Sent> {
  return request({ method: 'POST', service: 'user', path: '/pub/v3/send_verify_code', data: { ...input }, silent: true })
}

/** POST login_or_register: log in (or sign up) with the phone code. */
export function loginByPhone(input: PhoneLoginBody) {
  return request<LoginData>({
    method: 'POST',
    service: 'user',
    path: '/pub/v3/login_or_register',
    data: { ...input },
    importance: 'high',
    silent: true,
  })
}

/** POST buyer/v3/user/link_phone: links a phone (its login code) to the logged-in account that has none. */
export function linkPhone(input: PhoneLoginBody) {
  return request<Profile>({
    method: 'POST',
    service: 'user',
    path: '/buyer/v3/user/link_phone',
    data: { ...input },
    importance: 'high',
    silent: true,
  })
}

/** GET buyer/v3/profile: the logged-in user. */
export function fetchProfile(): Promise<Profile> {
  return request<Profile>({ service: 'user', path: '/buyer/v3/profile', importance: 'high' })
}

/** GET prime_privilege: the member level and its rights (spec section 3, Member privilege). */
export function fetchPrimePrivilege(): Promise<PrimePrivilege> {
  return request<PrimePrivilege>({ service: 'user', path: '/buyer/v3/prime_privilege', silent: true })
}

/** POST user_logout: ends this session on the gateway (spec section 7). */
export function logoutSession(input: RequestOf<LogoutFields> = {}): Promise<unknown> {
  return request({ method: 'POST', service: 'user', path: '/v3/user_logout', data: { ...input }, silent: true })
}
