/**
 * The buyer's coupons (spec section 7, Coupons): the list, one coupon, claim, exchange codes, an
 * offline coupon's verification code. pre_order lists the same coupon judged for the order.
 */
import { Type, type Static } from '@sinclair/typebox'
import { Page } from '../common'
import { Millis, Nullable, TradeId, TradeLang, TradePaging, Yuan } from './common'

// ---------------------------------------------------------------------------------------------
// Requests

/**
 * The statuses the list filters by (as seen now: an AVAILABLE coupon past its time is EXPIRED);
 * HISTORY is the history-coupon page's: used (or held by an unpaid order) and expired together.
 */
export const CouponStatusFilter = Type.Union(
  ['AVAILABLE', 'UN_AVAILABLE', 'USED', 'EXPIRED', 'PENDING', 'REFUNDING', 'HISTORY'].map((value) => Type.Literal(value)),
)
const ObtainType = Type.Optional(Type.String({ maxLength: 32, default: 'SHOW_OBTAIN' }))
const ExchangeCode = Type.String({ minLength: 4, maxLength: 32, pattern: '^[A-Za-z0-9_-]+$' })

export const CouponsPageQuery = Type.Object({
  ...TradePaging,
  status: Type.Optional(CouponStatusFilter),
  /** Only coupons whose templates apply to this show (coupon-recommend-list). */
  showId: Type.Optional(TradeId),
})
export const CouponParams = Type.Object({ couponId: TradeId })
/** couponCode is the template id (or couponTemplateId); obtainType defaults to SHOW_OBTAIN. */
export const ObtainCouponBody = Type.Object({
  couponCode: Type.Optional(TradeId),
  couponTemplateId: Type.Optional(TradeId),
  obtainType: ObtainType,
})
export const ExchangeCheckBody = Type.Object({ exchangeCode: ExchangeCode })
export const ExchangeBody = Type.Object({ exchangeCode: ExchangeCode, obtainType: ObtainType })
export const CouponVerifyBody = Type.Object({
  couponId: TradeId,
  couponTemplateId: Type.Optional(TradeId),
  orderId: Type.Optional(TradeId),
  source: Type.Optional(Type.Union([Type.Literal('ORDER_INFO'), Type.Literal('SINGLE_COUPON')])),
})
export const CouponLangQuery = Type.Object({ lang: TradeLang })

// ---------------------------------------------------------------------------------------------
// Answers

/** Which shows, sessions, seat plans... a coupon is for (empty lists: no limit of that kind). */
export const CouponUseLimitVO = Type.Object({
  showIds: Type.Array(Type.String()),
  showSessionIds: Type.Array(Type.String()),
  seatPlanIds: Type.Array(Type.String()),
  venueIds: Type.Array(Type.String()),
  showTypes: Type.Array(Type.String()),
  tagIds: Type.Array(Type.String()),
  itemIds: Type.Array(Type.String()),
  categoryIds: Type.Array(Type.String()),
})

/**
 * A coupon of the buyer (spec section 3): the coupon list, one coupon, claim and exchange; and,
 * in pre_order, judged for the order (usable, discountAmount, unusableReason, isChecked).
 */
export const Coupon = Type.Object({
  couponId: Type.String(),
  couponTemplateId: Type.String(),
  couponCode: Type.String(),
  couponType: Type.String(),
  /** Spec section 3 coupon status code (1 available, 2 used, 3 expired...). */
  couponStatus: Type.Integer(),
  status: Type.String(),
  title: Type.String(),
  amount: Yuan,
  /** The rate paid of a discount coupon (0.8), else null. */
  discount: Nullable(Type.Number()),
  /** What it takes off this order (pre_order); 0 elsewhere. */
  discountAmount: Yuan,
  discountDisplay: Type.String(),
  discountDisplayInfo: Type.Object({ value: Type.String(), limitation: Type.String() }),
  limitation: Type.Number(),
  limitationType: Type.String(),
  applyItemType: Type.String(),
  useWay: Type.String(),
  useCouponRule: Type.String(),
  couponBizTypes: Type.Array(Type.String()),
  expirationType: Type.String(),
  expirationUnit: Nullable(Type.String()),
  length: Nullable(Type.Number()),
  startTime: Millis,
  expireTime: Millis,
  expireTimeStr: Type.String(),
  termDescription: Type.String(),
  restrictionDescription: Type.String(),
  promotionDescription: Type.String(),
  ruleComments: Type.String(),
  usable: Type.Boolean(),
  unusableReason: Nullable(Type.String()),
  obtained: Type.Boolean(),
  isNewArrival: Type.Boolean(),
  defaultSelect: Type.Boolean(),
  isChecked: Type.Boolean(),
  disabled: Type.Boolean(),
  couponUseLimitVO: CouponUseLimitVO,
  couponPackageId: Type.Null(),
  merchantId: Type.String(),
  currency: Type.String(),
  qty: Type.Integer(),
  orderId: Nullable(Type.String()),
  obtainTime: Millis,
  usedTime: Nullable(Millis),
})
export type Coupon = Static<typeof Coupon>

/** A coupon as pre_order judges it for the order. */
export const OrderCoupon = Coupon
export type OrderCoupon = Coupon

export const CouponsPage = Page(Coupon)
export type CouponsPage = Static<typeof CouponsPage>

/** exchange_check: what an exchange code would give (the template). */
export const CouponTemplateView = Type.Object({
  couponTemplateId: Type.String(),
  couponType: Type.String(),
  title: Type.String(),
  amount: Yuan,
  discount: Nullable(Type.Number()),
  discountDisplay: Type.String(),
  limitationType: Type.String(),
  restrictionDescription: Type.String(),
  useCouponRule: Type.String(),
  couponBizTypes: Type.Array(Type.String()),
  expirationType: Type.String(),
  length: Nullable(Type.Number()),
  expireTime: Nullable(Millis),
  merchantId: Type.String(),
  currency: Type.String(),
})
export type CouponTemplateView = Static<typeof CouponTemplateView>

/** verify/code: an offline coupon's code for the counter, good until verifyCodeExpireTime. */
export const CouponVerifyCode = Type.Object({
  verifyCode: Type.String(),
  statusImageUrl: Type.Null(),
  verifyCodeExpireTime: Millis,
  couponId: Type.String(),
  title: Type.String(),
})
export type CouponVerifyCode = Static<typeof CouponVerifyCode>

/**
 * A coupon's support info (spec section 7, path not shown; s4: "supportUse true opens an exchange
 * popup, else coupon-shows"): whether it is redeemed through exchange_coupon/use for a privilege
 * card (D38), and which.
 */
export const CouponSupportInfo = Type.Object({
  couponId: Type.String(),
  supportUse: Type.Boolean(),
  privilegeCardName: Nullable(Type.String()),
  privilegeCardTemplateId: Nullable(Type.String()),
  spuId: Nullable(Type.String()),
})
export type CouponSupportInfo = Static<typeof CouponSupportInfo>
