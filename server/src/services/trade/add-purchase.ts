/**
 * Add-purchase (issue 21, order-add-purchase/add-purchase-list; docs/decisions/orders-after-sale.md):
 * goods sold with a paid ticket order's shows, bought onto it afterwards. The purchase is a goods
 * order of its own (its own payment through the cashier, express delivery, the sweep closing it
 * unpaid), made by the goods-order path with the ticket order's rules checked inside the same
 * transaction, under the order's refund lock (a refund racing it finds the order as it was).
 */
import type { Storage, Queryable } from '../../storage'
import { resolveShop } from '../catalogue/shops'
import { tiedSpu } from '../catalogue/goods'
import { EXPRESS_FEE_CENTS, refuse, yuan } from './common'
import { createGoodsOrder } from './goods-orders'
import type { GoodsInput } from './goods'
import { itemsOf, ownedOrder } from './orders'
import { refundKey } from './refunds'
import { t, type Lang } from './text'
import { addPurchaseOpen, addableGoods, addedPurchases, orderShowIds } from './add-purchase-views'
import { itemInfo } from './views'

export const ADD_PURCHASE_CODES = {
  /** Goods can no longer be added: the order is not paid, was refunded, or its show is over. */
  closed: 22031171,
  /** A line of goods not sold with this order's shows. */
  notOfOrder: 22031172,
} as const

const CLOSED = t(
  '该订单暂不能加购：仅已支付且演出未结束的门票订单可以加购',
  '該訂單暫不能加購：僅已支付且演出未結束的門票訂單可以加購',
  'Goods can be added only to a paid ticket order whose show is still to come',
)
const NOT_OF_ORDER = t(
  '该商品不随本订单的演出出售',
  '該商品不隨本訂單的演出出售',
  'These goods are not sold with this order’s show',
)

/** GET orders/{orderId}/add_purchase: the order, whether goods can be added, the goods of its shows, and those added. */
export async function addPurchaseOffer(db: Queryable, userId: string, orderId: string, lang: Lang, now: number) {
  const order = await ownedOrder(db, userId, orderId)
  const [first] = await itemsOf(db, order.id)
  const info = first ? await itemInfo(db, first, lang) : undefined
  const open = await addPurchaseOpen(db, order, now)
  const goods = []
  if (open) for (const row of await addableGoods(db, order)) goods.push(await tiedSpu(db, row, order.currency, lang))
  return {
    orderId: order.id,
    orderNumber: order.order_number,
    showName: info?.showName ?? '',
    sessionName: info?.sessionName ?? '',
    canAdd: open,
    currency: order.currency,
    expressFee: yuan(EXPRESS_FEE_CENTS),
    goods,
    added: await addedPurchases(db, order.id, lang),
  }
}

/**
 * POST orders/{orderId}/add_purchase: a goods order of the lines (goods of the order's shows),
 * sent by express to the address, pointing at the ticket order; refused once the order cannot take
 * more (22031171) or for goods not sold with its shows (22031172).
 */
export async function createAddPurchase(
  storage: Storage,
  userId: string,
  orderId: string,
  input: { lines: readonly GoodsInput[]; addressId?: string; clientPayAmount?: number; terminalSrc: string },
  now: number,
) {
  const order = await ownedOrder(storage, userId, orderId)
  const shop = await resolveShop(storage, order.merchant_id)
  return createGoodsOrder(
    storage,
    userId,
    shop,
    {
      lines: input.lines,
      ...(input.addressId ? { addressId: input.addressId } : {}),
      ...(input.clientPayAmount === undefined ? {} : { clientPayAmount: input.clientPayAmount }),
      terminalSrc: input.terminalSrc,
      link: {
        locks: [refundKey(orderId)],
        async within(tx, goodsOrderId, lines) {
          const parent = await ownedOrder(tx, userId, orderId)
          if (!(await addPurchaseOpen(tx, parent, now))) throw refuse(ADD_PURCHASE_CODES.closed, CLOSED)
          const shows = await orderShowIds(tx, orderId)
          if (lines.some((line) => !line.spu.show_id || !shows.includes(line.spu.show_id)))
            throw refuse(ADD_PURCHASE_CODES.notOfOrder, NOT_OF_ORDER)
          await tx.run('INSERT INTO order_add_purchases (order_id, added_to_order_id) VALUES (?, ?)', [goodsOrderId, orderId])
        },
      },
    },
    now,
  )
}
