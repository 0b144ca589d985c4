/**
 * The exchange popup (spec s4, s7 `POST buyer/v1/exchange_coupon/use {couponId,
 * privilegeCardTemplateId, type}`; D38): an EXCHANGE coupon of biz type PRIVILEGE_CARD redeemed
 * for the privilege card it names (its support info says which), issued at once.
 * routes/trade/coupons.ts.
 */
import { Type, type Static } from '@sinclair/typebox'
import { TradeId } from './common'
import { OwnedPrivilegeCard } from './privilege-cards'

export const ExchangeCouponUseBody = Type.Object({
  couponId: TradeId,
  privilegeCardTemplateId: TradeId,
  /** What the coupon is exchanged for: a privilege card (the only kind). */
  type: Type.Optional(Type.Literal('PRIVILEGE_CARD')),
})
export type ExchangeCouponUseBody = Static<typeof ExchangeCouponUseBody>

/** The card issued, and the (free) PRIVILEGE_CARD order that bought it. */
export const ExchangeCouponUsed = Type.Object({ orderId: Type.String(), card: OwnedPrivilegeCard })
export type ExchangeCouponUsed = Static<typeof ExchangeCouponUsed>
