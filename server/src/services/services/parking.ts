/**
 * Parking (issue 26, decision D37; docs/decisions/services.md). A car park belongs to a merchant
 * and a venue and has its tariff; a car is found by its plate; the fee is the contract's rule
 * (`parkingFee`) over the minutes since it entered; a PARKING_FEE coupon of the shop takes off
 * what it can; the order (order_type PARKING, no show, no items) is paid through the same cashier
 * as tickets and closed by the same sweep (its coupon given back). Once paid, the stay is closed
 * and the car has LEAVE_GRACE_MS to leave; a lookup in that time says so.
 *
 * The sandbox car park: a plate it has not seen "entered" SANDBOX stay minutes before the lookup
 * (its last three digits modulo 720, plus 10), so a plate always gives the same fee at the same
 * moment of a test. A real gateway would ask the car park's own system instead.
 */
import { isPlate, normalisePlate, parkedMinutes, parkingFee, type ParkingTariff } from '@showtix/contract/rules'
import type { Queryable, Storage } from '../../storage'
import { notFound } from '../../http/envelope'
import type { Shop } from '../catalogue/shops'
import { pickJson, type Lang } from '../catalogue/i18n'
import { HOLD_MS, ORDER_STATE, accountContact, newId, randomDigits, refuse, yuan } from '../trade/common'
import {
  couponChoices,
  effectiveStatus,
  lockCoupon,
  type CouponRow,
  type TemplateRow,
  type UserCouponRow,
} from '../trade/coupons'
import { templateDiscount } from '../trade/goods-orders'
import { createResult, markPaid, orderRow, type CreateResult, type OrderRow } from '../trade/orders'
import { buyerKey } from '../trade/limits'
import { ORDER_STATE_TITLE, byLang, t } from '../trade/text'

export const PARKING_ORDER_TYPE = 'PARKING'
/** After paying, the car may leave within this time; a lookup meanwhile says it is paid. */
export const LEAVE_GRACE_MS = 15 * 60 * 1000
/** The sandbox stay of a plate it has not seen: (last three digits mod SANDBOX_SPAN) + SANDBOX_MIN minutes. */
const SANDBOX_SPAN_MINUTES = 720
const SANDBOX_MIN_MINUTES = 10

export const PARKING_CODES = {
  /** Not a plate of the mainland or Macau. */
  plateInvalid: 22061001,
  /** The stay was paid; the car may leave until `leaveBy`. */
  alreadyPaid: 22061002,
  /** No open stay, or another buyer's order of it. */
  stayUnavailable: 22061003,
} as const

interface CarParkRow {
  id: string
  merchant_id: string
  venue_id: string | null
  name: string
  free_minutes: number
  hourly_cents: number
  daily_cap_cents: number
}

interface StayRow {
  id: string
  car_park_id: string
  plate: string
  entered_at: number
  paid_at: number | null
  order_id: string | null
}

interface ParkingOrderRow {
  order_id: string
  user_id: string
  stay_id: string
  car_park_id: string
  plate: string
  entered_at: number
  charged_at: number
  minutes: number
  fee_cents: number
}

/** The lock of a plate's stays in a car park: one lookup or order of them at a time. */
const stayKey = (carParkId: string, plate: string) => `parking:${carParkId}:${plate}`

const tariffOf = (row: CarParkRow): ParkingTariff => ({
  freeMinutes: row.free_minutes,
  hourlyCents: row.hourly_cents,
  dailyCapCents: row.daily_cap_cents,
})

/** A venue's name in the buyer's language ('' without one): car parks, reservable items. */
export async function venueName(db: Queryable, venueId: string | null, lang: Lang): Promise<string> {
  if (!venueId) return ''
  const row = await db.one<{ name: string; name_tw: string; name_en: string }>(
    'SELECT name, name_tw, name_en FROM venues WHERE id = ?',
    [venueId],
  )
  return row ? byLang(lang, row.name, row.name_tw, row.name_en) : ''
}

export async function carParks(db: Queryable, shop: Shop, lang: Lang) {
  const rows = await db.all<CarParkRow>('SELECT * FROM car_parks WHERE merchant_id = ? ORDER BY sort, id', [shop.merchantId])
  const list = []
  for (const row of rows) {
    list.push({
      carParkId: row.id,
      name: pickJson(row.name, lang),
      venueName: await venueName(db, row.venue_id, lang),
      freeMinutes: row.free_minutes,
      hourlyAmount: yuan(row.hourly_cents),
      dailyCapAmount: yuan(row.daily_cap_cents),
      currency: shop.currency,
    })
  }
  return { list }
}

async function carParkOf(db: Queryable, shop: Shop, carParkId: string): Promise<CarParkRow> {
  const row = await db.one<CarParkRow>('SELECT * FROM car_parks WHERE id = ? AND merchant_id = ?', [carParkId, shop.merchantId])
  if (!row) throw notFound(`car park ${carParkId}`)
  return row
}

function sandboxMinutes(plate: string): number {
  const digits = plate.replace(/\D/g, '').slice(-3)
  return (Number(digits || '0') % SANDBOX_SPAN_MINUTES) + SANDBOX_MIN_MINUTES
}

/** The open stay of a plate, made by the sandbox when it has none; refused while a paid stay's grace runs. */
async function openStay(db: Queryable, park: CarParkRow, rawPlate: string, now: number): Promise<StayRow> {
  if (!isPlate(rawPlate))
    throw refuse(
      PARKING_CODES.plateInvalid,
      t('请输入正确的车牌号', '請輸入正確的車牌號碼', 'Enter a valid plate number, such as 粤A12345 or MA-12-34'),
    )
  const plate = normalisePlate(rawPlate)
  const last = await db.one<StayRow>(
    'SELECT * FROM parking_stays WHERE car_park_id = ? AND plate = ? ORDER BY entered_at DESC LIMIT 1',
    [park.id, plate],
  )
  if (last && last.paid_at === null) return last
  if (last && last.paid_at !== null && now - last.paid_at < LEAVE_GRACE_MS) {
    const leaveBy = last.paid_at + LEAVE_GRACE_MS
    throw refuse(
      PARKING_CODES.alreadyPaid,
      t(
        '该车辆停车费已支付，请在15分钟内离场',
        '該車輛停車費已支付，請於15分鐘內離場',
        'This car has paid; please leave within 15 minutes',
      ),
      { leaveBy, orderId: last.order_id },
    )
  }
  const stay: StayRow = {
    id: newId('PS', now),
    car_park_id: park.id,
    plate,
    entered_at: now - sandboxMinutes(plate) * 60_000,
    paid_at: null,
    order_id: null,
  }
  await db.run('INSERT INTO parking_stays (id, car_park_id, plate, entered_at) VALUES (?, ?, ?, ?)', [
    stay.id,
    stay.car_park_id,
    stay.plate,
    stay.entered_at,
  ])
  return stay
}

/** A PARKING_FEE coupon judged on a fee: its discount in cents, 0 when it does not apply. */
export function parkingCouponDiscount(coupon: CouponRow, merchantId: string, feeCents: number, now: number): number {
  const template = coupon.template
  if (effectiveStatus(coupon, now) !== 'AVAILABLE' || coupon.start_time > now) return 0
  if (template.merchant_id !== merchantId || template.biz_type !== 'PARKING_FEE' || template.use_way !== 'ONLINE') return 0
  if (feeCents <= 0) return 0
  if (template.limitation_type === 'AMOUNT' && feeCents < template.threshold) return 0
  return templateDiscount(template, feeCents)
}

async function parkingCoupons(db: Queryable, userId: string, merchantId: string): Promise<CouponRow[]> {
  const rows = await db.all<UserCouponRow & { t_id: string }>(
    `SELECT c.*, t.id AS t_id FROM user_coupons c JOIN coupon_templates t ON t.id = c.template_id
      WHERE c.user_id = ? AND c.status = 'AVAILABLE' AND t.biz_type = 'PARKING_FEE' AND t.merchant_id = ?
      ORDER BY c.expire_time, c.id`,
    [userId, merchantId],
  )
  const coupons: CouponRow[] = []
  for (const row of rows) {
    const template = (await db.one<TemplateRow>('SELECT * FROM coupon_templates WHERE id = ?', [row.t_id])) as TemplateRow
    const { t_id: _unused, ...coupon } = row
    coupons.push({ ...coupon, template })
  }
  return coupons
}

interface Priced {
  readonly minutes: number
  readonly feeCents: number
  readonly couponCents: number
  readonly payCents: number
  readonly coupon: CouponRow | undefined
  readonly judged: ReadonlyArray<{ coupon: CouponRow; discount: number }>
}

async function price(
  db: Queryable,
  userId: string,
  shop: Shop,
  park: CarParkRow,
  stay: StayRow,
  couponId: string | undefined,
  now: number,
): Promise<Priced> {
  const minutes = parkedMinutes(stay.entered_at, now)
  const feeCents = parkingFee(minutes, tariffOf(park))
  const judged = (await parkingCoupons(db, userId, shop.merchantId)).map((coupon) => ({
    coupon,
    discount: parkingCouponDiscount(coupon, shop.merchantId, feeCents, now),
  }))
  const chosen = couponId ? judged.find((entry) => entry.coupon.id === couponId && entry.discount > 0) : undefined
  const couponCents = chosen?.discount ?? 0
  return { minutes, feeCents, couponCents, payCents: Math.max(0, feeCents - couponCents), coupon: chosen?.coupon, judged }
}

async function unpaidOrderOf(db: Queryable, stayId: string, userId: string): Promise<string | null> {
  return (
    (await db.value<string>(
      `SELECT p.order_id FROM parking_orders p JOIN orders o ON o.id = p.order_id
        WHERE p.stay_id = ? AND p.user_id = ? AND o.state = ? ORDER BY p.charged_at DESC LIMIT 1`,
      [stayId, userId, ORDER_STATE.unpaid],
    )) ?? null
  )
}

/** POST parking/fee: the stay of a plate, its fee now and the buyer's PARKING_FEE coupons; holds nothing. */
export async function parkingFeeOf(
  storage: Storage,
  userId: string,
  shop: Shop,
  input: { carParkId: string; plate: string; couponId?: string },
  lang: Lang,
  now = Date.now(),
) {
  return storage.withTransaction(async (tx) => {
    await tx.lock([stayKey(input.carParkId, normalisePlate(input.plate))])
    const park = await carParkOf(tx, shop, input.carParkId)
    const stay = await openStay(tx, park, input.plate, now)
    const priced = await price(tx, userId, shop, park, stay, input.couponId, now)
    return {
      stayId: stay.id,
      carParkId: park.id,
      carParkName: pickJson(park.name, lang),
      plate: stay.plate,
      enteredAt: stay.entered_at,
      chargedAt: now,
      minutes: priced.minutes,
      feeAmount: yuan(priced.feeCents),
      couponAmount: yuan(priced.couponCents),
      payAmount: yuan(priced.payCents),
      payAmountCents: priced.payCents,
      currency: shop.currency,
      coupons: couponChoices(priced.judged, lang),
      couponId: priced.coupon?.id ?? null,
      unpaidOrderId: await unpaidOrderOf(tx, stay.id, userId),
    }
  })
}

/**
 * POST parking/orders: the stay's order at the fee now, its coupon locked; then the cashier as for
 * tickets. A buyer's unpaid order of the same stay is answered again instead of a second one.
 */
export async function createParkingOrder(
  storage: Storage,
  userId: string,
  shop: Shop,
  input: { stayId: string; couponId?: string; clientPayAmount?: number; terminalSrc: string },
  now = Date.now(),
): Promise<CreateResult> {
  return storage.withTransaction(async (tx) => {
    const stay = await tx.one<StayRow>('SELECT * FROM parking_stays WHERE id = ?', [input.stayId])
    if (!stay) throw notFound(`parking stay ${input.stayId}`)
    await tx.lock([buyerKey(userId), stayKey(stay.car_park_id, stay.plate)])
    const park = await carParkOf(tx, shop, stay.car_park_id)
    const current = await tx.one<StayRow>('SELECT * FROM parking_stays WHERE id = ?', [stay.id])
    if (!current || current.paid_at !== null)
      throw refuse(
        PARKING_CODES.stayUnavailable,
        t('该停车记录已支付，请重新查询', '該停車記錄已支付，請重新查詢', 'This stay is already paid; look the plate up again'),
      )
    const unpaid = await unpaidOrderOf(tx, stay.id, userId)
    if (unpaid) return createResult((await orderRow(tx, unpaid)) as OrderRow, now)
    const priced = await price(tx, userId, shop, park, current, input.couponId, now)
    const orderId = newId('O', now)
    const contact = await accountContact(tx, userId, false)
    await tx.run(
      `INSERT INTO orders (id, order_number, transaction_id, bind_id, user_id, merchant_id, show_id, order_type, state, qty,
         ticket_amount, express_fee, discount_amount, pay_amount, client_pay_amount, currency, deliver_method, address, contact,
         coupon_id, terminal_src, created_at, paid_deadline, coupon_amount, goods_amount)
       VALUES (?, ?, ?, ?, ?, ?, NULL, ?, ?, 1, ?, 0, ?, ?, ?, ?, 'NONE', NULL, ?, ?, ?, ?, ?, ?, 0)`,
      [
        orderId,
        `${new Date(now + 8 * 3600 * 1000).toISOString().slice(0, 10).replace(/-/g, '')}${randomDigits(10)}`,
        newId('T', now),
        newId('B', now),
        userId,
        shop.merchantId,
        PARKING_ORDER_TYPE,
        ORDER_STATE.unpaid,
        priced.feeCents,
        priced.couponCents,
        priced.payCents,
        input.clientPayAmount ?? null,
        shop.currency,
        JSON.stringify(contact),
        priced.coupon?.id ?? null,
        input.terminalSrc,
        now,
        now + HOLD_MS,
        priced.couponCents,
      ],
    )
    await tx.run(
      `INSERT INTO parking_orders (order_id, user_id, stay_id, car_park_id, plate, entered_at, charged_at, minutes, fee_cents)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      [orderId, userId, stay.id, park.id, stay.plate, stay.entered_at, now, priced.minutes, priced.feeCents],
    )
    if (priced.coupon) await lockCoupon(tx, priced.coupon, orderId)
    if (priced.payCents === 0) await markPaid(tx, [orderId], null, now)
    return createResult((await orderRow(tx, orderId)) as OrderRow, now)
  })
}

interface RecordJoin extends ParkingOrderRow {
  order_number: string
  state: number
  pay_amount: number
  discount_amount: number
  currency: string
  paid_at: number | null
  transaction_id: string
  park_name: string
}

const RECORD_SQL = `SELECT p.*, o.order_number, o.state, o.pay_amount, o.discount_amount, o.currency, o.paid_at, o.transaction_id,
    c.name AS park_name
  FROM parking_orders p JOIN orders o ON o.id = p.order_id JOIN car_parks c ON c.id = p.car_park_id`

function recordOf(row: RecordJoin, lang: Lang) {
  return {
    orderId: row.order_id,
    orderNumber: row.order_number,
    orderState: row.state,
    orderStatusTitle: ORDER_STATE_TITLE[row.state]?.[lang] ?? '',
    carParkName: pickJson(row.park_name, lang),
    plate: row.plate,
    enteredAt: row.entered_at,
    chargedAt: row.charged_at,
    minutes: row.minutes,
    feeAmount: yuan(row.fee_cents),
    couponAmount: yuan(row.discount_amount),
    payAmount: yuan(row.pay_amount),
    currency: row.currency,
    paidAt: row.paid_at,
    leaveBy: row.paid_at === null ? null : row.paid_at + LEAVE_GRACE_MS,
    unPaidTransactionIds: row.state === ORDER_STATE.unpaid ? [row.transaction_id] : [],
  }
}

/** GET parking/orders: the buyer's parking orders, newest first (paid and unpaid; closed ones too). */
export async function parkingRecords(db: Queryable, userId: string, paging: { offset: number; length: number }, lang: Lang) {
  const total = (await db.value<number>('SELECT COUNT(*) FROM parking_orders WHERE user_id = ?', [userId])) ?? 0
  const rows = await db.all<RecordJoin>(
    `${RECORD_SQL} WHERE p.user_id = ? ORDER BY p.charged_at DESC, p.order_id LIMIT ? OFFSET ?`,
    [userId, paging.length, paging.offset],
  )
  const list = rows.map((row) => recordOf(row, lang))
  return { list, total, offset: paging.offset, length: paging.length, hasMore: paging.offset + list.length < total }
}

/** GET parking/orders/{orderId}: one of the buyer's parking orders. */
export async function parkingRecord(db: Queryable, userId: string, orderId: string, lang: Lang) {
  const row = await db.one<RecordJoin>(`${RECORD_SQL} WHERE p.order_id = ? AND p.user_id = ?`, [orderId, userId])
  if (!row) throw notFound(`parking order ${orderId}`)
  return recordOf(row, lang)
}
