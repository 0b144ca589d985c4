/**
 * The shop's product cart and goods orders (issue 23; spec sections 2, 3 productCartConfig, 7
 * "GET cart count"): `routes/trade/shop.ts`. Amounts are the gateway's (yuan, 2 decimals).
 */
import { Type, type Static } from '@sinclair/typebox'
import { Nullable, TradeId, TradeLang, Yuan } from './common'
import { CreatedOrder, OrderGoods } from './orders'

/** The cart's and goods orders' query: the language, and the shop when the `merchant-id` header is not sent. */
export const TradeShopQuery = Type.Object({ lang: TradeLang, merchantId: Type.Optional(TradeId) })

/** GET cart/count: the buyer's units in the shop's cart (0 when the shop has no cart). */
export const CartCount = Type.Object({ count: Type.Integer(), enabled: Type.Boolean() })
export type CartCount = Static<typeof CartCount>

/** One line of the cart: a sku, its quantity and what the shelf says of it now. */
export const CartLine = Type.Object({
  id: Type.Integer(),
  spuId: Type.String(),
  skuId: Type.String(),
  name: Type.String(),
  posterUrl: Type.String(),
  /** The sku's attribute values in words ('Black / M'). */
  skuLabel: Type.String(),
  qty: Type.Integer(),
  selected: Type.Boolean(),
  unitPrice: Yuan,
  marketPrice: Yuan,
  stock: Type.Integer(),
  limitPerUser: Type.Integer(),
  /** Off the shelf or not enough left for the line's quantity: cannot be checked out. */
  available: Type.Boolean(),
  soldOut: Type.Boolean(),
})
export type CartLine = Static<typeof CartLine>

/** GET cart. */
export const Cart = Type.Object({
  enabled: Type.Boolean(),
  currency: Type.String(),
  lines: Type.Array(CartLine),
  count: Type.Integer(),
  /** Selected and available lines only. */
  selectedAmount: Yuan,
  selectedCount: Type.Integer(),
})
export type Cart = Static<typeof Cart>

export const CartAddBody = Type.Object({
  spuId: TradeId,
  skuId: TradeId,
  qty: Type.Integer({ minimum: 1, maximum: 99 }),
})
export type CartAddBody = Static<typeof CartAddBody>

export const CartLineParams = Type.Object({ id: Type.Integer({ minimum: 1 }) })

export const CartUpdateBody = Type.Object({
  qty: Type.Optional(Type.Integer({ minimum: 1, maximum: 99 })),
  selected: Type.Optional(Type.Boolean()),
})
export type CartUpdateBody = Static<typeof CartUpdateBody>

/** POST cart/items/remove: the lines to remove. */
export const CartRemoveBody = Type.Object({ ids: Type.Array(Type.Integer({ minimum: 1 }), { minItems: 1, maxItems: 100 }) })
export type CartRemoveBody = Static<typeof CartRemoveBody>

/** POST goods_orders/pre_order and create: goods only, shipped by express. */
export const GoodsOrderBody = Type.Object({
  lines: Type.Array(Type.Object({ spuId: TradeId, skuId: TradeId, qty: Type.Integer({ minimum: 1, maximum: 99 }) }), {
    minItems: 1,
    maxItems: 20,
  }),
  addressId: Type.Optional(TradeId),
  couponId: Type.Optional(TradeId),
  /** Checked out from the cart: its lines of these skus are removed once the order is made. */
  fromCart: Type.Optional(Type.Boolean()),
  paymentParam: Type.Optional(Type.Object({ payAmount: Type.Optional(Type.Number({ minimum: 0 })) })),
})
export type GoodsOrderBody = Static<typeof GoodsOrderBody>

/** An ITEM coupon as the goods confirm lists it. */
export const GoodsCoupon = Type.Object({
  couponId: Type.String(),
  title: Type.String(),
  usable: Type.Boolean(),
  discountAmount: Yuan,
  expireTime: Type.Number(),
})
export type GoodsCoupon = Static<typeof GoodsCoupon>

/** POST goods_orders/pre_order: the confirm page's lines and fee breakdown, holding nothing. */
export const GoodsPreOrder = Type.Object({
  currency: Type.String(),
  goods: Type.Array(OrderGoods),
  goodsAmount: Yuan,
  expressFee: Yuan,
  couponAmount: Yuan,
  payAmount: Yuan,
  payAmountCents: Type.Integer(),
  coupons: Type.Array(GoodsCoupon),
  /** The coupon priced in (the one asked for when usable). */
  couponId: Nullable(Type.String()),
})
export type GoodsPreOrder = Static<typeof GoodsPreOrder>

/** POST goods_orders/create: the order made, as create order answers it. */
export const CreatedGoodsOrder = CreatedOrder
export type CreatedGoodsOrder = Static<typeof CreatedGoodsOrder>
