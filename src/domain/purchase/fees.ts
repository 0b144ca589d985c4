/**
 * The confirm-order fee breakdown (spec sections 4 and 5), in integer cents. The amounts and the
 * order the discounts apply in (promotion, member discount, coupon, points, each cut so the
 * tickets never cost less than nothing; goods and delivery added last, never discounted) are the
 * contract's rule, the one the gateway charges with (`@showtix/contract/rules`, fees.ts). Here: the
 * tickets from the page's lines, and the rows the page lists.
 */
import { orderAmounts, type OrderAmounts, type PointsRule } from '@showtix/contract/rules'
import { formatMoney } from './money'

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
  /** D38: the privilege card, as the gateway applied it. */
  readonly cardCents?: number
  readonly couponCents?: number
  /** Points switched on: the rule decides how much they pay on what is left. */
  readonly points?: PointsRule | null
}

export type FeeBreakdown = OrderAmounts

const cents = (value: number) => Math.max(0, Math.round(value))

export function feeBreakdown(input: FeeInput): FeeBreakdown {
  const { lines, ...rest } = input
  const ticketsCents = lines.reduce((sum, line) => sum + cents(line.unitPriceCents) * Math.max(0, line.units), 0)
  return orderAmounts({ ticketsCents, ...rest })
}

export type FeeRowKey = 'tickets' | 'goods' | 'delivery' | 'promotion' | 'memberDiscount' | 'card' | 'coupon' | 'points'

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
  if (breakdown.cardCents > 0) rows.push(row('card', breakdown.cardCents, true))
  if (breakdown.couponCents > 0) rows.push(row('coupon', breakdown.couponCents, true))
  if (breakdown.pointsCents > 0) rows.push(row('points', breakdown.pointsCents, true))
  return rows
}

/** Spec section 4: a zero-amount order is placed directly, without the cashier. */
export function needsPayment(breakdown: Pick<FeeBreakdown, 'payCents'>): boolean {
  return breakdown.payCents > 0
}
