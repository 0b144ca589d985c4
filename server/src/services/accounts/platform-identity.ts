/**
 * Sign-in through a platform: the mini-programs' login code (code2session) and phone button, the
 * WeChat browser's web authorisation (wxauth), and channel partners' authorisation codes.
 *
 * What a real platform does sits behind `CodeExchange` (one per platform: WeChat's
 * jscode2session and getuserphonenumber below; Douyin, Xiaohongshu and Alipay slot in the same
 * way). In dev mode `SandboxCodeExchange` stands in: it accepts the codes the WeChat harness and
 * the sandbox pages make, so the flows run offline.
 */
import { createHash, randomBytes } from 'node:crypto'
import type { Queryable, Storage, Tx } from '../../storage'
import { CODES, GatewayError } from '../../http/envelope'
import { userByPhoneIn } from '../users'

export const MINI_PLATFORMS = ['MP_WEIXIN', 'MP_TT', 'MP_XHS', 'MP_ALI'] as const
export type MiniPlatform = (typeof MINI_PLATFORMS)[number]
/** Where an open id comes from: a mini-program, or the WeChat browser's web authorisation. */
export type CodePlatform = MiniPlatform | 'WXH5'

export const PLATFORM_NAMES: Record<CodePlatform, string> = {
  MP_WEIXIN: 'WeChat',
  MP_TT: 'Douyin',
  MP_XHS: 'Xiaohongshu',
  MP_ALI: 'Alipay',
  WXH5: 'WeChat',
}

export interface PlatformSession {
  readonly openId: string
  readonly unionId?: string | undefined
  /** The platform's session key (decrypts encryptedData); never sent to the client. */
  readonly sessionKey?: string | undefined
}

/** The phone credential the mini-program's phone button gave. */
export interface PhoneCredential {
  readonly code?: string | undefined
  readonly encryptedData?: string | undefined
  readonly iv?: string | undefined
  readonly response?: string | undefined
}

export interface PlatformPhone {
  readonly cellphone: string
  readonly countryCode: string
}

/** One platform's server-side calls. */
export interface CodeExchange {
  /** code2session: the user behind a login code (or a web authorisation code). */
  session(platform: CodePlatform, code: string): Promise<PlatformSession>
  /** The phone number behind the phone button's credential. */
  phone(platform: MiniPlatform, credential: PhoneCredential, session: PlatformSession): Promise<PlatformPhone>
}

/**
 * Dev sandbox. A login code is `<device>` or `<device>-<counter>` (the harness's wx.login answers
 * `harness-login-code-1`, `-2`...): the open id comes from the device part, so every code of one
 * device is the same user, as on a real platform. A phone code `sandbox-phone-<number>` stands for
 * that number (mainland, 86).
 */
export const SANDBOX_PHONE_CODE = /^sandbox-phone-(1\d{10})$/

export function sandboxDevice(code: string): string {
  return code.replace(/-\d+$/, '')
}

export class SandboxCodeExchange implements CodeExchange {
  async session(platform: CodePlatform, code: string): Promise<PlatformSession> {
    const device = sandboxDevice(code)
    const openId = `sbx_${createHash('sha256').update(`${platform}:${device}`).digest('base64url').slice(0, 24)}`
    return { openId, unionId: `sbu_${createHash('sha256').update(device).digest('base64url').slice(0, 24)}` }
  }

  async phone(platform: MiniPlatform, credential: PhoneCredential): Promise<PlatformPhone> {
    const match = SANDBOX_PHONE_CODE.exec(credential.code ?? '')
    if (!match) {
      throw new GatewayError(
        CODES.credentialsWrong,
        `The phone number from ${PLATFORM_NAMES[platform]} could not be read; in dev mode the phone code is sandbox-phone-<11-digit number>`,
      )
    }
    return { cellphone: match[1]!, countryCode: '86' }
  }
}

type Fetch = (
  url: string,
  init?: { method?: string; body?: string; headers?: Record<string, string> },
) => Promise<{
  json(): Promise<unknown>
}>

/**
 * WeChat's real calls: jscode2session for a mini-program login code, oauth2/access_token for a
 * web authorisation code, and wxa/business/getuserphonenumber for the phone button's code.
 * Needs the app id and secret (GATEWAY_WEIXIN_APP_ID / GATEWAY_WEIXIN_SECRET, and the web
 * account's GATEWAY_WEIXIN_WEB_APP_ID / GATEWAY_WEIXIN_WEB_SECRET).
 */
export class WeixinCodeExchange implements CodeExchange {
  private accessToken: { token: string; until: number } | undefined

  constructor(
    private readonly keys: { appId: string; secret: string; webAppId?: string; webSecret?: string },
    private readonly fetcher: Fetch = fetch as unknown as Fetch,
  ) {}

  private async get(url: string): Promise<Record<string, unknown>> {
    const body = (await (await this.fetcher(url)).json()) as Record<string, unknown>
    if (typeof body.errcode === 'number' && body.errcode !== 0)
      throw new GatewayError(CODES.credentialsWrong, `WeChat refused the code (${body.errcode}), please try again`)
    return body
  }

  async session(platform: CodePlatform, code: string): Promise<PlatformSession> {
    const q = encodeURIComponent
    const body =
      platform === 'WXH5'
        ? await this.get(
            `https://api.weixin.qq.com/sns/oauth2/access_token?appid=${q(this.keys.webAppId ?? '')}&secret=${q(this.keys.webSecret ?? '')}&code=${q(code)}&grant_type=authorization_code`,
          )
        : await this.get(
            `https://api.weixin.qq.com/sns/jscode2session?appid=${q(this.keys.appId)}&secret=${q(this.keys.secret)}&js_code=${q(code)}&grant_type=authorization_code`,
          )
    if (typeof body.openid !== 'string') throw new GatewayError(CODES.credentialsWrong, 'WeChat did not answer an open id')
    return {
      openId: body.openid,
      unionId: typeof body.unionid === 'string' ? body.unionid : undefined,
      sessionKey: typeof body.session_key === 'string' ? body.session_key : undefined,
    }
  }

  private async token(): Promise<string> {
    if (this.accessToken && this.accessToken.until > Date.now()) return this.accessToken.token
    const q = encodeURIComponent
    const body = await this.get(
      `https://api.weixin.qq.com/cgi-bin/token?grant_type=client_credential&appid=${q(this.keys.appId)}&secret=${q(this.keys.secret)}`,
    )
    const token = String(body.access_token ?? '')
    this.accessToken = { token, until: Date.now() + (Number(body.expires_in ?? 7200) - 300) * 1000 }
    return token
  }

  async phone(_platform: MiniPlatform, credential: PhoneCredential, _session?: PlatformSession): Promise<PlatformPhone> {
    if (!credential.code)
      throw new GatewayError(CODES.credentialsWrong, 'WeChat gave no phone code, please allow the phone number')
    const response = await this.fetcher(
      `https://api.weixin.qq.com/wxa/business/getuserphonenumber?access_token=${encodeURIComponent(await this.token())}`,
      { method: 'POST', body: JSON.stringify({ code: credential.code }), headers: { 'content-type': 'application/json' } },
    )
    const body = (await response.json()) as { errcode?: number; phone_info?: { purePhoneNumber?: string; countryCode?: string } }
    const info = body.phone_info
    if (body.errcode || !info?.purePhoneNumber)
      throw new GatewayError(CODES.credentialsWrong, 'WeChat did not give the phone number, please try again')
    return { cellphone: info.purePhoneNumber, countryCode: info.countryCode ?? '86' }
  }
}

/** No platform configured (not dev mode, no keys): refuse with the reason. */
export class UnconfiguredExchange implements CodeExchange {
  async session(platform: CodePlatform): Promise<PlatformSession> {
    throw new GatewayError(
      CODES.credentialsWrong,
      `${PLATFORM_NAMES[platform]} login is not configured on this gateway (its app id and secret are missing)`,
    )
  }
  async phone(platform: MiniPlatform): Promise<PlatformPhone> {
    return this.session(platform) as never
  }
}

/** The exchange for each platform, from the environment (dev mode: the sandbox for all). */
export function exchangesFrom(env: NodeJS.ProcessEnv, dev: boolean): Record<CodePlatform, CodeExchange> {
  const sandbox = new SandboxCodeExchange()
  const none = new UnconfiguredExchange()
  const weixin =
    env.GATEWAY_WEIXIN_APP_ID && env.GATEWAY_WEIXIN_SECRET
      ? new WeixinCodeExchange({
          appId: env.GATEWAY_WEIXIN_APP_ID,
          secret: env.GATEWAY_WEIXIN_SECRET,
          ...(env.GATEWAY_WEIXIN_WEB_APP_ID ? { webAppId: env.GATEWAY_WEIXIN_WEB_APP_ID } : {}),
          ...(env.GATEWAY_WEIXIN_WEB_SECRET ? { webSecret: env.GATEWAY_WEIXIN_WEB_SECRET } : {}),
        })
      : undefined
  const fallback = dev ? sandbox : none
  return { MP_WEIXIN: weixin ?? fallback, WXH5: weixin ?? fallback, MP_TT: fallback, MP_XHS: fallback, MP_ALI: fallback }
}

/** A platform code works once (replaying a captured code is refused): the table's key decides, even for two at once. */
export async function consumeCode(db: Queryable, kind: string, code: string, now = Date.now()): Promise<void> {
  const result = await db.run(
    'INSERT INTO used_platform_codes (kind, code, used_at) VALUES (?, ?, ?) ON CONFLICT (kind, code) DO NOTHING',
    [kind, code, now],
  )
  if (result.changes === 0)
    throw new GatewayError(CODES.credentialsWrong, 'This login code has already been used, please try again')
}

/** The account linked to a platform identity, if any (cancelled accounts are not). */
export async function linkedUser(db: Queryable, platform: string, openId: string): Promise<string | undefined> {
  return db.value<string>(
    'SELECT i.user_id FROM user_platform_identities i JOIN users u ON u.id = i.user_id WHERE i.platform = ? AND i.open_id = ? AND u.cancelled_at IS NULL',
    [platform, openId],
  )
}

/** Links a platform identity to an account (replacing an older link of that identity). */
export async function linkIdentity(
  db: Queryable,
  platform: string,
  session: PlatformSession,
  userId: string,
  now = Date.now(),
): Promise<void> {
  await db.run(
    `INSERT INTO user_platform_identities (platform, open_id, user_id, union_id, created_at) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT (platform, open_id) DO UPDATE SET user_id = excluded.user_id, union_id = excluded.union_id`,
    [platform, session.openId, userId, session.unionId ?? null, new Date(now).toISOString()],
  )
}

/** The account for a phone number a platform vouched for: the existing one, else a new one (inside a transaction). */
async function userForPlatformPhoneIn(tx: Tx, phone: PlatformPhone): Promise<string> {
  const cancelled = await tx.value('SELECT 1 FROM users WHERE cellphone = ? AND country_code = ? AND cancelled_at IS NOT NULL', [
    phone.cellphone,
    phone.countryCode,
  ])
  if (cancelled !== undefined) throw new GatewayError(CODES.credentialsWrong, 'This phone number belongs to a cancelled account')
  return userByPhoneIn(tx, phone.cellphone, phone.countryCode)
}

/**
 * Logs in by a phone number a platform vouched for: its account (created when there is none),
 * linked to the platform identity, in one transaction.
 */
export async function bindPlatformPhone(
  storage: Storage,
  platform: string,
  session: PlatformSession,
  phone: PlatformPhone,
  now = Date.now(),
): Promise<string> {
  return storage.withTransaction(async (tx) => {
    const userId = await userForPlatformPhoneIn(tx, phone)
    await linkIdentity(tx, platform, session, userId, now)
    return userId
  })
}

// Channel partners ---------------------------------------------------------------------------

export interface ChannelPartner {
  readonly channelCode: string
  readonly name: { readonly 'zh-CN': string; readonly 'zh-MO': string; readonly 'en-US': string }
  /** Dev sandbox partner: its codes are minted by this gateway. */
  readonly sandbox: boolean
}

/** The sandbox partner (dev mode): a bank app that hands out authorisation codes. */
export const SANDBOX_PARTNER: ChannelPartner = {
  channelCode: 'SANDBOXBANK',
  name: { 'zh-CN': '沙盒银行', 'zh-MO': '沙盒銀行', 'en-US': 'Sandbox Bank' },
  sandbox: true,
}

export function partnerFor(channelCode: string, dev: boolean): ChannelPartner | undefined {
  return dev && channelCode === SANDBOX_PARTNER.channelCode ? SANDBOX_PARTNER : undefined
}

/** What a partner login's failures say, in the request's language (the buyer reads them). */
export const PARTNER_TEXTS = {
  unknown: {
    'zh-CN': '本店不支持该合作方登录',
    'zh-MO': '本店不支援該合作方登入',
    'en-US': 'This partner is not known to the shop',
  },
  invalid: {
    'zh-CN': '合作方授权无效或已过期，请重试',
    'zh-MO': '合作方授權無效或已過期，請重試',
    'en-US': 'The partner authorisation is invalid or has expired, please try again',
  },
  noPhone: {
    'zh-CN': '合作方未提供手机号，请使用手机号登录',
    'zh-MO': '合作方未提供手機號碼，請使用手機號碼登入',
    'en-US': 'The partner did not share a phone number, please log in by phone',
  },
} as const

/** An authorisation code lives 5 minutes. */
export const CHANNEL_CODE_TTL_MS = 5 * 60 * 1000

export async function mintChannelCode(
  db: Queryable,
  input: { channelCode: string; partnerUserId: string; cellphone?: string | undefined; countryCode?: string | undefined },
  now = Date.now(),
): Promise<string> {
  const code = `cc_${randomBytes(18).toString('base64url')}`
  await db.run(
    'INSERT INTO channel_auth_codes (code, channel_code, partner_user_id, cellphone, country_code, expires_at) VALUES (?, ?, ?, ?, ?, ?)',
    [code, input.channelCode, input.partnerUserId, input.cellphone ?? null, input.countryCode ?? '86', now + CHANNEL_CODE_TTL_MS],
  )
  return code
}

/** A row of `channel_auth_codes` (migration 024). */
export interface ChannelAuthCodeRow {
  code: string
  channel_code: string
  partner_user_id: string
  cellphone: string | null
  country_code: string
  expires_at: number
  used: number
}

/** Trades a partner's authorisation code (once, unexpired, for this partner) for the account. */
export async function redeemChannelCode(
  storage: Storage,
  channelCode: string,
  authCode: string,
  now = Date.now(),
): Promise<string> {
  const invalid = new GatewayError(CODES.credentialsWrong, PARTNER_TEXTS.invalid['en-US'], 200, null, PARTNER_TEXTS.invalid)
  return storage.withTransaction(async (tx) => {
    const row = await tx.one<ChannelAuthCodeRow>('SELECT * FROM channel_auth_codes WHERE code = ?', [authCode])
    if (!row || row.channel_code !== channelCode || row.used || row.expires_at <= now) throw invalid
    // Used once: of two redemptions at once, one finds it unused.
    if ((await tx.run('UPDATE channel_auth_codes SET used = 1 WHERE code = ? AND used = 0', [authCode])).changes === 0)
      throw invalid
    const platform = `CHANNEL:${channelCode}`
    const linked = await linkedUser(tx, platform, row.partner_user_id)
    if (linked) return linked
    if (!row.cellphone)
      throw new GatewayError(CODES.credentialsWrong, PARTNER_TEXTS.noPhone['en-US'], 200, null, PARTNER_TEXTS.noPhone)
    const userId = await userForPlatformPhoneIn(tx, { cellphone: row.cellphone, countryCode: row.country_code })
    await linkIdentity(tx, platform, { openId: row.partner_user_id }, userId, now)
    return userId
  })
}
