/**
 * Seat maps (spec section 7, Shows; issue 8 item 3): the venue's layout apart from the session's
 * seat states. The layout is large and static (the gateway sends an ETag and caches it for an
 * hour), so it is kept in memory per session for the app's run; the states are small and fetched
 * fresh each time.
 */
import type { SeatStates as SeatStatesAnswer, SessionStatic, SessionsStatic } from '@showtix/contract'
import type { PlanInput, SeatMapLayout } from '@/domain/seat-map'
import { request } from '@/http'

const SESSION = '/pub/v3/show_session'

export type { SeatMapLayout } from '@/domain/seat-map'

export interface SeatStatesBitmap {
  readonly format: 'bitmap'
  /** Base64, 2 bits per seat in layout order. */
  readonly bitmap: string
  readonly bitsPerSeat: 2
  readonly order: 'layout'
}

export interface SeatStatesList {
  readonly format: 'list'
  readonly seats: ReadonlyArray<readonly [string, number]>
}

/**
 * The contract's seat states (one object, its format's fields optional), read by format; a seat
 * plan's fields are what the seat map takes (PlanInput).
 */
export type SeatStates = Omit<SeatStatesAnswer, 'format' | 'bitmap' | 'bitsPerSeat' | 'order' | 'seats' | 'seatPlans'> & {
  readonly seatPlans: readonly PlanInput[]
} & (SeatStatesBitmap | SeatStatesList)

const layouts = new Map<string, Promise<SeatMapLayout>>()

const path = (sessionId: string, what: string) => `${SESSION}/${encodeURIComponent(sessionId)}/seat_map/${what}`

/** GET the layout of the session's venue (kept for the app's run; a failed load is not kept). */
export function fetchSeatMapLayout(sessionId: string): Promise<SeatMapLayout> {
  const hit = layouts.get(sessionId)
  if (hit) return hit
  const loading = request<SeatMapLayout>({
    service: 'show',
    path: path(sessionId, 'layout'),
    importance: 'high',
    silent: true,
    timeout: 15_000,
  })
  layouts.set(sessionId, loading)
  loading.catch(() => layouts.delete(sessionId))
  return loading
}

/** Forgets a kept layout (its version changed). */
export function forgetSeatMapLayout(sessionId: string): void {
  layouts.delete(sessionId)
}

/** GET the session's seat states as the compact bitmap. Silent: the page shows its own error. */
export function fetchSeatStates(sessionId: string): Promise<SeatStates> {
  return request<SeatStates>({
    service: 'show',
    path: path(sessionId, 'states'),
    data: { format: 'bitmap' },
    importance: 'high',
    silent: true,
  })
}

/** What the seat picker reads of a session's static data (limit: the purchase limit per order). */
export type SessionBrief = Pick<SessionStatic, 'bizShowSessionId' | 'sessionName'> &
  Partial<Pick<SessionStatic, 'limit' | 'hasSeatMap'>>

/** GET the show's sessions (static data) to name the session and read its purchase limit. */
export async function fetchSessionBrief(showId: string, sessionId: string): Promise<SessionBrief | undefined> {
  const data = await request<SessionsStatic>({
    service: 'show',
    path: `/pub/v3/show/${encodeURIComponent(showId)}/sessions_static_data`,
    silent: true,
  })
  return data.sessionVOs.find((s) => s.bizShowSessionId === sessionId)
}

/**
 * The pick-seat page's parameters (documented on the page): `showId`, `sessionId` (the
 * bizShowSessionId), optional `qty` (the quantity chosen on booking: pick exactly that many) and
 * `limit` (the purchase limit; the session's own limit otherwise).
 */
export const PICK_SEAT_PARAMS = { showId: 'showId', sessionId: 'sessionId', qty: 'qty', limit: 'limit' } as const

/**
 * Confirm on pick-seat answers `SeatsChosen` to a page that opened it for a result
 * (`openForResult(RESULT_PAGES.seats)`, src/navigation/results.ts); otherwise it opens
 * `confirmOrder` with the same facts as parameters: showId, sessionId, seatIds (comma-separated),
 * seatPlanIds (comma-separated, one per seat in the same order), qty.
 */

export interface ChosenSeat {
  readonly seatId: string
  readonly seatPlanId: string
  readonly priceCents: number
}

export interface SeatsChosen {
  readonly showId: string
  readonly sessionId: string
  readonly seats: readonly ChosenSeat[]
  readonly totalCents: number
}
