/**
 * AES-256-GCM encryption in plain JavaScript (decision D30): the tracking batch is encrypted on
 * every target, and mini-programs have no WebCrypto. Encrypt only (the gateway decrypts with
 * node:crypto); 96-bit IV, no additional data; output iv ‖ ciphertext ‖ 16-byte tag. Byte-wise
 * and small rather than fast: a batch is a few kilobytes, sent at most every 300 ms.
 */

const SBOX = new Uint8Array(256)
;(function buildSbox() {
  // Multiplicative inverse by log/antilog tables over generator 3, then the affine map.
  const exp = new Uint8Array(256)
  const log = new Uint8Array(256)
  let x = 1
  for (let i = 0; i < 255; i++) {
    exp[i] = x
    log[x] = i
    x ^= (x << 1) ^ (x & 0x80 ? 0x1b : 0)
    x &= 0xff
  }
  for (let i = 0; i < 256; i++) {
    const inv = i === 0 ? 0 : exp[(255 - log[i]!) % 255]!
    let s = inv
    let r = inv
    for (let k = 0; k < 4; k++) {
      r = ((r << 1) | (r >> 7)) & 0xff
      s ^= r
    }
    SBOX[i] = s ^ 0x63
  }
})()

const xtime = (b: number) => ((b << 1) ^ (b & 0x80 ? 0x1b : 0)) & 0xff

const ROUNDS = 14

function expandKey(key: Uint8Array): Uint8Array {
  if (key.length !== 32) throw new Error('AES-256 needs a 32-byte key')
  const w = new Uint8Array(16 * (ROUNDS + 1))
  w.set(key)
  let rcon = 1
  for (let i = 32; i < w.length; i += 4) {
    let t0 = w[i - 4]!
    let t1 = w[i - 3]!
    let t2 = w[i - 2]!
    let t3 = w[i - 1]!
    if (i % 32 === 0) {
      const first = t0
      t0 = SBOX[t1]! ^ rcon
      t1 = SBOX[t2]!
      t2 = SBOX[t3]!
      t3 = SBOX[first]!
      rcon = xtime(rcon)
    } else if (i % 32 === 16) {
      t0 = SBOX[t0]!
      t1 = SBOX[t1]!
      t2 = SBOX[t2]!
      t3 = SBOX[t3]!
    }
    w[i] = w[i - 32]! ^ t0
    w[i + 1] = w[i - 31]! ^ t1
    w[i + 2] = w[i - 30]! ^ t2
    w[i + 3] = w[i - 29]! ^ t3
  }
  return w
}

function encryptBlock(w: Uint8Array, input: Uint8Array): Uint8Array {
  const s = new Uint8Array(16)
  for (let i = 0; i < 16; i++) s[i] = input[i]! ^ w[i]!
  const t = new Uint8Array(16)
  for (let round = 1; round <= ROUNDS; round++) {
    // SubBytes and ShiftRows (state is column-major: byte r + 4c).
    for (let c = 0; c < 4; c++) {
      for (let r = 0; r < 4; r++) t[r + 4 * c] = SBOX[s[r + 4 * ((c + r) % 4)]!]!
    }
    if (round < ROUNDS) {
      for (let c = 0; c < 4; c++) {
        const a0 = t[4 * c]!
        const a1 = t[4 * c + 1]!
        const a2 = t[4 * c + 2]!
        const a3 = t[4 * c + 3]!
        const all = a0 ^ a1 ^ a2 ^ a3
        s[4 * c] = a0 ^ all ^ xtime(a0 ^ a1)
        s[4 * c + 1] = a1 ^ all ^ xtime(a1 ^ a2)
        s[4 * c + 2] = a2 ^ all ^ xtime(a2 ^ a3)
        s[4 * c + 3] = a3 ^ all ^ xtime(a3 ^ a0)
      }
    } else {
      s.set(t)
    }
    const k = 16 * round
    for (let i = 0; i < 16; i++) s[i] = s[i]! ^ w[k + i]!
  }
  return s
}

/** x·y in GCM's GF(2^128) (bit-reflected, reduction 0xe1 ‖ 0^120), byte arrays of 16. */
function gfMultiply(x: Uint8Array, y: Uint8Array): Uint8Array {
  const z = new Uint8Array(16)
  const v = y.slice()
  for (let i = 0; i < 128; i++) {
    if (x[i >> 3]! & (0x80 >> (i & 7))) for (let j = 0; j < 16; j++) z[j] = z[j]! ^ v[j]!
    const carry = v[15]! & 1
    for (let j = 15; j > 0; j--) v[j] = (v[j]! >> 1) | ((v[j - 1]! & 1) << 7)
    v[0] = v[0]! >> 1
    if (carry) v[0] = v[0]! ^ 0xe1
  }
  return z
}

function increment32(counter: Uint8Array): void {
  for (let i = 15; i >= 12; i--) {
    counter[i] = (counter[i]! + 1) & 0xff
    if (counter[i] !== 0) return
  }
}

export const GCM_IV_BYTES = 12
export const GCM_TAG_BYTES = 16

/** AES-256-GCM of `plain` under `key` with the 12-byte `iv`: iv ‖ ciphertext ‖ tag. */
export function aesGcmEncrypt(key: Uint8Array, iv: Uint8Array, plain: Uint8Array): Uint8Array {
  if (iv.length !== GCM_IV_BYTES) throw new Error('GCM needs a 12-byte IV')
  const w = expandKey(key)
  const h = encryptBlock(w, new Uint8Array(16))
  const j0 = new Uint8Array(16)
  j0.set(iv)
  j0[15] = 1
  const counter = j0.slice()
  const out = new Uint8Array(GCM_IV_BYTES + plain.length + GCM_TAG_BYTES)
  out.set(iv)
  let ghash: Uint8Array = new Uint8Array(16)
  for (let offset = 0; offset < plain.length; offset += 16) {
    increment32(counter)
    const stream = encryptBlock(w, counter)
    const block = new Uint8Array(16)
    const n = Math.min(16, plain.length - offset)
    for (let i = 0; i < n; i++) {
      const c = plain[offset + i]! ^ stream[i]!
      out[GCM_IV_BYTES + offset + i] = c
      block[i] = c
    }
    for (let i = 0; i < 16; i++) ghash[i] = ghash[i]! ^ block[i]!
    ghash = gfMultiply(ghash, h)
  }
  // Lengths block: 64-bit bit lengths of the (empty) additional data and of the ciphertext.
  const lengths = new Uint8Array(16)
  const bits = plain.length * 8
  lengths[11] = Math.floor(bits / 0x1000000) & 0xff
  lengths[12] = (bits >>> 24) & 0xff
  lengths[13] = (bits >>> 16) & 0xff
  lengths[14] = (bits >>> 8) & 0xff
  lengths[15] = bits & 0xff
  for (let i = 0; i < 16; i++) ghash[i] = ghash[i]! ^ lengths[i]!
  ghash = gfMultiply(ghash, h)
  const mask = encryptBlock(w, j0)
  for (let i = 0; i < 16; i++) out[GCM_IV_BYTES + plain.length + i] = ghash[i]! ^ mask[i]!
  return out
}

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'

/** base64url without padding (no btoa on mini-programs). */
export function base64url(bytes: Uint8Array): string {
  let out = ''
  for (let i = 0; i < bytes.length; i += 3) {
    const b0 = bytes[i]!
    const b1 = bytes[i + 1] ?? 0
    const b2 = bytes[i + 2] ?? 0
    out += ALPHABET[b0 >> 2]! + ALPHABET[((b0 & 3) << 4) | (b1 >> 4)]!
    if (i + 1 < bytes.length) out += ALPHABET[((b1 & 15) << 2) | (b2 >> 6)]!
    if (i + 2 < bytes.length) out += ALPHABET[b2 & 63]!
  }
  return out
}

/** base64 (standard alphabet, as the data-center config gives the key) to bytes. */
export function fromBase64(text: string): Uint8Array {
  const clean = text.replace(/[^A-Za-z0-9+/\-_]/g, '')
  const out = new Uint8Array(Math.floor((clean.length * 3) / 4))
  let bits = 0
  let value = 0
  let at = 0
  for (let i = 0; i < clean.length; i++) {
    const c = clean[i]!
    const n = c === '+' ? 62 : c === '/' ? 63 : ALPHABET.indexOf(c)
    value = (value << 6) | n
    bits += 6
    if (bits >= 8) {
      bits -= 8
      out[at++] = (value >> bits) & 0xff
    }
  }
  return out.subarray(0, at)
}

/** UTF-8 bytes of a string (no TextEncoder on every mini-program). */
export function utf8(text: string): Uint8Array {
  const encoded = unescape(encodeURIComponent(text))
  const out = new Uint8Array(encoded.length)
  for (let i = 0; i < encoded.length; i++) out[i] = encoded.charCodeAt(i)
  return out
}
