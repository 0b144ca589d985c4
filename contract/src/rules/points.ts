/**
 * Points (spec sections 3 and 5): the money points may pay on an amount is
 * min(amount x limitProportion%, floor(pointAmount / rate) yuan) and the points used are that
 * times rate (rate: points per yuan). In cents: the proportion's share is rounded down to a cent
 * (a cap is never exceeded) and the points used rounded up to a whole point (never more than the
 * buyer has). The gateway charges with it; the confirm-order page shows the same.
 */
import { CENTS_PER_YUAN } from './money'

/** limitProportion is a percentage. */
export const PERCENT = 100
/** Slack for the rounding up of the points used (a product that is a whole point stays one). */
const POINT_EPSILON = 1e-9

export interface PointsRule {
  /** The buyer's points. */
  readonly pointAmount: number
  /** Points per yuan. */
  readonly rate: number
  /** The share of the amount points may pay, in percent. */
  readonly limitProportion: number
}

export interface PointsDeduction {
  /** Money the points pay, cents. */
  readonly usableCents: number
  /** Points that costs. */
  readonly pointsUsed: number
}

const NONE: PointsDeduction = { usableCents: 0, pointsUsed: 0 }

/** Spec section 5: the money points pay on `amountCents` and the points that costs. */
export function pointsDeduction(amountCents: number, rule: PointsRule): PointsDeduction {
  const proportion = Math.min(PERCENT, rule.limitProportion)
  if (amountCents <= 0 || rule.rate <= 0 || proportion <= 0 || rule.pointAmount <= 0) return NONE
  const byProportion = Math.floor((amountCents * proportion) / PERCENT)
  const byPoints = Math.floor(rule.pointAmount / rule.rate) * CENTS_PER_YUAN
  const usableCents = Math.min(byProportion, byPoints)
  if (usableCents <= 0) return NONE
  return { usableCents, pointsUsed: Math.ceil((usableCents * rule.rate) / CENTS_PER_YUAN - POINT_EPSILON) }
}
