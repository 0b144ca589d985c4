/**
 * The confirm-order price from the gateway's pre_order answer and the buyer's choices. The
 * gateway judges each discount for this order (the promotion and member discount that apply by
 * themselves, the privilege card the body named, each coupon on what those leave); the page only
 * picks and adds up in cents, in the gateway's order (fees.ts): promotion, member discount, card,
 * coupon, points on what is left, the
 * goods and the delivery fee last. So the page's total is what create order charges.
 */
import type { RepriceReason } from './reprice'
import { feeBreakdown, type FeeBreakdown } from './fees'
import { yuanToCents } from './money'
import { pointsDeduction, pointsRuleOf, type PointsDeduction, type PointsRule } from './points'

export interface PricingAnswer {
  readonly items: ReadonlyArray<{ readonly unitPrice: number; readonly qty: number }>
  /** Yuan: the tied-sale goods, priced by the gateway and never discounted. */
  readonly goodsAmount?: number
  /** Yuan. */
  readonly expressFee: number
  readonly promotion?: { readonly promotionId: string; readonly discountAmount: number } | null
  readonly memberDiscount?: { readonly privilegeId: string; readonly discountAmount: number } | null
  /** Yuan: the privilege card the body named, as the gateway applied it (D38). */
  readonly cardAmount?: number
  readonly points?: Parameters<typeof pointsRuleOf>[0] | null
  readonly coupons: ReadonlyArray<{ readonly couponId: string; readonly discountAmount?: number | null }>
}

export interface PricingChoice {
  readonly couponId: string | null
  /** The points switch. */
  readonly usePoints: boolean
}

export interface OrderPricing {
  readonly breakdown: FeeBreakdown
  /** What create order is sent to say the page priced (cents). */
  readonly promotion: { readonly promotionId: string; readonly cents: number } | null
  readonly memberDiscount: { readonly privilegeId: string; readonly cents: number } | null
  readonly pointsRule: PointsRule
  /** What points would pay with the switch on (the points row; hidden when nothing). */
  readonly pointsOffer: PointsDeduction
}

export function orderPricing(answer: PricingAnswer, choice: PricingChoice): OrderPricing {
  const promotionCents = yuanToCents(answer.promotion?.discountAmount)
  const memberCents = yuanToCents(answer.memberDiscount?.discountAmount)
  const coupon = answer.coupons.find((entry) => entry.couponId === choice.couponId)
  const pointsRule = pointsRuleOf(answer.points ?? {})
  const input = {
    lines: answer.items.map((item) => ({ unitPriceCents: yuanToCents(item.unitPrice), units: item.qty })),
    goodsCents: yuanToCents(answer.goodsAmount),
    deliveryCents: yuanToCents(answer.expressFee),
    promotionCents,
    memberDiscountCents: memberCents,
    cardCents: yuanToCents(answer.cardAmount),
    couponCents: yuanToCents(coupon?.discountAmount),
  }
  const breakdown = feeBreakdown({ ...input, points: choice.usePoints ? pointsRule : null })
  return {
    breakdown,
    promotion:
      answer.promotion && promotionCents > 0 ? { promotionId: answer.promotion.promotionId, cents: promotionCents } : null,
    memberDiscount:
      answer.memberDiscount && memberCents > 0 ? { privilegeId: answer.memberDiscount.privilegeId, cents: memberCents } : null,
    pointsRule,
    pointsOffer: pointsDeduction(breakdown.beforePointsCents, pointsRule),
  }
}

export interface RepriceNotice {
  /** `purchase.reprice.<reason>`: what happened. */
  readonly wordKey: string
  /** `order.confirm.<which>Changed` with the amounts before and after (cents), when the discount moved. */
  readonly change?: { readonly wordKey: string; readonly before: number; readonly after: number }
  /** The total before and after (cents), when it moved. */
  readonly total?: { readonly before: number; readonly after: number }
}

const CHANGED_WORDS: Record<RepriceReason, { readonly key: 'memberDiscountCents' | 'promotionCents'; readonly wordKey: string }> =
  {
    memberDiscountWrong: { key: 'memberDiscountCents', wordKey: 'order.confirm.memberDiscountChanged' },
    memberDiscountChange: { key: 'memberDiscountCents', wordKey: 'order.confirm.memberDiscountChanged' },
    promotionDiscountWrong: { key: 'promotionCents', wordKey: 'order.confirm.promotionChanged' },
  }

/**
 * What the page says after a re-price code (spec section 8): which discount moved, from what to
 * what ("the member discount changed from ¥11.00 to ¥55.00"), and the new total; amounts in
 * cents (the page shows them with the order's currency).
 */
export function repriceNotice(reason: RepriceReason, before: FeeBreakdown, after: FeeBreakdown): RepriceNotice {
  const which = CHANGED_WORDS[reason]
  const discount = { before: before[which.key], after: after[which.key] }
  const total = { before: before.payCents, after: after.payCents }
  return {
    wordKey: `purchase.reprice.${reason}`,
    ...(discount.before !== discount.after ? { change: { wordKey: which.wordKey, ...discount } } : {}),
    ...(total.before !== total.after ? { total } : {}),
  }
}
