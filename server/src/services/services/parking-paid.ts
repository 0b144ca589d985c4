import type { Queryable } from '../../storage'

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
