/**
 * The waitlist (候补): registrations are orders in state 3 (reserve) that hold nothing until
 * tickets come back; then the oldest registration that fits gets them as an unpaid order
 * (inventory.ts allocates them) and is told (notifications). Registering and offering run under
 * the seat plan's inventory lock (inventory.ts inventoryKey), so the waitlist never offers more
 * than came back and never takes more registrations than its capacity.
 */
import { CODES, badRequest } from '../../http/envelope'
import type { Queryable, Storage } from '../../storage'
import { notifyUser } from '../notifications'
import { HOLD_MS, ORDER_STATE, refuse } from './common'
import { allocate, freeUnits } from './inventory'
import { checkPurchaseLimit } from './limits'
import {
  addressSnapshot,
  allocationOf,
  checkAudiences,
  checkDelivery,
  closeExpired,
  createResult,
  insertAudiences,
  insertItem,
  insertOrder,
  loadLine,
  purchaseKeys,
  type CreateResult,
  type ItemInput,
  type ItemRow,
  type OrderInput,
} from './orders'
import { priceOf } from './pricing'
import { t } from './text'

/** Tickets came back to a seat plan: its oldest registrations that fit get them as unpaid orders, and are told. */
export async function offerToWaitList(db: Queryable, seatPlanId: string, now: number): Promise<void> {
  const waiting = await db.all<ItemRow & { user_id: string }>(
    `SELECT o.id AS order_id, o.user_id, oi.* FROM orders o JOIN order_items oi ON oi.order_id = o.id
      WHERE oi.seat_plan_id = ? AND o.state = 3 ORDER BY o.created_at, o.id`,
    [seatPlanId],
  )
  for (const entry of waiting) {
    const seatIds = await allocate(db, entry.order_id, {
      seatPlanId,
      sessionId: entry.session_id,
      inventory: entry.inventory,
      qty: entry.qty,
    })
    if (!seatIds) return
    if (seatIds.length) await db.run('UPDATE order_items SET seat_ids = ? WHERE id = ?', [JSON.stringify(seatIds), entry.id])
    await db.run("UPDATE orders SET state = 1, wait_list_state = 'SUCCESS', paid_deadline = ? WHERE id = ? AND state = 3", [
      now + HOLD_MS,
      entry.order_id,
    ])
    await notifyUser(
      db,
      entry.user_id,
      'Waitlist',
      `【Showtix】候补成功！订单 ${entry.order_id} 请在 ${HOLD_MS / 60000} 分钟内完成支付。Your waitlist order ${entry.order_id} got tickets: pay within ${HOLD_MS / 60000} minutes.`,
      now,
    )
  }
  await notifyShortage(db, seatPlanId, now)
}

/** The shortage notice's subject in the outbox. */
export const SHORTAGE_SUBJECT = '缺货到票提醒'

/**
 * Spec s4: "Waitlist gets tickets first, remaining stock notifies shortage registrations in
 * order." Called once the waitlist of the seat plan is served: the registrations are told oldest
 * first while what is free covers their quantity (the first that it does not cover stops the
 * line, so nobody is passed over); a registration told leaves the line. How many were told.
 */
export async function notifyShortage(db: Queryable, seatPlanId: string, now: number): Promise<number> {
  const line = await db.all<{ id: string; user_id: string; session_id: string; qty: number; name: string }>(
    `SELECT r.id, r.user_id, r.session_id, r.qty, s.name FROM shortage_registrations r JOIN shows s ON s.id = r.show_id
      WHERE r.seat_plan_id = ? ORDER BY r.created_at, r.id`,
    [seatPlanId],
  )
  const first = line[0]
  if (!first) return 0
  const seated = await db.value<number>('SELECT COUNT(*) FROM seats WHERE seat_plan_id = ? AND session_id = ?', [
    seatPlanId,
    first.session_id,
  ])
  let free = await freeUnits(db, { seatPlanId, sessionId: first.session_id, inventory: seated ? 'SEATS' : 'STOCK' })
  let told = 0
  for (const entry of line) {
    if (entry.qty > free) break
    free -= entry.qty
    await notifyUser(
      db,
      entry.user_id,
      SHORTAGE_SUBJECT,
      `【星票】您登记的《${entry.name}》有票了（${entry.qty}张），请尽快购买。Tickets you registered for are back: buy them soon.`,
      now,
    )
    await db.run('DELETE FROM shortage_registrations WHERE id = ?', [entry.id])
    told += 1
  }
  return told
}

/**
 * Waitlist registration (候补): only when the price tier has no tickets left, within the show's
 * waitlist capacity (in tickets per seat plan; 'The waitlist for the ticket price is full'). Under
 * the buyer's lock and the seat plan's (its inventory and its waitlist).
 */
export async function joinWaitList(storage: Storage, userId: string, input: OrderInput, now = Date.now()): Promise<CreateResult> {
  await closeExpired(storage, now)
  return storage.withTransaction(async (db) => {
    if (input.items.length !== 1) throw badRequest('items: a waitlist registration is for one seat plan')
    if (input.goods?.length) throw badRequest('items: a waitlist registration holds nothing and takes no goods')
    const item = input.items[0] as ItemInput
    await db.lock(purchaseKeys(userId, [item.seatPlanId]))
    const line = await loadLine(db, item)
    if (line.seatIds) throw badRequest('seatIds: the waitlist assigns seats when they come back')
    const { show } = line
    if (!show.exist_wait_list)
      throw refuse(CODES.notBuyable, t('该演出不支持候补', '該演出不支持候補', 'This show has no waitlist'))
    if (!['ON_SALE', 'PRE_SALE', 'SOLD_OUT', 'LACK_OF_TICKET'].includes(show.status)) {
      throw refuse(CODES.notBuyable, t('该演出暂不可购买', '該演出暫不可購買', 'This show is not on sale'), {
        showStatus: show.status,
      })
    }
    checkDelivery([line], input.deliveryMethod)
    const free = line.inventory === 'STOCK' ? line.plan.stock : await freeUnits(db, allocationOf(line))
    if (free >= line.qty)
      throw refuse(
        CODES.notBuyable,
        t('当前有票，请直接购买', '當前有票，請直接購買', 'Tickets are available: buy them directly'),
        { available: free },
      )
    const waiting =
      (await db.value<number>(
        'SELECT COALESCE(SUM(oi.tickets), 0) FROM order_items oi JOIN orders o ON o.id = oi.order_id WHERE oi.seat_plan_id = ? AND o.state = 3',
        [line.plan.id],
      )) ?? 0
    if (waiting + line.tickets > show.wait_list_capacity) {
      throw refuse(CODES.waitlistFull, t('该票档候补已满', '該票檔候補已滿', 'The waitlist for the ticket price is full'))
    }
    await checkPurchaseLimit(db, userId, [line])
    const audiences = await checkAudiences(db, userId, line)
    const address = input.deliveryMethod === 'EXPRESS' ? await addressSnapshot(db, userId, input.addressId) : null
    const price = priceOf([line], input.deliveryMethod)
    const order = await insertOrder(
      db,
      userId,
      input,
      [line],
      price,
      { state: ORDER_STATE.reserve, waitList: 'WAITING', address, couponId: null },
      now,
    )
    await insertItem(db, order.id, line, [])
    await insertAudiences(db, order.id, line, audiences)
    return createResult(order, now)
  })
}
