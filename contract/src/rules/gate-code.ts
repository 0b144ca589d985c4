/**
 * The rotating entry code (issue 20, decision D4 in spec-notes): the gateway gives the holder's
 * device a per-ticket secret with the ticket; the device draws `STX1.{ticketId}.{step}.{mac}`,
 * where `step` is the 15-second period since the epoch and `mac` an HMAC-SHA256 of
 * `{ticketId}.{step}` with that secret, redrawn each step without any network. The gate check
 * (`check_in`) accepts the current or the previous step, once. Both tiers run this file, so the
 * device and the gateway cannot disagree; SHA-256 is written out here because the mini-program
 * runtimes have no WebCrypto.
 */

/** D4: one code per 15 seconds. */
export const GATE_CODE_STEP_MS = 15_000
/** D4: a code of the previous step is still accepted (a scan that straddles a step). */
export const GATE_CODE_STEPS_ACCEPTED_BEHIND = 1
/** The code's prefix: its format's version. */
export const GATE_CODE_PREFIX = 'STX1'
/** Hex characters of the MAC kept in the code (64 bits: short enough for a small QR). */
export const GATE_CODE_MAC_LENGTH = 16

/** The step an instant falls in. */
export function gateStep(now: number): number {
  return Math.floor(now / GATE_CODE_STEP_MS)
}

/** The code a device shows for `ticketId` at `step`. */
export function gateCode(ticketId: string, step: number, secret: string): string {
  const mac = hmacSha256Hex(secret, `${ticketId}.${step}`).slice(0, GATE_CODE_MAC_LENGTH)
  return `${GATE_CODE_PREFIX}.${ticketId}.${step}.${mac}`
}

/** A code read back: its ticket, step and MAC; null when it is not a rotating code. */
export function parseGateCode(code: string): { ticketId: string; step: number; mac: string } | null {
  const parts = code.trim().split('.')
  if (parts.length !== 4 || parts[0] !== GATE_CODE_PREFIX) return null
  const [, ticketId, stepText, mac] = parts as [string, string, string, string]
  if (!/^\d{1,15}$/.test(stepText) || !/^[0-9a-f]+$/.test(mac) || !ticketId) return null
  return { ticketId, step: Number(stepText), mac }
}

// SHA-256 (FIPS 180-4) over UTF-8 text, and HMAC (RFC 2104).

const K = [
  0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5, 0xd807aa98, 0x12835b01,
  0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174, 0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc,
  0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da, 0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147,
  0x06ca6351, 0x14292967, 0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
  0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070, 0x19a4c116, 0x1e376c08,
  0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3, 0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208,
  0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
]

function utf8(text: string): number[] {
  const bytes: number[] = []
  for (const char of text) {
    const code = char.codePointAt(0) as number
    if (code < 0x80) bytes.push(code)
    else if (code < 0x800) bytes.push(0xc0 | (code >> 6), 0x80 | (code & 63))
    else if (code < 0x10000) bytes.push(0xe0 | (code >> 12), 0x80 | ((code >> 6) & 63), 0x80 | (code & 63))
    else bytes.push(0xf0 | (code >> 18), 0x80 | ((code >> 12) & 63), 0x80 | ((code >> 6) & 63), 0x80 | (code & 63))
  }
  return bytes
}

function sha256(message: readonly number[]): number[] {
  const h = [0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19]
  const bits = message.length * 8
  const data = [...message, 0x80]
  while (data.length % 64 !== 56) data.push(0)
  for (let i = 7; i >= 0; i -= 1) data.push(i >= 4 ? 0 : (bits >>> (i * 8)) & 0xff)
  const w = new Array<number>(64)
  for (let chunk = 0; chunk < data.length; chunk += 64) {
    for (let i = 0; i < 16; i += 1) {
      const at = chunk + i * 4
      w[i] =
        ((data[at] as number) << 24) |
        ((data[at + 1] as number) << 16) |
        ((data[at + 2] as number) << 8) |
        (data[at + 3] as number)
    }
    for (let i = 16; i < 64; i += 1) {
      const a = w[i - 15] as number
      const b = w[i - 2] as number
      const s0 = ((a >>> 7) | (a << 25)) ^ ((a >>> 18) | (a << 14)) ^ (a >>> 3)
      const s1 = ((b >>> 17) | (b << 15)) ^ ((b >>> 19) | (b << 13)) ^ (b >>> 10)
      w[i] = ((w[i - 16] as number) + s0 + (w[i - 7] as number) + s1) | 0
    }
    let [a, b, c, d, e, f, g, hh] = h as [number, number, number, number, number, number, number, number]
    for (let i = 0; i < 64; i += 1) {
      const S1 = ((e >>> 6) | (e << 26)) ^ ((e >>> 11) | (e << 21)) ^ ((e >>> 25) | (e << 7))
      const ch = (e & f) ^ (~e & g)
      const t1 = (hh + S1 + ch + (K[i] as number) + (w[i] as number)) | 0
      const S0 = ((a >>> 2) | (a << 30)) ^ ((a >>> 13) | (a << 19)) ^ ((a >>> 22) | (a << 10))
      const maj = (a & b) ^ (a & c) ^ (b & c)
      const t2 = (S0 + maj) | 0
      hh = g
      g = f
      f = e
      e = (d + t1) | 0
      d = c
      c = b
      b = a
      a = (t1 + t2) | 0
    }
    const next = [a, b, c, d, e, f, g, hh]
    for (let i = 0; i < 8; i += 1) h[i] = ((h[i] as number) + (next[i] as number)) | 0
  }
  const out: number[] = []
  for (const word of h) out.push((word >>> 24) & 0xff, (word >>> 16) & 0xff, (word >>> 8) & 0xff, word & 0xff)
  return out
}

const BLOCK = 64

/** HMAC-SHA256 of `message` with `key` (both UTF-8 text), as lower-case hex. */
export function hmacSha256Hex(key: string, message: string): string {
  let keyBytes = utf8(key)
  if (keyBytes.length > BLOCK) keyBytes = sha256(keyBytes)
  const padded = [...keyBytes, ...new Array<number>(BLOCK - keyBytes.length).fill(0)]
  const inner = sha256([...padded.map((byte) => byte ^ 0x36), ...utf8(message)])
  const outer = sha256([...padded.map((byte) => byte ^ 0x5c), ...inner])
  return outer.map((byte) => byte.toString(16).padStart(2, '0')).join('')
}
