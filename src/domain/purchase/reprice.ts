/**
 * Create-order answers that mean "the price moved" (spec section 8): 12501099 memberDiscountWrong,
 * 22037057 memberDiscountChange, 22037056 promotionDiscountWrong. The page shows the changed
 * discount and prices the order again; it never re-submits by itself (the buyer confirms the new
 * amount). A pure decision: what to fetch again, what to drop, what to recompute.
 */
import { formatMoney } from './money'

export const REPRICE_CODES = {
  memberDiscountWrong: '12501099',
  memberDiscountChange: '22037057',
  promotionDiscountWrong: '22037056',
} as const
export type RepriceReason = keyof typeof REPRICE_CODES

/** memberPrivilege: prime_privilege; promotions: promotions/list; coupons: the order's coupons re-judged. */
export type RepriceSource = 'memberPrivilege' | 'promotions' | 'coupons'
export type RepriceSelection = 'memberDiscount' | 'promotion'

export interface RepriceDecision {
  readonly reason: RepriceReason
  /** Fetch these again before pricing. */
  readonly refetch: readonly RepriceSource[]
  /** Drop these choices: the discount no longer applies. */
  readonly clear: readonly RepriceSelection[]
  /** Then recompute the coupon pick, the points and the fee breakdown. */
  readonly recompute: readonly ['coupon', 'points', 'fees']
  /** `purchase.reprice.<reason>` */
  readonly wordKey: string
}

const RECOMPUTE = ['coupon', 'points', 'fees'] as const

const DECISIONS: Record<RepriceReason, Omit<RepriceDecision, 'reason' | 'recompute' | 'wordKey'>> = {
  // The member discount sent does not apply (any more): drop it and price without it.
  memberDiscountWrong: { refetch: ['memberPrivilege', 'coupons'], clear: ['memberDiscount'] },
  // The member discount's amount changed: fetch it again and keep it chosen.
  memberDiscountChange: { refetch: ['memberPrivilege', 'coupons'], clear: [] },
  // The promotion's discount is not what was sent: fetch the promotions again and choose afresh.
  promotionDiscountWrong: { refetch: ['promotions', 'coupons'], clear: ['promotion'] },
}

/** The decision for a statusCode, or undefined when the code is not one of the three. */
export function repriceFor(statusCode: string | number | null | undefined): RepriceDecision | undefined {
  const code = String(statusCode ?? '')
  const reason = (Object.keys(REPRICE_CODES) as RepriceReason[]).find((key) => REPRICE_CODES[key] === code)
  if (!reason) return undefined
  return { reason, ...DECISIONS[reason], recompute: RECOMPUTE, wordKey: `purchase.reprice.${reason}` }
}

/** The changed discount to show: before and after as money text, and whether it changed at all. */
export function discountChange(beforeCents: number, afterCents: number) {
  return { changed: beforeCents !== afterCents, params: { before: formatMoney(beforeCents), after: formatMoney(afterCents) } }
}
