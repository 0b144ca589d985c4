/**
 * Pieces the catalogue's (and the pages') schemas share: the request parameters every catalogue
 * route takes, and the answer parts several routes repeat (prices, categories, the show card).
 */
import { Type, type Static, type TSchema } from '@sinclair/typebox'
import { SEAT_PICK_TYPES, SHOW_STATUSES } from '../rules/show-status'

/** A value or null. */
export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()])

/**
 * A string out of a closed list: serialised as a plain string (no per-value branches), typed as
 * the union of the values, documented with `enum`.
 */
export const StringEnum = <const T extends readonly string[]>(values: T, options: { description?: string } = {}) =>
  Type.Unsafe<T[number]>({ type: 'string', enum: [...values], ...options })

// ---------------------------------------------------------------------------------------------
// Requests.

export const LangParam = Type.Optional(
  Type.String({
    maxLength: 16,
    description: "zh-CN | zh-MO | en-US (zh maps to zh-CN, en to en-US); default: the shop's first language",
  }),
)
export const MerchantParam = Type.Optional(
  Type.String({ pattern: '^[A-Za-z0-9_-]{1,40}$', description: 'used when the merchant-id header is absent' }),
)
/** Ids in paths and queries: letters, digits, '_' and '-'. */
export const CatalogueId = (description: string) => Type.String({ pattern: '^[A-Za-z0-9_-]{1,40}$', description })
export const Offset = Type.Integer({ minimum: 0, maximum: 100000, default: 0, description: 'items to skip' })
export const Length = (fallback: number, max = 50) =>
  Type.Integer({ minimum: 1, maximum: max, default: fallback, description: `page size, at most ${max}` })
export const CityId = Type.String({ pattern: '^[A-Za-z0-9_-]{1,20}$', description: 'site/city id, e.g. BL1106 (Shanghai)' })
export const Lat = Type.Number({ minimum: -90, maximum: 90 })
export const Lng = Type.Number({ minimum: -180, maximum: 180 })
/** The query keys every catalogue route takes. */
export const common = { lang: LangParam, merchantId: MerchantParam }
export const ShowParams = Type.Object({ showId: CatalogueId('show id, e.g. SH1001') })
export type ShowParams = Static<typeof ShowParams>
export const SessionParams = Type.Object({
  showId: CatalogueId('show id'),
  sessionId: CatalogueId('bizShowSessionId, e.g. SH1001S1'),
})
export type SessionParams = Static<typeof SessionParams>
/** The query of a catalogue route that takes nothing but the common keys. */
export const CatalogueQuery = Type.Object({ ...common })
export type CatalogueQuery = Static<typeof CatalogueQuery>
/** An optional date parameter, YYYY-MM-DD in the shop's time (UTC+8). */
export const DateParam = (description: string) =>
  Type.String({ format: 'date', description: `${description}, YYYY-MM-DD (UTC+8)` })

// ---------------------------------------------------------------------------------------------
// Answer parts.

export const ShowStatusSchema = StringEnum(SHOW_STATUSES, { description: 'spec section 4' })
export const SeatPickTypeSchema = StringEnum(SEAT_PICK_TYPES)

/** Spec section 3: minOriginalPriceInfo / maxOriginalPriceInfo (yuanNum '-1': price to be decided). */
export const PriceInfo = Type.Object({
  prefix: Type.String(),
  yuanNum: Type.String(),
  centNum: Type.String(),
  suffix: Type.String(),
})
export type PriceInfo = Static<typeof PriceInfo>

export const LangText = Type.Object({ langTag: Type.String(), text: Nullable(Type.String()) })
export type LangText = Static<typeof LangText>

export const BackendCategory = Type.Object({
  code: Type.String(),
  name: Type.String(),
  displayName: Type.String(),
  seq: Type.Number(),
})
export type BackendCategory = Static<typeof BackendCategory>

/**
 * A show tag (the merchant's JSON, localised): MARKETING_TAG_COUPON and MARKETING_TAG_ACTIVITY are
 * styled as marketing. Keys beyond these are the merchant's and passed through.
 */
export const ShowTag = Type.Object(
  { type: Type.String(), title: Type.String() },
  { additionalProperties: true, description: 'the merchant tag' },
)
export type ShowTag = Static<typeof ShowTag>

/** A service note (the merchant's JSON); `type`: the service applies (a tick) or not (a cross). */
export const ServiceNote = Type.Object(
  { code: Type.String(), name: Type.String(), value: Type.String(), type: Type.Boolean() },
  { additionalProperties: true, description: 'the merchant note (localised)' },
)
export type ServiceNote = Static<typeof ServiceNote>

/** The purchase captcha's window (epoch ms, end exclusive); `open` as the gateway saw it. */
export const CaptchaSwitch = Type.Object({
  open: Type.Boolean(),
  startTime: Type.Number(),
  endTime: Type.Number(),
  types: Type.Array(Type.String()),
})
export type CaptchaSwitch = Static<typeof CaptchaSwitch>

/** The kinds of age rule (spec section 5): a range, at or above an age, at or below an age. */
export const AGE_LIMIT_TYPES = ['RANGE', 'AT_LEAST', 'AT_MOST'] as const

/**
 * A seat plan's age rule (the merchant's JSON, localised; read by domain/purchase/age-limit):
 * minIncluded, whether the minimum age itself is admitted; requiredCount, attendees of the age per
 * unit (0: every attendee). Keys beyond these are the merchant's and passed through.
 */
export const AgeLimit = Type.Object(
  {
    limitType: StringEnum(AGE_LIMIT_TYPES),
    minAge: Type.Optional(Nullable(Type.Number())),
    maxAge: Type.Optional(Nullable(Type.Number())),
    minIncluded: Type.Optional(Nullable(Type.Boolean())),
    requiredCount: Type.Optional(Nullable(Type.Number())),
    description: Type.Optional(Nullable(Type.String())),
  },
  { additionalProperties: true },
)
export type AgeLimit = Static<typeof AgeLimit>

/** What a card of a show says (lists, search, tours, venues, favourites). */
export const ShowListItem = Type.Object({
  showStatus: ShowStatusSchema,
  showStatusDisplay: Type.String(),
  soldOut: Type.Boolean(),
  saleTime: Nullable(Type.Number()),
  saleTimeCountdown: Type.Number(),
  latestSaleTime: Nullable(Type.Number()),
  currency: Type.String(),
  minOriginalPrice: Type.Number(),
  minOriginalPriceInfo: PriceInfo,
  maxOriginalPriceInfo: PriceInfo,
  isFree: Type.Boolean(),
  pricePending: Type.Boolean(),
  seatPickType: SeatPickTypeSchema,
  supportSeatPicking: Type.Boolean(),
  hasPriority: Type.Boolean(),
  prioritySaleTime: Nullable(Type.Number()),
  minLimitAge: Nullable(Type.Number()),
  existWaitList: Type.Boolean(),
  showTags: Type.Array(ShowTag),
  backendCategory: BackendCategory,
  tour: Nullable(Type.Object({ tourId: Type.String(), tourName: Type.String() })),
  showGroupId: Nullable(Type.String()),
  isSensitive: Type.Boolean(),
  favouriteCount: Type.Number(),
  /** Km from the point asked about (DISTANCE sort). */
  distance: Type.Optional(Type.Number()),
  searchType: Type.String(),
  showId: Type.String(),
  stdShowId: Type.String(),
  showName: Type.String(),
  posterUrl: Type.String(),
  showDate: Type.String(),
  displayShowTime: Type.String(),
  firstShowTime: Type.Number(),
  lastShowTime: Type.Number(),
  cityId: Type.String(),
  cityName: Type.String(),
  venueId: Type.String(),
  venueName: Type.String(),
  venueLat: Type.Number(),
  venueLng: Type.Number(),
  /** A show group's card (lists fold a group's shows into one): how many, and which. */
  showCount: Type.Optional(Type.Number()),
  showIds: Type.Optional(Type.Array(Type.String())),
})
export type ShowListItem = Static<typeof ShowListItem>

/** A session as the catalogue describes it (what does not change by the minute). */
export const SessionStatic = Type.Object({
  bizShowSessionId: Type.String(),
  stdShowSessionId: Type.String(),
  showId: Type.String(),
  sessionName: Type.String(),
  sessionStartTime: Type.Number(),
  sessionEndTime: Type.Number(),
  showDate: Type.String(),
  weekDay: Type.String(),
  seatPickType: SeatPickTypeSchema,
  supportSeatPicking: Type.Boolean(),
  hasSeatMap: Type.Boolean(),
  venueId: Type.String(),
  limit: Type.Number(),
  showLimit: Type.Number(),
})
export type SessionStatic = Static<typeof SessionStatic>

/** A seat plan (price level) as the catalogue describes it. */
export const SeatPlanStatic = Type.Object({
  seatPlanId: Type.String(),
  stdSeatPlanId: Type.String(),
  bizShowSessionId: Type.String(),
  seatPlanName: Type.String(),
  originalPrice: Type.Number(),
  originalPriceInfo: PriceInfo,
  price: Type.Number(),
  currency: Type.String(),
  colorValue: Type.String(),
  seq: Type.Number(),
  seatPlanUnit: Type.Number(),
  isFree: Type.Boolean(),
  pricePending: Type.Boolean(),
  hasActivity: Type.Boolean(),
  ageLimit: Nullable(AgeLimit),
  /** D28: sold to verified students only (create order refuses anyone else). */
  studentOnly: Type.Boolean(),
})
export type SeatPlanStatic = Static<typeof SeatPlanStatic>

/** Goods (an SPU) in a list. */
export const SpuItem = Type.Object({
  spuId: Type.String(),
  name: Type.String(),
  posterUrl: Type.String(),
  spuType: Type.String(),
  showId: Nullable(Type.String()),
  currency: Type.String(),
  minPrice: Type.Number(),
  minMarketPrice: Type.Number(),
  minPriceInfo: PriceInfo,
  soldOut: Type.Boolean(),
  status: Type.String(),
})
export type SpuItem = Static<typeof SpuItem>
