/**
 * Orders that never oversell (issue 3, section 5). Creating an order runs in ONE write
 * transaction (BEGIN IMMEDIATE): the show must be buyable, the buyer within the purchase limit,
 * real-name IDs unused for the show; then the seats are held (state 0 -> 1, every one asked or
 * none) or the stock decremented (only while enough is left), the coupon locked, and the amounts
 * computed here, in cents, whatever the client said it would pay. Unpaid orders hold for
 * HOLD_MS; the sweep closes them after that and gives everything back (first to the waitlist).
 */
import { closeParkingStay } from '../services/parking-paid'
import type { AddressRow as AccountAddressRow } from '../accounts/addresses'
import type {
  PlanRow as CataloguePlanRow,
  SessionRow as CatalogueSessionRow,
  ShowRow as CatalogueShowRow,
} from '../catalogue/shows'
import {
  COUPON_STATUS_AVAILABLE,
  bestCoupon,
  isBuyableStatus,
  realNameSupplementOpen,
  type CouponUseLimit,
} from '@showtix/contract/rules'
import { inList, isUniqueViolation, type Queryable, type Storage, type Tx } from '../../storage'
import { fingerprint, recall, remember } from './idempotency'
import { freeUnits, hold, inventoryKey, NO_TICKETS, noTickets, release, seatsFree, soldOut, type Allocation } from './inventory'
import { knownShort, rememberShort } from './sold-out-memo'
import { buyerKey, checkPurchaseLimit } from './limits'
import { CODES, badRequest, notFound } from '../../http/envelope'
import { couponsForOrder, judge, lockCoupon, type CouponRow } from './coupons'
import { HOLD_MS, ORDER_STATE, TRADE_CODES, json, newId, placeholders, randomDigits, refuse, yuan } from './common'
import { t } from './text'
import { cardLines, couponContext, priceOrder, spendPoints, type Price } from './pricing'
import { earnOnPaid, issueMembership, recordSpend, returnPoints } from '../accounts/membership'
import { checkStudentOnly } from '../accounts/student'
import { holdGoods, loadGoods, releaseGoods, type GoodsInput, type GoodsLine } from './goods'
import { offerToWaitList } from './waitlist'
import { applyDesignatedPrices } from './designated'
import { issueCard } from './privilege-card-issue'
import { cardsForOrder, holdCard, releaseCard } from './card-use'
import { issueTickets } from './tickets'

export type DeliverMethod = 'E_TICKET' | 'EXPRESS' | 'VENUE'

export interface ItemInput {
  readonly showId: string
  readonly sessionId: string
  readonly seatPlanId: string
  /** Units of the seat plan (a 2-person package is one unit of two tickets). */
  readonly qty: number
  readonly seatIds?: readonly string[]
  readonly audienceIds?: readonly string[]
}

export interface ContactInput {
  readonly name?: string
  readonly cellphone?: string
  /** The phone's area (country code); the mainland when not given. */
  readonly cellphoneAreaCode?: string
  readonly email?: string
  readonly type?: 'EMAIL' | 'PHONE'
}

export interface OrderInput {
  readonly items: readonly ItemInput[]
  /** Tied-sale goods bought with the tickets (goods.ts): priced, checked and held here. */
  readonly goods?: readonly GoodsInput[]
  readonly deliveryMethod: DeliverMethod
  readonly addressId?: string
  readonly contact?: ContactInput
  /** What the client computed, in cents: recorded, compared, never used for pricing. */
  readonly clientPayAmount?: number
  readonly couponId?: string
  /** D38: the buyer's privilege card to use (card-use.ts). */
  readonly userCardId?: string
  readonly promotionId?: string
  /** What the client says the promotion takes off, cents: compared (22037056), never used for pricing. */
  readonly promotionAmount?: number
  readonly privilegeId?: string
  /** The privilege-token header (D39): a designated seat plan is sold only with its privilege's token (designated.ts). */
  readonly privilegeToken?: string
  /** What the client says the member discount takes off, cents: compared (22037057), never used for pricing. */
  readonly memberDiscountAmount?: number
  /** Pay with points: as many as the rule allows on what is left after the other discounts. */
  readonly usePoints?: boolean
  /** The purchase captcha's token, during the show's captcha window. */
  readonly captchaToken?: string
  readonly passId?: string
  readonly terminalSrc: string
}

/** The show, session and seat plan columns an order is checked on (the catalogue owns the tables and their row types). */
export type ShowRow = Pick<
  CatalogueShowRow,
  | 'id'
  | 'merchant_id'
  | 'name'
  | 'status'
  | 'sale_time'
  | 'priority_sale_time'
  | 'price_pending'
  | 'real_name'
  | 'identity_limit_time'
  | 'purchase_limit'
  | 'exist_wait_list'
  | 'wait_list_capacity'
  | 'delivery_methods'
  | 'venue_id'
  | 'category_code'
  | 'tags'
  | 'captcha_switch'
  | 'currency'
>

type SessionRow = Pick<CatalogueSessionRow, 'id' | 'show_id' | 'status' | 'sale_time'>

type PlanRow = Pick<CataloguePlanRow, 'id' | 'session_id' | 'price' | 'stock' | 'seat_plan_unit'>

/** One item of an order, loaded and checked. */
export interface Line {
  readonly show: ShowRow
  readonly session: SessionRow
  readonly plan: PlanRow
  readonly qty: number
  readonly unit: number
  readonly tickets: number
  readonly amount: number
  readonly inventory: 'SEATS' | 'STOCK'
  readonly seatIds: readonly string[] | undefined
  readonly audienceIds: readonly string[]
  /** Units free when the line was loaded (a read; the allocation decides). */
  readonly freeNow: number
  /** D28: the plan sells to verified students only. */
  readonly studentOnly: boolean
  /** D39: the plan has a designated price (for its privilege's token holders only). */
  readonly designated: boolean
}

export interface OrderRow {
  id: string
  order_number: string
  transaction_id: string
  bind_id: string
  user_id: string
  merchant_id: string
  /** Null for a goods order (order_type GOODS: goods-orders.ts). */
  show_id: string | null
  order_type: string
  state: number
  wait_list_state: string | null
  qty: number
  ticket_amount: number
  express_fee: number
  discount_amount: number
  pay_amount: number
  client_pay_amount: number | null
  currency: string
  deliver_method: string
  address: string | null
  contact: string
  coupon_id: string | null
  promotion_id: string | null
  privilege_id: string | null
  pass_id: string | null
  terminal_src: string
  created_at: number
  paid_deadline: number | null
  paid_at: number | null
  payment_id: string | null
  closed_at: number | null
  close_reason: string | null
  parent_order_id?: string | null
  promotion_amount: number
  member_discount_amount: number
  coupon_amount: number
  /** A PRIVILEGE_CARD order: the card it buys (privilege-cards.ts). */
  card_template_id?: string | null
  user_card_id?: string | null
  card_redeemed?: number
  card_returned?: number
  card_amount?: number
  /** A MEMBER order: the membership card it buys (member-cards.ts, D16). */
  member_card_id?: string | null
  points_used: number
  points_amount: number
  express_no: string | null
  express_company: string | null
  goods_amount: number
}

export interface ItemRow {
  id: number
  order_id: string
  show_id: string
  session_id: string
  seat_plan_id: string
  qty: number
  seat_plan_unit: number
  tickets: number
  unit_price: number
  inventory: 'SEATS' | 'STOCK'
  seat_ids: string
}

/** Session statuses that sell nothing (a SOLD_OUT session just has no stock left). */
const CLOSED_SESSION = new Set(['PENDING', 'CANCELED', 'COMPLETED', 'DELAY', 'DISABLED', 'OFF_SALE'])

// ---------------------------------------------------------------------------------------------
// Loading and checking.

/** The show's columns an order is checked on, with its shop's currency (loadLine's one query). */
const SHOW_COLUMNS = `s.id, s.merchant_id, s.name, s.status, s.sale_time, s.priority_sale_time, s.price_pending, s.real_name,
            s.identity_limit_time,
            s.purchase_limit, s.exist_wait_list, s.wait_list_capacity, s.delivery_methods, s.venue_id, s.category_code, s.tags,
            s.captcha_switch, COALESCE(sh.currency, 'CNY') AS currency`

type LineRow = ShowRow & {
  ss_id: string | null
  ss_show_id: string
  ss_status: string
  ss_sale_time: number | null
  p_id: string | null
  p_session_id: string
  p_price: number
  p_stock: number
  p_unit: number
  has_seats: number
  free_units: number
  p_student_only: number
  p_designated: number
}

/**
 * The item's show, session and seat plan, whether seats or stock are its inventory, and how many
 * units are free now: ONE query (each statement is a round trip to PostgreSQL). `freeNow` is a
 * read, not a hold: stock, the plan's free seats in the session (counted up to qty), or, for
 * chosen seats, those not known to be taken (an unknown or wrong seat is allocate's 400).
 */
export async function loadLine(db: Queryable, item: ItemInput): Promise<Line> {
  const chosen = item.seatIds ?? []
  const row = await db.one<LineRow>(
    `SELECT ${SHOW_COLUMNS},
            ss.id AS ss_id, ss.show_id AS ss_show_id, ss.status AS ss_status, ss.sale_time AS ss_sale_time,
            p.id AS p_id, p.session_id AS p_session_id, p.price AS p_price, p.stock AS p_stock, p.seat_plan_unit AS p_unit,
            CASE WHEN EXISTS (SELECT 1 FROM seats WHERE seat_plan_id = p.id) THEN 1 ELSE 0 END AS has_seats,
            COALESCE(p.student_only, 0) AS p_student_only,
            CASE WHEN EXISTS (SELECT 1 FROM designated_prices WHERE seat_plan_id = p.id) THEN 1 ELSE 0 END AS p_designated,
            ${
              chosen.length
                ? `${chosen.length} - (SELECT COUNT(*) FROM seats WHERE session_id = ss.id AND seat_id IN (${inList(chosen.length)})
                     AND seat_plan_id = p.id AND state <> 0)`
                : `(SELECT COUNT(*) FROM (SELECT 1 FROM seats WHERE seat_plan_id = p.id AND state = 0 AND session_id = ss.id LIMIT ?) f)`
            } AS free_units
       FROM shows s LEFT JOIN shops sh ON sh.merchant_id = s.merchant_id
       LEFT JOIN sessions_show ss ON ss.id = ? LEFT JOIN seat_plans p ON p.id = ?
      WHERE s.id = ?`,
    [...(chosen.length ? chosen : [item.qty]), item.sessionId, item.seatPlanId, item.showId],
  )
  if (!row) throw notFound('show')
  const {
    ss_id,
    ss_show_id,
    ss_status,
    ss_sale_time,
    p_id,
    p_session_id,
    p_price,
    p_stock,
    p_unit,
    has_seats,
    free_units,
    p_student_only,
    p_designated,
    ...show
  } = row
  if (!ss_id || ss_show_id !== show.id) throw notFound('session')
  const session: SessionRow = { id: ss_id, show_id: ss_show_id, status: ss_status, sale_time: ss_sale_time }
  if (!p_id || p_session_id !== session.id) throw notFound('seat plan')
  const plan: PlanRow = { id: p_id, session_id: p_session_id, price: p_price, stock: p_stock, seat_plan_unit: p_unit }
  const hasSeats = has_seats === 1
  if (item.seatIds && !hasSeats) throw badRequest('seatIds: this seat plan has no seat map; leave seatIds out')
  if (item.seatIds && item.seatIds.length !== item.qty) throw badRequest('qty must equal the number of seatIds')
  const unit = Math.max(1, plan.seat_plan_unit)
  if (hasSeats && unit !== 1) throw badRequest('seat plans with a seat map sell one seat per unit')
  return {
    show,
    session,
    plan,
    qty: item.qty,
    unit,
    tickets: item.qty * unit,
    amount: Math.max(0, plan.price) * item.qty,
    inventory: hasSeats ? 'SEATS' : 'STOCK',
    seatIds: item.seatIds,
    audienceIds: item.audienceIds ?? [],
    freeNow: hasSeats ? free_units : plan.stock,
    studentOnly: Number(p_student_only) === 1,
    designated: Number(p_designated) === 1,
  }
}

/** A member whose level carries the PRIORITY_PURCHASE right may buy from prioritySaleTime. */
async function hasPriority(db: Queryable, userId: string, merchantId: string): Promise<boolean> {
  try {
    return Boolean(
      await db.one(
        `SELECT 1 FROM member_rights r JOIN users u ON u.id = ?
          WHERE r.merchant_id = ? AND r.type = 'PRIORITY_PURCHASE' AND r.level <= u.prime_level LIMIT 1`,
        [userId, merchantId],
      ),
    )
  } catch {
    return false
  }
}

const SALE_NOT_STARTED = t('尚未开售', '尚未開售', 'Sale has not started yet')

/** Spec section 4: buyable only in ON_SALE, or PRE_SALE once its sale time has come. */
export async function checkBuyable(db: Queryable, userId: string, line: Line, now: number): Promise<void> {
  const { show, session } = line
  if (show.price_pending)
    throw refuse(CODES.notBuyable, t('票价待定，暂未开售', '票價待定，暫未開售', 'The price is to be decided: not on sale yet'))
  const saleTime = Math.max(show.sale_time ?? 0, session.sale_time ?? 0)
  const early = saleTime > now
  const priorityOpen =
    show.priority_sale_time !== null && show.priority_sale_time <= now && (await hasPriority(db, userId, show.merchant_id))
  if (!isBuyableStatus(show.status)) {
    const message =
      show.status === 'SOLD_OUT' ? NO_TICKETS : t('该演出暂不可购买', '該演出暫不可購買', 'This show is not on sale')
    throw refuse(show.status === 'SOLD_OUT' ? CODES.noTickets : CODES.notBuyable, message, { showStatus: show.status })
  }
  if (early && !priorityOpen) throw refuse(CODES.notBuyable, SALE_NOT_STARTED, { saleTime })
  if (CLOSED_SESSION.has(session.status))
    throw refuse(CODES.notBuyable, t('该场次暂不可购买', '該場次暫不可購買', 'This session is not on sale'), {
      sessionStatus: session.status,
    })
}

export interface Audience {
  id: string
  name: string
  id_type: string
  id_no: string
}

/**
 * Attendees (spec section 5): on a real-name show exactly one per ticket, each ID at most once
 * per show across every live order (the unique index on order_audiences backs this up).
 */
export async function checkAudiences(db: Queryable, userId: string, line: Line, now = Date.now()): Promise<Audience[]> {
  const ids = line.audienceIds
  // Before the show's identityLimitTime, holders may be named later (real-name supplement, D9).
  const later = realNameSupplementOpen(line.show.identity_limit_time, now)
  // A client reaches these (the waitlist, confirm order): a coded refusal the buyer can read.
  if ((line.show.real_name && !later && ids.length !== line.tickets) || ids.length > line.tickets) {
    const n = line.tickets
    throw refuse(
      TRADE_CODES.attendeesRequired,
      line.show.real_name
        ? t(
            `实名制演出：请选择 ${n} 位观演人，每张票一位`,
            `實名制演出：請選擇 ${n} 位觀演人，每張票一位`,
            `This show is real-name: choose ${n} attendee${n === 1 ? '' : 's'}, one per ticket`,
          )
        : t(`观演人不能多于票数（${n} 张）`, `觀演人不能多於票數（${n} 張）`, `No more attendees than tickets (${n})`),
      { tickets: n, chosen: ids.length },
    )
  }
  if (!ids.length) return []
  const rows = (await db.all(
    `SELECT id, name, id_type, id_no FROM user_audiences WHERE user_id = ? AND deleted_at IS NULL AND id IN (${placeholders(ids.length)})`,
    [userId, ...ids],
  )) as Audience[]
  if (rows.length !== ids.length) throw notFound('attendee')
  const byId = new Map(rows.map((row) => [row.id, row]))
  const audiences = ids.map((id) => byId.get(id) as Audience)
  if (line.show.real_name) {
    const seen = new Set<string>()
    for (const audience of audiences) {
      const key = `${audience.id_type}:${audience.id_no.toUpperCase()}`
      const taken = await db.one('SELECT 1 FROM order_audiences WHERE show_id = ? AND id_type = ? AND id_no = ? AND active = 1', [
        line.show.id,
        audience.id_type,
        audience.id_no.toUpperCase(),
      ])
      if (seen.has(key) || taken) {
        throw refuse(
          CODES.realNameDuplicate,
          t('本场演出一个证件只能购买一张票', '本場演出一個證件只能購買一張票', 'Each ID can hold only one ticket for this show'),
          { audienceId: audience.id },
        )
      }
      seen.add(key)
    }
  }
  return audiences
}

export function checkDelivery(lines: readonly Line[], method: DeliverMethod): void {
  for (const line of lines) {
    const methods = json<string[]>(line.show.delivery_methods, ['E_TICKET'])
    if (!methods.includes(method)) {
      throw badRequest(`deliveryMethod: ${method} is not offered for this show (offered: ${methods.join(', ')})`)
    }
  }
}

/** The address row (the accounts own it) with its place names joined. */
type AddressWithPlaces = AccountAddressRow & {
  province_name: string | null
  city_name: string | null
  district_name: string | null
}

/** The delivery address, snapshotted into the order (a later edit does not move a parcel). */
export async function addressSnapshot(
  db: Queryable,
  userId: string,
  addressId: string | undefined,
): Promise<Record<string, unknown>> {
  if (!addressId) throw badRequest('addressId: express delivery needs an address')
  const row = (await db.one(
    `SELECT a.*, p.name AS province_name, c.name AS city_name, d.name AS district_name
       FROM user_addresses a LEFT JOIN provinces p ON p.id = a.province_id LEFT JOIN cities c ON c.id = a.city_id
       LEFT JOIN districts d ON d.id = a.district_id
      WHERE a.id = ? AND a.user_id = ? AND a.deleted_at IS NULL`,
    [addressId, userId],
  )) as AddressWithPlaces | undefined
  if (!row) throw notFound('address')
  return {
    addressId: row.id,
    recipient: row.recipient,
    cellphone: row.cellphone,
    areaCode: row.cellphone_area_code,
    provinceId: row.province_id,
    cityId: row.city_id,
    districtId: row.district_id,
    area: [row.province_name, row.city_name, row.district_name].filter(Boolean).join(' '),
    detail: row.detail,
  }
}

/** The order's goods lines, checked against the shows of its tickets (goods.ts). */
async function loadOrderGoods(db: Queryable, userId: string, lines: readonly Line[], input: OrderInput): Promise<GoodsLine[]> {
  return loadGoods(db, userId, [...new Set(lines.map((line) => line.show.id))], input.goods ?? [])
}

async function loadLines(db: Queryable, userId: string, input: OrderInput, now: number): Promise<Line[]> {
  const lines: Line[] = []
  for (const item of input.items) lines.push(await loadLine(db, item))
  const merchants = new Set(lines.map((line) => line.show.merchant_id))
  if (merchants.size > 1) throw badRequest('items: an order buys from one shop only')
  for (const line of lines) await checkBuyable(db, userId, line, now)
  checkDelivery(lines, input.deliveryMethod)
  // D28: student-only seat plans for verified students only.
  await checkStudentOnly(
    db,
    userId,
    lines.some((line) => line.studentOnly),
    now,
  )
  // D39: designated seat plans only with their privilege's token, at the designated price.
  return applyDesignatedPrices(db, userId, lines, input.privilegeToken, now)
}

// ---------------------------------------------------------------------------------------------
// Holding and releasing inventory.

/** The allocation of one line (inventory.ts). */
export const allocationOf = (line: Line): Allocation => ({
  seatPlanId: line.plan.id,
  sessionId: line.session.id,
  inventory: line.inventory,
  qty: line.qty,
  seatIds: line.seatIds,
})

/** The locks an order's lines need: the buyer's (limits, idempotency, points) and each seat plan's inventory. */
export const purchaseKeys = (userId: string, seatPlanIds: readonly string[]): string[] => [
  buyerKey(userId),
  ...seatPlanIds.map(inventoryKey),
]

const ITEMS_SQL = 'SELECT * FROM order_items WHERE order_id = ? ORDER BY id'
const ORDER_SQL = 'SELECT * FROM orders WHERE id = ?'
const OWNED_ORDER_SQL = 'SELECT * FROM orders WHERE id = ? AND user_id = ?'

export async function itemsOf(db: Queryable, orderId: string): Promise<ItemRow[]> {
  return db.all<ItemRow>(ITEMS_SQL, [orderId])
}

export async function orderRow(db: Queryable, orderId: string): Promise<OrderRow | undefined> {
  return db.one<OrderRow>(ORDER_SQL, [orderId])
}

/** The caller's order, or a 404: another user's order does not exist for them. */
export async function ownedOrder(db: Queryable, userId: string, orderId: string): Promise<OrderRow> {
  const order = await db.one<OrderRow>(OWNED_ORDER_SQL, [orderId, userId])
  if (!order) throw notFound('order')
  return order
}

/**
 * Ends an unpaid order or a waitlist registration (canceled by the buyer, or closed when its
 * time is up) and gives back its seats or stock, coupon and real-name IDs; what it gave back is
 * offered to the waitlist first. Returns false when the order was no longer unpaid/waiting.
 * The caller holds the inventory locks of the order's seat plans (purchaseKeys / orderKeys).
 */
export async function releaseOrder(db: Queryable, orderId: string, to: -1 | 13, reason: string, now: number): Promise<boolean> {
  const order = await orderRow(db, orderId)
  if (!order || (order.state !== ORDER_STATE.unpaid && order.state !== ORDER_STATE.reserve)) return false
  const changed = (
    await db.run(
      `UPDATE orders SET state = ?, closed_at = ?, close_reason = ?,
            wait_list_state = CASE WHEN wait_list_state IS NULL THEN NULL WHEN state = 3 THEN 'CANCELLED' ELSE wait_list_state END
      WHERE id = ? AND state = ?`,
      [to, now, reason, orderId, order.state],
    )
  ).changes
  if (changed !== 1) return false
  await db.run('UPDATE order_audiences SET active = 0 WHERE order_id = ?', [orderId])
  if (order.state === ORDER_STATE.reserve) return true
  const items = await itemsOf(db, orderId)
  for (const item of items) await release(db, orderId, item)
  await releaseGoods(db, orderId)
  if (order.coupon_id) {
    await db.run(
      "UPDATE user_coupons SET status = 'AVAILABLE', order_id = NULL WHERE id = ? AND order_id = ? AND status = 'PENDING'",
      [order.coupon_id, orderId],
    )
  }
  // D38: the redemptions it held go back to the card.
  await releaseCard(db, order)
  // The points it spent go back (once: the state change above happens once).
  await returnPoints(db, order.user_id, orderId, order.points_used, now)
  await db.run(
    "UPDATE payments SET state = 'CLOSED' WHERE state = 'CREATED' AND id IN (SELECT payment_id FROM payment_orders WHERE order_id = ?)",
    [orderId],
  )
  for (const item of items) await offerToWaitList(db, item.seat_plan_id, now)
  return true
}

/** The locks that ending these orders takes: their buyers' and their seat plans'. */
async function orderKeys(db: Queryable, orderIds: readonly string[]): Promise<string[]> {
  if (!orderIds.length) return []
  // LEFT JOIN: a goods order (goods-orders.ts) has no items, and still takes its buyer's lock.
  const rows = await db.all<{ user_id: string; seat_plan_id: string | null }>(
    `SELECT o.user_id, oi.seat_plan_id FROM orders o LEFT JOIN order_items oi ON oi.order_id = o.id WHERE o.id IN (${inList(orderIds.length)})`,
    orderIds,
  )
  return [
    ...new Set(rows.flatMap((row) => [buyerKey(row.user_id), ...(row.seat_plan_id ? [inventoryKey(row.seat_plan_id)] : [])])),
  ]
}

/**
 * Closes every unpaid order past its deadline (at most EXPIRY_BATCH a call). Cheap when there is
 * none (a partial index). Once across gateway processes: each order's state changes under a
 * guarded UPDATE (only one process's UPDATE changes it), inside the locks of its seat plans.
 */
export async function closeExpired(storage: Storage, now: number): Promise<number> {
  const due = await expiredOrders(storage, now)
  if (!due.length) return 0
  return storage.withTransaction(async (tx) => closeOrders(tx, due, now))
}

/** Unpaid orders past their deadline, oldest deadline first (at most EXPIRY_BATCH). */
export async function expiredOrders(db: Queryable, now: number): Promise<string[]> {
  return db.column<string>('SELECT id FROM orders WHERE state = 1 AND paid_deadline <= ? ORDER BY paid_deadline LIMIT ?', [
    now,
    EXPIRY_BATCH,
  ])
}

/** Closes these orders (timed out) in the caller's transaction, under their locks; how many it closed. */
export async function closeOrders(tx: Tx, orderIds: readonly string[], now: number): Promise<number> {
  await tx.lock(await orderKeys(tx, orderIds))
  let closed = 0
  for (const id of orderIds) if (await releaseOrder(tx, id, ORDER_STATE.closed, 'TIMEOUT', now)) closed += 1
  return closed
}

/** Unpaid orders past their deadline closed in one transaction. */
export const EXPIRY_BATCH = 500

/**
 * How often create order closes timed-out orders itself, per database in this process (the sweep
 * closes them too): a flash sale's thousands of orders a second do not each ask first.
 */
export const CLOSE_EXPIRED_EVERY_MS = 1_000
const lastClosed = new WeakMap<Storage, number>()

/** closeExpired, unless this process did it for this database less than CLOSE_EXPIRED_EVERY_MS ago (clock-wise). */
async function closeExpiredNow(storage: Storage, now: number): Promise<void> {
  const last = lastClosed.get(storage)
  if (last !== undefined && now >= last && now - last < CLOSE_EXPIRED_EVERY_MS) return
  lastClosed.set(storage, now)
  await closeExpired(storage, now)
}

export const CAPTCHA_MESSAGES = {
  required: t('请先完成验证再购买', '請先完成驗證再購買', 'Please complete the verification before buying'),
  invalid: t(
    '验证已过期或无效，请重新验证',
    '驗證已過期或無效，請重新驗證',
    'The verification has expired or is not yours: please verify again',
  ),
} as const

function captchaOpen(show: ShowRow, now: number): boolean {
  const window = json<{ startTime?: number; endTime?: number } | null>(show.captcha_switch, null)
  return !!window && (window.startTime ?? 0) <= now && now < (window.endTime ?? 0)
}

/**
 * During a show's captcha window (spec section 3, captchaSwitch) an order must carry a token the
 * show's captcha yielded for this buyer, its expiry ahead (spec section 5). A token solved before
 * login belongs to the first buyer who uses it.
 */
export async function checkCaptchaToken(
  db: Queryable,
  userId: string,
  lines: readonly Line[],
  token: string | undefined,
  now: number,
): Promise<void> {
  for (const show of new Map(lines.map((line) => [line.show.id, line.show])).values()) {
    if (!captchaOpen(show, now)) continue
    if (!token) throw refuse(TRADE_CODES.captchaRequired, CAPTCHA_MESSAGES.required, { showId: show.id })
    const row = (await db.one('SELECT show_id, expires_at, user_id FROM show_captcha_tokens WHERE token = ?', [token])) as
      { show_id: string; expires_at: number; user_id: string | null } | undefined
    if (!row || row.show_id !== show.id || row.expires_at <= now || (row.user_id !== null && row.user_id !== userId)) {
      throw refuse(TRADE_CODES.captchaInvalid, CAPTCHA_MESSAGES.invalid, { showId: show.id })
    }
    if (row.user_id === null)
      await db.run('UPDATE show_captcha_tokens SET user_id = ? WHERE token = ? AND user_id IS NULL', [userId, token])
  }
}

// ---------------------------------------------------------------------------------------------
// Creating.

/** What an idempotency key is checked against: the order asked for, not how it was sent. */
function requestHash(input: OrderInput): string {
  const { clientPayAmount: _ignored, passId: _pass, terminalSrc: _src, captchaToken: _captcha, ...rest } = input
  return fingerprint(rest)
}

const IDEMPOTENCY_SCOPE = 'trade:order:create:'

export async function insertOrder(
  db: Queryable,
  userId: string,
  input: OrderInput,
  lines: readonly Line[],
  price: Price,
  extra: { state: number; waitList: string | null; address: Record<string, unknown> | null; couponId: string | null },
  now: number,
): Promise<OrderRow> {
  const orderId = newId('O', now)
  const first = lines[0] as Line
  const user = (await db.one('SELECT cellphone, country_code, email FROM users WHERE id = ?', [userId])) as
    { cellphone: string | null; country_code: string | null; email: string | null } | undefined
  const contact = {
    name: input.contact?.name ?? null,
    cellphone: input.contact?.cellphone ?? user?.cellphone ?? null,
    cellphoneAreaCode: input.contact?.cellphone ? (input.contact.cellphoneAreaCode ?? '86') : (user?.country_code ?? '86'),
    email: input.contact?.email ?? user?.email ?? null,
    type: input.contact?.type ?? (input.contact?.email && !input.contact.cellphone ? 'EMAIL' : 'PHONE'),
  }
  const row = await db.one<OrderRow>(
    `INSERT INTO orders (id, order_number, transaction_id, bind_id, user_id, merchant_id, show_id, state, wait_list_state, qty,
       ticket_amount, express_fee, discount_amount, pay_amount, client_pay_amount, currency, deliver_method, address, contact,
       coupon_id, promotion_id, privilege_id, pass_id, terminal_src, created_at, paid_deadline,
       promotion_amount, member_discount_amount, coupon_amount, points_used, points_amount, goods_amount)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
     RETURNING *`,
    [
      orderId,
      `${new Date(now + 8 * 3600 * 1000).toISOString().slice(0, 10).replace(/-/g, '')}${randomDigits(10)}`,
      newId('T', now),
      newId('B', now),
      userId,
      first.show.merchant_id,
      first.show.id,
      extra.state,
      extra.waitList,
      lines.reduce((sum, line) => sum + line.tickets, 0),
      price.ticketAmount,
      price.expressFee,
      price.discountAmount,
      price.payAmount,
      input.clientPayAmount ?? null,
      price.currency,
      input.deliveryMethod,
      extra.address ? JSON.stringify(extra.address) : null,
      JSON.stringify(contact),
      extra.couponId,
      input.promotionId ?? null,
      input.privilegeId ?? null,
      input.passId ?? null,
      input.terminalSrc,
      now,
      extra.state === ORDER_STATE.unpaid ? now + HOLD_MS : null,
      price.promotionAmount,
      price.memberDiscountAmount,
      price.couponAmount,
      price.pointsUsed,
      price.pointsAmount,
      price.goodsAmount,
    ],
  )
  return row as OrderRow
}

export async function insertItem(db: Queryable, orderId: string, line: Line, seatIds: readonly string[]): Promise<void> {
  await db.run(
    `INSERT INTO order_items (order_id, show_id, session_id, seat_plan_id, qty, seat_plan_unit, tickets, unit_price, inventory, seat_ids)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    [
      orderId,
      line.show.id,
      line.session.id,
      line.plan.id,
      line.qty,
      line.unit,
      line.tickets,
      Math.max(0, line.plan.price),
      line.inventory,
      JSON.stringify(seatIds),
    ],
  )
}

export async function insertAudiences(db: Queryable, orderId: string, line: Line, audiences: readonly Audience[]): Promise<void> {
  for (const audience of audiences) {
    try {
      await db.run(
        `INSERT INTO order_audiences (order_id, show_id, audience_id, name, id_type, id_no, active, seq)
         VALUES (?, ?, ?, ?, ?, ?, ?, (SELECT COUNT(*) FROM order_audiences WHERE order_id = ?))`,
        [
          orderId,
          line.show.id,
          audience.id,
          audience.name,
          audience.id_type,
          audience.id_no.toUpperCase(),
          line.show.real_name ? 1 : 0,
          orderId,
        ],
      )
    } catch (error) {
      if (isUniqueViolation(error)) {
        throw refuse(
          CODES.realNameDuplicate,
          t('本场演出一个证件只能购买一张票', '本場演出一個證件只能購買一張票', 'Each ID can hold only one ticket for this show'),
          { audienceId: audience.id },
        )
      }
      throw error
    }
  }
}

/**
 * Marks unpaid orders paid (payment or zero amount) and issues their tickets, once. `earn: false`
 * is for the seed only: its orders are history from before the member programme, so the demo
 * buyer keeps the level and balances the seed gives them.
 */
export async function markPaid(
  db: Queryable,
  orderIds: readonly string[],
  paymentId: string | null,
  now: number,
  { earn = true }: { earn?: boolean } = {},
): Promise<string[]> {
  const paid: string[] = []
  for (const orderId of orderIds) {
    const changed = (
      await db.run(
        `UPDATE orders SET state = CASE deliver_method WHEN 'EXPRESS' THEN 6 ELSE 9 END, paid_at = ?, payment_id = ?
        WHERE id = ? AND state = 1`,
        [now, paymentId, orderId],
      )
    ).changes
    if (changed !== 1) continue
    const order = (await orderRow(db, orderId)) as OrderRow
    for (const item of await itemsOf(db, orderId)) {
      const seatIds = json<string[]>(item.seat_ids, [])
      if (seatIds.length) {
        await db.run(
          `UPDATE seats SET state = 2 WHERE session_id = ? AND order_id = ? AND state = 1 AND seat_id IN (${placeholders(seatIds.length)})`,
          [item.session_id, orderId, ...seatIds],
        )
      }
    }
    if (order.coupon_id) {
      await db.run("UPDATE user_coupons SET status = 'USED', used_at = ? WHERE id = ? AND order_id = ?", [
        now,
        order.coupon_id,
        orderId,
      ])
    }
    await issueTickets(db, order, now)
    // D38: a PRIVILEGE_CARD order issues its card.
    await issueCard(db, order, now)
    await closeParkingStay(db, orderId, order.order_type, now)
    // D16: a MEMBER order starts its membership (membership.ts).
    await issueMembership(db, order, now)
    // D18: points and growth earned (membership.ts; the caller holds the buyer's lock).
    if (earn) await earnOnPaid(db, order, now)
    paid.push(orderId)
  }
  return paid
}

export interface CreateResult {
  orderId: string
  orderNumber: string
  transactionId: string
  bindId: string
  unPaidTransactionIds: string[]
  orderState: number
  needPay: boolean
  payAmount: number
  payAmountCents: number
  totalAmount: number
  ticketAmount: number
  goodsAmount: number
  expressFee: number
  discountAmount: number
  currency: string
  clientPayAmount: number | null
  payAmountChanged: boolean
  reserveTime: number
  paidDeadline: number | null
  paidDeadlineTime: number
  holdMinutes: number
}

/** Seconds left to pay (0 once the deadline has passed or the order is not unpaid). */
export const secondsLeft = (order: OrderRow, now: number): number =>
  order.state === ORDER_STATE.unpaid && order.paid_deadline ? Math.max(0, Math.floor((order.paid_deadline - now) / 1000)) : 0

export function createResult(order: OrderRow, now: number): CreateResult {
  const left = secondsLeft(order, now)
  return {
    orderId: order.id,
    orderNumber: order.order_number,
    transactionId: order.transaction_id,
    bindId: order.bind_id,
    unPaidTransactionIds: order.state === ORDER_STATE.unpaid ? [order.transaction_id] : [],
    orderState: order.state,
    needPay: order.state === ORDER_STATE.unpaid && order.pay_amount > 0,
    payAmount: yuan(order.pay_amount),
    payAmountCents: order.pay_amount,
    totalAmount: yuan(order.ticket_amount + order.goods_amount + order.express_fee),
    ticketAmount: yuan(order.ticket_amount),
    goodsAmount: yuan(order.goods_amount),
    expressFee: yuan(order.express_fee),
    discountAmount: yuan(order.discount_amount),
    currency: order.currency,
    clientPayAmount: order.client_pay_amount === null ? null : yuan(order.client_pay_amount),
    payAmountChanged: order.client_pay_amount !== null && order.client_pay_amount !== order.pay_amount,
    reserveTime: left,
    paidDeadline: order.paid_deadline,
    paidDeadlineTime: left,
    holdMinutes: HOLD_MS / 60000,
  }
}

/** 'No tickets available' when a line has fewer units free than it asks (a read: the allocation decides). */
async function refuseSoldOut(db: Queryable, lines: readonly Line[]): Promise<void> {
  for (const line of lines) if (line.freeNow < line.qty) await noTickets(db, allocationOf(line))
}

/**
 * Create order's first reads, before any transaction or lock: a plan sold out now is refused
 * here (most buyers of a flash sale: 3 or 4 statements and no BEGIN), else the lines loaded are
 * used by the transaction. Reading them a few milliseconds before it is no weaker than inside it
 * (READ COMMITTED, and no lock covers them). Anything else this would answer (an error, an
 * idempotency key already used) is left to the transaction, in its order: undefined. With a key,
 * the refusal waits for a second look that the key's first order has not committed meanwhile.
 */
async function linesUnlessSoldOut(
  storage: Storage,
  userId: string,
  input: OrderInput,
  now: number,
  idempotency: { key: string; hash: string } | undefined,
): Promise<Line[] | undefined> {
  const answered = async () => Boolean(idempotency && (await recall(storage, userId, idempotency.key, idempotency.hash)))
  let lines: Line[]
  try {
    if (await answered()) return undefined
    lines = await loadLines(storage, userId, input, now)
    if (!lines.some((line) => line.freeNow < line.qty) || (await answered())) return lines
  } catch {
    return undefined // the transaction answers it, in its order
  }
  for (const line of lines)
    if (line.freeNow < line.qty && !line.seatIds?.length) rememberShort(storage, line.plan.id, line.freeNow, now)
  await refuseSoldOut(storage, lines)
  return lines
}

/**
 * POST create order, in one transaction holding the buyer's lock (limits.ts buyerKey) from before
 * the first check until the order is written: any refusal
 * rolls back every hold made so far. A repeated idempotency key answers the first order (a no-op).
 */
export async function createOrder(
  storage: Storage,
  userId: string,
  input: OrderInput,
  idempotencyKey: string | undefined,
  now = Date.now(),
): Promise<CreateResult> {
  const hash = requestHash(input)
  const scopedKey = idempotencyKey ? IDEMPOTENCY_SCOPE + idempotencyKey : undefined
  // A plan this process read short a moment ago is refused with no statement (sold-out-memo.ts),
  // unless this key's first order exists: that one is answered.
  const short = knownShort(storage, input.items, now)
  if (short && !(scopedKey && (await recall(storage, userId, scopedKey, hash)))) throw soldOut(short)
  await closeExpiredNow(storage, now)
  const early = await linesUnlessSoldOut(storage, userId, input, now, scopedKey ? { key: scopedKey, hash } : undefined)
  return storage.withTransaction(async (db) => {
    // The buyer's lock: limits, idempotency and points are read then written. The inventory guards
    // itself (inventory.ts: a seat moves from free once, stock only while enough is left).
    await db.lock([buyerKey(userId)])
    if (scopedKey) {
      const first = await recall(db, userId, scopedKey, hash)
      if (first) return createResult((await orderRow(db, first)) as OrderRow, now)
    }
    const lines = early ?? (await loadLines(db, userId, input, now))
    if (!early) await refuseSoldOut(db, lines)
    await checkPurchaseLimit(db, userId, lines)
    const audiences: Audience[][] = []
    for (const line of lines) audiences.push(await checkAudiences(db, userId, line))
    await checkCaptchaToken(db, userId, lines, input.captchaToken, now)
    const goods = await loadOrderGoods(db, userId, lines, input)
    const { price, coupon: chosen, card } = await priceOrder(db, userId, lines, input, now, 'create', goods)
    const address = input.deliveryMethod === 'EXPRESS' ? await addressSnapshot(db, userId, input.addressId) : null
    const order = await insertOrder(
      db,
      userId,
      input,
      lines,
      price,
      { state: ORDER_STATE.unpaid, waitList: null, address, couponId: chosen?.coupon.id ?? null },
      now,
    )
    const orderId = order.id
    for (const [index, line] of lines.entries()) {
      await insertItem(db, orderId, line, await hold(db, orderId, allocationOf(line)))
      await insertAudiences(db, orderId, line, audiences[index] ?? [])
    }
    await holdGoods(db, orderId, goods)
    if (chosen) await lockCoupon(db, chosen.coupon, orderId)
    if (card) await holdCard(db, card, orderId, now)
    if (price.pointsUsed > 0) {
      await spendPoints(db, userId, price.pointsUsed)
      await recordSpend(db, userId, orderId, price.pointsUsed, now)
    }
    const paid = price.payAmount === 0 && (await markPaid(db, [orderId], null, now)).length > 0
    if (scopedKey) await remember(db, userId, scopedKey, hash, orderId, now)
    return createResult(paid ? ((await orderRow(db, orderId)) as OrderRow) : order, now)
  })
}

/**
 * POST pre_order: the confirm page's prices and the coupons that apply, holding nothing. With
 * `autoCoupon` (the shop's support_auto_use) and no coupon named, the best usable coupon (the
 * contract's pick, spec s4) is chosen here and priced in: `chosen`.
 */
export async function previewOrder(
  db: Queryable,
  userId: string,
  input: OrderInput,
  now = Date.now(),
  { autoCoupon = false }: { autoCoupon?: boolean } = {},
) {
  const lines = await loadLines(db, userId, input, now)
  const goods = await loadOrderGoods(db, userId, lines, input)
  let priced = await priceOrder(db, userId, lines, input, now, 'preview', goods)
  // D38: the buyer's cards, judged on what the promotion and the member discount leave.
  const merchantId = lines[0]?.show.merchant_id ?? ''
  const cards = await cardsForOrder(db, userId, merchantId, cardLines(lines), priced.discounts.left, now)
  // Coupons are judged on what the promotion, the member discount and the card leave (they come first).
  const context = couponContext(lines, priced.afterCard)
  const coupons: Array<{ coupon: CouponRow; usable: boolean; discount: number }> = (
    await couponsForOrder(db, userId, context, now)
  ).map((coupon) => {
    const verdict = judge(coupon, context, now)
    return { coupon, usable: verdict.usable, discount: verdict.discountAmount }
  })
  if (autoCoupon && !input.couponId) {
    const best = bestCoupon(
      coupons.map(({ coupon, usable, discount }) => ({
        couponId: coupon.id,
        couponType: coupon.template.coupon_type,
        couponStatus: COUPON_STATUS_AVAILABLE,
        usable,
        discountAmount: yuan(discount),
        expireTime: coupon.expire_time,
        couponUseLimitVO: json<CouponUseLimit>(coupon.template.use_limit, {}),
      })),
    )
    if (best) priced = await priceOrder(db, userId, lines, { ...input, couponId: best.couponId }, now, 'preview', goods)
  }
  const { price, discounts, coupon: chosen, points, card } = priced
  const available: boolean[] = []
  for (const line of lines) {
    if (line.inventory === 'STOCK') available.push(line.plan.stock >= line.qty)
    else if (line.seatIds) available.push(await seatsFree(db, line.session.id, line.seatIds))
    else available.push((await freeUnits(db, allocationOf(line))) >= line.qty)
  }
  return { lines, goods, price, coupons, chosen: chosen?.coupon.id, available, discounts, points, context, cards, card }
}

/** POST cancel by the buyer: an unpaid order or a waitlist registration. Cancelling twice is a no-op. */
export async function cancelOrder(storage: Storage, userId: string, orderId: string, now = Date.now()): Promise<OrderRow> {
  await closeExpired(storage, now)
  return storage.withTransaction(async (db) => {
    await db.lock([buyerKey(userId), ...(await orderKeys(db, [orderId]))])
    const order = await ownedOrder(db, userId, orderId)
    if (order.state === ORDER_STATE.canceled) return order
    if (order.state === ORDER_STATE.closed)
      throw refuse(
        CODES.orderState,
        t(
          '订单已关闭：未在规定时间内支付',
          '訂單已關閉：未在規定時間內支付',
          'The order has already been closed: it was not paid in time',
        ),
      )
    if (order.state !== ORDER_STATE.unpaid && order.state !== ORDER_STATE.reserve) {
      throw refuse(
        CODES.orderState,
        t(
          '已支付的订单不能在此取消，请申请退款',
          '已支付的訂單不能在此取消，請申請退款',
          'A paid order cannot be cancelled here: ask for a refund',
        ),
      )
    }
    await releaseOrder(db, orderId, ORDER_STATE.canceled, 'BUYER_CANCEL', now)
    return ownedOrder(db, userId, orderId)
  })
}

// ---------------------------------------------------------------------------------------------
// Reading the buyer's orders.

/** The caller's order behind a transaction id, or undefined. */
export async function orderByTransaction(db: Queryable, userId: string, transactionId: string): Promise<OrderRow | undefined> {
  return db.one<OrderRow>('SELECT * FROM orders WHERE transaction_id = ? AND user_id = ?', [transactionId, userId])
}

/** The three order lists of spec section 2 (decision D11). */
export type OrderListType = 'TICKET' | 'OTHER' | 'HISTORY'

/** Order types read as ticket orders (a rebook's child is a ticket order too). */
export const TICKET_ORDER_TYPES: readonly string[] = ['TICKET', 'REBOOK']
/** D11: a cancelled, refunded or closed order moves to history this long after it ended. */
export const HISTORY_AFTER_MS = 30 * 24 * 60 * 60 * 1000
const DEAD_STATES: readonly number[] = [ORDER_STATE.canceled, ORDER_STATE.refunded, ORDER_STATE.closed]

/**
 * D11 as SQL on `orders`: `?` for now (the session-ended test) and for now minus 30 days.
 * ticket = ticket orders whose last session has not ended, and not dead for 30 days;
 * other = every other type, not dead for 30 days; history = ticket orders whose last session
 * ended, plus any order dead (-1, 11, 13) for 30 days.
 */
function listWhere(type: OrderListType, now: number): { sql: string; args: Array<string | number> } {
  const ticketTypes = `order_type IN (${placeholders(TICKET_ORDER_TYPES.length)})`
  const lastEnd = `(SELECT MAX(ss.end_time) FROM order_items oi JOIN sessions_show ss ON ss.id = oi.session_id
    WHERE oi.order_id = orders.id)`
  const ended = `(COALESCE(${lastEnd}, ?) < ?)`
  const dead = `(state IN (${DEAD_STATES.join(', ')}) AND COALESCE(closed_at, paid_at, created_at) < ?)`
  const old = now - HISTORY_AFTER_MS
  if (type === 'TICKET')
    return { sql: `${ticketTypes} AND NOT ${ended} AND NOT ${dead}`, args: [...TICKET_ORDER_TYPES, now, now, old] }
  if (type === 'OTHER') return { sql: `NOT ${ticketTypes} AND NOT ${dead}`, args: [...TICKET_ORDER_TYPES, old] }
  return { sql: `((${ticketTypes} AND ${ended}) OR ${dead})`, args: [...TICKET_ORDER_TYPES, now, now, old] }
}

/** The caller's orders, newest first; `orderState` and `listType` (D11) filter. */
export async function ordersPage(
  db: Queryable,
  userId: string,
  filter: { offset: number; length: number; orderState?: number | undefined; listType?: OrderListType | undefined },
  now: number = Date.now(),
): Promise<{ rows: OrderRow[]; total: number }> {
  const parts = ['user_id = ?']
  const args: Array<string | number> = [userId]
  if (filter.orderState !== undefined) {
    parts.push('state = ?')
    args.push(filter.orderState)
  }
  if (filter.listType) {
    const list = listWhere(filter.listType, now)
    parts.push(list.sql)
    args.push(...list.args)
  }
  const where = parts.join(' AND ')
  const rows = await db.all<OrderRow>(`SELECT * FROM orders WHERE ${where} ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`, [
    ...args,
    filter.length,
    filter.offset,
  ])
  const total = Number(await db.value<number>(`SELECT COUNT(*) FROM orders WHERE ${where}`, args))
  return { rows, total }
}

/** The caller's newest unpaid order and newest order (of one show when given). */
export async function recentOrders(
  db: Queryable,
  userId: string,
  showId: string | undefined,
): Promise<{ unpaid: OrderRow | undefined; latest: OrderRow | undefined }> {
  const where = showId ? 'AND show_id = ?' : ''
  const args = showId ? [userId, showId] : [userId]
  const unpaid = await db.one<OrderRow>(
    `SELECT * FROM orders WHERE user_id = ? AND state = ${ORDER_STATE.unpaid} ${where} ORDER BY created_at DESC LIMIT 1`,
    args,
  )
  const latest =
    unpaid ??
    (await db.one<OrderRow>(`SELECT * FROM orders WHERE user_id = ? ${where} ORDER BY created_at DESC, id DESC LIMIT 1`, args))
  return { unpaid, latest }
}
