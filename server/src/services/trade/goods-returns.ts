/**
 * Goods returns (decision D36: "returned" in the business view of spec s4). A paid goods order is
 * returned whole: before the parcel leaves (state 6) it is simply not sent, its stock comes back
 * at once and the delivery is refunded too; once shipped (7) or delivered (9, within
 * GOODS_RETURN_DAYS of delivery) the buyer sends it back, the delivery is not refunded, and the
 * stock comes back when the sandbox warehouse receives it (the sweep, GOODS_RETURN_SETTLE_MS
 * later, when the provider also pays back). The amount is the gateway's: what the order was paid,
 * never a figure from the client. Points come back as for a refund (D12/D18), coupons do not. The
 * order is refunded (11) at once, so the courier stops (its UPDATEs are guarded by state).
 */
import { GOODS_RETURN_DAYS, HOUR_MS } from '@showtix/contract/rules'
import type { Queryable, Storage } from '../../storage'
import { returnOnRefund } from '../accounts/membership'
import { ORDER_STATE, PAID_STATES, newId, randomDigits, refuse, yuan } from './common'
import { releaseGoods } from './goods'
import { GOODS_ORDER_TYPE } from './goods-orders'
import { buyerKey } from './limits'
import { ownedOrder, type OrderRow } from './orders'
import { refundKey } from './refunds'
import { t, type Lang, type Text } from './text'

/** How long after delivery a goods order may be returned. */
export const GOODS_RETURN_WINDOW_MS = GOODS_RETURN_DAYS * 24 * HOUR_MS
/** The sandbox warehouse receives a return (and the provider pays back) this long after it was asked for. */
export const GOODS_RETURN_SETTLE_MS = 30 * 1000

/** Refusals of a goods return (issue 21's range). */
export const GOODS_RETURN_CODES = {
  /** Not a paid goods order of the buyer's. */
  notReturnable: 22064032,
  /** Delivered more than GOODS_RETURN_DAYS ago. */
  tooLate: 22064033,
  /** A return was already asked for. */
  already: 22064034,
} as const

export const GOODS_RETURN_STATE_TITLE: Record<string, Text> = {
  RETURNING: t('退货中', '退貨中', 'Return in progress'),
  RETURNED: t('已退货', '已退貨', 'Returned'),
  REJECTED: t('退货被拒绝', '退貨被拒絕', 'Return refused'),
}

export interface GoodsReturnRow {
  id: string
  return_number: string
  order_id: string
  user_id: string
  paid_amount: number
  express_refund: number
  refund_amount: number
  shipped: number
  currency: string
  state: string
  applied_at: number
  settled_at: number | null
}

/** The order's live return (not refused), if any. */
async function liveReturn(db: Queryable, orderId: string): Promise<GoodsReturnRow | undefined> {
  return db.one<GoodsReturnRow>("SELECT * FROM goods_returns WHERE order_id = ? AND state <> 'REJECTED'", [orderId])
}

/** When the parcel was delivered (the courier's DELIVERED event; the payment when there is none). */
async function deliveredAt(db: Queryable, order: OrderRow): Promise<number> {
  const at = await db.value<number>("SELECT at FROM order_express_events WHERE order_id = ? AND kind = 'DELIVERED'", [order.id])
  return Number(at ?? order.paid_at ?? order.created_at)
}

export interface GoodsReturnQuote {
  readonly shipped: boolean
  readonly expressRefund: number
  readonly refundAmount: number
  /** The last moment a return is accepted (null until delivered). */
  readonly deadline: number | null
}

/** What a return of the order would give back now, or the refusal that says why not. */
export async function quoteGoodsReturn(db: Queryable, order: OrderRow, now: number): Promise<GoodsReturnQuote> {
  // Asked already (the order is then refunded, 11): say so rather than "not paid".
  if (order.order_type === GOODS_ORDER_TYPE && (await liveReturn(db, order.id)))
    throw refuse(
      GOODS_RETURN_CODES.already,
      t('该订单已申请退货', '該訂單已申請退貨', 'A return was already requested for this order'),
    )
  if (order.order_type !== GOODS_ORDER_TYPE || !PAID_STATES.includes(order.state))
    throw refuse(
      GOODS_RETURN_CODES.notReturnable,
      t('只有已支付的商品订单可以退货', '只有已付款的商品訂單可以退貨', 'Only a paid goods order can be returned'),
    )
  const deadline = order.state === ORDER_STATE.succeeded ? (await deliveredAt(db, order)) + GOODS_RETURN_WINDOW_MS : null
  if (deadline !== null && now > deadline)
    throw refuse(
      GOODS_RETURN_CODES.tooLate,
      t(
        `签收 ${GOODS_RETURN_DAYS} 天后不可退货`,
        `簽收 ${GOODS_RETURN_DAYS} 天後不可退貨`,
        `Goods can be returned only within ${GOODS_RETURN_DAYS} days of delivery`,
      ),
    )
  const shipped = order.state !== ORDER_STATE.delivering
  const expressRefund = shipped ? 0 : order.express_fee
  return { shipped, expressRefund, refundAmount: order.pay_amount - order.express_fee + expressRefund, deadline }
}

/** Asks for the return of a goods order: answers the return. */
export async function applyGoodsReturn(
  storage: Storage,
  userId: string,
  orderId: string,
  now = Date.now(),
): Promise<GoodsReturnRow> {
  return storage.withTransaction(async (tx) => {
    // The order's refund key (a second request waits, then finds the first) and the buyer's (points).
    await tx.lock([refundKey(orderId), buyerKey(userId)])
    const order = await ownedOrder(tx, userId, orderId)
    const quote = await quoteGoodsReturn(tx, order, now)
    const id = newId('GR', now)
    await tx.run(
      `INSERT INTO goods_returns (id, return_number, order_id, user_id, paid_amount, express_refund, refund_amount, shipped,
         currency, state, applied_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 'RETURNING', ?)`,
      [
        id,
        `T${randomDigits(14)}`,
        orderId,
        userId,
        order.pay_amount,
        quote.expressRefund,
        quote.refundAmount,
        quote.shipped ? 1 : 0,
        order.currency,
        now,
      ],
    )
    // Not sent yet: the goods never left, so they are on sale again now.
    if (!quote.shipped) await releaseGoods(tx, orderId)
    await returnOnRefund(tx, orderId, 1, now)
    await tx.run("UPDATE orders SET state = ?, close_reason = 'RETURNED', closed_at = ? WHERE id = ?", [
      ORDER_STATE.refunded,
      now,
      orderId,
    ])
    return (await tx.one<GoodsReturnRow>('SELECT * FROM goods_returns WHERE id = ?', [id])) as GoodsReturnRow
  })
}

/** The sandbox warehouse receives what was sent back and the provider pays (the sweep): the stock of a shipped parcel comes back. */
export async function settleDueGoodsReturns(db: Queryable, now: number): Promise<number> {
  const due = await db.all<GoodsReturnRow>("SELECT * FROM goods_returns WHERE state = 'RETURNING' AND applied_at <= ?", [
    now - GOODS_RETURN_SETTLE_MS,
  ])
  let settled = 0
  for (const row of due) {
    const done = await db.run(
      "UPDATE goods_returns SET state = 'RETURNED', settled_at = ? WHERE id = ? AND state = 'RETURNING'",
      [now, row.id],
    )
    if (done.changes !== 1) continue
    if (Number(row.shipped)) await releaseGoods(db, row.order_id)
    settled += 1
  }
  return settled
}

/** The return as the app reads it. */
export function goodsReturnView(row: GoodsReturnRow, lang: Lang) {
  return {
    returnId: row.id,
    returnNumber: row.return_number,
    orderId: row.order_id,
    state: row.state as 'RETURNING' | 'RETURNED' | 'REJECTED',
    stateTitle: GOODS_RETURN_STATE_TITLE[row.state]?.[lang] ?? row.state,
    refundAmount: yuan(row.refund_amount),
    expressRefund: yuan(row.express_refund),
    currency: row.currency,
    appliedTime: Number(row.applied_at),
    settledTime: row.settled_at === null ? null : Number(row.settled_at),
  }
}

/**
 * A goods order's return standing for the detail: the return asked for (newest), or whether one
 * can be asked for now, what it would give back and until when.
 */
export async function goodsReturnStanding(db: Queryable, order: OrderRow, lang: Lang, now: number) {
  if (order.order_type !== GOODS_ORDER_TYPE) return {}
  const row = await db.one<GoodsReturnRow>('SELECT * FROM goods_returns WHERE order_id = ? ORDER BY applied_at DESC LIMIT 1', [
    order.id,
  ])
  let quote: GoodsReturnQuote | undefined
  try {
    quote = await quoteGoodsReturn(db, order, now)
  } catch {
    quote = undefined
  }
  return {
    goodsReturn: row ? goodsReturnView(row, lang) : null,
    canReturn: quote !== undefined,
    returnAmount: quote ? yuan(quote.refundAmount) : null,
    returnDeadline: quote?.deadline ?? null,
  }
}

/** The title of a returned goods order (D36: "Return in progress" / "Returned", not the ticket words of state 11), or nothing for any other order. */
export async function goodsReturnTitle(db: Queryable, order: OrderRow, lang: Lang) {
  if (order.order_type !== GOODS_ORDER_TYPE || order.close_reason !== 'RETURNED') return undefined
  const state = await db.value<string>("SELECT state FROM goods_returns WHERE order_id = ? AND state <> 'REJECTED'", [order.id])
  return state ? { orderStatusTitle: GOODS_RETURN_STATE_TITLE[state]?.[lang] ?? '' } : undefined
}
