/**
 * Rebook (decision D13): a paid order's tickets moved, once, to another on-sale session of the
 * same show with a seat plan of the same price, until REBOOK_BEFORE_MS before the original
 * session, without a fee. A REBOOK child order takes the tickets (the holder shows the new
 * session) and the attendees; the old session's stock goes back on sale (offered to the waitlist
 * first); the invoice of the order is cancelled (spec section 4). Seat-map shows are not rebooked
 * here (a seat would have to be chosen).
 */
import { HOUR_MS, REBOOK_CLOSES_HOURS } from '@showtix/contract/rules'
import type { Queryable, Storage } from '../../storage'
import { ORDER_STATE, PAID_STATES, newId, randomDigits, refuse } from './common'
import { inventoryKey } from './inventory'
import { TICKET_ORDER_TYPES, itemsOf, ownedOrder, type ItemRow, type OrderRow } from './orders'
import { cancelInvoices, refundKey } from './refunds'
import { GatewayError } from '../../http/envelope'
import { t, type Lang } from './text'
import { revokeGateSecrets } from './tickets'
import { unitsReturned } from './sold-out-memo'
import { offerToWaitList } from './waitlist'

/** D13: rebooking closes this long before the original session starts. */
export const REBOOK_BEFORE_MS = REBOOK_CLOSES_HOURS * HOUR_MS

/** Refusals of a rebook (the orders range of the trade codes). */
export const REBOOK_CODES = {
  notAllowed: 22031125,
  /** No seat plan of the same price in that session: no top-up payments (D13). */
  otherPrice: 22031126,
  tooLate: 22031127,
  soldOut: 22031128,
  /** No other session of the show is open with a seat plan of the order's price and tickets left. */
  noSession: 22064031,
} as const

/** Nothing to move to (D13): why the rebook action is not offered when the show has no session to take the tickets. */
const NO_SESSION = t(
  '本演出没有其他同票价且有余票的场次，暂不能改签',
  '本演出沒有其他同票價且有餘票的場次，暫不能改簽',
  'No other session of this show has tickets at your price, so there is nothing to rebook to',
)

interface SessionRow {
  id: string
  name: string
  start_time: number
  end_time: number
  status: string
}

interface PlanRow {
  id: string
  price: number
  stock: number
  seat_plan_unit: number
}

export interface Rebookable {
  readonly order: OrderRow
  readonly item: ItemRow
  readonly tickets: number
  readonly startTime: number
}

/** The order as it may be rebooked, or the refusal that says why not. */
export async function rebookable(db: Queryable, userId: string, orderId: string, now: number): Promise<Rebookable> {
  const order = await ownedOrder(db, userId, orderId)
  const notAllowed = (zh: string, tw: string, en: string) => refuse(REBOOK_CODES.notAllowed, t(zh, tw, en))
  if (!PAID_STATES.includes(order.state))
    throw notAllowed('只有已支付的订单可以改签', '只有已支付的訂單可以改簽', 'Only a paid order can be rebooked')
  const child = await db.value('SELECT 1 FROM orders WHERE parent_order_id = ?', [order.id])
  if (order.order_type === 'REBOOK' || child)
    throw notAllowed('每个订单只能改签一次', '每個訂單只能改簽一次', 'An order can be rebooked only once')
  const show = await db.one<{ support_rebook: number }>('SELECT support_rebook FROM shows WHERE id = ?', [order.show_id])
  if (!show || !Number(show.support_rebook))
    throw notAllowed('该演出不支持改签', '該演出不支援改簽', 'This show does not allow rebooking')
  const items = await itemsOf(db, order.id)
  const [item] = items
  if (!item || items.length > 1 || item.inventory !== 'STOCK')
    throw notAllowed('该订单不支持改签', '該訂單不支援改簽', 'This order cannot be rebooked: it has seats or several sessions')
  const tickets = Number(await db.value("SELECT COUNT(*) FROM tickets WHERE order_id = ? AND state = 'VALID'", [order.id]))
  if (!tickets) throw notAllowed('该订单没有可改签的门票', '該訂單沒有可改簽的門票', 'This order has no tickets left to rebook')
  const givenAway = Number(
    await db.value('SELECT COUNT(*) FROM tickets WHERE order_id = ? AND (transfer_id IS NOT NULL OR user_id <> ?)', [
      order.id,
      order.user_id,
    ]),
  )
  if (givenAway)
    throw notAllowed(
      '该订单有转赠中或已转赠的门票',
      '該訂單有轉贈中或已轉贈的門票',
      'This order has tickets in transfer or transferred',
    )
  const startTime = Number(await db.value('SELECT start_time FROM sessions_show WHERE id = ?', [item.session_id]))
  if (startTime - now < REBOOK_BEFORE_MS)
    throw refuse(
      REBOOK_CODES.tooLate,
      t('演出开始前 24 小时内不可改签', '演出開始前 24 小時內不可改簽', 'Tickets cannot be rebooked within 24 hours of the show'),
    )
  const target = { order, item, tickets, startTime }
  if (!(await rebookOptions(db, target, now)).some((option) => option.available)) throw refuse(REBOOK_CODES.noSession, NO_SESSION)
  return target
}

/** The plan of `sessionId` with the order's price, or undefined. */
async function samePricePlan(db: Queryable, sessionId: string, price: number): Promise<PlanRow | undefined> {
  return db.one<PlanRow>(
    'SELECT id, price, stock, seat_plan_unit FROM seat_plans WHERE session_id = ? AND price = ? ORDER BY id LIMIT 1',
    [sessionId, price],
  )
}

/** The other sessions of the show and, for each, whether it takes these tickets (same price, on sale, enough left). */
export async function rebookOptions(db: Queryable, target: Rebookable, now: number) {
  const sessions = await db.all<SessionRow>(
    'SELECT id, name, start_time, end_time, status FROM sessions_show WHERE show_id = ? AND id <> ? ORDER BY start_time, id',
    [target.item.show_id, target.item.session_id],
  )
  const options = []
  for (const session of sessions) {
    const plan = await samePricePlan(db, session.id, target.item.unit_price)
    const open = session.status === 'ON_SALE' && Number(session.start_time) > now
    options.push({ session, plan, available: Boolean(open && plan && Number(plan.stock) >= target.item.qty) })
  }
  return options
}

/** The session `sessionId` for these tickets, or the refusal (another price, sold out, not this show's). */
export async function rebookTarget(db: Queryable, target: Rebookable, sessionId: string, now: number): Promise<PlanRow> {
  const option = (await rebookOptions(db, target, now)).find((each) => each.session.id === sessionId)
  if (!option)
    throw refuse(
      REBOOK_CODES.notAllowed,
      t('请选择本演出的其他场次', '請選擇本演出的其他場次', 'Choose another session of this show'),
    )
  if (!option.plan)
    throw refuse(
      REBOOK_CODES.otherPrice,
      t(
        '只能改签到相同票价的场次，该场次没有相同票价',
        '只能改簽到相同票價的場次，該場次沒有相同票價',
        'You can only rebook to a session with the same ticket price, and this session has none',
      ),
    )
  if (!option.available)
    throw refuse(REBOOK_CODES.soldOut, t('该场次余票不足', '該場次餘票不足', 'Not enough tickets left in this session'))
  return option.plan
}

/**
 * The rebooked tickets change session in the holder: they move to the child order with their
 * attendees. The ticket rows are the holder's (issue 20): refunds.ts revokeTickets and this are
 * the only places the orders code changes them.
 */
export async function moveTickets(db: Queryable, from: string, to: string, sessionId: string, seatPlanId: string): Promise<void> {
  // The old session's entry codes stop opening the gate (tickets.ts, D4).
  await revokeGateSecrets(db, await db.column<string>("SELECT id FROM tickets WHERE order_id = ? AND state = 'VALID'", [from]))
  await db.run("UPDATE tickets SET order_id = ?, session_id = ?, seat_plan_id = ? WHERE order_id = ? AND state = 'VALID'", [
    to,
    sessionId,
    seatPlanId,
    from,
  ])
  await db.run('UPDATE order_audiences SET order_id = ? WHERE order_id = ? AND active = 1', [to, from])
}

/** Rebooks the order to `sessionId`: answers the REBOOK child order's id. */
export async function applyRebook(
  storage: Storage,
  userId: string,
  orderId: string,
  sessionId: string,
  now = Date.now(),
): Promise<string> {
  return storage.withTransaction(async (tx) => {
    const first = await rebookable(tx, userId, orderId, now)
    const plan = await rebookTarget(tx, first, sessionId, now)
    await tx.lock([refundKey(orderId), inventoryKey(first.item.seat_plan_id), inventoryKey(plan.id)])
    const target = await rebookable(tx, userId, orderId, now)
    const units = Math.ceil(target.tickets / Math.max(1, target.item.seat_plan_unit))
    const held = await tx.run('UPDATE seat_plans SET stock = stock - ? WHERE id = ? AND stock >= ?', [units, plan.id, units])
    if (held.changes !== 1)
      throw refuse(REBOOK_CODES.soldOut, t('该场次余票不足', '該場次餘票不足', 'Not enough tickets left in this session'))
    const childId = newId('O', now)
    await tx.run(
      `INSERT INTO orders (id, order_number, transaction_id, bind_id, user_id, merchant_id, show_id, order_type, state, qty,
         ticket_amount, express_fee, discount_amount, pay_amount, currency, deliver_method, address, contact, terminal_src,
         created_at, paid_at, payment_id, promotion_amount, member_discount_amount, coupon_amount, points_used, points_amount,
         goods_amount, parent_order_id)
       SELECT ?, ?, ?, bind_id, user_id, merchant_id, show_id, 'REBOOK', state, ?, ticket_amount, 0, discount_amount,
         pay_amount - express_fee - goods_amount, currency, deliver_method, address, contact, terminal_src, ?, paid_at, payment_id,
         promotion_amount, member_discount_amount, coupon_amount, 0, 0, 0, id
       FROM orders WHERE id = ?`,
      [
        childId,
        `R${new Date(now + 8 * HOUR_MS).toISOString().slice(0, 10).replace(/-/g, '')}${randomDigits(9)}`,
        newId('T', now),
        target.tickets,
        now,
        orderId,
      ],
    )
    await tx.run(
      `INSERT INTO order_items (order_id, show_id, session_id, seat_plan_id, qty, seat_plan_unit, tickets, unit_price, inventory, seat_ids)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, 'STOCK', '[]')`,
      [
        childId,
        target.item.show_id,
        sessionId,
        plan.id,
        units,
        target.item.seat_plan_unit,
        target.tickets,
        target.item.unit_price,
      ],
    )
    await moveTickets(tx, orderId, childId, sessionId, plan.id)
    unitsReturned()
    await tx.run('UPDATE seat_plans SET stock = stock + ? WHERE id = ?', [units, target.item.seat_plan_id])
    await offerToWaitList(tx, target.item.seat_plan_id, now)
    await cancelInvoices(tx, orderId)
    await tx.run("UPDATE orders SET close_reason = 'REBOOKED', closed_at = ? WHERE id = ?", [now, orderId])
    return childId
  })
}

/**
 * Whether the order may be rebooked now, and its child when it was. `refusal`: for a paid ticket
 * order not rebooked yet that cannot be, the gateway's words why (too late, no other session, the
 * show does not allow it...), in `lang`; null otherwise (the detail says it instead of offering a
 * rebook that leads nowhere).
 */
export async function rebookStanding(db: Queryable, order: OrderRow, now: number, lang: Lang = 'zh-CN') {
  const child = await db.value<string>('SELECT id FROM orders WHERE parent_order_id = ? ORDER BY created_at DESC LIMIT 1', [
    order.id,
  ])
  let canRebook = false
  let refusal: string | null = null
  if (!child && order.state !== ORDER_STATE.refunded) {
    try {
      await rebookable(db, order.user_id, order.id, now)
      canRebook = true
    } catch (error) {
      const told = PAID_STATES.includes(order.state) && TICKET_ORDER_TYPES.includes(order.order_type)
      if (told && error instanceof GatewayError) refusal = error.texts?.[lang] ?? error.message
    }
  }
  return { canRebook, refusal, childOrderId: child ?? null, parentOrderId: order.parent_order_id ?? null }
}
