/**
 * WeChat's JS-SDK signature for a page of the app in WeChat's browser (WXH5; spec s7 L94 "GET
 * weixin jsapi authorization"; docs/decisions/wechat-web-share.md): `wx.config` needs the
 * official account's app id and a SHA-1 over its jsapi ticket, a nonce, a time and the page's URL.
 *
 * The ticket comes from a `JsapiTicketSource`: fetched from WeChat with the official account's
 * app id and secret (GATEWAY_WEIXIN_WEB_APP_ID / GATEWAY_WEIXIN_WEB_SECRET: its access token, then
 * `cgi-bin/ticket/getticket?type=jsapi`) and kept until shortly before it expires; or a ticket
 * given in the configuration (GATEWAY_WEIXIN_JSAPI_TICKET, when another system fetches it); or in
 * dev mode a fixed sandbox one.
 */
import { createHash, randomBytes } from 'node:crypto'
import type { WeixinJsapiAuthorization } from '@showtix/contract'
import { CODES, GatewayError, badRequest } from '../../http/envelope'

/** Dev mode's official account and ticket (no WeChat behind them; the e2e recomputes signatures with them). */
export const SANDBOX_JSAPI_APP_ID = 'wx00sandbox0jsapi'
export const SANDBOX_JSAPI_TICKET = 'sandbox-jsapi-ticket-showtix-0001'
/** WeChat keeps a jsapi ticket valid this long; a fetched one is cached for it (less a margin). */
export const JSAPI_TICKET_TTL_S = 7200

/** The official account a page is signed for, and its current jsapi ticket. */
export interface JsapiTicket {
  readonly appId: string
  readonly ticket: string
}

/**
 * Where the jsapi ticket comes from. `shopAppId` is the shop's WeChat app id (its config's
 * `appId`); undefined: this gateway cannot sign for it. The real fetch plugs in here: an
 * implementation that asks WeChat with the account's access token and caches the ticket
 * JSAPI_TICKET_TTL_S (one cache shared by every gateway process: WeChat limits the calls a day).
 */
export interface JsapiTicketSource {
  ticketFor(shopAppId: string): Promise<JsapiTicket | undefined>
}

/** One configured account and ticket for every shop of this gateway. */
export class ConfiguredTicketSource implements JsapiTicketSource {
  constructor(private readonly ticket: JsapiTicket) {}
  async ticketFor(): Promise<JsapiTicket> {
    return this.ticket
  }
}

/** What a WeChat API call answers (JSON): its fields, or an errcode. */
type WeixinFetch = (url: string) => Promise<{ json(): Promise<unknown> }>

/** WeChat's API host. */
export const WEIXIN_API = 'https://api.weixin.qq.com'
/** A ticket (or token) is fetched again this long before WeChat's expiry. */
export const TICKET_RENEW_MARGIN_S = 300

const TICKET_FAILED = {
  'zh-CN': '暂时无法通过微信分享，请稍后再试或复制链接分享',
  'zh-MO': '暫時無法透過微信分享，請稍後再試或複製連結分享',
  'en-US': 'Sharing through WeChat is unavailable for now: try again later, or copy the link',
}

/**
 * The official account's jsapi ticket fetched from WeChat: its access token
 * (`cgi-bin/token`, client_credential), then `cgi-bin/ticket/getticket?type=jsapi`. The ticket is
 * kept until TICKET_RENEW_MARGIN_S before it expires (WeChat: 7200 s), and callers asking while it
 * is being fetched share that one fetch (WeChat limits these calls a day). Each gateway process
 * keeps its own: a few fetches every two hours per process.
 */
export class WeixinTicketSource implements JsapiTicketSource {
  private cached: { ticket: string; until: number } | undefined
  private pending: Promise<string> | undefined

  constructor(
    private readonly account: { readonly appId: string; readonly secret: string },
    private readonly fetcher: WeixinFetch = fetch as unknown as WeixinFetch,
    private readonly clock: () => number = Date.now,
  ) {}

  async ticketFor(): Promise<JsapiTicket> {
    if (this.cached && this.cached.until > this.clock()) return { appId: this.account.appId, ticket: this.cached.ticket }
    this.pending ??= this.fetchTicket().finally(() => (this.pending = undefined))
    return { appId: this.account.appId, ticket: await this.pending }
  }

  private async get(url: string): Promise<Record<string, unknown>> {
    let body: Record<string, unknown>
    try {
      body = (await (await this.fetcher(url)).json()) as Record<string, unknown>
    } catch (error) {
      throw new GatewayError(CODES.weixinShareUnavailable, `WeChat did not answer: ${String(error)}`, 200, null, TICKET_FAILED)
    }
    if (typeof body.errcode === 'number' && body.errcode !== 0)
      throw new GatewayError(CODES.weixinShareUnavailable, `WeChat refused (${body.errcode})`, 200, null, TICKET_FAILED)
    return body
  }

  private async fetchTicket(): Promise<string> {
    const q = encodeURIComponent
    const token = await this.get(
      `${WEIXIN_API}/cgi-bin/token?grant_type=client_credential&appid=${q(this.account.appId)}&secret=${q(this.account.secret)}`,
    )
    if (typeof token.access_token !== 'string')
      throw new GatewayError(CODES.weixinShareUnavailable, 'WeChat gave no access token', 200, null, TICKET_FAILED)
    const answer = await this.get(`${WEIXIN_API}/cgi-bin/ticket/getticket?access_token=${q(token.access_token)}&type=jsapi`)
    if (typeof answer.ticket !== 'string' || !answer.ticket)
      throw new GatewayError(CODES.weixinShareUnavailable, 'WeChat gave no jsapi ticket', 200, null, TICKET_FAILED)
    const lifetime = Number(answer.expires_in ?? JSAPI_TICKET_TTL_S)
    this.cached = { ticket: answer.ticket, until: this.clock() + (lifetime - TICKET_RENEW_MARGIN_S) * 1000 }
    return answer.ticket
  }
}

/** No account configured and not dev mode: nothing is signed. */
export const NO_TICKETS: JsapiTicketSource = { ticketFor: async () => undefined }

/**
 * The ticket source from the environment: a ticket given in the configuration, else fetched from
 * WeChat with the official account's secret, else the sandbox in dev mode, else none. The JS-SDK
 * belongs to the official account (the web login's GATEWAY_WEIXIN_WEB_APP_ID), else the one
 * WeChat app id the gateway has.
 */
export function ticketSourceFrom(env: Readonly<Record<string, string | undefined>>, dev: boolean): JsapiTicketSource {
  const appId = env.GATEWAY_WEIXIN_WEB_APP_ID || env.GATEWAY_WEIXIN_APP_ID
  const ticket = env.GATEWAY_WEIXIN_JSAPI_TICKET
  const secret = env.GATEWAY_WEIXIN_WEB_APP_ID ? env.GATEWAY_WEIXIN_WEB_SECRET : env.GATEWAY_WEIXIN_SECRET
  if (appId && ticket) return new ConfiguredTicketSource({ appId, ticket })
  if (appId && secret) return new WeixinTicketSource({ appId, secret })
  return dev ? new ConfiguredTicketSource({ appId: SANDBOX_JSAPI_APP_ID, ticket: SANDBOX_JSAPI_TICKET }) : NO_TICKETS
}

/** WeChat's JS-SDK signature: SHA-1 hex of the four fields in this order (WeChat's documented algorithm). */
export function jsapiSignature(ticket: string, nonceStr: string, timestamp: number, url: string): string {
  return createHash('sha1').update(`jsapi_ticket=${ticket}&noncestr=${nonceStr}&timestamp=${timestamp}&url=${url}`).digest('hex')
}

/**
 * The URL to sign: `url` without its `#fragment`, when it is an http(s) address on one of the
 * app's origins; undefined otherwise (no signatures for another site's pages).
 */
export function signableUrl(url: string, origins: ReadonlySet<string>): string | undefined {
  const withoutFragment = url.split('#')[0] ?? ''
  let parsed: URL
  try {
    parsed = new URL(withoutFragment)
  } catch {
    return undefined
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return undefined
  return origins.has(parsed.origin) ? withoutFragment : undefined
}

const UNAVAILABLE = {
  'zh-CN': '本店暂不支持微信分享，请复制链接分享',
  'zh-MO': '本店暫不支援微信分享，請複製連結分享',
  'en-US': 'This shop cannot share through WeChat: copy the link to share it',
}

/** `wx.config`'s fields for page `url` of a shop whose WeChat app id is `shopAppId` (empty: none). */
export async function jsapiAuthorization(
  source: JsapiTicketSource,
  origins: ReadonlySet<string>,
  shopAppId: string,
  url: string,
  now = Date.now(),
): Promise<WeixinJsapiAuthorization> {
  const signable = signableUrl(url, origins)
  if (signable === undefined) throw badRequest('invalid query "url": an http(s) address of one of the app’s pages')
  const ticket = shopAppId ? await source.ticketFor(shopAppId) : undefined
  if (!ticket) throw new GatewayError(CODES.weixinShareUnavailable, UNAVAILABLE['en-US'], 200, null, UNAVAILABLE)
  const nonceStr = randomBytes(12).toString('hex')
  const timestamp = Math.floor(now / 1000)
  return { appId: ticket.appId, timestamp, nonceStr, signature: jsapiSignature(ticket.ticket, nonceStr, timestamp, signable) }
}
