import jsQR from 'jsqr'
import { gateCode, gateStep, GATE_CODE_STEP_MS, hmacSha256Hex, parseGateCode } from '@showtix/contract/rules'
import { createHmac } from 'node:crypto'
import { qrImageUrl, qrModules } from '@/domain/entry-qr'

/** The modules as an RGBA picture with a quiet zone, `scale` pixels a module, as a camera would see it. */
function picture(modules: boolean[][], scale = 4, quiet = 4) {
  const size = (modules.length + quiet * 2) * scale
  const data = new Uint8ClampedArray(size * size * 4).fill(255)
  modules.forEach((row, r) =>
    row.forEach((dark, c) => {
      if (!dark) return
      for (let y = 0; y < scale; y += 1)
        for (let x = 0; x < scale; x += 1) {
          const at = (((r + quiet) * scale + y) * size + (c + quiet) * scale + x) * 4
          data[at] = data[at + 1] = data[at + 2] = 0
        }
    }),
  )
  return { data, size }
}

describe('the entry QR', () => {
  it('reads back as the code it was drawn from', () => {
    const code = gateCode('K261127123456789012', gateStep(Date.UTC(2026, 10, 27, 12)), '0123456789abcdef0123456789abcdef')
    const { data, size } = picture(qrModules(code))
    expect(jsQR(data, size, size)?.data).toBe(code)
    expect(qrImageUrl(code)).toMatch(/^data:image\/gif;base64,/)
  })
})

describe('the rotating gate code (D4)', () => {
  it('HMAC-SHA256 matches node:crypto, ASCII and not', () => {
    for (const [key, message] of [
      ['key', 'The quick brown fox jumps over the lazy dog'],
      ['', ''],
      ['k'.repeat(90), 'm'.repeat(300)],
      ['密钥', '门票.42'],
    ] as const) {
      expect(hmacSha256Hex(key, message)).toBe(createHmac('sha256', key).update(message).digest('hex'))
    }
  })

  it('changes every 15 s, and reads back', () => {
    const at = Date.UTC(2026, 10, 27, 12)
    const secret = 'f'.repeat(32)
    expect(gateStep(at + GATE_CODE_STEP_MS)).toBe(gateStep(at) + 1)
    const now = gateCode('K1', gateStep(at), secret)
    expect(gateCode('K1', gateStep(at + GATE_CODE_STEP_MS - 1), secret)).toBe(now)
    expect(gateCode('K1', gateStep(at + GATE_CODE_STEP_MS), secret)).not.toBe(now)
    expect(gateCode('K1', gateStep(at), 'e'.repeat(32))).not.toBe(now)
    expect(parseGateCode(now)).toEqual({ ticketId: 'K1', step: gateStep(at), mac: now.split('.')[3] })
    expect(parseGateCode('SHOWTIX:K1:abc')).toBeNull()
  })
})
