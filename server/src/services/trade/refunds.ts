/**
 * Refunds (decision D12): a paid order's tickets refunded by the show's tiers (the hours before
 * the session starts decide the fee), the tickets revoked in the holder at once, their seats or
 * stock back on sale (offered to the waitlist first), points returned in proportion, coupons not,
 * the order's invoice cancelled (spec section 4), the order refunded (11) once every ticket is.
 * The sandbox provider settles a refund REFUND_SETTLE_DELAY_MS later, in the sweep
 * (REFUNDING -> REFUNDED), the way it issues invoices.
 */
import {
  DEFAULT_REFUND_TIERS,
  refundDeadline,
  refundFee,
  refundTier,
  ticketsShare,
  type RefundTier,
} from '@showtix/contract/rules'
import { inList, type Queryable, type Storage } from '../../storage'
import { ORDER_STATE, PAID_STATES, json, newId, randomDigits, refuse, yuan } from './common'
import { invoiceAmount } from './invoices'
import { returnOnRefund } from '../accounts/membership'
import { returnCardOnRefund } from './card-use'
import { inventoryKey } from './inventory'
import { buyerKey } from './limits'
import { ownedOrder, type OrderRow } from './orders'
import { t, type Lang, type Text } from './text'
import { heldByBuyer, revokeGateSecrets, type TicketRow } from './tickets'
import { unitsReturned } from './sold-out-memo'
import { offerToWaitList } from './waitlist'

/** The sandbox provider pays a refund back this long after it was applied for. */
export const REFUND_SETTLE_DELAY_MS = 30 * 1000

/** Refusals of a refund (the orders range of the trade codes: 22031121-22031129). */
export const REFUND_CODES = {
  /** The order is not paid, or has nothing left to refund. */
  notRefundable: 22031121,
  /** Past the show's last tier: spec words below. */
  tooLate: 22031122,
  /** A ticket that is not this order's, or no longer valid. */
  badTickets: 22031123,
  /** Free tickets are not refunded. */
  free: 22031124,
} as const

export const REFUND_STATE_TITLE: Record<string, Text> = {
  APPLYING: t('退款申请中', '退款申請中', 'Refund requested'),
  REFUNDING: t('退款中', '退款中', 'Refund in progress'),
  REFUNDED: t('已退款', '已退款', 'Refunded'),
  REJECTED: t('退款被拒绝', '退款被拒絕', 'Refund refused'),
}

export const refundKey = (orderId: string): string => `refund:${orderId}`

export interface RefundRow {
  id: string
  refund_number: string
  order_id: string
  user_id: string
  ticket_ids: string
  qty: number
  ticket_amount: number
  fee: number
  express_refund: number
  refund_amount: number
  fee_percent: number
  points_returned: number
  currency: string
  state: string
  applied_at: number
  settled_at: number | null
}

/** A show's tiers, most hours first (the default when the show has none). */
export async function tiersOf(db: Queryable, showId: string | null): Promise<RefundTier[]> {
  // A goods-only order has no show (and no tickets to refund): the default tiers.
  if (showId === null) return [...DEFAULT_REFUND_TIERS]
  const rows = await db.all<{ hours_before: number; fee_percent: number }>(
    'SELECT hours_before, fee_percent FROM refund_tiers WHERE show_id = ? ORDER BY hours_before DESC',
    [showId],
  )
  const tiers = rows.length
    ? rows.map((row) => ({ hoursBefore: Number(row.hours_before), feePercent: Number(row.fee_percent) }))
    : [...DEFAULT_REFUND_TIERS]
  return tiers.sort((a, b) => b.hoursBefore - a.hoursBefore)
}

interface TicketAt extends TicketRow {
  start_time: number
}

async function ticketsAt(db: Queryable, orderId: string): Promise<TicketAt[]> {
  return db.all<TicketAt>(
    `SELECT t.*, ss.start_time FROM tickets t JOIN sessions_show ss ON ss.id = t.session_id
      WHERE t.order_id = ? ORDER BY t.seq`,
    [orderId],
  )
}

/** What refunds of this order already took back. */
async function refundedSoFar(db: Queryable, orderId: string): Promise<{ count: number; cents: number; points: number }> {
  const row = await db.one<{ count: number | null; cents: number | null; points: number | null }>(
    "SELECT SUM(qty) AS count, SUM(ticket_amount) AS cents, SUM(points_returned) AS points FROM refunds WHERE order_id = ? AND state <> 'REJECTED'",
    [orderId],
  )
  return { count: Number(row?.count ?? 0), cents: Number(row?.cents ?? 0), points: Number(row?.points ?? 0) }
}

export interface RefundQuote {
  readonly order: OrderRow
  readonly tickets: TicketAt[]
  readonly tiers: RefundTier[]
  readonly chosen: TicketAt[]
  readonly ticketAmount: number
  readonly fee: number
  readonly feePercent: number
  readonly expressRefund: number
  readonly refundAmount: number
  readonly pointsReturned: number
  readonly deadline: number | undefined
}

const tooLate = (hours: number) =>
  t(
    `演出开始前 ${hours} 小时内不可退票`,
    `演出開始前 ${hours} 小時內不可退票`,
    `Tickets cannot be refunded within ${hours} hours of the show`,
  )

/**
 * The refund of `ticketIds` of an order as it would be now (every valid ticket when none are
 * named), or the refusal: not paid, not this order's tickets, free, or past the deadline.
 */
export async function quoteRefund(
  db: Queryable,
  userId: string,
  orderId: string,
  ticketIds: readonly string[] | undefined,
  now: number,
): Promise<RefundQuote> {
  const order = await ownedOrder(db, userId, orderId)
  const tiers = await tiersOf(db, order.show_id)
  const tickets = await ticketsAt(db, orderId)
  const valid = tickets.filter((ticket) => heldByBuyer(ticket, order.user_id))
  if (!PAID_STATES.includes(order.state) || !valid.length)
    throw refuse(
      REFUND_CODES.notRefundable,
      t('该订单没有可退的门票', '該訂單沒有可退的門票', 'This order has no tickets left to refund'),
    )
  const chosen = ticketIds?.length ? valid.filter((ticket) => ticketIds.includes(ticket.id)) : valid
  if (ticketIds?.length && chosen.length !== new Set(ticketIds).size)
    throw refuse(
      REFUND_CODES.badTickets,
      t(
        '所选门票不可退，请刷新后重试',
        '所選門票不可退，請刷新後重試',
        'Some of these tickets cannot be refunded: refresh and try again',
      ),
    )
  const paid = invoiceAmount(order)
  if (paid <= 0) throw refuse(REFUND_CODES.free, t('免费门票不可退', '免費門票不可退', 'Free tickets cannot be refunded'))
  const soFar = await refundedSoFar(db, orderId)
  const ticketAmount = ticketsShare({
    paidCents: paid,
    total: tickets.length,
    count: chosen.length,
    refundedBefore: soFar.count,
    refundedCents: soFar.cents,
  })
  let fee = 0
  let feePercent = 0
  for (const [index, ticket] of chosen.entries()) {
    const tier = refundTier(tiers, Number(ticket.start_time), now)
    if (!tier) throw refuse(REFUND_CODES.tooLate, tooLate(Math.min(...tiers.map((each) => each.hoursBefore))))
    // This ticket's part of the amount: an even share, the remainder on the last one.
    const part =
      index === chosen.length - 1
        ? ticketAmount - Math.floor(ticketAmount / chosen.length) * (chosen.length - 1)
        : Math.floor(ticketAmount / chosen.length)
    fee += refundFee(part, tier)
    feePercent = Math.max(feePercent, tier.feePercent)
  }
  const all = soFar.count + chosen.length >= tickets.length
  // The express fee goes back only when every ticket does before the order was shipped.
  const expressRefund = all && order.state === ORDER_STATE.delivering ? order.express_fee : 0
  const points =
    order.points_used <= 0
      ? 0
      : all
        ? order.points_used - soFar.points
        : Math.floor((order.points_used * chosen.length) / tickets.length)
  const starts = tickets.map((ticket) => Number(ticket.start_time))
  return {
    order,
    tickets,
    tiers,
    chosen,
    ticketAmount,
    fee,
    feePercent,
    expressRefund,
    refundAmount: ticketAmount - fee + expressRefund,
    pointsReturned: Math.max(0, points),
    deadline: refundDeadline(tiers, Math.min(...starts)),
  }
}

/**
 * The refunded tickets leave the holder: their state REFUNDED (the holder shows them no more),
 * their attendees' IDs freed for the show (one ID per show). The ticket rows are the holder's
 * (issue 20): this is the one place a refund or a rebook changes them.
 */
export async function revokeTickets(db: Queryable, orderId: string, tickets: readonly TicketRow[]): Promise<void> {
  if (!tickets.length) return
  // Their entry codes stop opening the gate at once (tickets.ts, D4).
  await revokeGateSecrets(
    db,
    tickets.map((ticket) => ticket.id),
  )
  await db.run(`UPDATE tickets SET state = 'REFUNDED' WHERE order_id = ? AND id IN (${inList(tickets.length)})`, [
    orderId,
    ...tickets.map((ticket) => ticket.id),
  ])
  for (const ticket of tickets) {
    if (ticket.id_no)
      await db.run('UPDATE order_audiences SET active = 0 WHERE order_id = ? AND id_type = ? AND id_no = ?', [
        orderId,
        ticket.id_type,
        ticket.id_no,
      ])
  }
}

/** The tickets' seats or stock back on sale, then offered to the waitlist first. */
export async function returnToSale(db: Queryable, orderId: string, tickets: readonly TicketRow[], now: number): Promise<void> {
  const plans = new Map<string, number>()
  unitsReturned()
  for (const ticket of tickets) {
    let back = 1
    if (ticket.seat_id) {
      back = (
        await db.run('UPDATE seats SET state = 0, order_id = NULL WHERE session_id = ? AND seat_id = ? AND order_id = ?', [
          ticket.session_id,
          ticket.seat_id,
          orderId,
        ])
      ).changes
    }
    plans.set(ticket.seat_plan_id, (plans.get(ticket.seat_plan_id) ?? 0) + back)
  }
  for (const [seatPlanId, back] of plans) {
    const unit = Number((await db.value<number>('SELECT seat_plan_unit FROM seat_plans WHERE id = ?', [seatPlanId])) ?? 1)
    const units = Math.floor(back / Math.max(1, unit))
    if (units > 0) await db.run('UPDATE seat_plans SET stock = stock + ? WHERE id = ?', [units, seatPlanId])
  }
  for (const seatPlanId of plans.keys()) await offerToWaitList(db, seatPlanId, now)
}

/** Spec section 4: an order's invoice is cancelled when the order changes (a refund, a rebook). */
export async function cancelInvoices(db: Queryable, orderId: string): Promise<number> {
  return (
    await db.run("UPDATE invoices SET status = 'CANCELLED' WHERE order_id = ? AND status IN ('APPLYING', 'SUCCESS')", [orderId])
  ).changes
}

/** Applies for the refund of `ticketIds`: everything above, in one transaction. */
export async function applyRefund(
  storage: Storage,
  userId: string,
  orderId: string,
  ticketIds: readonly string[],
  now = Date.now(),
): Promise<RefundRow> {
  return storage.withTransaction(async (tx) => {
    const plans = await tx.column<string>('SELECT DISTINCT seat_plan_id FROM order_items WHERE order_id = ?', [orderId])
    // The buyer's key too: the refund gives points back and takes earned ones (membership.ts).
    await tx.lock([refundKey(orderId), buyerKey(userId), ...plans.map(inventoryKey)])
    const quote = await quoteRefund(tx, userId, orderId, ticketIds, now)
    const id = newId('RF', now)
    await tx.run(
      `INSERT INTO refunds (id, refund_number, order_id, user_id, ticket_ids, qty, ticket_amount, fee, express_refund,
         refund_amount, fee_percent, points_returned, currency, state, applied_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'REFUNDING', ?)`,
      [
        id,
        `R${randomDigits(14)}`,
        orderId,
        userId,
        JSON.stringify(quote.chosen.map((ticket) => ticket.id)),
        quote.chosen.length,
        quote.ticketAmount,
        quote.fee,
        quote.expressRefund,
        quote.refundAmount,
        quote.feePercent,
        quote.pointsReturned,
        quote.order.currency,
        now,
      ],
    )
    await revokeTickets(tx, orderId, quote.chosen)
    await returnToSale(tx, orderId, quote.chosen, now)
    // D38: the privilege card's redemptions come back in the share of the tickets refunded (card-use.ts).
    await returnCardOnRefund(tx, orderId)
    // D12/D18: points spent come back and points and growth earned are taken back, in the share of
    // the order's tickets this refund gives back (membership.ts keeps the ledger and the level).
    const share = quote.chosen.length / quote.tickets.length
    const member = await returnOnRefund(tx, orderId, share, now)
    if (member.pointsReturned !== quote.pointsReturned)
      await tx.run('UPDATE refunds SET points_returned = ? WHERE id = ?', [member.pointsReturned, id])
    await cancelInvoices(tx, orderId)
    const left = await tx.value<number>("SELECT COUNT(*) FROM tickets WHERE order_id = ? AND state = 'VALID'", [orderId])
    if (Number(left) === 0)
      await tx.run('UPDATE orders SET state = ?, closed_at = ? WHERE id = ?', [ORDER_STATE.refunded, now, orderId])
    return (await tx.one<RefundRow>('SELECT * FROM refunds WHERE id = ?', [id])) as RefundRow
  })
}

/** The sandbox provider pays back what is due (the sweep). */
export async function settleDueRefunds(db: Queryable, now: number): Promise<number> {
  return (
    await db.run("UPDATE refunds SET state = 'REFUNDED', settled_at = ? WHERE state = 'REFUNDING' AND applied_at <= ?", [
      now,
      now - REFUND_SETTLE_DELAY_MS,
    ])
  ).changes
}

/** The caller's refund orders, newest first. */
export async function refundsPage(
  db: Queryable,
  userId: string,
  offset: number,
  length: number,
): Promise<{ rows: RefundRow[]; total: number }> {
  const rows = await db.all<RefundRow>(
    'SELECT * FROM refunds WHERE user_id = ? ORDER BY applied_at DESC, id DESC LIMIT ? OFFSET ?',
    [userId, length, offset],
  )
  const total = Number(await db.value<number>('SELECT COUNT(*) FROM refunds WHERE user_id = ?', [userId]))
  return { rows, total }
}

/** A refund order as the app reads it. */
export async function refundView(db: Queryable, refund: RefundRow, lang: Lang) {
  const order = (await db.one<{ order_number: string; show_id: string }>(
    'SELECT order_number, show_id FROM orders WHERE id = ?',
    [refund.order_id],
  )) as { order_number: string; show_id: string }
  const show = await db.one<{ name: string; name_tw: string | null; name_en: string | null; poster_url: string }>(
    'SELECT name, name_tw, name_en, poster_url FROM shows WHERE id = ?',
    [order.show_id],
  )
  const name = show
    ? lang === 'en-US'
      ? (show.name_en ?? show.name)
      : lang === 'zh-MO'
        ? (show.name_tw ?? show.name)
        : show.name
    : ''
  return {
    refundId: refund.id,
    refundNumber: refund.refund_number,
    orderId: refund.order_id,
    orderNumber: order.order_number,
    showName: name,
    posterUrl: show?.poster_url ?? '',
    ticketIds: json<string[]>(refund.ticket_ids, []),
    qty: refund.qty,
    ticketAmount: yuan(refund.ticket_amount),
    fee: yuan(refund.fee),
    feePercent: refund.fee_percent,
    expressRefund: yuan(refund.express_refund),
    refundAmount: yuan(refund.refund_amount),
    pointsReturned: refund.points_returned,
    currency: refund.currency,
    state: refund.state,
    stateTitle: REFUND_STATE_TITLE[refund.state]?.[lang] ?? refund.state,
    appliedTime: refund.applied_at,
    settledTime: refund.settled_at,
  }
}

/**
 * The order's refund standing for the detail and the lists: whether tickets can be refunded now,
 * until when, and the refund state (NONE, REFUNDING while a refund is being paid back, PARTIAL
 * when some tickets were refunded, REFUNDED when all were).
 */
export async function refundStanding(db: Queryable, order: OrderRow, now: number) {
  const tickets = await ticketsAt(db, order.id)
  const valid = tickets.filter((ticket) => heldByBuyer(ticket, order.user_id))
  const refunded = tickets.length - valid.length - tickets.filter((ticket) => ticket.state === 'USED').length
  const paying = await db.value<number>(
    "SELECT COUNT(*) FROM refunds WHERE order_id = ? AND state IN ('APPLYING', 'REFUNDING')",
    [order.id],
  )
  const tiers = await tiersOf(db, order.show_id)
  const starts = tickets.map((ticket) => Number(ticket.start_time))
  const deadline = starts.length ? refundDeadline(tiers, Math.min(...starts)) : undefined
  const canRefund =
    PAID_STATES.includes(order.state) &&
    invoiceAmount(order) > 0 &&
    valid.length > 0 &&
    valid.every((ticket) => refundTier(tiers, Number(ticket.start_time), now) !== undefined)
  const state = Number(paying) > 0 ? 'REFUNDING' : refunded <= 0 ? 'NONE' : valid.length ? 'PARTIAL' : 'REFUNDED'
  return { canRefund, refundDeadline: deadline ?? null, orderRefundState: state, validTickets: valid.length }
}
