import {
  SEAT_STATE,
  buildSeatTable,
  changedSeats,
  decodeBase64,
  isFree,
  statesFromBitmap,
  statesFromList,
} from '@/domain/seat-map'
import { SMALL } from './fixtures'

/** Encodes states the way the gateway does (seat i in byte i >> 2, bits (i & 3) * 2). */
function gatewayBitmap(states: number[]): string {
  const bytes = Buffer.alloc(Math.ceil(states.length / 4))
  states.forEach((s, i) => (bytes[i >> 2] = (bytes[i >> 2] ?? 0) | ((s & 3) << ((i & 3) * 2))))
  return bytes.toString('base64')
}

describe('base64', () => {
  it.each(['', 'f', 'fo', 'foo', 'foob', 'fooba', 'foobar'])('decodes %p like Node', (text) => {
    const encoded = Buffer.from(text).toString('base64')
    expect(Buffer.from(decodeBase64(encoded)).toString()).toBe(text)
  })

  it('decodes every byte value, standard and URL-safe', () => {
    const all = Buffer.from(Array.from({ length: 256 }, (_, i) => i))
    expect([...decodeBase64(all.toString('base64'))]).toEqual([...all])
    expect([...decodeBase64(all.toString('base64url'))]).toEqual([...all])
  })

  it('refuses characters outside the alphabet', () => {
    expect(() => decodeBase64('ab$c')).toThrow(/unexpected character at 2/)
    expect(() => decodeBase64('ab€c')).toThrow()
  })
})

describe('seat states', () => {
  const table = buildSeatTable(SMALL)

  it('reads the 2-bit bitmap in layout order, all four states', () => {
    const states = [0, 1, 2, 3, 0, 0, 3, 2, 1, 0, 2, 0, 0, 1]
    expect([...statesFromBitmap(14, gatewayBitmap(states))]).toEqual(states)
  })

  it('leaves seats beyond a short bitmap free and ignores bits beyond the seat count', () => {
    expect([...statesFromBitmap(6, gatewayBitmap([2, 2, 2, 2]))]).toEqual([2, 2, 2, 2, 0, 0])
    expect([...statesFromBitmap(3, gatewayBitmap([1, 1, 1, 3]))]).toEqual([1, 1, 1])
  })

  it('reads the list of taken seats; unknown ids are skipped', () => {
    const states = statesFromList(table, [
      ['A-1-1', 2],
      ['B-1-14', 1],
      ['A-9-9', 2],
      ['A-2-3', 7],
    ])
    expect(states[0]).toBe(SEAT_STATE.SOLD)
    expect(states[13]).toBe(SEAT_STATE.LOCKED)
    expect(states[7]).toBe(3)
    expect([...states].filter((s) => s !== 0)).toHaveLength(3)
  })

  it('lists seats whose state changed', () => {
    expect(changedSeats(Uint8Array.from([0, 1, 2, 0]), Uint8Array.from([0, 2, 2, 1]))).toEqual([1, 3])
    expect(changedSeats(Uint8Array.from([0, 0]), Uint8Array.from([0, 0]))).toEqual([])
  })

  it('says whether a seat is free', () => {
    const states = Uint8Array.from([0, 1, 2, 3])
    expect([0, 1, 2, 3, 4].map((i) => isFree(states, i))).toEqual([true, false, false, false, false])
  })
})
