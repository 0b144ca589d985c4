import { createDecipheriv, randomBytes } from 'node:crypto'
import { aesGcmEncrypt, base64url, fromBase64, utf8 } from '@/tracking/aes-gcm'

const decrypt = (key: Buffer, sealed: Uint8Array): Buffer => {
  const body = Buffer.from(sealed)
  const decipher = createDecipheriv('aes-256-gcm', key, body.subarray(0, 12))
  decipher.setAuthTag(body.subarray(body.length - 16))
  return Buffer.concat([decipher.update(body.subarray(12, body.length - 16)), decipher.final()])
}

describe('the tracking cipher (D30: pure-JS AES-256-GCM)', () => {
  it.each([0, 1, 15, 16, 17, 255, 7000])('node:crypto decrypts and authenticates %i bytes', (length) => {
    const key = randomBytes(32)
    const plain = randomBytes(length)
    const sealed = aesGcmEncrypt(new Uint8Array(key), new Uint8Array(randomBytes(12)), new Uint8Array(plain))
    expect(decrypt(key, sealed).equals(plain)).toBe(true)
  })

  it('matches the published GCM test case 14 (AES-256, zero key, IV and block)', () => {
    // McGrew & Viega test case 14: K = 0^256, IV = 0^96, P = 0^128.
    const sealed = aesGcmEncrypt(new Uint8Array(32), new Uint8Array(12), new Uint8Array(16))
    expect(Buffer.from(sealed.subarray(12, 28)).toString('hex')).toBe('cea7403d4d606b6e074ec5d3baf39d18')
    expect(Buffer.from(sealed.subarray(28)).toString('hex')).toBe('d0d1c8a799996bf0265b98b5d48ab919')
  })

  it('a tampered batch fails authentication', () => {
    const key = randomBytes(32)
    const sealed = aesGcmEncrypt(new Uint8Array(key), new Uint8Array(randomBytes(12)), utf8('[{"k":"view"}]'))
    sealed[14] = sealed[14]! ^ 1
    expect(() => decrypt(key, sealed)).toThrow()
  })

  it('encodes base64url as node does, reads base64 keys and writes UTF-8', () => {
    const bytes = randomBytes(100)
    for (const n of [0, 1, 2, 3, 100]) expect(base64url(bytes.subarray(0, n))).toBe(bytes.subarray(0, n).toString('base64url'))
    expect(Buffer.from(fromBase64(bytes.toString('base64'))).equals(bytes)).toBe(true)
    expect(Buffer.from(utf8('演出 é')).toString('utf8')).toBe('演出 é')
  })
})
