/** Pre-filled ticket-grab information (spec section 4): when a show takes it, and its grab period. */
import { inList, type Queryable } from '../../storage'
import { effectiveStatus, type ShowRow } from './shows'

/** A show takes pre-filled information while it is in pre-sale with a known sale time. */
export function supportsPreFill(show: Pick<ShowRow, 'status' | 'sale_time' | 'last_show_time'>, now: number): boolean {
  return show.sale_time !== null && effectiveStatus(show, now) === 'PRE_SALE'
}

/** The grab period: from the sale opening (the earlier of sale and priority sale) to the last session. */
export function grabPeriod(show: Pick<ShowRow, 'sale_time' | 'priority_sale_time' | 'last_show_time'>) {
  const opens = [show.sale_time, show.priority_sale_time].filter((time): time is number => time !== null)
  return { start: opens.length ? Math.min(...opens) : 0, end: show.last_show_time }
}

// --- Storage ------------------------------------------------------------------------------------

export interface PreFillRow {
  user_id: string
  show_id: string
  session_id: string
  seat_plan_id: string
  qty: number
  deliver_method: string
  audience_ids: string
  address_id: string | null
  submitted_at: number
}

export async function preFillOf(db: Queryable, userId: string, showId: string): Promise<PreFillRow | undefined> {
  return db.one<PreFillRow>('SELECT * FROM pre_filled_infos WHERE user_id = ? AND show_id = ?', [userId, showId])
}

/** Saves the buyer's info for a show: the last submission replaces the earlier one. */
export async function savePreFill(db: Queryable, row: PreFillRow): Promise<void> {
  await db.run(
    `INSERT INTO pre_filled_infos (user_id, show_id, session_id, seat_plan_id, qty, deliver_method, audience_ids, address_id, submitted_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT (user_id, show_id) DO UPDATE SET session_id = excluded.session_id, seat_plan_id = excluded.seat_plan_id,
         qty = excluded.qty, deliver_method = excluded.deliver_method, audience_ids = excluded.audience_ids,
         address_id = excluded.address_id, submitted_at = excluded.submitted_at`,
    [
      row.user_id,
      row.show_id,
      row.session_id,
      row.seat_plan_id,
      row.qty,
      row.deliver_method,
      row.audience_ids,
      row.address_id,
      row.submitted_at,
    ],
  )
}

/** The buyer's orders of the show created in its grab period (any makes the info invalid). */
export async function ordersInGrabPeriod(db: Queryable, userId: string, show: ShowRow): Promise<number> {
  const period = grabPeriod(show)
  return (
    (await db.value<number>(
      `SELECT COUNT(*) FROM orders o
        WHERE o.user_id = ? AND o.created_at BETWEEN ? AND ?
          AND (o.show_id = ? OR EXISTS (SELECT 1 FROM order_items oi WHERE oi.order_id = o.id AND oi.show_id = ?))`,
      [userId, period.start, period.end, show.id, show.id],
    )) ?? 0
  )
}

export interface PreFillAudience {
  id: string
  name: string
  id_type: string
  id_no: string
}

/** The buyer's own attendees among `ids` (deleted ones are not). */
export async function ownAudiences(db: Queryable, userId: string, ids: readonly string[]): Promise<PreFillAudience[]> {
  if (ids.length === 0) return []
  return db.all<PreFillAudience>(
    `SELECT id, name, id_type, id_no FROM user_audiences WHERE user_id = ? AND deleted_at IS NULL AND id IN (${inList(ids.length)})`,
    [userId, ...ids],
  )
}

export interface PreFillAddress {
  id: string
  recipient: string
  cellphone: string
  detail: string
}

/** The buyer's own address, or undefined (deleted or another's). */
export async function ownAddress(db: Queryable, userId: string, addressId: string): Promise<PreFillAddress | undefined> {
  return db.one<PreFillAddress>(
    'SELECT id, recipient, cellphone, detail FROM user_addresses WHERE id = ? AND user_id = ? AND deleted_at IS NULL',
    [addressId, userId],
  )
}
