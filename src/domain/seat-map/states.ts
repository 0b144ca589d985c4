/**
 * Seat states of a session, apart from the layout (the gateway's `seat_map/states`): either a
 * bitmap of 2 bits per seat in layout order (base64; seat i in byte i >> 2, bits (i & 3) * 2),
 * or the list of seats that are not free. Both become one byte per seat.
 */
import { seatIndexOf, type SeatTable } from './layout'

export const SEAT_STATE = { FREE: 0, LOCKED: 1, SOLD: 2, UNAVAILABLE: 3 } as const
export type SeatState = (typeof SEAT_STATE)[keyof typeof SEAT_STATE]

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'
const DECODE = new Int16Array(128).fill(-1)
for (let k = 0; k < ALPHABET.length; k += 1) DECODE[ALPHABET.charCodeAt(k)] = k
DECODE['-'.charCodeAt(0)] = 62
DECODE['_'.charCodeAt(0)] = 63

/** Standard or URL-safe base64 to bytes (no atob: mini-programs lack it). Throws on other characters. */
export function decodeBase64(text: string): Uint8Array {
  const clean = text.replace(/[\s=]+$/g, '').replace(/\s/g, '')
  const out = new Uint8Array(Math.floor((clean.length * 3) / 4))
  let bits = 0
  let value = 0
  let o = 0
  for (let k = 0; k < clean.length; k += 1) {
    const code = clean.charCodeAt(k)
    const digit = code < 128 ? (DECODE[code] ?? -1) : -1
    if (digit < 0) throw new Error(`base64: unexpected character at ${k}`)
    value = (value << 6) | digit
    bits += 6
    if (bits >= 8) {
      bits -= 8
      out[o] = (value >> bits) & 0xff
      o += 1
    }
  }
  return out.subarray(0, o)
}

/** One state byte per seat from the 2-bit bitmap. A short bitmap leaves the rest free. */
export function statesFromBitmap(count: number, bitmap: string): Uint8Array {
  const bytes = decodeBase64(bitmap)
  const states = new Uint8Array(count)
  const n = Math.min(count, bytes.length * 4)
  for (let i = 0; i < n; i += 1) states[i] = ((bytes[i >> 2] ?? 0) >> ((i & 3) * 2)) & 3
  return states
}

/** One state byte per seat from `[seatId, state]` pairs; ids the layout does not know are skipped. */
export function statesFromList(table: SeatTable, seats: ReadonlyArray<readonly [string, number]>): Uint8Array {
  const states = new Uint8Array(table.count)
  for (const [id, state] of seats) {
    const i = seatIndexOf(table, id)
    if (i >= 0) states[i] = state & 3
  }
  return states
}

/** The seats whose state differs between two snapshots (what a redraw must touch). */
export function changedSeats(before: Uint8Array, after: Uint8Array): number[] {
  const out: number[] = []
  const n = Math.min(before.length, after.length)
  for (let i = 0; i < n; i += 1) if (before[i] !== after[i]) out.push(i)
  return out
}

export const isFree = (states: Uint8Array, index: number): boolean => states[index] === SEAT_STATE.FREE
