/** User and auth endpoints (spec section 7, User and auth). */
import { CODES } from '@showtix/contract/codes'
import { request } from '@/http'

/** The gateway's account answers (statusCode) a login form reacts to. */
export const ACCOUNT_CODES = {
  captchaWrong: CODES.captchaWrong,
  verifyCodeWrong: CODES.verifyCodeWrong,
  verifyCodeTooOften: CODES.verifyCodeTooOften,
  areaNotSupported: CODES.areaNotSupported,
} as const

export interface Tokens {
  readonly accessToken: string
  readonly refreshToken: string
  readonly bizUserId?: string
}

/** POST refresh_token: new tokens for a refresh token (spec section 8, 15012010). */
export function refreshTokens(refreshToken: string): Promise<Tokens> {
  return request<Tokens>({
    method: 'POST',
    service: 'user',
    path: '/pub/v3/refresh_token',
    data: { refreshToken },
    importance: 'critical',
    silent: true,
  })
}

export interface Captcha {
  readonly captchaId: string
  /** A data URL of the image. */
  readonly image: string
}

/** POST captcha: the image captcha asked before a login code is sent (spec section 5). */
export function createCaptcha(): Promise<Captcha> {
  return request<Captcha>({ method: 'POST', service: 'user', path: '/pub/v3/captcha', data: {}, silent: true })
}

export interface SendCodeInput {
  readonly cellphone: string
  readonly countryCode: string
  readonly captchaId: string
  readonly captchaCode: string
}

/** POST send_verify_code: a 6-digit login code by SMS. */
export function sendLoginCode(input: SendCodeInput): Promise<{ readonly resendAfterSeconds?: number }> {
  return request({ method: 'POST', service: 'user', path: '/pub/v3/send_verify_code', data: { ...input }, silent: true })
}

export interface LoginData extends Tokens {
  readonly bizUserId: string
  readonly cellphone?: string | null
  readonly email?: string | null
  readonly countryCode?: string | null
}

/** POST login_or_register: log in (or sign up) with the phone code. */
export function loginByPhone(input: { readonly cellphone: string; readonly verifyCode: string; readonly countryCode: string }) {
  return request<LoginData>({
    method: 'POST',
    service: 'user',
    path: '/pub/v3/login_or_register',
    data: { ...input },
    importance: 'high',
    silent: true,
  })
}

export interface Profile {
  readonly bizUserId: string
  readonly cellphone?: string | null
  readonly countryCode?: string | null
  readonly email?: string | null
  readonly nickname?: string | null
  readonly avatar?: string | null
  readonly primeLevel?: number
  readonly points?: number
  readonly growthValue?: number
}

/** POST buyer/v3/user/link_phone: links a phone (its login code) to the logged-in account that has none. */
export function linkPhone(input: { readonly cellphone: string; readonly verifyCode: string; readonly countryCode: string }) {
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

export interface PrimePrivilege {
  readonly primeLevel?: number
  readonly primeLevelName?: string
  readonly icon?: string
  readonly color?: string
  readonly growthValue?: number
  readonly nextLevelGrowthValue?: number | null
}

/** GET prime_privilege: the member level and its rights (spec section 3, Member privilege). */
export function fetchPrimePrivilege(): Promise<PrimePrivilege> {
  return request<PrimePrivilege>({ service: 'user', path: '/buyer/v3/prime_privilege', silent: true })
}

/** POST user_logout: ends this session on the gateway (spec section 7). */
export function logoutSession(input: { readonly appId?: string; readonly openId?: string } = {}): Promise<unknown> {
  return request({ method: 'POST', service: 'user', path: '/v3/user_logout', data: { ...input }, silent: true })
}
