/**
 * Points on the confirm-order page (spec sections 3 and 5): the money points may pay is
 * min(order amount x limitProportion%, floor(pointAmount / rate)) and the points used are that
 * times rate (rate: points per yuan). Computed in cents: the proportion's share is rounded down
 * to a cent (a cap is never exceeded) and the points used rounded up to a whole point (never more
 * than the buyer has). Used by itself when the shop says autoChoosePoint.
 */
import { CENTS_PER_YUAN } from './money'

/** limitProportion is a percentage. */
export const PERCENT = 100

export interface PointsRule {
  /** The buyer's points. */
  readonly pointAmount: number
  /** Points per yuan. */
  readonly rate: number
  /** The share of the order amount points may pay, in percent. */
  readonly limitProportion: number
}

export interface PointsDeduction {
  /** Money the points pay, cents. */
  readonly usableCents: number
  /** Points that costs. */
  readonly pointsUsed: number
}

const NONE: PointsDeduction = { usableCents: 0, pointsUsed: 0 }

/** The rule from the gateway's points answer: its first adapted rule's limitProportion. */
export function pointsRuleOf(answer: {
  readonly pointAmount?: number | null
  readonly rate?: number | null
  readonly adaptPointRuleVoList?: ReadonlyArray<{ readonly limitProportion?: number | null }> | null
}): PointsRule {
  return {
    pointAmount: answer.pointAmount ?? 0,
    rate: answer.rate ?? 0,
    limitProportion: answer.adaptPointRuleVoList?.[0]?.limitProportion ?? 0,
  }
}

export function pointsDeduction(amountCents: number, rule: PointsRule): PointsDeduction {
  const proportion = Math.min(PERCENT, rule.limitProportion)
  if (amountCents <= 0 || rule.rate <= 0 || proportion <= 0 || rule.pointAmount <= 0) return NONE
  const byProportion = Math.floor((amountCents * proportion) / PERCENT)
  const byPoints = Math.floor(rule.pointAmount / rule.rate) * CENTS_PER_YUAN
  const usableCents = Math.min(byProportion, byPoints)
  if (usableCents <= 0) return NONE
  return { usableCents, pointsUsed: Math.ceil((usableCents * rule.rate) / CENTS_PER_YUAN - 1e-9) }
}

/** Points switched on when the page opens: when the shop auto-chooses and they pay anything. */
export function initialUsePoints(autoChoosePoint: boolean | null | undefined, deduction: PointsDeduction): boolean {
  return !!autoChoosePoint && deduction.usableCents > 0
}
