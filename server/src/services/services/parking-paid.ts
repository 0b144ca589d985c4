import type { Queryable } from '../../storage'
import { pickJson, type Lang } from '../catalogue/i18n'

/**
 * markPaid's part for a parking order (parking.ts): its stay is closed and the car's time to
 * leave starts. Kept apart so the trade's orders.ts needs nothing else of parking.
 */
export async function closeParkingStay(db: Queryable, orderId: string, orderType: string, now: number): Promise<void> {
  if (orderType !== 'PARKING') return
  const stayId = await db.value<string>('SELECT stay_id FROM parking_orders WHERE order_id = ?', [orderId])
  if (!stayId) return
  await db.run('UPDATE parking_stays SET paid_at = ?, order_id = ? WHERE id = ? AND paid_at IS NULL', [now, orderId, stayId])
}

/**
 * What an order list or the order page names a parking order by (it has no show): the car park
 * and the plate, or undefined for any other order.
 */
export async function parkingOrderTitle(
  db: Queryable,
  orderId: string,
  orderType: string,
  lang: Lang,
): Promise<{ firstShowName: string; firstVenueName: string } | undefined> {
  if (orderType !== 'PARKING') return undefined
  const row = await db.one<{ plate: string; name: string }>(
    'SELECT p.plate, c.name FROM parking_orders p JOIN car_parks c ON c.id = p.car_park_id WHERE p.order_id = ?',
    [orderId],
  )
  if (!row) return undefined
  return { firstShowName: `${pickJson(row.name, lang)} · ${row.plate}`, firstVenueName: pickJson(row.name, lang) }
}
