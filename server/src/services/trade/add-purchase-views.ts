/**
 * Add-purchase (issue 21, order-add-purchase; docs/decisions/orders-after-sale.md): goods bought
 * onto a paid ticket order are a goods order of their own (migration 113 `order_add_purchases`).
 * What the order detail shows of them, and when more can be added: read-only, so the order views
 * can use it without the create path.
 */
import type { Queryable } from '../../storage'
import { SPU_SELECT, type SpuRow } from '../catalogue/goods'
import { ORDER_STATE, yuan } from './common'
import { goodsOf, goodsView } from './goods'
import { ORDER_STATE_TITLE, type Lang } from './text'

/** The order types goods can be added to: tickets (and a rebooked order's tickets). */
export const ADD_PURCHASE_ORDER_TYPES: readonly string[] = ['TICKET', 'REBOOK']
/** Paid and not refunded: delivering, shipped or succeeded (spec s4 states 6, 7, 9). */
const PAID_STATES: readonly number[] = [ORDER_STATE.delivering, ORDER_STATE.express, ORDER_STATE.succeeded]

interface ParentOrder {
  readonly id: string
  readonly order_type: string
  readonly state: number
  readonly merchant_id: string
}

/** The shows of the order's lines. */
export async function orderShowIds(db: Queryable, orderId: string): Promise<string[]> {
  return db.column<string>('SELECT DISTINCT show_id FROM order_items WHERE order_id = ? ORDER BY show_id', [orderId])
}

/** The goods sold with the order's shows that can be bought now (on sale; never a printed stub). */
export async function addableGoods(db: Queryable, order: ParentOrder): Promise<SpuRow[]> {
  const shows = await orderShowIds(db, order.id)
  if (!shows.length) return []
  return db.all<SpuRow>(
    `${SPU_SELECT} WHERE g.merchant_id = ? AND g.show_id IN (${shows.map(() => '?').join(', ')})
       AND g.status = 'ON_SALE' AND g.stub = 0 ORDER BY g.seq, g.id`,
    [order.merchant_id, ...shows],
  )
}

/**
 * Whether goods can be added to the order now: a ticket order, paid and not refunded, whose last
 * session has not ended (the goods are for the show), with goods on sale for its shows.
 */
export async function addPurchaseOpen(db: Queryable, order: ParentOrder, now: number): Promise<boolean> {
  if (!ADD_PURCHASE_ORDER_TYPES.includes(order.order_type) || !PAID_STATES.includes(order.state)) return false
  const lastEnd = await db.value<number>(
    'SELECT MAX(ss.end_time) FROM order_items i JOIN sessions_show ss ON ss.id = i.session_id WHERE i.order_id = ?',
    [order.id],
  )
  if (lastEnd === undefined || lastEnd === null || Number(lastEnd) < now) return false
  return (await addableGoods(db, order)).length > 0
}

/** The goods orders added to this order, newest first, with their goods and state. */
export async function addedPurchases(db: Queryable, orderId: string, lang: Lang) {
  const rows = await db.all<{ id: string; order_number: string; state: number; pay_amount: number; created_at: number }>(
    `SELECT o.id, o.order_number, o.state, o.pay_amount, o.created_at FROM order_add_purchases a JOIN orders o ON o.id = a.order_id
      WHERE a.added_to_order_id = ? ORDER BY o.created_at DESC, o.id`,
    [orderId],
  )
  const added = []
  for (const row of rows) {
    const goods = []
    for (const line of await goodsOf(db, row.id)) {
      goods.push(await goodsView(db, { spuId: line.spu_id, skuId: line.sku_id, qty: line.qty, unitPrice: line.unit_price }, lang))
    }
    added.push({
      orderId: row.id,
      orderNumber: row.order_number,
      orderState: row.state,
      orderStatusTitle: ORDER_STATE_TITLE[row.state]?.[lang] ?? '',
      payAmount: yuan(row.pay_amount),
      createTime: row.created_at,
      goods,
    })
  }
  return added
}

/** The order detail's part: goods added to a ticket order and whether more can be; a goods order's ticket order. */
export async function addPurchaseStanding(db: Queryable, order: ParentOrder, lang: Lang, now: number) {
  const addedTo = await db.value<string>('SELECT added_to_order_id FROM order_add_purchases WHERE order_id = ?', [order.id])
  return {
    canAddPurchase: await addPurchaseOpen(db, order, now),
    addPurchases: ADD_PURCHASE_ORDER_TYPES.includes(order.order_type) ? await addedPurchases(db, order.id, lang) : [],
    addedToOrderId: addedTo ?? null,
  }
}
