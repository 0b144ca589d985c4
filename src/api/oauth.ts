/**
 * The other ways to log in (spec section 7, User and auth): mini-program one-tap login and phone
 * binding, Google and Apple sign-in on the web, the WeChat browser's authorisation (wxauth) and
 * channel-partner login (channel_oauth/oauth_and_login).
 */
import type {
  ChannelPartner,
  LoginData,
  MiniLoginAnswer,
  MiniPlatform,
  ProviderInfo,
  SignInProvider,
  WeixinAuthorisation,
} from '@showtix/contract'
import { request } from '@/http'
import type { PhoneBinding } from '@/platform'

export type { ChannelPartner, MiniLoginAnswer, ProviderInfo, SignInProvider, WeixinAuthorisation }

/** The mini-programs that log in with a platform login code (the contract's enum). */
export type MiniPlatformType = MiniPlatform

/** POST mini/login: the mini-program login code -> logged in, or 'bind the phone first'. */
export function miniLogin(platform: MiniPlatformType, loginCode: string): Promise<MiniLoginAnswer> {
  return request<MiniLoginAnswer>({
    method: 'POST',
    service: 'user',
    path: '/pub/v3/mini/login',
    data: { platform, loginCode },
    importance: 'high',
    silent: true,
  })
}

/** POST mini/bind_phone: logs in with the phone number the platform's phone button vouched for. */
export function miniBindPhone(platform: MiniPlatformType, binding: PhoneBinding): Promise<LoginData> {
  return request<LoginData>({
    method: 'POST',
    service: 'user',
    path: '/pub/v3/mini/bind_phone',
    data: { platform, ...binding },
    importance: 'high',
    silent: true,
  })
}

/** GET oauth/providers: which of Google and Apple the web app offers here, and how. */
export async function fetchSignInProviders(): Promise<readonly ProviderInfo[]> {
  const answer = await request<{ providers: ProviderInfo[] }>({ service: 'user', path: '/pub/v3/oauth/providers', silent: true })
  return answer.providers.filter((provider) => provider.enabled)
}

/** POST google_login {googleCsrfToken} / apple_login {identityToken}. */
export function providerLogin(provider: SignInProvider, token: string): Promise<LoginData> {
  return request<LoginData>({
    method: 'POST',
    service: 'user',
    path: provider === 'GOOGLE' ? '/pub/v3/google_login' : '/pub/v3/apple_login',
    data: provider === 'GOOGLE' ? { googleCsrfToken: token } : { identityToken: token },
    importance: 'high',
    silent: true,
  })
}

/** GET weixin/oauth/authorize_url: where the WeChat browser goes to authorise, back to returnUrl. */
export async function weixinAuthorizeUrl(returnUrl: string, state: string): Promise<string> {
  const answer = await request<{ url: string }>({
    service: 'user',
    path: '/pub/v3/weixin/oauth/authorize_url',
    data: { returnUrl, state },
    silent: true,
  })
  return answer.url
}

/** POST weixin/oauth: the authorisation code -> the open id (and a login when it is linked). */
export function weixinAuthorise(code: string): Promise<WeixinAuthorisation> {
  return request<WeixinAuthorisation>({
    method: 'POST',
    service: 'user',
    path: '/pub/v3/weixin/oauth',
    data: { code },
    importance: 'high',
    silent: true,
  })
}

/** GET channel_oauth/partners/{channelCode}: the partner's name and authorisation page. */
export function fetchChannelPartner(channelCode: string): Promise<ChannelPartner> {
  return request<ChannelPartner>({
    service: 'user',
    path: `/pub/v3/channel_oauth/partners/${encodeURIComponent(channelCode)}`,
    silent: true,
  })
}

/** POST channel_oauth/oauth_and_login {authCode, channelCode}. */
export function channelLogin(channelCode: string, authCode: string): Promise<LoginData> {
  return request<LoginData>({
    method: 'POST',
    service: 'user',
    path: '/pub/v3/channel_oauth/oauth_and_login',
    data: { authCode, channelCode },
    importance: 'high',
    silent: true,
  })
}
