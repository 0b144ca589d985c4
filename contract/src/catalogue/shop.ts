/** The shop: configuration, customer service, versions, copywriting, coupons, member levels (`routes/catalogue/shop.ts`). */
import { Type, type Static } from '@sinclair/typebox'
import { CatalogueId, CityId, Nullable, common } from './common'

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
/**
 * The shop's texts, in the language asked for: what the app shows where the shop set one, its own
 * words elsewhere (src/components/copywriting). A shop may keep keys of its own besides these.
 */
export const CopywritingConfig = Type.Object(
  {
    'search.placeholder': Type.Optional(Type.String()),
    'search.hotWords': Type.Optional(Type.Array(Type.String())),
    'purchase.realNameTips': Type.Optional(Type.String()),
    'purchase.voucherTips': Type.Optional(Type.String()),
    'order.confirm.tips': Type.Optional(Type.String()),
    'waitlist.rule': Type.Optional(Type.String()),
    'ticket.transferTips': Type.Optional(Type.String()),
    'remind.subscribeTips': Type.Optional(Type.String()),
    'shop.closedTips': Type.Optional(Type.String()),
    'button.pickSeat': Type.Optional(Type.String()),
  },
  { additionalProperties: true },
)
export type CopywritingConfig = Static<typeof CopywritingConfig>

export const Copywriting = Type.Object({
  merchantId: Type.String(),
  client: Type.String(),
  config: CopywritingConfig,
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

// ---------------------------------------------------------------------------------------------
// Requests.

/** configTypeEnum: which part of the shop config to answer (ALL, the default: all of it). */
export const SHOP_CONFIG_PARTS = ['ALL', 'THEME', 'NAVIGATION', 'CUSTOMER_SERVICE', 'LANGUAGE', 'CONTENT', 'PRIME'] as const
export type ShopConfigPart = (typeof SHOP_CONFIG_PARTS)[number]

/** GET shops/configs (v5): the query. */
export const ShopConfigQuery = Type.Object({
  cityId: Type.Optional(CityId),
  miniAppType: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9_]{1,30}$', description: 'WEIXIN, ALIPAY, TT, XHS, H5...' })),
  bizShowId: Type.Optional(CatalogueId('the show being viewed')),
  configTypeEnum: Type.Optional(
    Type.Union(
      SHOP_CONFIG_PARTS.map((key) => Type.Literal(key)),
      { description: 'a part of the config; default ALL' },
    ),
  ),
  ...common,
})
export type ShopConfigQuery = Static<typeof ShopConfigQuery>

/** GET customer service: the query. */
export const CustomerServiceQuery = Type.Object({ bizShowId: Type.Optional(CatalogueId('the show being viewed')), ...common })
export type CustomerServiceQuery = Static<typeof CustomerServiceQuery>

/** GET version/match: the query. */
export const VersionMatchQuery = Type.Object({
  productCode: Type.String({ pattern: '^[A-Za-z0-9_]{1,30}$', description: 'SHOWTIX' }),
  clientCode: Type.String({ pattern: '^[A-Za-z0-9_]{1,30}$', description: 'H5, MP_WEIXIN, MP_ALI, MP_TT, MP_XHS, ...' }),
  versionNo: Type.String({
    pattern: '^[0-9]{1,4}(\\.[0-9]{1,6}){0,3}([-+][0-9A-Za-z.-]{1,40})?$',
    description: 'e.g. 1.0.0',
  }),
  merchantId: Type.Optional(CatalogueId('merchant')),
  lang: common.lang,
})
export type VersionMatchQuery = Static<typeof VersionMatchQuery>

/** GET copywriting/config: the query. */
export const CopywritingQuery = Type.Object({
  client: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9_]{1,30}$', description: 'H5, MP_WEIXIN...' })),
  ...common,
})
export type CopywritingQuery = Static<typeof CopywritingQuery>

/** GET coupon template: the query. */
export const CouponTemplateQuery = Type.Object({ couponTemplateId: CatalogueId('coupon template id, e.g. CT1001'), ...common })
export type CouponTemplateQuery = Static<typeof CouponTemplateQuery>
