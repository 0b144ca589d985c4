/** The annual review's figures from the orders (routes/home-pages.ts). */
import { inList, type Queryable } from '../../storage'

/** Orders that count as bought: delivering (6), shipped (7) and succeeded (9). */
export const BOUGHT_STATES = [6, 7, 9] as const

/** Tickets bought per show, for the given shows of the shop. */
export async function ticketsSoldByShow(
  db: Queryable,
  merchantId: string,
  showIds: readonly string[],
): Promise<Map<string, number>> {
  if (showIds.length === 0) return new Map()
  const rows = await db.all<{ show_id: string; tickets: number }>(
    `SELECT show_id, SUM(qty) AS tickets FROM orders
     WHERE merchant_id = ? AND state IN (${inList(BOUGHT_STATES.length)}) AND show_id IN (${inList(showIds.length)})
     GROUP BY show_id`,
    [merchantId, ...BOUGHT_STATES, ...showIds],
  )
  return new Map(rows.map((row) => [row.show_id, row.tickets]))
}

export interface BoughtOrder {
  show_id: string
  pay_amount: number
  city_id: string
}

/** A buyer's bought orders of the shop created in [from, to), by the shows' first time. */
export async function boughtOrders(
  db: Queryable,
  userId: string,
  merchantId: string,
  from: number,
  to: number,
): Promise<BoughtOrder[]> {
  return db.all<BoughtOrder>(
    `SELECT o.show_id, o.pay_amount, s.city_id FROM orders o JOIN shows s ON s.id = o.show_id
     WHERE o.user_id = ? AND o.merchant_id = ? AND o.state IN (${inList(BOUGHT_STATES.length)})
       AND o.created_at >= ? AND o.created_at < ?
     ORDER BY s.first_show_time, o.created_at, o.id`,
    [userId, merchantId, ...BOUGHT_STATES, from, to],
  )
}
