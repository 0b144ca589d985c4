/**
 * Privilege cards (issue 24, D38; spec s3 "Privilege card item", s7 the card queries):
 * routes/trade/privilege-cards.ts. Money in yuan (2 decimals); cents fields say so.
 */
import { Type, type Static } from '@sinclair/typebox'
import { ShowListItem } from '../catalogue/common'
import { Nullable, TradeId, TradeLang, Yuan, Millis } from './common'
import { CreatedOrder } from './orders'
import { GoodsCoupon } from './shop'

/** A card on sale (card-list, card-detail). */
export const PrivilegeCardTemplate = Type.Object({
  cardId: Type.String(),
  cardName: Type.String(),
  /** The picture: a 300-wide thumbnail in lists, 750 wide on the detail (s9). */
  cardUrl: Type.String(),
  cardPrice: Yuan,
  currency: Type.String(),
  isAnnualCard: Type.Boolean(),
  /** Days the card is valid from its purchase. */
  validDays: Type.Integer({ minimum: 1 }),
  /** Tickets the card redeems free; 0 for a discount card. */
  convertibleTimes: Type.Integer({ minimum: 0 }),
  /** A discount card's share of the ticket price paid (0.8 = 20% off); null for a redemption card. */
  discountRate: Nullable(Type.Number()),
  promotionDesc: Type.String(),
  /** How it is used, as the shop words it. */
  rules: Type.String(),
  /** The shows of its range (card-range). */
  showIds: Type.Array(Type.String()),
})
export type PrivilegeCardTemplate = Static<typeof PrivilegeCardTemplate>

export const PrivilegeCardList = Type.Object({ list: Type.Array(PrivilegeCardTemplate) })
export type PrivilegeCardList = Static<typeof PrivilegeCardList>

export const PrivilegeCardDetail = Type.Object({ ...PrivilegeCardTemplate.properties, onSale: Type.Boolean() })
export type PrivilegeCardDetail = Static<typeof PrivilegeCardDetail>

export const PrivilegeCardParams = Type.Object({ cardId: TradeId })
export const PrivilegeCardQuery = Type.Object({ lang: TradeLang, merchantId: Type.Optional(TradeId) })

/** card-range: the shows the card covers. */
export const PrivilegeCardRange = Type.Object({ cardId: Type.String(), list: Type.Array(ShowListItem) })
export type PrivilegeCardRange = Static<typeof PrivilegeCardRange>

/** s3 cardStatus of an owned card (null while it is usable). */
export const PrivilegeCardStatus = Nullable(
  Type.Union([Type.Literal('USED'), Type.Literal('EXPIRE'), Type.Literal('REFUND'), Type.Literal('REFUNDING')]),
)

/** A card the buyer owns (s3 Privilege card item). */
export const OwnedPrivilegeCard = Type.Object({
  ...PrivilegeCardTemplate.properties,
  userCardInstanceId: Type.String(),
  orderId: Type.String(),
  cardStatus: PrivilegeCardStatus,
  enabled: Type.Boolean(),
  isHistory: Type.Boolean(),
  expirationTime: Millis,
  purchaseTime: Millis,
  redeemedTimes: Type.Integer({ minimum: 0 }),
})
export type OwnedPrivilegeCard = Static<typeof OwnedPrivilegeCard>

/** GET purchased/privilege/card/query. */
export const OwnedPrivilegeCards = Type.Object({ list: Type.Array(OwnedPrivilegeCard) })
export type OwnedPrivilegeCards = Static<typeof OwnedPrivilegeCards>

/** GET privilege/card/query_card_by_order_id?itemOrderId: the card an order bought, null until paid. */
export const CardByOrderQuery = Type.Object({ itemOrderId: TradeId, lang: TradeLang })
export const CardByOrder = Type.Object({ orderId: Type.String(), orderState: Type.Integer(), card: Nullable(OwnedPrivilegeCard) })
export type CardByOrder = Static<typeof CardByOrder>

/** POST privilege_card_orders/pre_order and create. */
export const CardOrderBody = Type.Object({
  cardId: TradeId,
  couponId: Type.Optional(TradeId),
  paymentParam: Type.Optional(Type.Object({ payAmount: Type.Optional(Type.Number({ minimum: 0 })) })),
})
export type CardOrderBody = Static<typeof CardOrderBody>

export const CardPreOrder = Type.Object({
  card: PrivilegeCardTemplate,
  currency: Type.String(),
  cardAmount: Yuan,
  couponAmount: Yuan,
  payAmount: Yuan,
  payAmountCents: Type.Integer(),
  /** The buyer's PRIVILEGE_CARD coupons judged on this card. */
  coupons: Type.Array(GoodsCoupon),
  couponId: Nullable(Type.String()),
})
export type CardPreOrder = Static<typeof CardPreOrder>

export const CreatedCardOrder = CreatedOrder
export type CreatedCardOrder = Static<typeof CreatedCardOrder>
