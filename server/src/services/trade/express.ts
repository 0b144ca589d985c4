/**
 * Express delivery in the sandbox (issue 21; spec s4 states 6 "delivering" and 7 "delivering by
 * express"): the sweep's courier picks a paid EXPRESS order up EXPRESS_SHIP_AFTER_MS after payment
 * (6 -> 7, a tracking number, SHIPPED), reports it in transit EXPRESS_TRANSIT_AFTER_MS after that
 * and delivers it EXPRESS_DELIVER_AFTER_MS after shipping (7 -> 9, DELIVERED). Each step once: a
 * guarded UPDATE on the order's state, events keyed by (order, kind). A paper invoice is shipped
 * the moment it is issued (invoices.ts). The refund of the express fee reads state 6 (not shipped).
 */
import type { ExpressNotice } from '@showtix/contract'
import { ORDER_STATE } from '@showtix/contract/enums'
import type { Queryable } from '../../storage'
import { json, randomDigits, refuse } from './common'
import { goodsReturnTitle } from './goods-returns'
import { ownedOrder } from './orders'
import { ORDER_STATE_TITLE, t, type Lang, type Text } from './text'

/** The courier collects a paid order this long after payment (longer than a refund takes to settle). */
export const EXPRESS_SHIP_AFTER_MS = 2 * 60 * 1000
/** The parcel leaves the sorting centre this long after pick-up. */
export const EXPRESS_TRANSIT_AFTER_MS = 5 * 60 * 1000
/** The parcel is delivered this long after pick-up. */
export const EXPRESS_DELIVER_AFTER_MS = 10 * 60 * 1000

/**
 * A paid parcel the courier has not collected this long after payment cannot be shipped for now
 * (spec s8: "The order cannot be shipped. Please try again later or contact customer service").
 */
export const EXPRESS_LATE_AFTER_MS = 30 * 60 * 1000

/**
 * The sandbox courier does not deliver to a post-office box (as SF does not): such an order is
 * not collected, and its page says "This address is unable to arrange delivery" (spec s8).
 */
const PO_BOX = /信箱|p\.?\s*o\.?\s*box/i

/** Whether the sandbox courier delivers to the order's address snapshot. */
export function courierDelivers(address: string | null): boolean {
  const parsed = json<{ area?: string | null; detail?: string | null } | null>(address, null)
  return !PO_BOX.test(`${parsed?.area ?? ''} ${parsed?.detail ?? ''}`)
}

/**
 * What the express page must tell besides the events (spec s8 and the states of s4), or null:
 * not paid yet; waiting for the courier; not collected long after payment (cannot be shipped);
 * an address the courier does not serve; stopped (cancelled, refunded or returned before it
 * left); shipped without a tracking event yet; a courier the app does not know.
 */
export function expressNotice(
  order: {
    state: number
    paid_at: number | null
    express_no: string | null
    express_company: string | null
    address: string | null
  },
  eventCount: number,
  now: number,
): ExpressNotice | null {
  if (order.state === ORDER_STATE.unpaid) return 'NOT_PAID'
  if (!order.express_no) {
    if (![ORDER_STATE.delivering, ORDER_STATE.express, ORDER_STATE.succeeded].includes(order.state as 6 | 7 | 9)) return 'STOPPED'
    if (!courierDelivers(order.address)) return 'UNDELIVERABLE'
    if (order.paid_at !== null && now - Number(order.paid_at) > EXPRESS_LATE_AFTER_MS) return 'CANNOT_SHIP'
    return 'WAITING'
  }
  if (!order.express_company || !EXPRESS_COMPANIES[order.express_company]) return 'UNKNOWN_CARRIER'
  return eventCount === 0 ? 'NO_TRACKING' : null
}

/** The express route's refusal: the order is not delivered by express (the orders range of the trade codes). */
export const EXPRESS_CODES = { notExpress: 22031129 } as const

/** The sandbox courier's company code for what it ships. */
export const SANDBOX_COURIER = 'SF'

export const EXPRESS_COMPANIES: Record<string, { readonly name: Text; readonly tel: string }> = {
  SF: { name: t('顺丰速运', '順豐速運', 'SF Express'), tel: '95338' },
  EMS: { name: t('EMS', 'EMS', 'EMS'), tel: '11183' },
  JD: { name: t('京东物流', '京東物流', 'JD Logistics'), tel: '950616' },
  ZTO: { name: t('中通快递', '中通快遞', 'ZTO Express'), tel: '95311' },
}

export const expressCompanyName = (code: string | null, lang: Lang): string =>
  (code && EXPRESS_COMPANIES[code]?.name[lang]) || code || ''

const EVENT_TITLE: Record<'PAID' | 'SHIPPED' | 'IN_TRANSIT' | 'DELIVERED', Text> = {
  PAID: t('订单已支付，等待出库', '訂單已付款，等待出庫', 'Paid; waiting to be shipped'),
  SHIPPED: t('快递员已揽收', '快遞員已攬收', 'Picked up by the courier'),
  IN_TRANSIT: t('快件已离开分拣中心，运输中', '快件已離開分揀中心，運輸中', 'Left the sorting centre; in transit'),
  DELIVERED: t('已签收，感谢使用', '已簽收，感謝使用', 'Delivered and signed for'),
}

/** A sandbox tracking number of the courier's shape (SF + 13 digits). */
export const sandboxExpressNo = (): string => `${SANDBOX_COURIER}${randomDigits(13)}`

/** Ships, moves and delivers what is due (the sweep); answers how many steps were taken. */
export async function advanceExpress(db: Queryable, now: number): Promise<number> {
  let steps = 0
  const toShip = await db.all<{ id: string; address: string | null }>(
    "SELECT id, address FROM orders WHERE deliver_method = 'EXPRESS' AND state = ? AND paid_at IS NOT NULL AND paid_at <= ?",
    [ORDER_STATE.delivering, now - EXPRESS_SHIP_AFTER_MS],
  )
  for (const { id, address } of toShip) {
    if (!courierDelivers(address)) continue
    const shipped = await db.run('UPDATE orders SET state = ?, express_company = ?, express_no = ? WHERE id = ? AND state = ?', [
      ORDER_STATE.express,
      SANDBOX_COURIER,
      sandboxExpressNo(),
      id,
      ORDER_STATE.delivering,
    ])
    if (shipped.changes === 0) continue
    await addEvent(db, id, 'SHIPPED', now)
    steps += 1
  }
  const moving = await db.all<{ id: string; shipped_at: number }>(
    `SELECT o.id, e.at AS shipped_at FROM orders o
       JOIN order_express_events e ON e.order_id = o.id AND e.kind = 'SHIPPED'
       WHERE o.state = ? AND e.at <= ?`,
    [ORDER_STATE.express, now - EXPRESS_TRANSIT_AFTER_MS],
  )
  for (const order of moving) {
    steps += await addEvent(db, order.id, 'IN_TRANSIT', now)
    if (Number(order.shipped_at) > now - EXPRESS_DELIVER_AFTER_MS) continue
    const delivered = await db.run('UPDATE orders SET state = ? WHERE id = ? AND state = ?', [
      ORDER_STATE.succeeded,
      order.id,
      ORDER_STATE.express,
    ])
    if (delivered.changes > 0) steps += await addEvent(db, order.id, 'DELIVERED', now)
  }
  return steps
}

/** Writes a tracking event once (a second write of the same kind is ignored); answers 1 if written. */
export async function addEvent(db: Queryable, orderId: string, kind: string, at: number): Promise<number> {
  const known = await db.one('SELECT 1 FROM order_express_events WHERE order_id = ? AND kind = ?', [orderId, kind])
  if (known) return 0
  await db.run('INSERT INTO order_express_events (order_id, kind, at) VALUES (?, ?, ?)', [orderId, kind, at])
  return 1
}

/** GET orders/{id}/express: the courier, the number, the address, the events, newest first, and what to tell. */
export async function orderExpressView(db: Queryable, userId: string, orderId: string, lang: Lang, now = Date.now()) {
  const order = await ownedOrder(db, userId, orderId)
  if (order.deliver_method !== 'EXPRESS')
    throw refuse(
      EXPRESS_CODES.notExpress,
      t('该订单不是快递配送', '該訂單不是快遞配送', 'This order is not delivered by express'),
    )
  const rows = await db.all<{ kind: string; at: number }>(
    'SELECT kind, at FROM order_express_events WHERE order_id = ? ORDER BY at DESC, kind DESC',
    [order.id],
  )
  const events = rows.map((row) => ({
    kind: row.kind,
    time: Number(row.at),
    title: EVENT_TITLE[row.kind as keyof typeof EVENT_TITLE]?.[lang] ?? row.kind,
  }))
  const notice = expressNotice(order, rows.length, now)
  if (order.paid_at) events.push({ kind: 'PAID', time: Number(order.paid_at), title: EVENT_TITLE.PAID[lang] })
  const company = order.express_company
  return {
    orderId: order.id,
    orderNumber: order.order_number,
    orderState: order.state,
    orderStatusTitle: (await goodsReturnTitle(db, order, lang))?.orderStatusTitle ?? ORDER_STATE_TITLE[order.state]?.[lang] ?? '',
    company: order.express_no ? expressCompanyName(company, lang) : null,
    notice,
    expressNo: order.express_no,
    tel: order.express_no && company ? (EXPRESS_COMPANIES[company]?.tel ?? null) : null,
    address: json<Record<string, unknown> | null>(order.address, null),
    events: events as Array<{ kind: 'PAID' | 'SHIPPED' | 'IN_TRANSIT' | 'DELIVERED'; time: number; title: string }>,
  }
}
