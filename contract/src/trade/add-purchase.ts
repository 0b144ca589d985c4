/**
 * Add-purchase (issue 21, order-add-purchase/add-purchase-list): goods sold with a paid ticket
 * order's shows, bought onto it afterwards as a goods order of their own (paid through the cashier).
 */
import { Type, type Static } from '@sinclair/typebox'
import { TiedSpu } from '../pages/show-pages'
import { TradeId, Yuan } from './common'
import { AddedPurchase } from './orders'

/** The order, whether goods can be added now, the goods of its shows (a sku each with its words), and those added. */
export const AddPurchaseOffer = Type.Object({
  orderId: Type.String(),
  orderNumber: Type.String(),
  showName: Type.String(),
  sessionName: Type.String(),
  canAdd: Type.Boolean(),
  currency: Type.String(),
  /** The delivery fee of a goods order (yuan). */
  expressFee: Yuan,
  goods: Type.Array(TiedSpu),
  added: Type.Array(AddedPurchase),
})
export type AddPurchaseOffer = Static<typeof AddPurchaseOffer>

export const AddPurchaseBody = Type.Object({
  lines: Type.Array(Type.Object({ spuId: TradeId, skuId: TradeId, qty: Type.Integer({ minimum: 1, maximum: 99 }) }), {
    minItems: 1,
    maxItems: 20,
  }),
  addressId: Type.Optional(TradeId),
  paymentParam: Type.Optional(Type.Object({ payAmount: Type.Optional(Type.Number({ minimum: 0 })) })),
})
export type AddPurchaseBody = Static<typeof AddPurchaseBody>
