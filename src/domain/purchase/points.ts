/**
 * Points on the confirm-order page (spec sections 3 and 5): the rule from the gateway's answer,
 * and whether the switch starts on (when the shop says autoChoosePoint). What points pay is the
 * contract's rule, the one the gateway charges with (`@showtix/contract/rules`, points.ts).
 */
import type { PointsDeduction, PointsRule } from '@showtix/contract/rules'

// The formula is the one the gateway charges with: the contract's rule (rules/points.ts).
export { PERCENT, pointsDeduction, type PointsDeduction, type PointsRule } from '@showtix/contract/rules'

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

/** Points switched on when the page opens: when the shop auto-chooses and they pay anything. */
export function initialUsePoints(autoChoosePoint: boolean | null | undefined, deduction: PointsDeduction): boolean {
  return !!autoChoosePoint && deduction.usableCents > 0
}
