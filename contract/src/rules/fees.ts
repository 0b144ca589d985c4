/**
 * An order's amounts (issue 8; spec sections 4 and 5), in integer cents, the one order of
 * application both tiers use (the gateway charges it, the confirm-order page shows it):
 *   1. the promotion, on the ticket amount;
 *   2. the member discount, on what is left;
 *   2b. the buyer's privilege card (D38: tickets redeemed or its rate), on what is left;
 *   3. the coupon, cut to what is left;
 *   4. points, on what is left (points.ts);
 *   5. the tied-sale goods and the delivery fee, added last and never discounted.
 * Each discount is cut so the tickets never cost less than nothing. The invoiced amount is what
 * is paid minus the delivery fee.
 */
import { pointsDeduction, type PointsRule } from './points'

export interface OrderAmountsInput {
  /** The tickets (every line's unit price x units), cents. */
  readonly ticketsCents: number
  /** Tied-sale goods (sku price x qty), added undiscounted. */
  readonly goodsCents?: number
  readonly deliveryCents?: number
  /** What each discount would take, cents, before it is cut to what is left. */
  readonly promotionCents?: number
  readonly memberDiscountCents?: number
  /** The privilege card used (D38), as the gateway judged it on what the member discount leaves. */
  readonly cardCents?: number
  readonly couponCents?: number
  /** Points switched on: the rule decides how much they pay on what is left; null or left out, none. */
  readonly points?: PointsRule | null
}

export interface OrderAmounts {
  readonly ticketsCents: number
  readonly goodsCents: number
  readonly deliveryCents: number
  readonly promotionCents: number
  readonly memberDiscountCents: number
  readonly cardCents: number
  readonly couponCents: number
  readonly pointsCents: number
  readonly pointsUsed: number
  /** What the tickets cost after every discount but points: what points are measured against. */
  readonly beforePointsCents: number
  /** Every discount together (promotion, member discount, coupon, points). */
  readonly discountCents: number
  readonly payCents: number
  readonly invoiceCents: number
}

/** A whole, non-negative number of cents. */
const cents = (value: number | undefined) => Math.max(0, Math.round(value ?? 0))

export function orderAmounts(input: OrderAmountsInput): OrderAmounts {
  const ticketsCents = cents(input.ticketsCents)
  const goodsCents = cents(input.goodsCents)
  const deliveryCents = cents(input.deliveryCents)
  let left = ticketsCents
  const take = (amount: number | undefined) => {
    const applied = Math.min(cents(amount), left)
    left -= applied
    return applied
  }
  const promotionCents = take(input.promotionCents)
  const memberDiscountCents = take(input.memberDiscountCents)
  const cardCents = take(input.cardCents)
  const couponCents = take(input.couponCents)
  const beforePointsCents = left
  const points = input.points ? pointsDeduction(beforePointsCents, input.points) : { usableCents: 0, pointsUsed: 0 }
  const pointsCents = take(points.usableCents)
  const payCents = left + goodsCents + deliveryCents
  return {
    ticketsCents,
    goodsCents,
    deliveryCents,
    promotionCents,
    memberDiscountCents,
    cardCents,
    couponCents,
    pointsCents,
    pointsUsed: pointsCents > 0 ? points.pointsUsed : 0,
    beforePointsCents,
    discountCents: ticketsCents - left,
    payCents,
    // Spec section 5: the tickets as paid, without delivery and without the goods.
    invoiceCents: left,
  }
}
