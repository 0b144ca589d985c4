/**
 * What a promotion and a member discount take off (issue 8; spec section 5), in integer cents.
 * Rates (a DISCOUNT promotion, a member discount) take off floor(amount x (1 - rate)): the
 * discount never exceeds its exact value, so the buyer pays the rounded-up cent.
 */

export type PromotionMethod = 'FULL' | 'PER' | 'DISCOUNT'

/** Rates are read to the thousandth (0.855 stays 0.855; binary noise does not move a cent). */
export const RATE_SCALE = 1000

/** What a rate paid takes off an amount: floor(amount x (1 - rate)); nothing for a rate outside (0, 1). */
export function rateDiscount(amount: number, rate: number): number {
  const paid = Math.round(rate * RATE_SCALE)
  if (amount <= 0 || paid <= 0 || paid >= RATE_SCALE) return 0
  return Math.floor((amount * (RATE_SCALE - paid)) / RATE_SCALE)
}

export interface PromotionRule {
  readonly method: PromotionMethod | string
  /** FULL and PER: the spend, in cents. DISCOUNT: the number of tickets. */
  readonly threshold: number
  /** FULL and PER: the amount off, in cents. DISCOUNT: the rate paid (0.8 = 20% off). */
  readonly value: number
}

/**
 * What a promotion takes off the ticket amount (cents) of `tickets` tickets: FULL, value once the
 * amount reaches threshold; PER, value for every whole threshold spent; DISCOUNT, the rate's share
 * once there are threshold tickets or more. Never more than the amount.
 */
export function promotionDiscount(rule: PromotionRule, amount: number, tickets: number): number {
  if (amount <= 0) return 0
  switch (rule.method) {
    case 'FULL':
      return amount >= rule.threshold ? Math.min(amount, Math.round(rule.value)) : 0
    case 'PER':
      return rule.threshold > 0 ? Math.min(amount, Math.floor(amount / rule.threshold) * Math.round(rule.value)) : 0
    case 'DISCOUNT':
      return tickets >= rule.threshold ? rateDiscount(amount, rule.value) : 0
    default:
      return 0
  }
}
