/**
 * The combo price (issue 26, decision D27; docs/decisions/services.md "Combo tickets"): what a
 * set of a combo activity costs, in cents. A combo bundles one ticket of each of its shows (one
 * session per show, at the combo's ticket tier); its rule is a fixed bundle price or a rate on
 * the sum of the tickets. The gateway charges it (`combo_activities/price`, the combo order); the
 * combo pages show what the gateway answered and this rule only words the offer.
 *
 * - FIXED: the bundle price, never more than the tickets bought one by one.
 * - DISCOUNT: the rate paid on the sum, taking off floor(sum x (1 - rate)) as every rate does.
 * - Sets: the price of one set times the sets (1 to MAX_COMBO_SETS).
 */
import { rateDiscount } from './discounts'

export type ComboRule =
  | { readonly type: 'FIXED'; /** Cents for one set. */ readonly priceCents: number }
  | { readonly type: 'DISCOUNT'; /** The rate paid: 0.8 = 20% off. */ readonly rate: number }

/** At most this many sets of a combo in one order. */
export const MAX_COMBO_SETS = 4
/** A combo bundles at least this many shows (D27: "N shows", a bundle of one is a ticket). */
export const MIN_COMBO_SHOWS = 2

export interface ComboPrice {
  /** The tickets bought one by one, cents. */
  readonly originalCents: number
  /** What the combo costs, cents. */
  readonly comboCents: number
  /** originalCents - comboCents. */
  readonly savedCents: number
}

/** One set's price for tickets costing `ticketCents` (one per show), times `sets`. */
export function comboPrice(rule: ComboRule, ticketCents: readonly number[], sets = 1): ComboPrice {
  const count = Number.isInteger(sets) && sets > 0 ? sets : 0
  const sum = ticketCents.reduce((total, cents) => total + Math.max(0, cents), 0)
  const perSet = rule.type === 'FIXED' ? Math.min(Math.max(0, rule.priceCents), sum) : sum - rateDiscount(sum, rule.rate)
  const originalCents = sum * count
  const comboCents = perSet * count
  return { originalCents, comboCents, savedCents: originalCents - comboCents }
}
