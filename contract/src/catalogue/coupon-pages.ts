/**
 * The coupon pages' public reads (issue 25; docs/decisions/coupons.md): the coupons a buyer can
 * claim in a context (a topic, a show, or the shop's centre) with the caller's receive state
 * (spec section 4, receive mode), and the shows a coupon template applies to.
 */
import { Type, type Static } from '@sinclair/typebox'
import { CatalogueId, Length, Offset, common } from './common'
import { CouponTemplate } from './shop'

/** Spec section 4, receive mode: claimable, or the stamp the caller's own coupon of it shows. */
export const RECEIVE_STATES = ['CLAIMABLE', 'RECEIVED', 'USED', 'EXPIRED', 'REFUNDING', 'SOLD_OUT'] as const
export type ReceiveState = (typeof RECEIVE_STATES)[number]

export const ClaimableCouponsQuery = Type.Object({
  layoutId: Type.Optional(CatalogueId("with componentId: a layout's COUPON block, e.g. LY2001")),
  componentId: Type.Optional(CatalogueId('the COUPON block of that layout, e.g. C5')),
  topicId: Type.Optional(CatalogueId('the topic whose coupon blocks list the coupons, e.g. TP1002')),
  showId: Type.Optional(CatalogueId('the show the coupons must apply to, e.g. SH1001')),
  couponTemplateId: Type.Optional(CatalogueId('one template, e.g. CT1001')),
  ...common,
})

/** A claimable coupon template with the caller's state of it (anonymous: CLAIMABLE or SOLD_OUT). */
export const ClaimableCoupon = Type.Composite([
  CouponTemplate,
  Type.Object({
    receiveState: Type.Union(RECEIVE_STATES.map((state) => Type.Literal(state))),
    /** The caller's coupon of this template (the newest), when they have one. */
    couponId: Type.Union([Type.String(), Type.Null()]),
  }),
])
export type ClaimableCoupon = Static<typeof ClaimableCoupon>
export const ClaimableCoupons = Type.Object({ list: Type.Array(ClaimableCoupon) })
export type ClaimableCoupons = Static<typeof ClaimableCoupons>

export const CouponTemplateParams = Type.Object({ couponTemplateId: CatalogueId('coupon template id, e.g. CT1001') })
export const CouponShowsQuery = Type.Object({ offset: Type.Optional(Offset), length: Type.Optional(Length(20)), ...common })
