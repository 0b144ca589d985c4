/**
 * Add-purchase (issue 21, order-add-purchase/add-purchase-list): goods sold with a paid ticket
 * order's shows, bought onto it afterwards as a goods order of their own (paid through the cashier).
 */
import { Type, type Static } from '@sinclair/typebox'
import { TiedSpu } from '../pages/show-pages'
import { Yuan } from './common'
import { AddedPurchase } from './orders'
import { GoodsOrderBody } from './shop'

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

/** A goods order's lines, address and the amount the client shows (no coupon, no cart). */
export const AddPurchaseBody = Type.Pick(GoodsOrderBody, ['lines', 'addressId', 'paymentParam'])
export type AddPurchaseBody = Static<typeof AddPurchaseBody>
