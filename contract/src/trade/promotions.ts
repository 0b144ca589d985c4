/**
 * Promotions (spec section 7, Coupons: promotions/list) and the points rule (buyer/v3/point/
 * order_rule). FULL: spend X, Y off; PER: Y off per X spent; DISCOUNT: X tickets or more at rate Y
 * (rules/discounts.ts prices them).
 */
import { Type, type Static } from '@sinclair/typebox'
import { Millis, TradeId, TradeLang, Yuan } from './common'

export const PromotionsQuery = Type.Object({
  showId: TradeId,
  promotionCategory: Type.Optional(Type.String({ maxLength: 32 })),
  displayRule: Type.Optional(Type.String({ maxLength: 32 })),
  promotionId: Type.Optional(TradeId),
  orderId: Type.Optional(TradeId),
  lang: TradeLang,
})

export const PointsRuleQuery = Type.Object({ showId: Type.Optional(TradeId), lang: TradeLang })

const promotionFields = {
  promotionId: Type.String(),
  grantorMerchantId: Type.String(),
  activityType: Type.String(),
  promotionMethod: Type.String(),
  /** FULL, PER or DISCOUNT. */
  method: Type.String(),
  /** FULL / PER: the spend (cents); DISCOUNT: the number of tickets. */
  threshold: Type.Number(),
  /** FULL / PER: the amount off (cents); DISCOUNT: the rate paid. */
  value: Type.Number(),
  title: Type.String(),
  startTime: Millis,
  endTime: Millis,
}

/** A promotion a shop runs on a show (promotions/list). */
export const Promotion = Type.Object(promotionFields)
export type Promotion = Static<typeof Promotion>

/** GET promotions/list: the show and its running promotions (an empty list when none). */
export const ShowPromotions = Type.Object({ showId: Type.String(), promotions: Type.Array(Promotion) })
export type ShowPromotions = Static<typeof ShowPromotions>

/** A promotion as pre_order judges it for the order (its discount on the ticket amount). */
export const OrderPromotion = Type.Object({
  ...promotionFields,
  usable: Type.Boolean(),
  discountAmount: Yuan,
  discountAmountCents: Type.Integer(),
})
export type OrderPromotion = Static<typeof OrderPromotion>
