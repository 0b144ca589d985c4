import { createHash, randomBytes } from 'node:crypto'
import type { Db } from '../../db'
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

/** A new token for the user and device; expired tokens of the user are dropped. */
export function issueRiskToken(db: Db, userId: string, facts: DeviceFacts, now = Date.now()): IssuedRiskToken {
  const riskToken = randomBytes(24).toString('base64url')
  const expireTime = now + RISK_TOKEN_TTL_MS
  db.transaction(() => {
    db.prepare('DELETE FROM risk_tokens WHERE user_id = ? AND expires_at < ?').run(userId, now - RISK_TOKEN_GRACE_MS)
    db.prepare('INSERT INTO risk_tokens (token, user_id, terminal_src, device_digest, expires_at) VALUES (?, ?, ?, ?, ?)').run(
      riskToken,
      userId,
      facts.terminalSrc,
      deviceDigest(facts),
      expireTime,
    )
  })()
  return { riskToken, expireTime, validSeconds: RISK_TOKEN_TTL_MS / 1000 }
}

/**
 * Checks a risk token sent with an order: it must be one this gateway issued to this user and not
 * be past its expiry (plus the grace). No token is accepted (the risk check then has nothing to
 * score); a wrong or stale one is refused, so the client fetches a new one.
 */
export function checkRiskToken(db: Db, userId: string, token: string | undefined, now = Date.now()): void {
  if (token === undefined || token === '') return
  const row = db.prepare('SELECT user_id AS userId, expires_at AS expiresAt FROM risk_tokens WHERE token = ?').get(token) as
    { userId: string; expiresAt: number } | undefined
  if (!row || row.userId !== userId)
    throw new GatewayError(CODES.riskTokenInvalid, 'The risk token is not valid for this user', 400)
  if (row.expiresAt + RISK_TOKEN_GRACE_MS < now)
    throw new GatewayError(CODES.riskTokenInvalid, 'The risk token has expired: fetch a new one', 400)
}
