/**
 * Share packets of MULTI_USER coupons (D20, docs/decisions/coupons.md): how many parts a packet
 * may have, how long it stays open, and how the coupon's amount is split among the parts (fixed:
 * equal parts; random: each part at least the minimum). Both tiers use them: the app's part
 * stepper and the gateway's split.
 */

/** The coupon types a holder shares in parts with friends. */
export const SHARE_COUPON_TYPES = ['MULTI_USER_RANDOM_CASH', 'MULTI_USER_FIXED_CASH'] as const
export const SHARE_PARTS_MIN = 2
export const SHARE_PARTS_MAX = 10
/** No part is worth less than ¥1 (cents). */
export const SHARE_PART_MIN_CENTS = 100
/** A packet may be claimed for 24 hours. */
export const SHARE_PACKET_TTL_MS = 24 * 60 * 60 * 1000

/** The random split for MULTI_USER_RANDOM_CASH, the equal split for MULTI_USER_FIXED_CASH. */
export function shareSplitOf(couponType: string): 'RANDOM' | 'FIXED' {
  return couponType === 'MULTI_USER_RANDOM_CASH' ? 'RANDOM' : 'FIXED'
}

/** The most parts an amount (cents) can be split into, each at least the minimum. */
export function maxShareParts(amountCents: number): number {
  return Math.max(0, Math.min(SHARE_PARTS_MAX, Math.floor(amountCents / SHARE_PART_MIN_CENTS)))
}

export function isValidShareParts(parts: number, amountCents: number): boolean {
  return Number.isInteger(parts) && parts >= SHARE_PARTS_MIN && parts <= maxShareParts(amountCents)
}

/**
 * Splits `amountCents` into `parts` (valid per isValidShareParts). FIXED: equal parts, the
 * remainder cents on the first. RANDOM: each part between the minimum and twice the mean of what
 * is left ("double mean"), the last takes the rest; `random` returns [0, 1).
 */
export function splitShareAmount(
  amountCents: number,
  parts: number,
  split: 'RANDOM' | 'FIXED',
  random: () => number = Math.random,
): number[] {
  if (split === 'FIXED') {
    const each = Math.floor(amountCents / parts)
    return Array.from({ length: parts }, (_, index) => (index === 0 ? amountCents - each * (parts - 1) : each))
  }
  const out: number[] = []
  let left = amountCents
  for (let index = 0; index < parts - 1; index += 1) {
    const remaining = parts - index
    // Leave at least the minimum for every part after this one.
    const most = Math.min(Math.floor((left / remaining) * 2), left - SHARE_PART_MIN_CENTS * (remaining - 1))
    const amount = SHARE_PART_MIN_CENTS + Math.floor(random() * (most - SHARE_PART_MIN_CENTS + 1))
    out.push(Math.min(most, amount))
    left -= out[index] as number
  }
  out.push(left)
  return out
}
