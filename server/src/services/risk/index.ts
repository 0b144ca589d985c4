import { createHash, randomBytes } from 'node:crypto'
import type { Queryable, Storage } from '../../storage'
import { GatewayError, CODES } from '../../http/envelope'

/** Spec section 4: a risk (fingerprint) token is valid for 5 minutes. */
export const RISK_TOKEN_TTL_MS = 5 * 60 * 1000
/** A token the device received just before it expired may arrive a little after: accepted this much longer. */
export const RISK_TOKEN_GRACE_MS = 30 * 1000

export interface DeviceFacts {
  readonly platform: string
  readonly terminalSrc: string
  readonly brand?: string | undefined
  readonly model?: string | undefined
  readonly system?: string | undefined
  readonly screenWidth?: number | undefined
  readonly screenHeight?: number | undefined
  readonly pixelRatio?: number | undefined
  readonly language?: string | undefined
}

export interface IssuedRiskToken {
  readonly riskToken: string
  /** Epoch milliseconds. */
  readonly expireTime: number
  readonly validSeconds: number
}

/** One digest of what the device said about itself: the same device gets the same digest. */
export function deviceDigest(facts: DeviceFacts): string {
  const parts = [
    facts.platform,
    facts.terminalSrc,
    facts.brand,
    facts.model,
    facts.system,
    facts.screenWidth,
    facts.screenHeight,
    facts.pixelRatio,
  ]
  return createHash('sha256')
    .update(parts.map((part) => String(part ?? '')).join('|'))
    .digest('hex')
}

/** A row of `risk_tokens` (migration 040). */
export interface RiskTokenRow {
  token: string
  user_id: string
  terminal_src: string
  device_digest: string
  expires_at: number
}

/** A new token for the user and device; expired tokens of the user are dropped. */
export async function issueRiskToken(
  storage: Storage,
  userId: string,
  facts: DeviceFacts,
  now = Date.now(),
): Promise<IssuedRiskToken> {
  const riskToken = randomBytes(24).toString('base64url')
  const expireTime = now + RISK_TOKEN_TTL_MS
  await storage.withTransaction(async (tx) => {
    await tx.run('DELETE FROM risk_tokens WHERE user_id = ? AND expires_at < ?', [userId, now - RISK_TOKEN_GRACE_MS])
    await tx.run('INSERT INTO risk_tokens (token, user_id, terminal_src, device_digest, expires_at) VALUES (?, ?, ?, ?, ?)', [
      riskToken,
      userId,
      facts.terminalSrc,
      deviceDigest(facts),
      expireTime,
    ])
  })
  return { riskToken, expireTime, validSeconds: RISK_TOKEN_TTL_MS / 1000 }
}

/**
 * Checks a risk token sent with an order: it must be one this gateway issued to this user and not
 * be past its expiry (plus the grace). No token is accepted (the risk check then has nothing to
 * score); a wrong or stale one is refused, so the client fetches a new one.
 */
export async function checkRiskToken(db: Queryable, userId: string, token: string | undefined, now = Date.now()): Promise<void> {
  if (token === undefined || token === '') return
  const row = await db.one<Pick<RiskTokenRow, 'user_id' | 'expires_at'>>(
    'SELECT user_id, expires_at FROM risk_tokens WHERE token = ?',
    [token],
  )
  if (!row || row.user_id !== userId)
    throw new GatewayError(CODES.riskTokenInvalid, 'The risk token is not valid for this user', 400)
  if (row.expires_at + RISK_TOKEN_GRACE_MS < now)
    throw new GatewayError(CODES.riskTokenInvalid, 'The risk token has expired: fetch a new one', 400)
}
