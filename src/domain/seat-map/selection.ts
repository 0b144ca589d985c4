/**
 * Which seats are chosen: a tap adds a free seat or removes a chosen one, never beyond the
 * purchase limit; a refresh of the states drops chosen seats someone else took. Selections are
 * seat indices in the order they were chosen.
 */
import { SEAT_STATE } from './states'

/** Used when neither the page nor the session gives a purchase limit. */
export const DEFAULT_PURCHASE_LIMIT = 6

export type ToggleOutcome = 'added' | 'removed' | 'limit' | 'unavailable'

export interface Toggled {
  readonly outcome: ToggleOutcome
  readonly selection: readonly number[]
}

/** Taps a seat: removes it if chosen; adds it if free and under the limit; else says why not. */
export function toggleSeat(selection: readonly number[], seat: number, states: Uint8Array, max: number): Toggled {
  if (selection.includes(seat)) return { outcome: 'removed', selection: selection.filter((s) => s !== seat) }
  if (seat < 0 || seat >= states.length || states[seat] !== SEAT_STATE.FREE) return { outcome: 'unavailable', selection }
  if (selection.length >= max) return { outcome: 'limit', selection }
  return { outcome: 'added', selection: [...selection, seat] }
}

/**
 * How many seats may be chosen: the purchase limit, or the quantity chosen before (booking) when
 * it is smaller. Missing or invalid numbers fall back to the default limit; never below 1.
 */
export function maxSeats(limit: number | undefined, quantity: number | undefined): number {
  const valid = (n: number | undefined): n is number => n !== undefined && Number.isInteger(n) && n >= 1
  const cap = valid(limit) ? limit : DEFAULT_PURCHASE_LIMIT
  return valid(quantity) ? Math.min(cap, quantity) : cap
}

/** Confirm is possible with at least one seat; with a quantity chosen before, exactly that many. */
export function canConfirm(count: number, quantity: number | undefined): boolean {
  if (quantity !== undefined && Number.isInteger(quantity) && quantity >= 1) return count === quantity
  return count >= 1
}

/** After new states: the chosen seats still free, and those lost. */
export function reconcile(selection: readonly number[], states: Uint8Array): { selection: number[]; lost: number[] } {
  const kept: number[] = []
  const lost: number[] = []
  for (const seat of selection) (states[seat] === SEAT_STATE.FREE ? kept : lost).push(seat)
  return { selection: kept, lost }
}

/** Seats that entered or left the selection (what a redraw must touch). */
export function selectionDelta(before: readonly number[], after: readonly number[]): number[] {
  const a = new Set(before)
  const b = new Set(after)
  return [...before.filter((s) => !b.has(s)), ...after.filter((s) => !a.has(s))]
}
