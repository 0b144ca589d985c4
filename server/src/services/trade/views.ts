/**
 * What the trade routes answer: the order brief of spec section 3 (order lists), the order
 * detail (v5), with names in the request's language and seats as people read them.
 */
import { parkingOrderTitle } from '../services/parking-paid'
import type { Queryable } from '../../storage'
import { maskIdNumber } from '../accounts/id-masking'
import { memberOrderTitle } from '../accounts/membership'
import { sessionName } from '../catalogue/format'
import { HOLD_MS, ORDER_STATE, json, yuan } from './common'
import { addPurchaseStanding } from './add-purchase-views'
import { goodsOf, goodsView } from './goods'
import { goodsReturnStanding, goodsReturnTitle } from './goods-returns'
import { expressCompanyName } from './express'
import { invoiceAmount } from './invoices'
import { PRODUCTS } from './payments'
import { refundStanding } from './refunds'
import { rebookStanding } from './rebook'
import { itemsOf, secondsLeft, type ItemRow, type OrderRow } from './orders'
import {
  DELIVER_TITLE,
  INVOICE_STATUS_TITLE,
  ORDER_STATE_NAME,
  ORDER_STATE_TITLE,
  SEVERAL_SHOWS,
  WAIT_LIST_TITLE,
  byLang,
  cut,
  seatText,
  type Lang,
} from './text'

export interface ItemInfo {
  item: ItemRow
  showId: string
  showName: string
  posterUrl: string
  venueId: string
  venueName: string
  venueAddress: string
  cityName: string
  sessionId: string
  sessionName: string
  startTime: number
  endTime: number
  seatPlanName: string
  seats: string[]
}

interface ItemJoin {
  show_name: string
  show_name_en: string | null
  show_name_tw: string | null
  poster_url: string
  venue_id: string
  venue_name: string | null
  venue_name_en: string | null
  venue_name_tw: string | null
  venue_address: string | null
  venue_address_en: string | null
  venue_address_tw: string | null
  city_name: string | null
  city_name_en: string | null
  city_name_tw: string | null
  session_name: string
  start_time: number
  end_time: number
  plan_name: string
  plan_name_en: string | null
  plan_name_tw: string | null
}

const ITEM_JOIN = `SELECT s.name AS show_name, s.name_en AS show_name_en, s.name_tw AS show_name_tw, s.poster_url, s.venue_id,
    v.name AS venue_name, v.name_en AS venue_name_en, v.name_tw AS venue_name_tw, v.address AS venue_address,
    v.address_en AS venue_address_en, v.address_tw AS venue_address_tw,
    c.name AS city_name, c.name_en AS city_name_en, c.name_tw AS city_name_tw,
    ss.name AS session_name, ss.start_time, ss.end_time,
    sp.name AS plan_name, sp.name_en AS plan_name_en, sp.name_tw AS plan_name_tw
  FROM shows s LEFT JOIN venues v ON v.id = s.venue_id LEFT JOIN cities c ON c.id = s.city_id
  JOIN sessions_show ss ON ss.id = ? JOIN seat_plans sp ON sp.id = ?
  WHERE s.id = ?`

type AreaNames = Map<string, { name: string; nameTw: string; nameEn: string }>
/**
 * Parsed area names per venue, kept with the layout text they were parsed from: the layout is
 * read from the database each time (another instance may have changed it), parsed again only
 * when it differs (the stadium's layout is large).
 */
const parsedAreas = new Map<string, { text: string; names: AreaNames }>()

/** Area names of a venue's seat map. */
async function areaNames(db: Queryable, venueId: string): Promise<AreaNames> {
  const text = (await db.value<string>('SELECT layout FROM seat_map_layouts WHERE venue_id = ?', [venueId])) ?? ''
  const cached = parsedAreas.get(venueId)
  if (cached && cached.text === text) return cached.names
  const names: AreaNames = new Map()
  type Area = { areaId: string; name: string; nameTw?: string; nameEn?: string }
  const layout = json<{ stands?: Array<{ areas?: Area[] }> }>(text, {})
  for (const stand of layout.stands ?? []) {
    for (const area of stand.areas ?? [])
      names.set(area.areaId, { name: area.name, nameTw: area.nameTw ?? area.name, nameEn: area.nameEn ?? area.name })
  }
  parsedAreas.set(venueId, { text, names })
  return names
}

/** '{areaId}-{row}-{seat}' as people read it: 'A区 3排12座' / 'Area A Row 3 Seat 12'. */
export async function seatLabel(db: Queryable, venueId: string, seatId: string, lang: Lang): Promise<string> {
  return labelOf(await areaNames(db, venueId), seatId, lang)
}

function labelOf(areas: AreaNames, seatId: string, lang: Lang): string {
  const parts = seatId.split('-')
  if (parts.length < 3) return seatId
  const seat = parts.pop() as string
  const row = parts.pop() as string
  const areaId = parts.join('-')
  const area = areas.get(areaId)
  const areaName = area ? (lang === 'en-US' ? area.nameEn : lang === 'zh-MO' ? area.nameTw : area.name) : areaId
  return seatText(lang, areaName, row, seat)
}

export async function itemInfo(db: Queryable, item: ItemRow, lang: Lang): Promise<ItemInfo> {
  const row = (await db.one<ItemJoin>(ITEM_JOIN, [item.session_id, item.seat_plan_id, item.show_id])) as ItemJoin
  const seatIds = json<string[]>(item.seat_ids, [])
  const areas = seatIds.length ? await areaNames(db, row.venue_id) : new Map()
  return {
    item,
    showId: item.show_id,
    showName: byLang(lang, row.show_name, row.show_name_tw, row.show_name_en),
    posterUrl: row.poster_url,
    venueId: row.venue_id,
    venueName: byLang(lang, row.venue_name ?? '', row.venue_name_tw, row.venue_name_en),
    venueAddress: byLang(lang, row.venue_address ?? '', row.venue_address_tw, row.venue_address_en),
    cityName: byLang(lang, row.city_name ?? '', row.city_name_tw, row.city_name_en),
    sessionId: item.session_id,
    sessionName: lang === 'zh-CN' ? row.session_name : sessionName(row.start_time, row.end_time, lang),
    startTime: row.start_time,
    endTime: row.end_time,
    seatPlanName: byLang(lang, row.plan_name, row.plan_name_tw, row.plan_name_en),
    seats: seatIds.map((seatId) => labelOf(areas, seatId, lang)),
  }
}

function operations(order: OrderRow): string[] {
  if (order.state === ORDER_STATE.unpaid) return ['TO_BE_PAID']
  if (order.state !== ORDER_STATE.succeeded && order.state !== ORDER_STATE.delivering && order.state !== ORDER_STATE.express)
    return []
  if (order.deliver_method === 'E_TICKET') return ['E_TICKET', 'TICKET_TAKING_CODE']
  if (order.deliver_method === 'VENUE') return ['TICKET_TAKING_CODE']
  return []
}

/** Spec section 3, Order brief. */
async function infosOf(db: Queryable, orderId: string, lang: Lang): Promise<ItemInfo[]> {
  const infos: ItemInfo[] = []
  for (const item of await itemsOf(db, orderId)) infos.push(await itemInfo(db, item, lang))
  return infos
}

/**
 * The brief of a list (spec s3 Order brief): `supportRebook` when the order may be rebooked now
 * (D13, the detail's rule) and `hasChildren` when it was (a REBOOK child exists).
 */
export async function orderBrief(db: Queryable, order: OrderRow, lang: Lang, now: number) {
  const brief = briefOf(order, await infosOf(db, order.id, lang), lang, now)
  const named = {
    ...brief,
    ...(await parkingOrderTitle(db, order.id, order.order_type, lang)),
    ...(await memberOrderTitle(db, order, lang)),
    ...(await goodsReturnTitle(db, order, lang)),
  }
  if (order.state === ORDER_STATE.unpaid || order.state === ORDER_STATE.reserve) return named
  const rebook = await rebookStanding(db, order, now)
  return { ...named, supportRebook: rebook.canRebook, hasChildren: rebook.childOrderId !== null }
}

function briefOf(order: OrderRow, infos: readonly ItemInfo[], lang: Lang, now: number) {
  const first = infos[0]
  const crossShow = new Set(infos.map((info) => info.showId)).size > 1
  const crossSession = new Set(infos.map((info) => info.sessionId)).size > 1
  const crossVenue = new Set(infos.map((info) => info.venueId)).size > 1
  const showName = first?.showName ?? ''
  const left = secondsLeft(order, now)
  return {
    orderId: order.id,
    orderNumber: order.order_number,
    orderType: order.order_type.toLowerCase(),
    userId: order.user_id,
    bindId: order.bind_id,
    transactionId: order.transaction_id,
    supportRebook: false,
    hasChildren: false,
    crossShow,
    crossSession,
    crossVenue,
    firstShowId: first?.showId ?? order.show_id ?? '', // a goods order (show_id NULL) has none
    firstShowName: crossShow ? `${cut(showName, 10)}${SEVERAL_SHOWS[lang]}` : showName,
    firstSessionId: first?.sessionId ?? '',
    firstSessionName: cut(first?.sessionName ?? '', 20),
    firstVenueName: cut(first?.venueName ?? '', 10),
    sessionId: first?.sessionId ?? '',
    sessionName: cut(first?.sessionName ?? '', 20),
    showTimeDesc: first?.sessionName ?? '',
    showTime: first?.startTime ?? null,
    cityName: first?.cityName ?? '',
    seatPlanName: first?.seatPlanName ?? '',
    seats: infos.flatMap((info) => info.seats),
    qty: order.qty,
    seatPlanUnit: first?.item.seat_plan_unit ?? 1,
    displayPosterURL: first?.posterUrl ?? '',
    createTime: order.created_at,
    unPaidTransactionIds: order.state === ORDER_STATE.unpaid ? [order.transaction_id] : [],
    reserveTime: left,
    paidDeadline: order.paid_deadline,
    paidDeadlineTime: left,
    orderState: order.state,
    orderStatusTitle: ORDER_STATE_TITLE[order.state]?.[lang] ?? '',
    orderDetailState: ORDER_STATE_NAME[order.state] ?? 'UNKNOWN',
    orderRefundState: order.state === ORDER_STATE.refunded ? 'REFUNDED' : 'NONE',
    total: yuan(order.ticket_amount + order.goods_amount + order.express_fee),
    payAmount: yuan(order.pay_amount),
    currency: order.currency,
    deliverMethod: order.deliver_method,
    deliverMethodTitle: DELIVER_TITLE[order.deliver_method]?.[lang] ?? order.deliver_method,
    ticketForm: order.deliver_method === 'E_TICKET' ? 'E_TICKET' : 'PAPER',
    isMixture: false,
    orderOperations: operations(order),
    expressNo: order.express_no,
    express: order.express_no
      ? { displayName: expressCompanyName(order.express_company, lang), expressNo: order.express_no }
      : null,
    waitListState: order.wait_list_state,
    waitListStateTitle: order.wait_list_state ? (WAIT_LIST_TITLE[order.wait_list_state]?.[lang] ?? '') : null,
  }
}

interface PaymentBrief {
  id: string
  payment_product: string
  paid_at: number | null
}

interface InvoiceBrief {
  id: string
  status: string
}

/**
 * Order detail (v5): the brief, every item with its seats, the tied-sale goods bought with them,
 * the price breakdown, and what followed.
 */
export async function orderDetail(db: Queryable, order: OrderRow, lang: Lang, now: number) {
  const infos = await infosOf(db, order.id, lang)
  const brief = {
    ...briefOf(order, infos, lang, now),
    ...(await parkingOrderTitle(db, order.id, order.order_type, lang)),
    ...(await memberOrderTitle(db, order, lang)),
    ...(await goodsReturnTitle(db, order, lang)),
  }
  const payment = order.payment_id
    ? await db.one<PaymentBrief>('SELECT id, payment_product, paid_at FROM payments WHERE id = ?', [order.payment_id])
    : undefined
  const invoice = await db.one<InvoiceBrief>(
    'SELECT id, status FROM invoices WHERE order_id = ? ORDER BY applied_at DESC LIMIT 1',
    [order.id],
  )
  const ticketIds = await db.column<string>('SELECT id FROM tickets WHERE order_id = ? ORDER BY seq', [order.id])
  const attendees = await db.all<{ name: string; id_type: string; id_no: string }>(
    'SELECT name, id_type, id_no FROM order_audiences WHERE order_id = ? ORDER BY seq',
    [order.id],
  )
  const coupon = order.coupon_id
    ? await db.one<{ id: string; template_id: string }>('SELECT id, template_id FROM user_coupons WHERE id = ?', [
        order.coupon_id,
      ])
    : undefined
  const goods = []
  for (const row of await goodsOf(db, order.id)) {
    goods.push(await goodsView(db, { spuId: row.spu_id, skuId: row.sku_id, qty: row.qty, unitPrice: row.unit_price }, lang))
  }
  const standing = await refundStanding(db, order, now)
  const rebook = await rebookStanding(db, order, now, lang)
  const paid = [ORDER_STATE.delivering, ORDER_STATE.express, ORDER_STATE.succeeded].includes(order.state as 6 | 7 | 9)
  // The coupon's part of the discount (orders made before the parts were kept had only the coupon).
  const couponPart = order.discount_amount - order.promotion_amount - order.member_discount_amount - order.points_amount
  return {
    ...brief,
    orderRefundState: standing.orderRefundState,
    supportRebook: rebook.canRebook,
    rebookRefusal: rebook.refusal,
    hasChildren: rebook.childOrderId !== null,
    childOrderId: rebook.childOrderId,
    parentOrderId: rebook.parentOrderId,
    orderStatus: brief.orderDetailState,
    items: infos.map((info) => ({
      showId: info.showId,
      showName: info.showName,
      posterUrl: info.posterUrl,
      venueName: info.venueName,
      venueAddress: info.venueAddress,
      cityName: info.cityName,
      sessionId: info.sessionId,
      sessionName: info.sessionName,
      showTime: info.startTime,
      seatPlanId: info.item.seat_plan_id,
      seatPlanName: info.seatPlanName,
      seatPlanUnit: info.item.seat_plan_unit,
      qty: info.item.qty,
      tickets: info.item.tickets,
      unitPrice: yuan(info.item.unit_price),
      amount: yuan(info.item.unit_price * info.item.qty),
      seatIds: json<string[]>(info.item.seat_ids, []),
      seats: info.seats,
    })),
    goods,
    priceDetail: {
      ticketAmount: yuan(order.ticket_amount),
      goodsAmount: yuan(order.goods_amount),
      expressFee: yuan(order.express_fee),
      discountAmount: yuan(order.discount_amount),
      promotionAmount: yuan(order.promotion_amount),
      memberDiscountAmount: yuan(order.member_discount_amount),
      cardAmount: yuan(order.card_amount ?? 0),
      couponAmount: yuan(couponPart),
      pointsAmount: yuan(order.points_amount),
      pointsUsed: order.points_used,
      payAmount: yuan(order.pay_amount),
      currency: order.currency,
    },
    contact: json<Record<string, unknown>>(order.contact, {}),
    address: json<Record<string, unknown> | null>(order.address, null),
    coupon: coupon ? { couponId: coupon.id, couponTemplateId: coupon.template_id, discountAmount: yuan(couponPart) } : null,
    promotionId: order.promotion_id,
    privilegeId: order.privilege_id,
    payment: payment
      ? {
          paymentId: payment.id,
          paymentProduct: payment.payment_product,
          displayName: PRODUCTS[payment.payment_product]?.displayName[lang] ?? payment.payment_product,
          paidTime: payment.paid_at,
        }
      : null,
    paidTime: order.paid_at,
    closeTime: order.closed_at,
    closeReason: order.close_reason,
    holdMinutes: HOLD_MS / 60000,
    ticketIds,
    // The attendees as chosen, their ID numbers masked (spec section 3: the order shows who goes).
    attendees: attendees.map((row) => ({ name: row.name, idType: row.id_type, idNo: maskIdNumber(row.id_type, row.id_no) })),
    invoice: invoice
      ? { invoiceId: invoice.id, status: invoice.status, statusTitle: INVOICE_STATUS_TITLE[invoice.status]?.[lang] ?? '' }
      : null,
    canCancel: order.state === ORDER_STATE.unpaid || order.state === ORDER_STATE.reserve,
    canPay: order.state === ORDER_STATE.unpaid && order.pay_amount > 0 && brief.paidDeadlineTime > 0,
    canRefund: standing.canRefund,
    refundDeadline: standing.refundDeadline,
    validTickets: standing.validTickets,
    canInvoice: paid && standing.validTickets > 0 && invoiceAmount(order) > 0 && (!invoice || invoice.status === 'REJECTED'),
    ...(await addPurchaseStanding(db, order, lang, now)),
    ...(await goodsReturnStanding(db, order, lang, now)),
  }
}
