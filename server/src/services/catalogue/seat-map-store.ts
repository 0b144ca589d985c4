/**
 * Seat maps from the database: a venue's layout (static, large) and a session's seat states.
 *
 * A parsed layout is kept in process memory (parsing and indexing the stadium's 25,000 seats costs
 * more than the rest of a states answer), keyed by the database it came from, and checked on
 * every request against the layout's `version` column (one small read): a layout changed through
 * any gateway instance (`replaceSeatMapLayout` raises the version) is reloaded by every instance
 * on its next request.
 */
import { createHash } from 'node:crypto'
import { notFound } from '../../http/envelope'
import { inList, type Queryable } from '../../storage'
import { forEachSeat, type SeatMapLayout } from './seatmap'

export interface CachedLayout {
  readonly version: number
  readonly etag: string
  /** The envelope, serialised once. */
  readonly body: string
  readonly layout: SeatMapLayout
  /** seatId -> index in layout order. */
  readonly index: Map<string, number>
}

const cache = new WeakMap<Queryable, Map<string, CachedLayout>>()

/** A venue's layout, from memory while its version is the database's; 404 when the venue has none. */
export async function seatMapLayout(db: Queryable, venueId: string): Promise<CachedLayout> {
  let venues = cache.get(db)
  if (!venues) {
    venues = new Map()
    cache.set(db, venues)
  }
  const version = await db.value<number>('SELECT version FROM seat_map_layouts WHERE venue_id = ?', [venueId])
  if (version === undefined) throw notFound(`seat map of venue ${venueId}`)
  const hit = venues.get(venueId)
  if (hit && hit.version === version) return hit
  const row = await db.one<{ version: number; layout: string }>(
    'SELECT version, layout FROM seat_map_layouts WHERE venue_id = ?',
    [venueId],
  )
  if (!row) throw notFound(`seat map of venue ${venueId}`)
  const layout = JSON.parse(row.layout) as SeatMapLayout
  const index = new Map<string, number>()
  forEachSeat(layout, (id, _area, _stand, i) => index.set(id, i))
  const etag = `"${createHash('sha1').update(row.layout).digest('base64url')}"`
  const body = `{"statusCode":200,"comments":"success","data":${row.layout},"subComments":"","actText":""}`
  const cached = { version: row.version, etag, body, layout, index }
  venues.set(venueId, cached)
  return cached
}

/** Replaces a venue's layout and raises its version (every gateway instance reloads it). */
export async function replaceSeatMapLayout(db: Queryable, venueId: string, layout: SeatMapLayout): Promise<void> {
  const { changes } = await db.run('UPDATE seat_map_layouts SET layout = ?, version = version + 1 WHERE venue_id = ?', [
    JSON.stringify(layout),
    venueId,
  ])
  if (changes === 0) throw notFound(`seat map of venue ${venueId}`)
}

export interface SessionSeatMapRef {
  id: string
  show_id: string
  venue_id: string
  area_plans: string | null
}

/** A seat-picking session's show, venue and area plans; 404 when unknown or not seat-picking. */
export async function sessionSeatMap(db: Queryable, sessionId: string): Promise<SessionSeatMapRef> {
  const row = await db.one<SessionSeatMapRef>(
    `SELECT ss.id, ss.show_id, sh.venue_id, m.area_plans FROM sessions_show ss JOIN shows sh ON sh.id = ss.show_id
     LEFT JOIN session_seat_maps m ON m.session_id = ss.id WHERE ss.id = ?`,
    [sessionId],
  )
  if (!row) throw notFound(`session ${sessionId}`)
  if (!row.area_plans) throw notFound(`seat map of session ${sessionId} (its show does not pick seats); seat map`)
  return row
}

/** The seats of a session's plans that are not free, as [seatId, state]. */
export async function takenSeats(db: Queryable, sessionId: string, planIds: readonly string[]): Promise<Array<[string, number]>> {
  if (planIds.length === 0) return []
  const rows = await db.all<{ seat_id: string; state: number }>(
    `SELECT seat_id, state FROM seats WHERE seat_plan_id IN (${inList(planIds.length)}) AND state > 0 AND session_id = ?
     ORDER BY seat_id`,
    [...planIds, sessionId],
  )
  return rows.map((row) => [row.seat_id, row.state])
}
