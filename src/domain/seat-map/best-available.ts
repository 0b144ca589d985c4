/**
 * A best-available suggestion: N free seats side by side in one row (consecutive numbers in a row
 * of one area), as close as possible to the stage's centre. Optionally only one seat plan (a
 * price) or one area. Scans the rows once: O(seats), run on a button press, not per frame.
 */
import type { Point } from './geometry'
import type { SeatTable } from './layout'
import { SEAT_STATE } from './states'

export interface BestOptions {
  /** Only seats of this plan ordinal (see `planOfSeat`). */
  readonly plan?: number
  /** Only seats of this area ordinal. */
  readonly area?: number
  /** Where the best seats are nearest to; the stage's centre when left out. */
  readonly focus?: Point
}

export function stageCentre(table: SeatTable): Point {
  return { x: table.stage.x + table.stage.w / 2, y: table.stage.y + table.stage.h / 2 }
}

/**
 * The N seats (indices, left to right in the row) or null when no row has N free together.
 * `planOf(seat)` gives a seat's plan ordinal (-1 for none: never suggested). Ties go to the seats
 * earlier in layout order.
 */
export function bestTogether(
  table: SeatTable,
  states: Uint8Array,
  planOf: (seat: number) => number,
  n: number,
  options: BestOptions = {},
): number[] | null {
  if (!Number.isInteger(n) || n < 1) return null
  const focus = options.focus ?? stageCentre(table)
  let best = -1
  let bestD = Infinity
  const usable = (seat: number): boolean => {
    if (states[seat] !== SEAT_STATE.FREE) return false
    const plan = planOf(seat)
    return plan >= 0 && (options.plan === undefined || plan === options.plan)
  }
  for (const row of table.rows) {
    if (options.area !== undefined && row.area !== options.area) continue
    if (row.count < n) continue
    let run = 0
    for (let k = 0; k < row.count; k += 1) {
      const seat = row.start + k
      run = usable(seat) ? run + 1 : 0
      if (run < n) continue
      const first = seat - n + 1
      // The window's middle: mean of its two ends (rows are smooth curves).
      const mx = ((table.x[first] ?? 0) + (table.x[seat] ?? 0)) / 2
      const my = ((table.y[first] ?? 0) + (table.y[seat] ?? 0)) / 2
      const d = (mx - focus.x) ** 2 + (my - focus.y) ** 2
      if (d < bestD) {
        bestD = d
        best = first
      }
    }
  }
  return best < 0 ? null : Array.from({ length: n }, (_, k) => best + k)
}

/** A best-available suggestion measured against the seats already picked. */
export interface SeatSuggestion {
  /** The suggested seats, left to right in their row. */
  readonly seats: number[]
  /** Picked seats the suggestion would drop (instead of them). */
  readonly replaces: number[]
  /** Whether taking it changes the picked seats, so the buyer must agree first (none picked: no). */
  readonly needsConsent: boolean
}

/**
 * "Best seats together" (issue 15 item 9): N free seats side by side in the chosen price tier
 * (`plan`; any tier when none is chosen). With seats already picked, the suggestion is looked
 * for next to them (their centre is the focus, and they count as free), and it is only an offer:
 * the buyer agrees before it replaces or joins the picked seats. Null when no row has N together.
 */
export function suggestTogether(
  table: SeatTable,
  states: Uint8Array,
  planOf: (seat: number) => number,
  n: number,
  options: { readonly plan?: number; readonly selection?: readonly number[] } = {},
): SeatSuggestion | null {
  const picked = options.selection ?? []
  let focus: Point | undefined
  if (picked.length) {
    const xs = picked.map((seat) => table.x[seat] ?? 0)
    const ys = picked.map((seat) => table.y[seat] ?? 0)
    focus = { x: (Math.min(...xs) + Math.max(...xs)) / 2, y: (Math.min(...ys) + Math.max(...ys)) / 2 }
  }
  const seats = bestTogether(table, states, planOf, n, {
    ...(options.plan === undefined ? {} : { plan: options.plan }),
    ...(focus ? { focus } : {}),
  })
  if (!seats) return null
  const chosen = new Set(seats)
  const replaces = picked.filter((seat) => !chosen.has(seat))
  const same = replaces.length === 0 && seats.length === picked.length
  return { seats, replaces, needsConsent: picked.length > 0 && !same }
}
