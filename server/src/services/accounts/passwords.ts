/**
 * Password hashing with scrypt (node:crypto). The stored string carries its parameters and salt:
 * `scrypt$N$r$p$salt$hash` (salt and hash in base64url), so they can be raised later without
 * breaking stored hashes.
 */
import { randomBytes, scrypt, scryptSync, timingSafeEqual, type ScryptOptions } from 'node:crypto'

const N = 16384
const R = 8
const P = 1
const KEY_LENGTH = 32
const SALT_BYTES = 16
/** Refuse stored parameters beyond these (a corrupted row must not exhaust memory). */
const MAX_N = 1 << 20

function derive(password: string, salt: Buffer, options: ScryptOptions, length: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, length, { ...options, maxmem: 256 * 1024 * 1024 }, (error, key) =>
      error ? reject(error) : resolve(key),
    )
  })
}

/**
 * The seed's demo accounts only: their passwords are printed in the source and the docs, so the
 * cost protects nothing there; a cost of 1024 (the stored string says so, and verifying reads it)
 * makes seeding a database 16 times cheaper for them (every test gateway seeds one).
 */
const SEED_N = 1024

const format = (salt: Buffer, key: Buffer, n = N) =>
  `scrypt$${n}$${R}$${P}$${salt.toString('base64url')}$${key.toString('base64url')}`

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES)
  return format(salt, await derive(password, salt, { N, r: R, p: P }, KEY_LENGTH))
}

/** For the seed's demo accounts: the same hash every run, from a salt the caller fixes, at SEED_N. */
export function hashPasswordSync(password: string, salt: Buffer): string {
  return format(salt, scryptSync(password.normalize('NFC'), salt, KEY_LENGTH, { N: SEED_N, r: R, p: P }), SEED_N)
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$')
  if (scheme !== 'scrypt' || !salt || !hash) return false
  const options = { N: Number(n), r: Number(r), p: Number(p) }
  if (!Number.isInteger(options.N) || options.N > MAX_N || !(options.r > 0) || !(options.p > 0)) return false
  const expected = Buffer.from(hash, 'base64url')
  const actual = await derive(password, Buffer.from(salt, 'base64url'), options, expected.length)
  return timingSafeEqual(actual, expected)
}

let dummy: Promise<string> | undefined
/** Spends the time of a real check when there is no account, so timing does not tell. */
export async function verifyNothing(password: string): Promise<false> {
  dummy ??= hashPassword('not-a-password')
  await verifyPassword(password, await dummy)
  return false
}
