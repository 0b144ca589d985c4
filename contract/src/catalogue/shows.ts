/** Shows: search, categories, the show detail, sessions and seat plans (`routes/catalogue/shows.ts`). */
import { Type, type Static } from '@sinclair/typebox'
import {
  AgeLimit,
  CatalogueId,
  CityId,
  DateParam,
  Lat,
  Length,
  Lng,
  Offset,
  common,
  BackendCategory,
  CaptchaSwitch,
  LangText,
  Nullable,
  PriceInfo,
  SeatPickTypeSchema,
  SeatPlanStatic,
  ServiceNote,
  SessionStatic,
  ShowListItem,
  ShowStatusSchema,
  ShowTag,
  StringEnum,
} from './common'

/** GET show_list/search. */
export const ShowSearchPage = Type.Object({
  searchData: Type.Array(ShowListItem),
  total: Type.Number(),
  hasMore: Type.Boolean(),
  isLastPage: Type.Boolean(),
  offset: Type.Number(),
  length: Type.Number(),
})
export type ShowSearchPage = Static<typeof ShowSearchPage>

/** GET shows/backend_categories: the categories with their show counts (ALL first). */
export const CategoryCount = Type.Composite([BackendCategory, Type.Object({ level: Type.Number(), showCount: Type.Number() })])
export type CategoryCount = Static<typeof CategoryCount>
/** level=1: one root (SHOW) with the categories as its children. */
export const CategoryNode = Type.Composite([CategoryCount, Type.Object({ children: Type.Optional(Type.Array(CategoryCount)) })])
export type CategoryNode = Static<typeof CategoryNode>
export const CategoryCounts = Type.Array(CategoryNode)

/** GET show/recommend. */
export type CategoryCounts = Static<typeof CategoryCounts>
export const RecommendedShows = Type.Object({ showList: Type.Array(ShowListItem), total: Type.Number(), hasMore: Type.Boolean() })
export type RecommendedShows = Static<typeof RecommendedShows>

/** GET show/{id}/static: what does not change by the minute. */
export const ShowStatic = Type.Object({
  showId: Type.String(),
  stdShowId: Type.String(),
  showName: Type.String(),
  showNameArr: Type.Array(LangText),
  posterUrl: Type.String(),
  showDate: Type.String(),
  displayShowTime: Type.String(),
  firstShowTime: Type.Number(),
  lastShowTime: Type.Number(),
  cityId: Type.String(),
  cityName: Type.String(),
  provinceId: Type.String(),
  venueId: Type.String(),
  venueName: Type.String(),
  venueNameArr: Type.Array(LangText),
  venueAddress: Type.String(),
  venueLat: Type.Number(),
  venueLng: Type.Number(),
  showType: Type.String(),
  seatPickType: SeatPickTypeSchema,
  supportSeatPicking: Type.Boolean(),
  backendCategory: BackendCategory,
  currency: Type.String(),
  isFree: Type.Boolean(),
  pricePending: Type.Boolean(),
  /** 价格待定 (in the request's language) when the price is to be decided. */
  customPrice: Nullable(Type.String()),
  /** Yuan: -1 to be decided, 0 free. */
  minOriginalPrice: Type.Number(),
  maxOriginalPrice: Type.Number(),
  minOriginalPriceInfo: PriceInfo,
  maxOriginalPriceInfo: PriceInfo,
  minLimitAge: Nullable(Type.Number()),
  realName: Type.Boolean(),
  /** Tickets one buyer may hold for this show. */
  purchaseLimit: Type.Number(),
  showTags: Type.Array(ShowTag),
  isSensitive: Type.Boolean(),
  advertise: Nullable(Type.String()),
  brief: Nullable(Type.String()),
  seatPlanDisplayAdvance: Type.Boolean(),
  seatPlanDisplayDesc: Type.String(),
  /** E_TICKET, EXPRESS, VENUE. */
  deliveryMethods: Type.Array(Type.String()),
  tour: Nullable(Type.Object({ tourId: Type.String(), tourName: Type.String(), cityCount: Type.Number() })),
  showGroupId: Nullable(Type.String()),
  showGroupName: Nullable(Type.String()),
  hasPriority: Type.Boolean(),
  prioritySaleTime: Nullable(Type.Number()),
  saleTime: Nullable(Type.Number()),
  /** Pre-filled grab info (preload-ticket) is taken now: a pre-sale with a sale time. */
  supportPreFill: Type.Boolean(),
  captchaSwitch: Nullable(CaptchaSwitch),
  existWaitList: Type.Boolean(),
  waitListCapacity: Type.Number(),
  remindType: Type.String(),
  sessionCount: Type.Number(),
  noteInfos: Type.Array(ServiceNote),
  shareInfo: Type.Object({ title: Type.String(), desc: Nullable(Type.String()), imageUrl: Type.String(), path: Type.String() }),
})
export type ShowStatic = Static<typeof ShowStatic>

export const BUTTON_TYPES = [
  'BUY',
  'PICK',
  'ZZ_PICK',
  'PRIORITY',
  'SOON',
  'FREE',
  'WAITLIST',
  'SOLD_OUT',
  'LACK',
  'PENDING',
  'CANCELED',
  'COMPLETED',
  'DELAY',
  'DISABLED',
] as const
export const ButtonType = StringEnum(BUTTON_TYPES)
export type ButtonType = Static<typeof ButtonType>

/** GET show/{id}/dynamic: the status now (cached 60 s). */
export const ShowDynamic = Type.Object({
  showId: Type.String(),
  showStatus: ShowStatusSchema,
  showDetailStatus: ShowStatusSchema,
  showStatusDisplay: Type.String(),
  showStatusDisplayLong: Type.String(),
  soldOut: Type.Boolean(),
  saleTime: Nullable(Type.Number()),
  /** Milliseconds to saleTime when the gateway answered (0 once passed). */
  saleTimeCountdown: Type.Number(),
  latestSaleTime: Nullable(Type.Number()),
  hasPriority: Type.Boolean(),
  prioritySaleTime: Nullable(Type.Number()),
  prioritySaleTimeCountdown: Type.Number(),
  /** The logged-in buyer may buy now, in the priority window. */
  canUsePriorityPurchase: Type.Boolean(),
  /** The gateway's own button, in the request's language (the app computes its own from the state). */
  buttonText: Type.String(),
  buttonStatus: StringEnum(['ENABLE', 'DISABLE'] as const),
  /** BUTTON_TYPES. */
  buttonType: Type.String(),
  saleShowSessionId: Nullable(Type.String()),
  remindType: Type.String(),
  captchaSwitch: Nullable(CaptchaSwitch),
  existWaitList: Type.Boolean(),
  waitListCapacity: Type.Number(),
  remainingStock: Type.Number(),
  whiteTags: Type.Array(Type.String()),
  discountPrivilegeIds: Type.Array(Type.String()),
  favourite: Type.Object({ isFavourite: Type.Boolean(), favouriteCount: Type.Number() }),
  /** The gateway's clock (epoch ms): countdowns are measured against it. */
  serverTime: Type.Number(),
})
export type ShowDynamic = Static<typeof ShowDynamic>

/** GET sessions_static_data. */
export const SessionsStatic = Type.Object({ showId: Type.String(), sessionVOs: Type.Array(SessionStatic) })

/** sessions_dynamic_data: one session now. */
export type SessionsStatic = Static<typeof SessionsStatic>
export const SessionDynamic = Type.Object({
  bizShowSessionId: Type.String(),
  /** A show status (spec section 4). */
  sessionStatus: Type.String(),
  sessionSaleTime: Nullable(Type.Number()),
  hasSessionSoldOut: Type.Boolean(),
  soldOut: Type.Boolean(),
  remainingStock: Type.Number(),
  canBuy: Type.Boolean(),
})
export type SessionDynamic = Static<typeof SessionDynamic>
export const SessionsDynamic = Type.Object({ showId: Type.String(), sessionVOs: Type.Array(SessionDynamic) })

export type SessionsDynamic = Static<typeof SessionsDynamic>
export const STOCK_STATUSES = ['SOLD_OUT', 'LACK', 'AVAILABLE'] as const

/** seat_plans_dynamic_data: one price tier now. */
export const SeatPlanDynamic = Type.Object({
  seatPlanId: Type.String(),
  canBuyCount: Type.Number(),
  remainingCount: Type.Number(),
  soldOut: Type.Boolean(),
  /** STOCK_STATUSES. */
  stockStatus: Type.String(),
  waitListAvailable: Type.Boolean(),
})
export type SeatPlanDynamic = Static<typeof SeatPlanDynamic>

/** GET v5 show/{id}/sessions: every session, static and dynamic, with its seat plans. */
export const SessionWithPlans = Type.Composite([
  SessionStatic,
  Type.Partial(Type.Omit(SessionDynamic, ['bizShowSessionId'])),
  Type.Object({ showName: Type.String(), seatPlans: Type.Array(Type.Composite([SeatPlanStatic, SeatPlanDynamic])) }),
])
export type SessionWithPlans = Static<typeof SessionWithPlans>
export const SessionsWithPlans = Type.Array(SessionWithPlans)

export type SessionsWithPlans = Static<typeof SessionsWithPlans>
export const SeatPlansStatic = Type.Object({ bizShowSessionId: Type.String(), seatPlans: Type.Array(SeatPlanStatic) })
export type SeatPlansStatic = Static<typeof SeatPlansStatic>
export const SeatPlansDynamic = Type.Object({ bizShowSessionId: Type.String(), seatPlans: Type.Array(SeatPlanDynamic) })

/** GET seat_plan_age_limit_list. */
export type SeatPlansDynamic = Static<typeof SeatPlansDynamic>
export const AgeLimits = Type.Object({
  showId: Type.String(),
  minLimitAge: Nullable(Type.Number()),
  seatPlanAgeLimits: Type.Array(
    Type.Object({
      seatPlanId: Type.String(),
      seatPlanName: Type.String(),
      bizShowSessionId: Type.String(),
      ageLimit: AgeLimit,
    }),
  ),
})
export type AgeLimits = Static<typeof AgeLimits>

/** GET show_descriptions: HTML from the merchant, shown only through the rich-text sanitiser. */
export const ShowDescription = Type.Object({
  showId: Type.String(),
  contentType: StringEnum(['HTML'] as const),
  description: Type.String(),
})
export type ShowDescription = Static<typeof ShowDescription>

/** GET service_notes. */
export const ServiceNotes = Type.Object({ showId: Type.String(), noteInfos: Type.Array(ServiceNote) })
export type ServiceNotes = Static<typeof ServiceNotes>

/** GET show/{id}/brief: the show's card with its brief and advertisement. */
export const ShowBrief = Type.Composite([
  Type.Object({ brief: Nullable(Type.String()), advertise: Nullable(Type.String()) }),
  ShowListItem,
])
export type ShowBrief = Static<typeof ShowBrief>

/** GET show/{id}/pick_seat_url. */
export const PickSeatUrl = Type.Object({
  supportSeatPicking: Type.Boolean(),
  pickSeatUrl: Nullable(Type.String()),
  layoutUrl: Nullable(Type.String()),
  statesUrl: Nullable(Type.String()),
})
export type PickSeatUrl = Static<typeof PickSeatUrl>

// ---------------------------------------------------------------------------------------------
// Requests.

/** The orders show lists can be sorted in (DISTANCE needs lat and lng). */
export const SORT_TYPES = ['RECOMMEND', 'RELEVANCE', 'ATTENTION', 'NEW', 'TIME', 'PRICE', 'DISTANCE'] as const
export type SortType = (typeof SORT_TYPES)[number]

export const CategoryCode = Type.String({
  pattern: '^[A-Z_]{1,30}$',
  description: 'backendCategoryCode: ALL, CONCERT, DRAMA, ...',
})

/** GET show_list/search: the query. */
export const ShowSearchQuery = Type.Object({
  keyword: Type.Optional(Type.String({ maxLength: 50 })),
  pageType: Type.Optional(Type.String({ pattern: '^[A-Z_]{1,30}$', description: 'SEARCH_PAGE, ALL_PAGE, CATEGORY_PAGE...' })),
  offset: Type.Optional(Offset),
  length: Type.Optional(Length(20)),
  startDate: Type.Optional(DateParam('first day')),
  endDate: Type.Optional(DateParam('last day')),
  cityId: Type.Optional(CityId),
  lat: Type.Optional(Lat),
  lng: Type.Optional(Lng),
  backendCategoryCode: Type.Optional(CategoryCode),
  sortType: Type.Optional(
    Type.Union(
      SORT_TYPES.map((sort) => Type.Literal(sort)),
      { description: 'RECOMMEND (default) | RELEVANCE | ATTENTION (hot) | NEW | TIME | PRICE | DISTANCE (needs lat, lng)' },
    ),
  ),
  ...common,
})
export type ShowSearchQuery = Static<typeof ShowSearchQuery>

/** GET shows/backend_categories: the query. */
export const CategoriesQuery = Type.Object({
  level: Type.Optional(Type.Integer({ minimum: 1, maximum: 2, default: 2 })),
  cityId: Type.Optional(CityId),
  ...common,
})
export type CategoriesQuery = Static<typeof CategoriesQuery>

/** GET show/recommend: the query. */
export const RecommendQuery = Type.Object({
  length: Type.Optional(Length(10)),
  offset: Type.Optional(Offset),
  backendCategoryCode: Type.Optional(CategoryCode),
  isFavoriteListPageRecommend: Type.Optional(Type.Boolean()),
  cityId: Type.Optional(CityId),
  showId: Type.Optional(CatalogueId('recommend shows like this one (and not it)')),
  ...common,
})
export type RecommendQuery = Static<typeof RecommendQuery>

/** GET show/{id}/static: the query of spec section 7 (cityId, source, orderId, promotionId, siteId). */
export const ShowStaticQuery = Type.Object({
  cityId: Type.Optional(CityId),
  source: Type.Optional(Type.String({ maxLength: 40 })),
  orderId: Type.Optional(CatalogueId('order id (rebooking)')),
  promotionId: Type.Optional(CatalogueId('promotion id')),
  siteId: Type.Optional(Type.String({ maxLength: 40 })),
  ...common,
})
export type ShowStaticQuery = Static<typeof ShowStaticQuery>

/** GET show/{id}/dynamic: the query. */
export const ShowDynamicQuery = Type.Object({ source: Type.Optional(Type.String({ maxLength: 40 })), ...common })
export type ShowDynamicQuery = Static<typeof ShowDynamicQuery>

/** GET show/{id}/seat_plan_age_limit_list: the query. */
export const AgeLimitsQuery = Type.Object({ sessionId: Type.Optional(CatalogueId('only this session')), ...common })
export type AgeLimitsQuery = Static<typeof AgeLimitsQuery>

/** GET show/{id}/pick_seat_url: the query. */
export const PickSeatUrlQuery = Type.Object({ sessionId: CatalogueId('bizShowSessionId'), ...common })
export type PickSeatUrlQuery = Static<typeof PickSeatUrlQuery>
