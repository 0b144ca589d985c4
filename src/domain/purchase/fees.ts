/**
 * The confirm-order fee breakdown (spec sections 4 and 5), in integer cents: tickets, tied-sale
 * goods, delivery, then the discounts on the tickets in the order promotion, member discount,
 * coupon, points (each cut so the tickets never cost less than nothing). Show discounts apply to
 * the tickets only: goods and delivery are never discounted (the gateway's pricing.ts does the
 * same). Money is shown rounded to 2 decimals. The invoiced amount is what is paid minus the
 * delivery fee.
 */
import { formatMoney } from './money'
import { pointsDeduction, type PointsRule } from './points'

export interface FeeLine {
  /** Price of one unit of the seat plan, cents. */
  readonly unitPriceCents: number
  readonly units: number
}

export interface FeeInput {
  readonly lines: readonly FeeLine[]
  /** Tied-sale goods (the gateway's price x qty), added undiscounted. */
  readonly goodsCents?: number
  readonly deliveryCents?: number
  readonly promotionCents?: number
  readonly memberDiscountCents?: number
  readonly couponCents?: number
  /** Points switched on: the rule decides how much they pay on what is left. */
  readonly points?: PointsRule | null
}

export interface FeeBreakdown {
  readonly ticketsCents: number
  readonly goodsCents: number
  readonly deliveryCents: number
  readonly promotionCents: number
  readonly memberDiscountCents: number
  readonly couponCents: number
  readonly pointsCents: number
  readonly pointsUsed: number
  /** What the tickets cost after every discount but points: what points are measured against. */
  readonly beforePointsCents: number
  readonly payCents: number
  readonly invoiceCents: number
}

const cents = (value: number | undefined) => Math.max(0, Math.round(value ?? 0))

export function feeBreakdown(input: FeeInput): FeeBreakdown {
  const ticketsCents = input.lines.reduce((sum, line) => sum + cents(line.unitPriceCents) * Math.max(0, line.units), 0)
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
    couponCents,
    pointsCents,
    pointsUsed: pointsCents > 0 ? points.pointsUsed : 0,
    beforePointsCents,
    payCents,
    invoiceCents: Math.max(0, payCents - deliveryCents),
  }
}

export type FeeRowKey = 'tickets' | 'goods' | 'delivery' | 'promotion' | 'memberDiscount' | 'coupon' | 'points'

export interface FeeRow {
  readonly key: FeeRowKey
  /** `purchase.fee.<key>` */
  readonly wordKey: string
  /** Cents; discounts as positive amounts with `minus`. */
  readonly cents: number
  readonly minus: boolean
  /** '12.30' */
  readonly text: string
}

/** The rows the page lists: tickets always, goods when chosen, delivery when charged, each discount when it takes anything. */
export function feeRows(breakdown: FeeBreakdown): FeeRow[] {
  const row = (key: FeeRowKey, amount: number, minus: boolean): FeeRow => ({
    key,
    wordKey: `purchase.fee.${key}`,
    cents: amount,
    minus,
    text: formatMoney(amount),
  })
  const rows: FeeRow[] = [row('tickets', breakdown.ticketsCents, false)]
  if (breakdown.goodsCents > 0) rows.push(row('goods', breakdown.goodsCents, false))
  if (breakdown.deliveryCents > 0) rows.push(row('delivery', breakdown.deliveryCents, false))
  if (breakdown.promotionCents > 0) rows.push(row('promotion', breakdown.promotionCents, true))
  if (breakdown.memberDiscountCents > 0) rows.push(row('memberDiscount', breakdown.memberDiscountCents, true))
  if (breakdown.couponCents > 0) rows.push(row('coupon', breakdown.couponCents, true))
  if (breakdown.pointsCents > 0) rows.push(row('points', breakdown.pointsCents, true))
  return rows
}

/** Spec section 4: a zero-amount order is placed directly, without the cashier. */
export function needsPayment(breakdown: Pick<FeeBreakdown, 'payCents'>): boolean {
  return breakdown.payCents > 0
}
