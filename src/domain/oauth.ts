/**
 * Rules of the other ways to log in (spec sections 2, 4, 6): where a login may send the user
 * back to, the channel partner's marker in the address, the WeChat open id cache, and how far
 * back a finished login goes.
 */

/** Spec section 2: going to login steps back 3 pages on mini-programs, 2 on the web. */
export const LOGIN_BACK_STEPS = { mini: 3, web: 2 } as const

/** Spec section 9: the WeChat open id is kept 24 hours. */
export const OPEN_ID_CACHE_MS = 24 * 60 * 60 * 1000

/**
 * The partner marker (spec section 6): an address carrying `channelCode` comes from a channel
 * partner (a bank app...); with `authCode` the partner has already authorised the user.
 */
export const PARTNER_MARKER = 'channelCode'
const CHANNEL_CODE = /^[A-Z0-9_]{2,32}$/
const AUTH_CODE = /^[A-Za-z0-9_.~-]{1,256}$/

export interface PartnerLogin {
  readonly channelCode: string
  /** The partner's authorisation code, when it came with the address. */
  readonly authCode: string | null
}

/** The partner login an address asks for, or null (no marker, or a malformed one). */
export function partnerLoginOf(params: Readonly<Record<string, string | undefined>>): PartnerLogin | null {
  const channelCode = params[PARTNER_MARKER]?.trim()
  if (!channelCode || !CHANNEL_CODE.test(channelCode)) return null
  const authCode = params.authCode?.trim()
  return { channelCode, authCode: authCode && AUTH_CODE.test(authCode) ? authCode : null }
}

/**
 * Where a login landing may go next (`backurl`): only a path of this app. A relative path
 * (`/order?x=1`) is kept; an absolute address is accepted only on `origin` and reduced to its
 * path; anything else (another site, `//host`, `javascript:`, back-slashes, control characters)
 * answers null, and the caller goes to its default.
 */
export function safeBackUrl(raw: string | null | undefined, origin?: string): string | null {
  const text = raw?.trim()
  if (!text) return null
  // eslint-disable-next-line no-control-regex -- refusing control characters is the point
  if (/[\u0000-\u001f\u007f\\]/.test(text)) return null
  if (text.startsWith('/')) return text.startsWith('//') ? null : text
  const absolute = /^https?:\/\/([^/?#]+)(.*)$/i.exec(text)
  if (!absolute || !origin) return null
  const [, host, rest = ''] = absolute
  const sameOrigin = `${text.slice(0, text.indexOf('://') + 3)}${host}`.toLowerCase() === origin.toLowerCase()
  if (!sameOrigin) return null
  const path = rest === '' || rest.startsWith('?') || rest.startsWith('#') ? `/${rest}` : rest
  return path.startsWith('//') ? null : path
}

export interface CachedOpenId {
  readonly openId: string
  readonly savedAt: number
}

/** The kept open id while it is younger than 24 hours, else null. */
export function validOpenId(entry: unknown, now: number): string | null {
  if (!entry || typeof entry !== 'object') return null
  const { openId, savedAt } = entry as Partial<CachedOpenId>
  if (typeof openId !== 'string' || !openId || typeof savedAt !== 'number') return null
  return now - savedAt >= 0 && now - savedAt < OPEN_ID_CACHE_MS ? openId : null
}

/**
 * How many pages a finished login goes back: the login pages on top of the stack (the login
 * way, the phone login, the code step...), at least the one the user is on, at most the spec's 3
 * on mini-programs and 2 on the web, and never past the first page (null: nothing to go back to).
 * `loginOnTop[i]` says whether the i-th page from the top is a login page.
 */
export function loginBackDelta(loginOnTop: readonly boolean[], mini: boolean): number | null {
  const max = mini ? LOGIN_BACK_STEPS.mini : LOGIN_BACK_STEPS.web
  let delta = 0
  while (delta < loginOnTop.length && delta < max && loginOnTop[delta]) delta += 1
  delta = Math.max(delta, 1)
  return delta >= loginOnTop.length ? null : delta
}

/** The sandbox sign-in page's message, when it is the answer to our own request. */
export function sandboxSignInToken(data: unknown, expected: { provider: string; state: string }): string | null {
  if (!data || typeof data !== 'object') return null
  const message = data as Record<string, unknown>
  if (message.type !== 'showtix-sandbox-signin' || message.state !== expected.state) return null
  if (String(message.provider).toUpperCase() !== expected.provider.toUpperCase()) return null
  return typeof message.token === 'string' && message.token.split('.').length === 3 ? message.token : null
}
