import { Type } from '@sinclair/typebox'
import type { App } from '../../app'
import { CODES, GatewayError, ok } from '../../http/envelope'
import {
  MINI_PLATFORMS,
  SANDBOX_PARTNER,
  consumeCode,
  exchangesFrom,
  linkIdentity,
  linkedUser,
  mintChannelCode,
  PARTNER_TEXTS,
  partnerFor,
  redeemChannelCode,
  bindPlatformPhone,
  type MiniPlatform,
} from '../../services/accounts/platform-identity'
import { authenticateOptional, startSession } from '../../services/sessions'
import { loginResult } from '../../services/users'
import { USER, langFor } from './common'

const tags = ['user: platform and partner login']
const PlatformCode = Type.String({ pattern: '^[A-Za-z0-9_.~-]{1,256}$', description: "the platform's one-time code" })
const MiniPlatformSchema = Type.Union(MINI_PLATFORMS.map((name) => Type.Literal(name)))
const ChannelCode = Type.String({ pattern: '^[A-Z0-9_]{2,32}$', description: "the partner's channel code" })
/** A page to come back to: an absolute http(s) address (checked against the allowed origins). */
const ReturnUrl = Type.String({ minLength: 1, maxLength: 2048 })

/**
 * Mini-program one-tap login (login code -> code2session) and phone binding (the phone button),
 * the WeChat browser's web authorisation (wxauth), and channel-partner login
 * (channel_oauth/oauth_and_login). services/accounts/platform-identity.ts says how real platforms
 * slot in; dev mode uses the sandbox exchange.
 */
export default async function platformLoginRoutes(app: App): Promise<void> {
  const { storage } = app
  const exchanges = exchangesFrom(process.env, app.config.dev)
  const loggedIn = async (userId: string, terminalSrc: string) => ({
    ...(await loginResult(storage, userId)),
    ...(await startSession(storage, userId, terminalSrc)),
  })

  app.post(
    `${USER}/pub/v3/mini/login`,
    {
      schema: {
        tags,
        summary: 'One-tap login with the mini-program login code',
        description:
          'Exchanges the code (code2session). `bound: true` with the login result when the platform account is linked; `bound: false` when the phone must be bound first (mini/bind_phone).',
        body: Type.Object({ platform: MiniPlatformSchema, loginCode: PlatformCode }),
      },
    },
    async (request) => {
      const { platform, loginCode } = request.body
      await consumeCode(storage, `login:${platform}`, loginCode)
      const session = await exchanges[platform].session(platform, loginCode)
      const userId = await linkedUser(storage, platform, session.openId)
      if (!userId) return ok({ bound: false })
      return ok({ bound: true, ...(await loggedIn(userId, request.ctx.terminalSrc)) })
    },
  )

  app.post(
    `${USER}/pub/v3/mini/bind_phone`,
    {
      schema: {
        tags,
        summary: "Log in by binding the phone number the platform's phone button vouched for",
        description:
          'A fresh login code plus the phone credential (WeChat: code; older: encryptedData and iv; Alipay: response).',
        body: Type.Object({
          platform: MiniPlatformSchema,
          loginCode: PlatformCode,
          code: Type.Optional(Type.String({ minLength: 1, maxLength: 512 })),
          encryptedData: Type.Optional(Type.String({ minLength: 1, maxLength: 4096 })),
          iv: Type.Optional(Type.String({ minLength: 1, maxLength: 256 })),
          response: Type.Optional(Type.String({ minLength: 1, maxLength: 4096 })),
        }),
      },
    },
    async (request) => {
      const { platform, loginCode, ...credential } = request.body
      if (!credential.code && !credential.encryptedData && !credential.response)
        throw new GatewayError(
          CODES.badRequest,
          'invalid body: the phone credential (code, encryptedData or response) is missing',
          400,
        )
      await consumeCode(storage, `login:${platform}`, loginCode)
      if (credential.code) await consumeCode(storage, `phone:${platform}`, credential.code)
      const exchange = exchanges[platform as MiniPlatform]
      const session = await exchange.session(platform, loginCode)
      const phone = await exchange.phone(platform, credential, session)
      const userId = await bindPlatformPhone(storage, platform, session, phone)
      return ok({ bound: true, ...(await loggedIn(userId, request.ctx.terminalSrc)) })
    },
  )

  const allowedReturn = (url: string): boolean => {
    let parsed: URL
    try {
      parsed = new URL(url)
    } catch {
      return false
    }
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return false
    // The sandbox stands in for WeChat on a developer machine, where the app's port varies.
    return app.config.dev || app.config.corsOrigins.includes(parsed.origin)
  }

  app.get(
    `${USER}/pub/v3/weixin/oauth/authorize_url`,
    {
      schema: {
        tags,
        summary: 'Where to send the WeChat browser for the web authorisation (snsapi_base), coming back to returnUrl with ?code',
        querystring: Type.Object({ returnUrl: ReturnUrl, state: Type.String({ pattern: '^[A-Za-z0-9_-]{1,64}$' }) }),
      },
    },
    async (request) => {
      const { returnUrl, state } = request.query
      if (!allowedReturn(returnUrl))
        throw new GatewayError(CODES.badRequest, 'invalid querystring "returnUrl": not an address of this shop', 400)
      const q = encodeURIComponent
      const webAppId = process.env.GATEWAY_WEIXIN_WEB_APP_ID
      const url = webAppId
        ? `https://open.weixin.qq.com/connect/oauth2/authorize?appid=${q(webAppId)}&redirect_uri=${q(returnUrl)}&response_type=code&scope=snsapi_base&state=${q(state)}#wechat_redirect`
        : app.config.dev
          ? `/dev/weixin/authorize?redirect_uri=${q(returnUrl)}&state=${q(state)}`
          : null
      if (!url) throw new GatewayError(CODES.credentialsWrong, 'WeChat authorisation is not configured on this gateway')
      return ok({ url })
    },
  )

  app.post(
    `${USER}/pub/v3/weixin/oauth`,
    {
      schema: {
        tags,
        summary: "The WeChat browser's authorisation code -> the user's open id (kept by the app for WeChat Pay, 24 h)",
        description:
          'With an access token, links the open id to that account. Without one, logs in the account already linked to it (login is then set).',
        body: Type.Object({ code: PlatformCode }),
      },
    },
    async (request) => {
      const { code } = request.body
      await consumeCode(storage, 'login:WXH5', code)
      const session = await exchanges.WXH5.session('WXH5', code)
      const current = await authenticateOptional(storage, request.ctx.accessToken)
      if (current) {
        await linkIdentity(storage, 'WXH5', session, current)
        return ok({ openId: session.openId, login: null })
      }
      const linked = await linkedUser(storage, 'WXH5', session.openId)
      return ok({ openId: session.openId, login: linked ? await loggedIn(linked, request.ctx.terminalSrc) : null })
    },
  )

  app.get(
    `${USER}/pub/v3/channel_oauth/partners/:channelCode`,
    {
      schema: {
        tags,
        summary: 'A channel partner: its name, and where to send the user to authorise when the address has no authCode',
        params: Type.Object({ channelCode: ChannelCode }),
        querystring: Type.Object({ lang: Type.Optional(Type.String({ maxLength: 10 })) }),
      },
    },
    async (request) => {
      const partner = partnerFor(request.params.channelCode, app.config.dev)
      if (!partner) throw new GatewayError(CODES.notFound, PARTNER_TEXTS.unknown['en-US'], 200, null, PARTNER_TEXTS.unknown)
      return ok({
        channelCode: partner.channelCode,
        name: partner.name[langFor(request)],
        authorizeUrl: partner.sandbox ? `/dev/channel/authorize?channelCode=${partner.channelCode}` : null,
      })
    },
  )

  app.post(
    `${USER}/pub/v3/channel_oauth/oauth_and_login`,
    {
      schema: {
        tags,
        summary: "Log in with a channel partner's authorisation code",
        body: Type.Object({ authCode: PlatformCode, channelCode: ChannelCode }),
      },
    },
    async (request) => {
      const { authCode, channelCode } = request.body
      if (!partnerFor(channelCode, app.config.dev))
        throw new GatewayError(CODES.credentialsWrong, PARTNER_TEXTS.unknown['en-US'], 200, null, PARTNER_TEXTS.unknown)
      const userId = await redeemChannelCode(storage, channelCode, authCode)
      return ok(await loggedIn(userId, request.ctx.terminalSrc))
    },
  )

  if (!app.config.dev) return
  const devTags = ['dev']

  app.get(
    '/dev/weixin/authorize',
    {
      schema: {
        tags: devTags,
        summary: 'Sandbox WeChat web authorisation: comes straight back to redirect_uri with a code (snsapi_base asks nothing)',
        querystring: Type.Object({ redirect_uri: ReturnUrl, state: Type.String({ pattern: '^[A-Za-z0-9_-]{1,64}$' }) }),
      },
    },
    async (request, reply) => {
      const { redirect_uri: redirectUri, state } = request.query
      if (!allowedReturn(redirectUri)) throw new GatewayError(CODES.badRequest, 'invalid redirect_uri', 400)
      const target = new URL(redirectUri)
      target.searchParams.set('code', `wxweb-${Math.random().toString(36).slice(2, 12)}x`)
      target.searchParams.set('state', state)
      return reply.redirect(target.toString())
    },
  )

  app.post(
    '/dev/channel/code',
    {
      schema: {
        tags: devTags,
        summary: 'Mint an authorisation code of the sandbox partner (SANDBOXBANK) for a partner user',
        body: Type.Object({
          partnerUserId: Type.String({ pattern: '^[A-Za-z0-9_-]{1,64}$' }),
          cellphone: Type.Optional(Type.String({ pattern: '^1[0-9]{10}$' })),
        }),
      },
    },
    async (request) =>
      ok({ authCode: await mintChannelCode(storage, { channelCode: SANDBOX_PARTNER.channelCode, ...request.body }) }),
  )

  app.get(
    '/dev/channel/authorize',
    {
      schema: {
        tags: devTags,
        summary: "The sandbox partner's authorisation page: agreeing comes back to redirect_uri with authCode",
        querystring: Type.Object({ channelCode: ChannelCode, redirect_uri: ReturnUrl, cellphone: Type.Optional(Type.String()) }),
      },
    },
    async (request, reply) => {
      const { channelCode, redirect_uri: redirectUri } = request.query
      if (!partnerFor(channelCode, true) || !allowedReturn(redirectUri))
        throw new GatewayError(CODES.badRequest, 'invalid request', 400)
      const cellphone = /^1\d{10}$/.test(request.query.cellphone ?? '') ? request.query.cellphone : '13700001234'
      const authCode = await mintChannelCode(storage, { channelCode, partnerUserId: `sbx-${cellphone}`, cellphone })
      const target = new URL(redirectUri)
      target.searchParams.set('authCode', authCode)
      target.searchParams.set('channelCode', channelCode)
      return reply.redirect(target.toString())
    },
  )
}
