/**
 * The other ways to log in: Google and Apple on the web (routes/accounts/oauth.ts), mini-program
 * one-tap login and phone binding, the WeChat browser's authorisation and channel partners
 * (routes/accounts/platform-login.ts).
 */
import { Type, type Static } from '@sinclair/typebox'
import { MiniPlatform, SignInProvider } from './enums'
import { loginFields, type LoginData } from './session'

/** A token from Google Identity Services or Sign in with Apple JS. */
export const ProviderToken = Type.String({ minLength: 1, maxLength: 8192 })
export const GoogleLoginBody = Type.Object({ googleCsrfToken: ProviderToken })
export const AppleLoginBody = Type.Object({ identityToken: ProviderToken })

export const ProviderInfo = Type.Object({
  provider: SignInProvider,
  enabled: Type.Boolean(),
  /** Dev gateway: sign in through its sandbox page instead of the provider's SDK. */
  sandbox: Type.Boolean(),
  /** The merchant's client id at the provider (for the official SDK). */
  clientId: Type.Union([Type.String(), Type.Null()]),
  /** The sandbox page, a path on the gateway host. */
  sandboxUrl: Type.Optional(Type.String()),
})
export type ProviderInfo = Static<typeof ProviderInfo>
export const Providers = Type.Object({ providers: Type.Array(ProviderInfo) })

/** The platform's one-time code. */
export const PlatformCode = Type.String({ pattern: '^[A-Za-z0-9_.~-]{1,256}$', description: "the platform's one-time code" })
export const ChannelCode = Type.String({ pattern: '^[A-Z0-9_]{2,32}$', description: "the partner's channel code" })
/** A page to come back to: an absolute http(s) address (checked against the allowed origins). */
export const ReturnUrl = Type.String({ minLength: 1, maxLength: 2048 })
export const State = Type.String({ pattern: '^[A-Za-z0-9_-]{1,64}$' })

export const MiniLoginBody = Type.Object({ platform: MiniPlatform, loginCode: PlatformCode })
export const MiniBindPhoneBody = Type.Object({
  platform: MiniPlatform,
  loginCode: PlatformCode,
  code: Type.Optional(Type.String({ minLength: 1, maxLength: 512 })),
  encryptedData: Type.Optional(Type.String({ minLength: 1, maxLength: 4096 })),
  iv: Type.Optional(Type.String({ minLength: 1, maxLength: 256 })),
  response: Type.Optional(Type.String({ minLength: 1, maxLength: 4096 })),
})

/**
 * One-tap login: `bound` with the login result when the platform account is linked; `bound: false`
 * alone when the phone must be bound first. One object with optional fields (not a union: each
 * union branch would be validated when serialising); the type says it precisely.
 */
export const MiniLogin = Type.Object({
  bound: Type.Boolean(),
  ...Object.fromEntries(Object.entries(loginFields).map(([key, value]) => [key, Type.Optional(value)])),
})
export type MiniLoginAnswer = ({ readonly bound: true } & LoginData) | { readonly bound: false }

export const WeixinAuthorizeQuery = Type.Object({ returnUrl: ReturnUrl, state: State })
export const WeixinAuthorizeUrl = Type.Object({ url: Type.String() })
export const WeixinOauthBody = Type.Object({ code: PlatformCode })
export const WeixinAuthorisation = Type.Object({
  openId: Type.String(),
  /** Set when the open id belongs to an account and nobody was logged in: that account's login. */
  login: Type.Union([Type.Object(loginFields), Type.Null()]),
})
export type WeixinAuthorisation = Static<typeof WeixinAuthorisation>

export const ChannelPartnerParams = Type.Object({ channelCode: ChannelCode })
export const ChannelPartner = Type.Object({
  channelCode: Type.String(),
  name: Type.String(),
  /** The partner's authorisation page (a path on the gateway host, or an address), if it has one. */
  authorizeUrl: Type.Union([Type.String(), Type.Null()]),
})
export type ChannelPartner = Static<typeof ChannelPartner>
export const ChannelLoginBody = Type.Object({ authCode: PlatformCode, channelCode: ChannelCode })
