/** Goods returns (decision D36: a goods order's after-sale return, "returned" in spec s4's business view). */
import { Type, type Static } from '@sinclair/typebox'
import { Millis, Nullable, Yuan } from './common'

export const GOODS_RETURN_STATES = ['RETURNING', 'RETURNED', 'REJECTED'] as const

export const GoodsReturn = Type.Object({
  returnId: Type.String(),
  returnNumber: Type.String(),
  orderId: Type.String(),
  /** RETURNING until the goods are back and paid back, then RETURNED (or REJECTED). */
  state: Type.Union(GOODS_RETURN_STATES.map((state) => Type.Literal(state))),
  /** The state in the reader's language. */
  stateTitle: Type.String(),
  /** What goes back: what the order was paid, less the delivery once shipped (the gateway's figure). */
  refundAmount: Yuan,
  /** The delivery fee within refundAmount (the parcel had not left). */
  expressRefund: Yuan,
  currency: Type.String(),
  appliedTime: Millis,
  settledTime: Nullable(Millis),
})
export type GoodsReturn = Static<typeof GoodsReturn>

/** The goods-order fields of the order detail (absent on other orders). */
export const GoodsReturnStanding = {
  /** The return asked for, newest, or null. */
  goodsReturn: Type.Optional(Nullable(GoodsReturn)),
  /** A return can be asked for now. */
  canReturn: Type.Optional(Type.Boolean()),
  /** What it would give back now, or null. */
  returnAmount: Type.Optional(Nullable(Yuan)),
  /** The last moment it is accepted (7 days after delivery), or null (not delivered yet, or not returnable). */
  returnDeadline: Type.Optional(Nullable(Millis)),
}
