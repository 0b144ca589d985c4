/** The shop: configuration, customer service, versions, copywriting, coupons, member levels (`routes/catalogue/shop.ts`). */
import { Type, type Static } from '@sinclair/typebox'
import { CatalogueId, CityId, Nullable, StringEnum, common } from './common'

// ---------------------------------------------------------------------------------------------
// The shop configuration (spec section 3, "Shop config"): each part as the gateway answers it,
// its texts already in the language asked for. A shop's configuration holds only the parts it
// sets: every key is optional but the merchant id. The app's type is this one
// (src/domain/shop-config.ts derives it), so the two cannot drift.

/** One of the shop's colour themes (the light one, the dark one, or one for both). */
export const ShopThemeConfig = Type.Object({
  themeMode: Type.Optional(StringEnum(['LIGHT_MODE', 'DARK_MODE'] as const)),
  shopMainColor: Type.Optional(Type.String()),
  navigateTextColor: Type.Optional(Type.String()),
  priceColor: Type.Optional(Type.String()),
  avatar: Type.Optional(Type.String()),
})
export type ShopThemeConfig = Static<typeof ShopThemeConfig>

/** A text the merchant set for a place in the app (its key), over the app's default. */
export const ContentSetting = Type.Object({
  contentKey: Type.String(),
  defaultContent: Type.Optional(Type.String()),
  content: Type.Optional(Type.String()),
})
export type ContentSetting = Static<typeof ContentSetting>

const ServiceHours = Type.Object({ startTime: Type.Optional(Type.String()), endTime: Type.Optional(Type.String()) })

/**
 * The shop's customer service: the kinds it offers (TELEPHONE, ONLINE, COMPANY_WECHAT...), the
 * phone and its hours (per weekday, 1-7, where set), company WeChat and the online service.
 * A merchant may keep keys of its own here: they are answered as they are.
 */
export const CustomerServiceConfig = Type.Object(
  {
    customerServiceType: Type.Optional(Type.Array(Type.String())),
    telephone: Type.Optional(Nullable(Type.String())),
    workTime: Type.Optional(Nullable(ServiceHours)),
    weekdayConfigs: Type.Optional(
      Type.Array(
        Type.Object({ weekday: Type.Integer(), startTime: Type.Optional(Type.String()), endTime: Type.Optional(Type.String()) }),
      ),
    ),
    companyWechat: Type.Optional(
      Nullable(
        Type.Object(
          { corpId: Type.Optional(Type.String()), url: Type.Optional(Type.String()), qrCodeUrl: Type.Optional(Type.String()) },
          { additionalProperties: true },
        ),
      ),
    ),
    onlineConfig: Type.Optional(
      Nullable(
        Type.Object(
          {
            supplierType: Type.Optional(Type.String()),
            jumpUrl: Type.Optional(Type.String()),
            seatGroup: Type.Optional(Type.String()),
            onlineCustomerId: Type.Optional(Type.String()),
            supportOnlineCustomer: Type.Optional(Type.Boolean()),
            supportOnlineAndTelCustomer: Type.Optional(Type.Boolean()),
          },
          { additionalProperties: true },
        ),
      ),
    ),
  },
  { additionalProperties: true },
)
export type CustomerServiceConfig = Static<typeof CustomerServiceConfig>

/** Where a bottom-bar tab jumps: a page of the app, or another mini-program (type MINI_PROGRAM, its appId). */
export const TabJumpDetails = Type.Object({
  type: Type.Optional(Type.String()),
  path: Type.Optional(Type.String()),
  appId: Type.Optional(Type.String()),
})
export type TabJumpDetails = Static<typeof TabJumpDetails>

/** One tab of the bottom bar (floorType HOME, ALL_SHOWS, SHOP, TICKET_HOLDER, MINE, PARKING, or a custom one). */
export const BottomNavigationItem = Type.Object({
  floorType: Type.Optional(Type.String()),
  navigationName: Type.Optional(Type.String()),
  pagePath: Type.Optional(Type.String()),
  jumpType: Type.Optional(Type.String()),
  jumpTarget: Type.Optional(Type.String()),
  jumpDetails: Type.Optional(TabJumpDetails),
  icons: Type.Optional(Type.Object({ normal: Type.Optional(Type.String()), selected: Type.Optional(Type.String()) })),
  large: Type.Optional(Type.Boolean()),
  seq: Type.Optional(Type.Integer()),
})
export type BottomNavigationItem = Static<typeof BottomNavigationItem>

/** The bottom bar (spec section 2): its style (navigationType NORMAL or OUTER) and tabs. */
export const BottomNavigation = Type.Object({
  style: Type.Optional(
    Type.Object({
      navigationType: Type.Optional(Type.String()),
      iconColorType: Type.Optional(Type.String()),
      textColor: Type.Optional(Type.String()),
      selectedTextColor: Type.Optional(Type.String()),
      backgroundColor: Type.Optional(Type.String()),
    }),
  ),
  navigations: Type.Optional(Type.Array(BottomNavigationItem)),
})
export type BottomNavigation = Static<typeof BottomNavigation>

/** A language the shop offers, with the login it asks for in that language. */
export const SupportLanguage = Type.Object({
  langTag: Type.String(),
  langName: Type.Optional(Type.String()),
  loginMethod: Type.Optional(StringEnum(['EMAIL', 'CELLPHONE'] as const)),
})
export type SupportLanguage = Static<typeof SupportLanguage>

/** The membership switches of the shop (D17: promotions and member discounts stack or not). */
export const MerchantPrimeConfig = Type.Object({
  autoChooseBestCoupon: Type.Optional(Type.Boolean()),
  autoChoosePoint: Type.Optional(Type.Boolean()),
  isShowPrimeCard: Type.Optional(Type.Boolean()),
  isShowPrivilegeCompare: Type.Optional(Type.Boolean()),
  promoPrimeShared: Type.Optional(Type.Boolean()),
})
export type MerchantPrimeConfig = Static<typeof MerchantPrimeConfig>

/**
 * GET shops/configs: the merchant's configuration (spec section 3, Shop config), localised, with
 * the default city and the language answered (`lang`); `customerService` repeats
 * `customerServiceConfigVO`. A merchant's keys beyond these are answered as they are
 * (`additionalProperties`); the app reads only these (domain/shop-config).
 */
export const ShopConfig = Type.Object(
  {
    merchantId: Type.String(),
    appId: Type.Optional(Type.String()),
    shopStatus: Type.Optional(Type.String()),
    shopName: Type.Optional(Type.String()),
    currency: Type.Optional(Type.String()),
    channelId: Type.Optional(Type.String()),
    lang: Type.Optional(Type.String()),
    /** The shop's flags (MERCHANT_IS_ZZ, QUICK_LOGIN, IS_OPEN_TD...: domain/shop-config SHOP_FLAGS). */
    binaryValue: Type.Optional(Type.Array(Type.String())),
    themeColor: Type.Optional(Type.String()),
    availableShopThemes: Type.Optional(Type.Array(ShopThemeConfig)),
    shareDescription: Type.Optional(Type.String()),
    sharePosterUrl: Type.Optional(Type.String()),
    forbidShare: Type.Optional(Type.Boolean()),
    contentSettingInfos: Type.Optional(Type.Array(ContentSetting)),
    customerServiceConfigVO: Type.Optional(Nullable(CustomerServiceConfig)),
    customerService: Type.Optional(Nullable(CustomerServiceConfig)),
    layoutBottomNavigation: Type.Optional(Nullable(BottomNavigation)),
    supportLanguages: Type.Optional(Type.Array(SupportLanguage)),
    supportLoginAreas: Type.Optional(Type.Array(Type.Object({ code: Type.String(), name: Type.Optional(Type.String()) }))),
    supportEmailOrder: Type.Optional(Type.Boolean()),
    productCartConfig: Type.Optional(
      Nullable(Type.Object({ enable: Type.Optional(Type.Boolean()), enableSpuType: Type.Optional(Type.Array(Type.String())) })),
    ),
    webPayGuideDisplay: Type.Optional(Type.Boolean()),
    /** The city the shop opens on until the buyer picks one (its name in the language asked for); none: location, then Shanghai. */
    defaultCityId: Type.Optional(Type.String()),
    defaultCityName: Type.Optional(Type.String()),
    /** Spec section 2: a paid order returns to /pay-success-new instead of /pay-success. */
    paySuccessNewStyle: Type.Optional(Type.Boolean()),
    noAutoJumpPickSeat: Type.Optional(Type.Boolean()),
    hiddenTicketPrice: Type.Optional(Type.Boolean()),
    hiddenTicketPriceText: Type.Optional(Type.String()),
    riskControlConfig: Type.Optional(Nullable(Type.Object({ fingerprint: Type.Optional(StringEnum(['ON', 'OFF'] as const)) }))),
    cyMerchantPrimeConfigVO: Type.Optional(Nullable(MerchantPrimeConfig)),
  },
  { additionalProperties: true },
)
export type ShopConfig = Static<typeof ShopConfig>

/** GET shops/get: the shop in brief (name, theme and languages as the configuration has them). */
export const ShopBrief = Type.Object({
  merchantId: Type.String(),
  appId: Type.String(),
  shopName: Type.Optional(Type.String()),
  shopStatus: Type.String(),
  currency: Type.String(),
  themeColor: Type.Optional(Type.String()),
  supportLanguages: Type.Optional(Type.Array(SupportLanguage)),
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

/** A member level's birthday gift, its words in the language asked for. */
export const BirthdayGift = Type.Object({ icon: Type.Optional(Type.String()), giftDesc: Type.String() })
export type BirthdayGift = Static<typeof BirthdayGift>

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
      birthdayGifts: Type.Array(BirthdayGift),
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
