/**
 * Inventory (issue 18, item 3): the ONE allocation of seats and stock, used by create order and
 * by the waitlist when tickets come back. Taking is guarded by the rows themselves (a seat moves
 * from free only once, stock only while enough is left; the best available seats are picked with
 * SKIP LOCKED), so create order needs no lock of its own here. Giving back and the waitlist
 * (capacity, offers) hold `inventoryKey(seatPlanId)`.
 */
import { CODES, badRequest } from '../../http/envelope'
import { inList, type Queryable } from '../../storage'
import { json, refuse } from './common'
import { unitsReturned } from './sold-out-memo'
import { t } from './text'

export const NO_TICKETS = t('暂无余票', '暫無餘票', 'No tickets available')

/** The lock key of a seat plan's inventory (its seats or its stock, and its waitlist). */
export const inventoryKey = (seatPlanId: string): string => `inventory:${seatPlanId}`

export type InventoryKind = 'SEATS' | 'STOCK'

export interface Allocation {
  readonly seatPlanId: string
  readonly sessionId: string
  readonly inventory: InventoryKind
  /** Units of stock, or seats. */
  readonly qty: number
  /** Chosen seats; the best available (in seat-id order) when not given. */
  readonly seatIds?: readonly string[] | undefined
}

/** Units free now: the plan's stock, or its free seats in the session. */
export async function freeUnits(db: Queryable, a: Pick<Allocation, 'seatPlanId' | 'sessionId' | 'inventory'>): Promise<number> {
  if (a.inventory === 'STOCK') return (await db.value<number>('SELECT stock FROM seat_plans WHERE id = ?', [a.seatPlanId])) ?? 0
  return (
    (await db.value<number>('SELECT COUNT(*) FROM seats WHERE seat_plan_id = ? AND session_id = ? AND state = 0', [
      a.seatPlanId,
      a.sessionId,
    ])) ?? 0
  )
}

/** Whether the chosen seats are all free now. */
export async function seatsFree(db: Queryable, sessionId: string, seatIds: readonly string[]): Promise<boolean> {
  const free = await db.value<number>(
    `SELECT COUNT(*) FROM seats WHERE session_id = ? AND state = 0 AND seat_id IN (${inList(seatIds.length)})`,
    [sessionId, ...seatIds],
  )
  return free === seatIds.length
}

/**
 * Takes `a.qty` units for `orderId`: stock only while enough is left; seats all or none (state
 * 0 -> 1). Returns the seat ids taken ([] for stock), or undefined when there are not enough.
 * Chosen seats that are not the plan's are a 400.
 */
export async function allocate(db: Queryable, orderId: string, a: Allocation): Promise<string[] | undefined> {
  if (a.inventory === 'STOCK') {
    const { changes } = await db.run('UPDATE seat_plans SET stock = stock - ? WHERE id = ? AND stock >= ?', [
      a.qty,
      a.seatPlanId,
      a.qty,
    ])
    return changes === 1 ? [] : undefined
  }
  let taken: string[]
  if (a.seatIds) {
    const seatIds = [...a.seatIds]
    const known = await db.all<{ seat_id: string; seat_plan_id: string }>(
      `SELECT seat_id, seat_plan_id FROM seats WHERE session_id = ? AND seat_id IN (${inList(seatIds.length)})`,
      [a.sessionId, ...seatIds],
    )
    const wrong = seatIds.filter((id) => !known.some((seat) => seat.seat_id === id && seat.seat_plan_id === a.seatPlanId))
    if (wrong.length) throw badRequest(`seatIds: not seats of this seat plan in this session: ${wrong.join(', ')}`)
    const { changes } = await db.run(
      `UPDATE seats SET state = 1, order_id = ? WHERE session_id = ? AND state = 0 AND seat_id IN (${inList(seatIds.length)})`,
      [orderId, a.sessionId, ...seatIds],
    )
    if (changes !== seatIds.length) return undefined
    taken = seatIds
  } else {
    // The best available seats picked and taken in ONE statement, skipping those another
    // transaction is taking (PostgreSQL; SQLite has one writer at a time): concurrent buyers get
    // different seats instead of colliding, and no row stays locked for a round trip in between.
    // (Picked in a MATERIALIZED CTE: as an IN subquery PostgreSQL may rescan it per row and take more.)
    taken = await db.column<string>(
      `WITH picked AS MATERIALIZED (
         SELECT seat_id FROM seats WHERE seat_plan_id = ? AND state = 0 AND session_id = ? ORDER BY seat_id LIMIT ?${
           db.engine === 'postgres' ? ' FOR UPDATE SKIP LOCKED' : ''
         })
       UPDATE seats SET state = 1, order_id = ?
        WHERE session_id = ? AND state = 0 AND seat_id IN (SELECT seat_id FROM picked)
       RETURNING seat_id`,
      [a.seatPlanId, a.sessionId, a.qty, orderId, a.sessionId],
    )
    if (taken.length < a.qty) return undefined
    taken.sort()
  }
  // The plan's stock mirrors its free seats for the catalogue's displays.
  await db.run('UPDATE seat_plans SET stock = CASE WHEN stock > ? THEN stock - ? ELSE 0 END WHERE id = ?', [
    taken.length,
    taken.length,
    a.seatPlanId,
  ])
  return taken
}

/**
 * The refusal 'No tickets available', with the chosen seats that are not free (not held for
 * `orderId`, when given).
 */
export async function noTickets(db: Queryable, a: Allocation, orderId?: string): Promise<never> {
  if (a.inventory === 'SEATS' && a.seatIds?.length) {
    const taken = await db.column<string>(
      `SELECT seat_id FROM seats WHERE session_id = ? AND seat_id IN (${inList(a.seatIds.length)}) AND (state <> 1 OR order_id <> ?)`,
      [a.sessionId, ...a.seatIds, orderId ?? ''],
    )
    throw refuse(CODES.noTickets, NO_TICKETS, { seatPlanId: a.seatPlanId, takenSeatIds: taken })
  }
  throw soldOut(a.seatPlanId)
}

/** 'No tickets available' for a seat plan (no seats chosen). */
export const soldOut = (seatPlanId: string) => refuse(CODES.noTickets, NO_TICKETS, { seatPlanId })

/** `allocate`, refusing with 'No tickets available' (and the seats taken meanwhile) when it cannot. */
export async function hold(db: Queryable, orderId: string, a: Allocation): Promise<string[]> {
  return (await allocate(db, orderId, a)) ?? noTickets(db, a, orderId)
}

/** Gives an ended order's units back: its stock, or its seats still held for it. */
export async function release(
  db: Queryable,
  orderId: string,
  item: { seat_plan_id: string; session_id: string; inventory: InventoryKind; qty: number; seat_ids: string },
): Promise<void> {
  unitsReturned()
  if (item.inventory === 'STOCK') {
    await db.run('UPDATE seat_plans SET stock = stock + ? WHERE id = ?', [item.qty, item.seat_plan_id])
    return
  }
  const seatIds = json<string[]>(item.seat_ids, [])
  if (!seatIds.length) return
  const { changes } = await db.run(
    `UPDATE seats SET state = 0, order_id = NULL
      WHERE session_id = ? AND order_id = ? AND state = 1 AND seat_id IN (${inList(seatIds.length)})`,
    [item.session_id, orderId, ...seatIds],
  )
  await db.run('UPDATE seat_plans SET stock = stock + ? WHERE id = ?', [changes, item.seat_plan_id])
}
