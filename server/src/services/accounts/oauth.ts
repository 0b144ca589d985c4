/**
 * Google and Apple sign-in. A Google ID token or an Apple identity token is an RS256 JWT signed
 * with a key the provider publishes (JWKS): jwks.ts verifies it (signature, iss, aud, exp).
 * Real tokens need the merchant's client ids (GATEWAY_GOOGLE_CLIENT_ID, GATEWAY_APPLE_CLIENT_ID)
 * and the provider's key set from the internet; without a client id the gateway says so.
 *
 * In dev mode a local sandbox issuer stands in for both providers: it signs RS256 tokens with a
 * key pair made at start, minted by `POST /dev/oauth/token` or the sandbox sign-in page, and
 * they are verified by the same code as real ones, against the sandbox's own key set.
 */
import { generateKeyPairSync, sign as signData, type KeyObject } from 'node:crypto'
import type { Storage } from '../../storage'
import { CODES, GatewayError } from '../../http/envelope'
import { newUserId, type UserRow } from '../users'
import { emailKey } from './email'
import {
  PROVIDER_ISSUERS,
  TokenError,
  peekToken,
  remoteKeys,
  staticKeys,
  verifyIdToken,
  type Fetch,
  type IdClaims,
  type IssuerSpec,
} from './jwks'
import type { Jwk as PublishedJwk } from '@showtix/contract/dev'
import { isValidEmail } from './rules'

export type Provider = 'GOOGLE' | 'APPLE'

export const PROVIDER_NAMES: Record<Provider, string> = { GOOGLE: 'Google', APPLE: 'Apple' }
export const SANDBOX_ISSUERS: Record<Provider, string> = {
  GOOGLE: 'https://sandbox.showtix.test/oauth/google',
  APPLE: 'https://sandbox.showtix.test/oauth/apple',
}
/** The client id sandbox tokens are issued to. */
export const SANDBOX_AUDIENCE = 'showtix-gateway'
const SANDBOX_KID = 'showtix-sandbox'
const SANDBOX_TTL_S = 10 * 60

/** Kept for callers that name the claims of a verified token. */
export type SandboxClaims = IdClaims

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url')

/**
 * The dev sandbox issuer: an RSA key pair, its public half as a key set. The pair is made the first
 * time it is needed (a sandbox sign-in), not at every start: making it is most of a second.
 */
export class SandboxIssuer {
  private pair: { privateKey: KeyObject; jwks: PublishedJwk[] } | undefined

  private keys(): { privateKey: KeyObject; jwks: PublishedJwk[] } {
    if (!this.pair) {
      const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 })
      const { n, e } = publicKey.export({ format: 'jwk' })
      const jwks: PublishedJwk[] = [{ kty: 'RSA', n, e, kid: SANDBOX_KID, alg: 'RS256', use: 'sig' }]
      this.pair = { privateKey, jwks }
    }
    return this.pair
  }

  /** The public keys as the sandbox publishes them (GET /dev/oauth/jwks). */
  get jwks(): PublishedJwk[] {
    return this.keys().jwks
  }

  mint(
    provider: Provider,
    input: { sub: string; email?: string | undefined; name?: string | undefined },
    now = Date.now(),
  ): string {
    const iat = Math.floor(now / 1000)
    const claims = {
      iss: SANDBOX_ISSUERS[provider],
      aud: SANDBOX_AUDIENCE,
      sub: input.sub,
      ...(input.email ? { email: input.email.toLowerCase(), email_verified: true } : {}),
      ...(input.name ? { name: input.name } : {}),
      iat,
      exp: iat + SANDBOX_TTL_S,
    }
    const signing = `${b64({ alg: 'RS256', typ: 'JWT', kid: SANDBOX_KID })}.${b64(claims)}`
    return `${signing}.${signData('RSA-SHA256', Buffer.from(signing), this.keys().privateKey).toString('base64url')}`
  }

  spec(provider: Provider): IssuerSpec {
    return { issuers: [SANDBOX_ISSUERS[provider]], audiences: [SANDBOX_AUDIENCE], keys: staticKeys(this.jwks) }
  }
}

export interface ProviderClientIds {
  readonly GOOGLE?: string | undefined
  readonly APPLE?: string | undefined
}

/**
 * Verifies Google and Apple tokens: sandbox tokens (dev mode only) against the sandbox's keys,
 * real ones against the provider's published keys when the merchant's client id is configured.
 */
export class IdTokenVerifier {
  private readonly remote: Record<Provider, ReturnType<typeof remoteKeys>>

  constructor(private readonly options: { dev: boolean; clientIds: ProviderClientIds; sandbox: SandboxIssuer; fetcher?: Fetch }) {
    this.remote = {
      GOOGLE: remoteKeys(PROVIDER_ISSUERS.GOOGLE.jwks, options.fetcher),
      APPLE: remoteKeys(PROVIDER_ISSUERS.APPLE.jwks, options.fetcher),
    }
  }

  /** Which providers can sign in here, and whether through the sandbox. */
  available(provider: Provider): { enabled: boolean; sandbox: boolean; clientId: string | null } {
    const clientId = this.options.clientIds[provider] ?? null
    return { enabled: this.options.dev || clientId !== null, sandbox: this.options.dev && clientId === null, clientId }
  }

  async verify(provider: Provider, token: string, now = Date.now()): Promise<IdClaims> {
    const name = PROVIDER_NAMES[provider]
    const invalid = new GatewayError(CODES.credentialsWrong, `Invalid ${name} sign-in token, please sign in again`)
    let peeked: ReturnType<typeof peekToken>
    try {
      peeked = peekToken(token)
    } catch {
      throw invalid
    }
    const iss = String(peeked.claims.iss ?? '')
    const sandboxToken = peeked.header.kid === SANDBOX_KID || iss.startsWith('https://sandbox.showtix.test/')
    let spec: IssuerSpec
    if (sandboxToken) {
      if (!this.options.dev) throw invalid
      spec = this.options.sandbox.spec(provider)
    } else {
      const clientId = this.options.clientIds[provider]
      if (!clientId) {
        throw new GatewayError(
          CODES.credentialsWrong,
          `${name} sign-in is not available here: this gateway has no ${name} client id, so it cannot verify real ${name} tokens offline ` +
            `(set GATEWAY_${provider}_CLIENT_ID; ${name}'s published keys are fetched from ${PROVIDER_ISSUERS[provider].jwks}). ` +
            'In dev mode it accepts sandbox tokens from POST /dev/oauth/token.',
        )
      }
      spec = { issuers: PROVIDER_ISSUERS[provider].issuers, audiences: [clientId], keys: this.remote[provider] }
    }
    try {
      return await verifyIdToken(token, spec, now)
    } catch (error) {
      if (error instanceof TokenError && error.problem === 'expired')
        throw new GatewayError(CODES.credentialsWrong, `The ${name} sign-in has expired, please sign in again`)
      if (error instanceof TokenError) throw invalid
      throw new GatewayError(CODES.credentialsWrong, `${name} could not be reached to check the sign-in, please try again later`)
    }
  }
}

/**
 * The account for a verified provider identity: the one already linked; else the account with
 * the same (provider-verified) e-mail, now linked; else a new account. Linking to an account
 * that was registered but never activated drops its password: whoever registered it did not
 * prove the address, the provider now has.
 */
export async function userForIdentity(storage: Storage, provider: Provider, claims: IdClaims, now = Date.now()): Promise<string> {
  const LINKED =
    'SELECT o.user_id FROM user_oauth o JOIN users u ON u.id = o.user_id WHERE o.provider = ? AND o.subject = ? AND u.cancelled_at IS NULL'
  const linked = await storage.value<string>(LINKED, [provider, claims.sub])
  if (linked) return linked
  const email = claims.email && claims.email_verified && isValidEmail(claims.email) ? claims.email.toLowerCase() : undefined
  const at = new Date(now).toISOString()
  return storage.withTransaction(async (tx) => {
    // The identity's lock, and the address's (a registration of it at once makes one account).
    await tx.lock([`oauth:${provider}:${claims.sub}`, ...(email ? [emailKey(email)] : [])])
    const again = await tx.value<string>(LINKED, [provider, claims.sub])
    if (again) return again
    await tx.run('DELETE FROM user_oauth WHERE provider = ? AND subject = ?', [provider, claims.sub])
    const existing = email
      ? await tx.one<Pick<UserRow, 'id' | 'email_verified'>>(
          'SELECT id, email_verified FROM users WHERE email = ? AND cancelled_at IS NULL',
          [email],
        )
      : undefined
    let userId: string
    if (existing) {
      userId = existing.id
      if (!existing.email_verified)
        await tx.run('UPDATE users SET email_verified = 1, password_hash = NULL WHERE id = ?', [userId])
    } else {
      userId = await newUserId(tx)
      const nickname = (claims.name?.trim() || email?.split('@')[0] || `${PROVIDER_NAMES[provider]} user`).slice(0, 20)
      await tx.run('INSERT INTO users (id, email, email_verified, nickname, created_at) VALUES (?, ?, ?, ?, ?)', [
        userId,
        email ?? null,
        email ? 1 : 0,
        nickname,
        at,
      ])
    }
    await tx.run('INSERT INTO user_oauth (provider, subject, user_id, email, created_at) VALUES (?, ?, ?, ?, ?)', [
      provider,
      claims.sub,
      userId,
      email ?? null,
      at,
    ])
    return userId
  })
}
