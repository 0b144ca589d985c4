/**
 * Verification of provider ID tokens (Google ID tokens, Apple identity tokens): RS256 JWTs
 * signed with a key the provider publishes as a JWKS. Checks, in order: the shape, the algorithm
 * (RS256 only: never "none", never HS256 with a public key as secret), the key (`kid` in the
 * issuer's key set), the signature, then the claims: `iss` one of the issuer's names, `aud` the
 * merchant's client id, `exp` ahead (with a small clock skew), `iat` not in the future, `sub` set.
 *
 * The same code verifies the dev sandbox issuer's tokens: it is one more issuer whose key set is
 * local (SandboxIssuer in oauth.ts), so the sandbox exercises the production path.
 */
import { createPublicKey, verify as verifySignature, type JsonWebKey, type KeyObject } from 'node:crypto'

/** Tolerated clock difference between the provider and this gateway. */
export const CLOCK_SKEW_S = 60
/** A fetched key set is kept this long (providers rotate keys over days; they announce max-age ~6 h). */
export const JWKS_CACHE_MS = 60 * 60 * 1000

export interface Jwk extends JsonWebKey {
  readonly kid?: string
  readonly kty?: string
  readonly alg?: string
  readonly use?: string
}

/** Where an issuer's keys come from: a fixed set (sandbox, tests) or its JWKS address. */
export interface KeySource {
  keys(): Promise<readonly Jwk[]>
}

export interface IssuerSpec {
  /** Accepted `iss` values (Google uses two spellings). */
  readonly issuers: readonly string[]
  /** Accepted `aud` values: the merchant's client ids. */
  readonly audiences: readonly string[]
  readonly keys: KeySource
}

export interface IdClaims {
  readonly iss: string
  readonly aud: string
  readonly sub: string
  readonly exp: number
  readonly iat?: number
  readonly email?: string
  readonly email_verified?: boolean
  readonly name?: string
  readonly [claim: string]: unknown
}

/** Why a token was refused (the route turns each into a message for the user). */
export type TokenProblem = 'malformed' | 'algorithm' | 'unknownKey' | 'signature' | 'issuer' | 'audience' | 'expired' | 'claims'

export class TokenError extends Error {
  constructor(readonly problem: TokenProblem) {
    super(`id token refused: ${problem}`)
  }
}

function decodeJson(part: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'))
    if (value && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>
  } catch {
    // fall through
  }
  throw new TokenError('malformed')
}

/** The header and claims of a JWT, unverified (to pick the issuer; never trusted as such). */
export function peekToken(token: string): { header: Record<string, unknown>; claims: Record<string, unknown> } {
  const parts = token.split('.')
  if (parts.length !== 3 || parts.some((part) => !/^[A-Za-z0-9_-]+$/.test(part))) throw new TokenError('malformed')
  return { header: decodeJson(parts[0]!), claims: decodeJson(parts[1]!) }
}

/** Verifies `token` against `spec` at `now` (ms); answers its claims or throws a TokenError. */
export async function verifyIdToken(token: string, spec: IssuerSpec, now = Date.now()): Promise<IdClaims> {
  const { header, claims } = peekToken(token)
  if (header.alg !== 'RS256') throw new TokenError('algorithm')
  const keys = await spec.keys.keys()
  const jwk = keys.find((key) => key.kid === header.kid && (key.kty ?? 'RSA') === 'RSA' && (key.use ?? 'sig') === 'sig')
  if (!jwk || typeof header.kid !== 'string') throw new TokenError('unknownKey')
  let publicKey: KeyObject
  try {
    publicKey = createPublicKey({ key: jwk, format: 'jwk' })
  } catch {
    throw new TokenError('unknownKey')
  }
  const [headerPart, payloadPart, signaturePart] = token.split('.') as [string, string, string]
  const valid = verifySignature(
    'RSA-SHA256',
    Buffer.from(`${headerPart}.${payloadPart}`),
    publicKey,
    Buffer.from(signaturePart, 'base64url'),
  )
  if (!valid) throw new TokenError('signature')
  if (typeof claims.iss !== 'string' || !spec.issuers.includes(claims.iss)) throw new TokenError('issuer')
  const audiences = Array.isArray(claims.aud) ? claims.aud : [claims.aud]
  if (!audiences.some((aud) => typeof aud === 'string' && spec.audiences.includes(aud))) throw new TokenError('audience')
  const nowS = Math.floor(now / 1000)
  if (typeof claims.exp !== 'number' || claims.exp + CLOCK_SKEW_S <= nowS) throw new TokenError('expired')
  if (claims.iat !== undefined && (typeof claims.iat !== 'number' || claims.iat - CLOCK_SKEW_S > nowS))
    throw new TokenError('claims')
  if (typeof claims.sub !== 'string' || !claims.sub) throw new TokenError('claims')
  // Apple sends email_verified as the string "true".
  const verified = claims.email_verified === true || claims.email_verified === 'true'
  return {
    ...claims,
    aud: audiences.find((aud) => spec.audiences.includes(aud as string)) as string,
    email_verified: verified,
  } as IdClaims
}

/** A fixed key set. */
export const staticKeys = (keys: readonly Jwk[]): KeySource => ({ keys: async () => keys })

export type Fetch = (url: string) => Promise<{ ok: boolean; status: number; json(): Promise<unknown> }>

/** A provider's published keys, fetched from its JWKS address and kept JWKS_CACHE_MS. */
export function remoteKeys(url: string, fetcher: Fetch = fetch as unknown as Fetch, cacheMs = JWKS_CACHE_MS): KeySource {
  let cached: { keys: readonly Jwk[]; at: number } | undefined
  return {
    async keys() {
      const now = Date.now()
      if (cached && now - cached.at < cacheMs) return cached.keys
      const response = await fetcher(url)
      if (!response.ok) throw new Error(`JWKS ${url}: HTTP ${response.status}`)
      const body = (await response.json()) as { keys?: Jwk[] }
      cached = { keys: Array.isArray(body.keys) ? body.keys : [], at: now }
      return cached.keys
    },
  }
}

/** The providers' published key sets and issuer names. */
export const PROVIDER_ISSUERS = {
  GOOGLE: { jwks: 'https://www.googleapis.com/oauth2/v3/certs', issuers: ['https://accounts.google.com', 'accounts.google.com'] },
  APPLE: { jwks: 'https://appleid.apple.com/auth/keys', issuers: ['https://appleid.apple.com'] },
} as const
