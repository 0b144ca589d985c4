/**
 * Refund tiers for people (decision D12): the rows of a refund rule, from the most hours before
 * the start to "not refundable", and the tickets a buyer chooses. The fee itself is the
 * gateway's (refund/check); the tier rule is the contract's (`@showtix/contract/rules` refund.ts).
 */
import type { RefundTier } from '@showtix/contract/rules'

export interface RuleRow {
  /** At least this many hours before the start... */
  readonly fromHours: number
  /** ...and less than this many (undefined: no upper bound). */
  readonly toHours: number | undefined
  /** The fee kept, in percent; undefined: not refundable. */
  readonly feePercent: number | undefined
}

/** The rows a rule page lists: each tier, most hours first, then the window with no refund. */
export function ruleRows(tiers: readonly RefundTier[]): RuleRow[] {
  const sorted = [...tiers].sort((a, b) => b.hoursBefore - a.hoursBefore)
  const rows: RuleRow[] = sorted.map((tier, index) => ({
    fromHours: tier.hoursBefore,
    toHours: index === 0 ? undefined : sorted[index - 1]?.hoursBefore,
    feePercent: tier.feePercent,
  }))
  const last = sorted[sorted.length - 1]
  if (last && last.hoursBefore > 0) rows.push({ fromHours: 0, toHours: last.hoursBefore, feePercent: undefined })
  return rows
}

/** Toggles a ticket in the chosen set, never leaving it empty (a refund is of at least one ticket). */
export function toggleTicket(chosen: readonly string[], ticketId: string): readonly string[] {
  if (!chosen.includes(ticketId)) return [...chosen, ticketId]
  return chosen.length > 1 ? chosen.filter((id) => id !== ticketId) : chosen
}
