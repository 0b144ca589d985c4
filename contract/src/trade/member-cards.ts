/**
 * Paid membership (issue 24, decision D16; spec s2 member-confirm → /member-pay-success, s3 order
 * type member): a shop's membership cards (a price, 365 days, a level floor), bought as a MEMBER
 * order through the same cashier. routes/trade/member-cards.ts. Money in yuan; cents say so.
 */
import { Type, type Static } from '@sinclair/typebox'
import { Millis, Nullable, TradeId, TradeLang, Yuan } from './common'
import { CreatedOrder } from './orders'

/** A membership card on sale (member-confirm). */
export const MemberCard = Type.Object({
  cardId: Type.String(),
  cardName: Type.String(),
  /** What it gives, as the shop words it. */
  description: Type.String(),
  price: Yuan,
  priceCents: Type.Integer({ minimum: 0 }),
  currency: Type.String(),
  /** Days it lasts from its purchase (or from the end of the card still running). */
  validDays: Type.Integer({ minimum: 1 }),
  /** The level the buyer holds at least while the card runs. */
  levelFloor: Type.Integer({ minimum: 1 }),
  levelFloorName: Type.String(),
})
export type MemberCard = Static<typeof MemberCard>

export const MemberCardQuery = Type.Object({ lang: TradeLang, merchantId: Type.Optional(TradeId) })

/** GET member cards: the shop's cards on sale (none when the shop does not show the prime card) and the buyer's running one. */
export const MemberCardList = Type.Object({
  list: Type.Array(MemberCard),
  /** The caller's running membership in this shop (null when logged out or none). */
  current: Nullable(
    Type.Object({ cardId: Type.String(), cardName: Type.String(), expireAt: Millis, levelFloor: Type.Integer() }),
  ),
})
export type MemberCardList = Static<typeof MemberCardList>

/** POST member_card_orders/create: the card, the agreement accepted (member-aggrement), the amount the client showed. */
export const MemberCardOrderBody = Type.Object({
  cardId: TradeId,
  agreed: Type.Boolean(),
  paymentParam: Type.Optional(Type.Object({ payAmount: Type.Optional(Type.Number({ minimum: 0 })) })),
})
export type MemberCardOrderBody = Static<typeof MemberCardOrderBody>

export const CreatedMemberOrder = CreatedOrder
export type CreatedMemberOrder = Static<typeof CreatedMemberOrder>

export const MemberOrderParams = Type.Object({ orderId: TradeId })

/** GET member_card_orders/{orderId} (member-pay-success): the order's state and, once paid, the membership and level. */
export const MemberOrderResult = Type.Object({
  orderId: Type.String(),
  orderState: Type.Integer(),
  paid: Type.Boolean(),
  card: MemberCard,
  payAmount: Yuan,
  currency: Type.String(),
  /** Once paid: when the membership ends, the level now. */
  expireAt: Nullable(Millis),
  primeLevel: Type.Integer(),
  primeLevelName: Type.String(),
})
export type MemberOrderResult = Static<typeof MemberOrderResult>
