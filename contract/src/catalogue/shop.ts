/** The shop: configuration, customer service, versions, copywriting, coupons, member levels (`routes/catalogue/shop.ts`). */
import { Type, type Static } from '@sinclair/typebox'
import { Nullable } from './common'

/**
 * GET shops/configs: the merchant's configuration (spec section 3, Shop config; its keys are the
 * merchant's, localised), with the default city and the language answered. The app reads it
 * through domain/shop-config.
 */
export const ShopConfig = Type.Record(Type.String(), Type.Unknown())
export type ShopConfig = Static<typeof ShopConfig>

/** GET shops/get: the shop in brief (name, theme and languages as the configuration has them). */
export const ShopBrief = Type.Object({
  merchantId: Type.String(),
  appId: Type.String(),
  shopName: Type.Unknown(),
  shopStatus: Type.String(),
  currency: Type.String(),
  themeColor: Type.Unknown(),
  supportLanguages: Type.Unknown(),
})
export type ShopBrief = Static<typeof ShopBrief>

/** GET customer_service: the configuration's customer service (its keys are the merchant's), with the venue's phone for a show. */
export const CustomerService = Type.Object(
  { bizShowId: Type.Optional(Type.String()), venueTelephone: Type.Optional(Nullable(Type.String())) },
  { additionalProperties: true },
)
export type CustomerService = Static<typeof CustomerService>

/** GET version/match. updateType: FORCE, WEAK or NONE. */
export const VersionMatch = Type.Object({
  updateType: Type.String(),
  latestVersion: Nullable(Type.String()),
  minVersion: Nullable(Type.String()),
  /** What the new version brings, in the language asked for. */
  releaseNote: Type.String(),
  downloadUrl: Nullable(Type.String()),
})
export type VersionMatch = Static<typeof VersionMatch>

/** GET copywriting/config: the merchant's words for a client (its keys are the merchant's). */
export const Copywriting = Type.Object({
  merchantId: Type.String(),
  client: Type.String(),
  config: Type.Record(Type.String(), Type.Unknown()),
})
export type Copywriting = Static<typeof Copywriting>

/** GET coupons/detail: a coupon template. */
export const CouponTemplate = Type.Object({
  couponTemplateId: Type.String(),
  merchantId: Type.String(),
  couponType: Type.String(),
  title: Type.String(),
  currency: Type.String(),
  amount: Type.Number(),
  discount: Nullable(Type.Number()),
  discountDisplay: Type.String(),
  discountDisplayInfo: Type.Object({ prefix: Type.String(), value: Type.String(), largeAmount: Type.Boolean() }),
  maxDiscountAmount: Nullable(Type.Number()),
  limitation: Type.Number(),
  limitationType: Type.String(),
  useCouponRule: Type.String(),
  couponBizTypes: Type.Array(Type.String()),
  useWay: Type.String(),
  applyItemType: Type.String(),
  expirationType: Type.String(),
  expirationUnit: Nullable(Type.String()),
  length: Nullable(Type.Number()),
  startTime: Nullable(Type.Number()),
  expireTime: Nullable(Type.Number()),
  expireTimeStr: Nullable(Type.String()),
  termDescription: Type.String(),
  restrictionDescription: Type.String(),
  promotionDescription: Type.String(),
  ruleComments: Type.String(),
  /** Restriction kind -> the ids it names. */
  couponUseLimitVO: Type.Record(Type.String(), Type.Array(Type.String())),
  totalQty: Type.Number(),
  perUserLimit: Type.Number(),
  status: Type.String(),
})
export type CouponTemplate = Static<typeof CouponTemplate>

export const LevelRight = Type.Object({
  primeRightType: Type.String(),
  primeRightTypeName: Type.String(),
  description: Type.String(),
  badgeDesc: Type.String(),
  icon: Type.String(),
  isHighlight: Type.Boolean(),
  isDisplayToUser: Type.Boolean(),
})
export type LevelRight = Static<typeof LevelRight>

/** GET prime/levels: the member levels and their rights. */
export const PrimeLevels = Type.Object({
  levels: Type.Array(
    Type.Object({
      level: Type.Number(),
      primeLevelName: Type.String(),
      growthValueMin: Type.Number(),
      growthValueMax: Nullable(Type.Number()),
      icon: Type.String(),
      color: Type.String(),
      primeRights: Type.Array(LevelRight),
      /** The merchant's gifts (localised JSON). */
      birthdayGifts: Type.Array(Type.Unknown()),
    }),
  ),
})
export type PrimeLevels = Static<typeof PrimeLevels>
