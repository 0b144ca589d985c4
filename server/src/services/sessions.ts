import { createHash, randomBytes } from 'node:crypto'
import type { Db } from '../db'
import type { Queryable } from '../storage'
import { CODES, GatewayError } from '../http/envelope'

/** Access tokens live 2 hours, refresh tokens 30 days. */
export const ACCESS_TTL_MS = 2 * 60 * 60 * 1000
export const REFRESH_TTL_MS = 30 * 24 * 60 * 60 * 1000

export interface Tokens {
  readonly accessToken: string
  readonly refreshToken: string
  readonly accessExpiresAt: number
  readonly refreshExpiresAt: number
}

const hash = (token: string) => createHash('sha256').update(token).digest('hex')
/** 32 random bytes: 256 bits, well above the 128 the issue asks for. */
const newToken = () => randomBytes(32).toString('base64url')

/**
 * The terminal sources a session may be keyed on (spec section 1: H5, WEB, WEIXIN_H5, IOS,
 * ANDROID; and the mini-program kinds, by channel or by platform type). Any other `terminal-src`
 * is refused: the header is the caller's choice, and made-up values would each keep a session.
 */
export const TERMINAL_SOURCES = [
  'H5',
  'WEB',
  'WEIXIN_H5',
  'IOS',
  'ANDROID',
  'WEIXIN',
  'ALIPAY',
  'TT',
  'XHS',
  'MP_WEIXIN',
  'MP_ALI',
  'MP_TT',
  'MP_XHS',
] as const

export const isTerminalSource = (value: string): boolean => (TERMINAL_SOURCES as readonly string[]).includes(value)

/** At most this many live sessions per user, whatever the terminals: a new login ends the oldest beyond it. */
export const MAX_SESSIONS_PER_USER = 5

/**
 * Starts a session. One session per user and kind of terminal: a login on another device of
 * the same kind ends the older one, whose next call then answers 15012009. Beyond
 * MAX_SESSIONS_PER_USER live sessions the oldest end the same way.
 */
export function startSession(db: Db, userId: string, terminalSrc: string, now = Date.now()): Tokens {
  const accessToken = newToken()
  const refreshToken = newToken()
  const tokens = { accessToken, refreshToken, accessExpiresAt: now + ACCESS_TTL_MS, refreshExpiresAt: now + REFRESH_TTL_MS }
  db.transaction(() => {
    db.prepare(
      "UPDATE sessions SET revoked_reason = 'other_device' WHERE user_id = ? AND terminal_src = ? AND revoked_reason IS NULL",
    ).run(userId, terminalSrc)
    db.prepare(
      `INSERT INTO sessions (user_id, terminal_src, access_hash, refresh_hash, access_expires_at, refresh_expires_at, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
    ).run(userId, terminalSrc, hash(accessToken), hash(refreshToken), tokens.accessExpiresAt, tokens.refreshExpiresAt, now)
    db.prepare(
      `UPDATE sessions SET revoked_reason = 'other_device'
       WHERE user_id = ? AND revoked_reason IS NULL AND id NOT IN (
         SELECT id FROM sessions WHERE user_id = ? AND revoked_reason IS NULL ORDER BY id DESC LIMIT ?)`,
    ).run(userId, userId, MAX_SESSIONS_PER_USER)
  })()
  return tokens
}

interface SessionRow {
  id: number
  user_id: string
  terminal_src: string
  access_expires_at: number
  refresh_expires_at: number
  revoked_reason: string | null
}

/** The user behind an access token, or the session error the client reacts to (spec section 8). */
const SESSION_SQL =
  'SELECT id, user_id, terminal_src, access_expires_at, refresh_expires_at, revoked_reason FROM sessions WHERE access_hash = ?'

/** The session's user, or the session code that says why not (spec section 8). */
function sessionUser(row: SessionRow | undefined, now: number): string {
  if (!row) throw new GatewayError(CODES.tokenException, 'invalid token, please log in again')
  if (row.revoked_reason === 'other_device') throw new GatewayError(CODES.loginOtherDevice, 'login invalid, please log in again')
  if (row.revoked_reason) throw new GatewayError(CODES.loginOut, 'logged out, please log in again')
  if (row.refresh_expires_at <= now) throw new GatewayError(CODES.loginExpire, 'login expired, please log in again')
  if (row.access_expires_at <= now) throw new GatewayError(CODES.tokenExpire, 'token expired')
  return row.user_id
}

export async function authenticate(db: Queryable, accessToken: string | undefined, now = Date.now()): Promise<string> {
  if (!accessToken) throw new GatewayError(CODES.notLogin, 'not logged in')
  return sessionUser(await db.one<SessionRow>(SESSION_SQL, [hash(accessToken)]), now)
}

/** authenticate for the synchronous routes not on the storage layer yet (optional sign-in on public pages). */
export function authenticateSync(db: Db, accessToken: string | undefined, now = Date.now()): string {
  if (!accessToken) throw new GatewayError(CODES.notLogin, 'not logged in')
  return sessionUser(db.prepare(SESSION_SQL).get(hash(accessToken)) as SessionRow | undefined, now)
}

/** Trades a refresh token for new tokens; the old pair stops working. */
export function refreshSession(db: Db, refreshToken: string, now = Date.now()): Tokens & { userId: string } {
  const row = db
    .prepare(
      'SELECT id, user_id, terminal_src, access_expires_at, refresh_expires_at, revoked_reason FROM sessions WHERE refresh_hash = ?',
    )
    .get(hash(refreshToken)) as SessionRow | undefined
  if (!row) throw new GatewayError(CODES.tokenException, 'invalid token, please log in again')
  if (row.revoked_reason === 'other_device') throw new GatewayError(CODES.loginOtherDevice, 'login invalid, please log in again')
  if (row.revoked_reason) throw new GatewayError(CODES.loginOut, 'logged out, please log in again')
  if (row.refresh_expires_at <= now) throw new GatewayError(CODES.loginExpire, 'login expired, please log in again')
  const accessToken = newToken()
  const next = newToken()
  db.prepare(
    'UPDATE sessions SET access_hash = ?, refresh_hash = ?, access_expires_at = ?, refresh_expires_at = ? WHERE id = ?',
  ).run(hash(accessToken), hash(next), now + ACCESS_TTL_MS, now + REFRESH_TTL_MS, row.id)
  return {
    userId: row.user_id,
    accessToken,
    refreshToken: next,
    accessExpiresAt: now + ACCESS_TTL_MS,
    refreshExpiresAt: now + REFRESH_TTL_MS,
  }
}

export function endSession(db: Db, accessToken: string): void {
  db.prepare("UPDATE sessions SET revoked_reason = 'logout' WHERE access_hash = ? AND revoked_reason IS NULL").run(
    hash(accessToken),
  )
}
