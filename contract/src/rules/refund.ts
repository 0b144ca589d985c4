/**
 * Refund tiers (decision D12), both tiers: a show's list of `{hoursBefore, feePercent}`: a ticket
 * refunded at least `hoursBefore` hours before its session starts pays `feePercent` of what it
 * cost; the tier with the most hours that still applies wins. Later than every tier: not
 * refundable. Free tickets are never refundable.
 */
export interface RefundTier {
  readonly hoursBefore: number
  readonly feePercent: number
}

/** The shops' default, the seeded service note: until 72 h before the start, a 20% fee. */
export const DEFAULT_REFUND_TIERS: readonly RefundTier[] = [{ hoursBefore: 72, feePercent: 20 }]

export const HOUR_MS = 60 * 60 * 1000

/** The tier that applies `now` to a session starting at `startTime`, or undefined (too late). */
export function refundTier(tiers: readonly RefundTier[], startTime: number, now: number): RefundTier | undefined {
  const left = startTime - now
  return [...tiers].sort((a, b) => b.hoursBefore - a.hoursBefore).find((tier) => left >= tier.hoursBefore * HOUR_MS)
}

/** The last moment a refund is accepted: `hoursBefore` of the tier with the fewest hours. */
export function refundDeadline(tiers: readonly RefundTier[], startTime: number): number | undefined {
  if (!tiers.length) return undefined
  return startTime - Math.min(...tiers.map((tier) => tier.hoursBefore)) * HOUR_MS
}

/** The fee on `paidCents` by a tier, whole cents rounded half up. */
export function refundFee(paidCents: number, tier: RefundTier): number {
  return Math.round((Math.max(0, paidCents) * tier.feePercent) / 100)
}

/**
 * What `count` of `total` tickets paid: the tickets' paid total shared evenly, the remainder going
 * to the last ones refunded (`refundedBefore` tickets already refunded for `refundedCents`), so
 * that refunding every ticket returns exactly what they cost.
 */
export function ticketsShare(input: {
  readonly paidCents: number
  readonly total: number
  readonly count: number
  readonly refundedBefore: number
  readonly refundedCents: number
}): number {
  const { paidCents, total, count, refundedBefore, refundedCents } = input
  if (total <= 0 || count <= 0) return 0
  if (refundedBefore + count >= total) return Math.max(0, paidCents - refundedCents)
  return Math.floor((paidCents * count) / total)
}
