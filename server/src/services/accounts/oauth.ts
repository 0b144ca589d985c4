/**
 * Google and Apple sign-in. A real Google ID token or Apple identity token is an RS256 JWT that
 * must be checked against the provider's published keys (Google's and Apple's JWKS endpoints),
 * which needs the network and the merchant's client ids: this reference gateway does not do
 * that, and says so instead of pretending. In dev mode it accepts tokens from a local sandbox
 * issuer (HS256, signed with a secret made at start), minted by `POST /dev/oauth/token`, so the
 * H5 sign-in flow and the tests run offline.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import type { Db } from '../../db'
import { CODES, GatewayError } from '../../http/envelope'
import { newUserId } from '../users'
import { isValidEmail } from './rules'

export type Provider = 'GOOGLE' | 'APPLE'

export const PROVIDER_NAMES: Record<Provider, string> = { GOOGLE: 'Google', APPLE: 'Apple' }
export const SANDBOX_ISSUERS: Record<Provider, string> = {
  GOOGLE: 'https://sandbox.showtix.test/oauth/google',
  APPLE: 'https://sandbox.showtix.test/oauth/apple',
}
const AUDIENCE = 'showtix-gateway'
const SANDBOX_TTL_S = 10 * 60

export interface SandboxClaims {
  readonly iss: string
  readonly aud: string
  readonly sub: string
  readonly email?: string
  readonly email_verified?: boolean
  readonly name?: string
  readonly iat: number
  readonly exp: number
}

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url')

function decodePart(part: string | undefined): Record<string, unknown> | undefined {
  if (!part) return undefined
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'))
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined
  } catch {
    return undefined
  }
}

export class SandboxIssuer {
  private readonly secret = randomBytes(32)

  mint(
    provider: Provider,
    input: { sub: string; email?: string | undefined; name?: string | undefined },
    now = Date.now(),
  ): string {
    const iat = Math.floor(now / 1000)
    const claims: SandboxClaims = {
      iss: SANDBOX_ISSUERS[provider],
      aud: AUDIENCE,
      sub: input.sub,
      ...(input.email ? { email: input.email.toLowerCase(), email_verified: true } : {}),
      ...(input.name ? { name: input.name } : {}),
      iat,
      exp: iat + SANDBOX_TTL_S,
    }
    const signing = `${b64({ alg: 'HS256', typ: 'JWT', kid: 'showtix-sandbox' })}.${b64(claims)}`
    return `${signing}.${this.sign(signing).toString('base64url')}`
  }

  private sign(text: string): Buffer {
    return createHmac('sha256', this.secret).update(text).digest()
  }

  /**
   * The claims of a sandbox token for this provider. Refuses, with a reason a developer can act
   * on, a token that is not one (a real provider token cannot be verified offline), and a
   * sandbox token that is forged, expired, or for the other provider.
   */
  verify(provider: Provider, token: string, dev: boolean, now = Date.now()): SandboxClaims {
    const name = PROVIDER_NAMES[provider]
    const invalid = new GatewayError(CODES.credentialsWrong, `Invalid ${name} sign-in token, please sign in again`)
    const [headerPart, payloadPart, signature] = token.split('.')
    const header = decodePart(headerPart)
    const claims = decodePart(payloadPart)
    if (!header || !claims || !signature) throw invalid
    const sandbox = header.kid === 'showtix-sandbox' && String(claims.iss ?? '').startsWith('https://sandbox.showtix.test/')
    if (!sandbox || !dev) {
      throw new GatewayError(
        CODES.credentialsWrong,
        `${name} sign-in is not available here: this reference gateway cannot verify real ${name} tokens offline ` +
          `(that needs ${name}'s published keys). In dev mode it accepts sandbox tokens from POST /dev/oauth/token.`,
      )
    }
    const expected = this.sign(`${headerPart}.${payloadPart}`)
    const given = Buffer.from(signature, 'base64url')
    if (header.alg !== 'HS256' || given.length !== expected.length || !timingSafeEqual(given, expected)) throw invalid
    if (claims.iss !== SANDBOX_ISSUERS[provider] || claims.aud !== AUDIENCE) throw invalid
    if (typeof claims.exp !== 'number' || claims.exp * 1000 <= now) {
      throw new GatewayError(CODES.credentialsWrong, `The ${name} sign-in has expired, please sign in again`)
    }
    if (typeof claims.sub !== 'string' || !claims.sub) throw invalid
    return claims as unknown as SandboxClaims
  }
}

/**
 * The account for a verified provider identity: the one already linked; else the account with
 * the same (provider-verified) e-mail, now linked; else a new account. Linking to an account
 * that was registered but never activated drops its password: whoever registered it did not
 * prove the address, the provider now has.
 */
export function userForIdentity(db: Db, provider: Provider, claims: SandboxClaims, now = Date.now()): string {
  const linked = db
    .prepare(
      'SELECT o.user_id FROM user_oauth o JOIN users u ON u.id = o.user_id WHERE o.provider = ? AND o.subject = ? AND u.cancelled_at IS NULL',
    )
    .pluck()
    .get(provider, claims.sub) as string | undefined
  if (linked) return linked
  const email = claims.email && claims.email_verified && isValidEmail(claims.email) ? claims.email.toLowerCase() : undefined
  const at = new Date(now).toISOString()
  return db.transaction(() => {
    db.prepare('DELETE FROM user_oauth WHERE provider = ? AND subject = ?').run(provider, claims.sub)
    const existing = email
      ? (db.prepare('SELECT id, email_verified FROM users WHERE email = ? AND cancelled_at IS NULL').get(email) as
          { id: string; email_verified: number } | undefined)
      : undefined
    let userId: string
    if (existing) {
      userId = existing.id
      if (!existing.email_verified)
        db.prepare('UPDATE users SET email_verified = 1, password_hash = NULL WHERE id = ?').run(userId)
    } else {
      userId = newUserId(db)
      const nickname = (claims.name?.trim() || email?.split('@')[0] || `${PROVIDER_NAMES[provider]} user`).slice(0, 20)
      db.prepare('INSERT INTO users (id, email, email_verified, nickname, created_at) VALUES (?, ?, ?, ?, ?)').run(
        userId,
        email ?? null,
        email ? 1 : 0,
        nickname,
        at,
      )
    }
    db.prepare('INSERT INTO user_oauth (provider, subject, user_id, email, created_at) VALUES (?, ?, ?, ?, ?)').run(
      provider,
      claims.sub,
      userId,
      email ?? null,
      at,
    )
    return userId
  })()
}
