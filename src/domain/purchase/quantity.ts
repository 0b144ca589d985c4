/**
 * How many to buy (spec sections 4 and 5): units of a seat plan (a 2-person package is one unit
 * of two tickets) within the show's purchase limit, counted in tickets across the buyer's live
 * orders of the show ('You have reached the purchase limit'), and within what is left.
 */

/** The fewest units one order takes. */
export const MIN_QUANTITY = 1

export const QUANTITY_WORDS = {
  limitReached: 'purchase.limit.reached',
  noTickets: 'purchase.limit.noTickets',
} as const

export interface QuantityRule {
  /** The show's purchase limit, in tickets. */
  readonly purchaseLimit: number
  /** Tickets of this show the buyer already holds in live orders. */
  readonly alreadyBought?: number
  /** Tickets per unit of the seat plan (1 unless a package). */
  readonly seatPlanUnit?: number
  /** Units still on sale to this buyer (the seat plan's canBuyCount), when known. */
  readonly canBuyCount?: number | null
}

const unitOf = (rule: QuantityRule) => Math.max(1, Math.floor(rule.seatPlanUnit ?? 1))

/** Units the limit still allows: floor((limit - bought) / unit), never below 0. */
export function unitsWithinLimit(rule: QuantityRule): number {
  return Math.max(0, Math.floor((rule.purchaseLimit - (rule.alreadyBought ?? 0)) / unitOf(rule)))
}

/** The most units the stepper offers: the limit's, and no more than is left. */
export function maxUnits(rule: QuantityRule): number {
  const left = rule.canBuyCount === null || rule.canBuyCount === undefined ? Infinity : Math.max(0, rule.canBuyCount)
  return Math.min(unitsWithinLimit(rule), left)
}

export type QuantityProblem = 'belowMin' | 'limitReached' | 'noTickets'

/** What is wrong with buying `units` units, if anything. The limit is checked before the stock. */
export function quantityProblem(units: number, rule: QuantityRule): QuantityProblem | undefined {
  if (!Number.isInteger(units) || units < MIN_QUANTITY) return 'belowMin'
  if (units > unitsWithinLimit(rule)) return 'limitReached'
  if (rule.canBuyCount !== null && rule.canBuyCount !== undefined && units > rule.canBuyCount) return 'noTickets'
  return undefined
}

export interface Step {
  readonly units: number
  /** The step was refused: the word to show ('You have reached the purchase limit'...). */
  readonly refusedWord?: string
}

/** The stepper's + and -: + past the limit or the stock stays put and says why; - always goes down, to 1 at least. */
export function stepQuantity(units: number, delta: number, rule: QuantityRule): Step {
  const next = units + delta
  if (delta <= 0) return { units: Math.max(MIN_QUANTITY, next) }
  const problem = quantityProblem(next, rule)
  if (problem === 'limitReached') return { units, refusedWord: QUANTITY_WORDS.limitReached }
  if (problem === 'noTickets') return { units, refusedWord: QUANTITY_WORDS.noTickets }
  return { units: next }
}

/** Tickets of `units` units (attendees needed on a real-name show). */
export function ticketsOf(units: number, seatPlanUnit = 1): number {
  return units * Math.max(1, Math.floor(seatPlanUnit))
}
