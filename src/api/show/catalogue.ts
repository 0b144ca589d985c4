/**
 * Show endpoints, the catalogue part (spec section 7, Shows): the show detail in its static and
 * dynamic parts, its service notes, its rich-text description and its announcements. The types
 * are the reference gateway's answers (`server/src/routes/catalogue/shows.ts`). Every call is
 * silent: the pages show their own loading, empty and error states.
 */
import type { CaptchaSwitch } from '@/domain/purchase/captcha'
import { mergeShow, type Merged } from '@/domain/purchase/show-merge'
import type { ShowStatus } from '@showtix/contract/rules'
import { request } from '@/http'
import { show, showV5 } from './paths'

/** Spec section 3: minOriginalPriceInfo / maxOriginalPriceInfo (yuanNum '-1': price to be decided). */
export interface PriceInfo {
  readonly prefix: string
  readonly yuanNum: string
  readonly centNum: string
  readonly suffix: string
}

export interface LangText {
  readonly langTag: string
  readonly text: string | null
}

export interface BackendCategory {
  readonly code: string
  readonly name: string
  readonly displayName: string
  readonly seq: number
}

export interface ShowTag {
  /** MARKETING_TAG_COUPON and MARKETING_TAG_ACTIVITY are styled as marketing. */
  readonly type: string
  readonly title: string
}

export interface ServiceNote {
  readonly code: string
  readonly name: string
  readonly value: string
  /** The service applies (a tick) or not (a cross). */
  readonly type: boolean
}

export type SeatPickType = 'SUPPORT_NONE' | 'SUPPORT_PICK'
export type DeliveryMethod = 'E_TICKET' | 'EXPRESS' | 'VENUE'

/** GET show/{id}/static: what does not change by the minute. */
export interface ShowStatic {
  readonly showId: string
  readonly stdShowId: string
  readonly showName: string
  readonly showNameArr: readonly LangText[]
  readonly posterUrl: string
  readonly showDate: string
  readonly displayShowTime: string
  readonly firstShowTime: number
  readonly lastShowTime: number
  readonly cityId: string
  readonly cityName: string
  readonly provinceId: string
  readonly venueId: string
  readonly venueName: string
  readonly venueNameArr: readonly LangText[]
  readonly venueAddress: string
  readonly venueLat: number
  readonly venueLng: number
  readonly showType: string
  readonly seatPickType: SeatPickType
  readonly supportSeatPicking: boolean
  readonly backendCategory: BackendCategory
  readonly currency: string
  readonly isFree: boolean
  readonly pricePending: boolean
  /** 价格待定 (in the request's language) when the price is to be decided. */
  readonly customPrice: string | null
  /** Yuan: -1 to be decided, 0 free. */
  readonly minOriginalPrice: number
  readonly maxOriginalPrice: number
  readonly minOriginalPriceInfo: PriceInfo
  readonly maxOriginalPriceInfo: PriceInfo
  readonly minLimitAge: number | null
  readonly realName: boolean
  /** Tickets one buyer may hold for this show. */
  readonly purchaseLimit: number
  readonly showTags: readonly ShowTag[]
  readonly isSensitive: boolean
  readonly advertise: string | null
  readonly brief: string | null
  readonly seatPlanDisplayAdvance: boolean
  readonly seatPlanDisplayDesc: string
  readonly deliveryMethods: readonly DeliveryMethod[]
  readonly tour: { readonly tourId: string; readonly tourName: string; readonly cityCount: number } | null
  readonly showGroupId: string | null
  readonly showGroupName: string | null
  readonly hasPriority: boolean
  readonly prioritySaleTime: number | null
  readonly saleTime: number | null
  /** Pre-filled grab info (preload-ticket) is taken now: a pre-sale with a sale time. */
  readonly supportPreFill?: boolean
  readonly captchaSwitch: CaptchaSwitch | null
  readonly existWaitList: boolean
  readonly waitListCapacity: number
  readonly remindType: string
  readonly sessionCount: number
  readonly noteInfos: readonly ServiceNote[]
  readonly shareInfo: { readonly title: string; readonly desc: string | null; readonly imageUrl: string; readonly path: string }
}

export type ButtonType =
  | 'BUY'
  | 'PICK'
  | 'ZZ_PICK'
  | 'PRIORITY'
  | 'SOON'
  | 'FREE'
  | 'WAITLIST'
  | 'SOLD_OUT'
  | 'LACK'
  | 'PENDING'
  | 'CANCELED'
  | 'COMPLETED'
  | 'DELAY'
  | 'DISABLED'

/** GET show/{id}/dynamic: the status now (cached 60 s). */
export interface ShowDynamic {
  readonly showId: string
  readonly showStatus: ShowStatus
  readonly showDetailStatus: ShowStatus
  readonly showStatusDisplay: string
  readonly showStatusDisplayLong: string
  readonly soldOut: boolean
  readonly saleTime: number | null
  /** Milliseconds to saleTime when the gateway answered (0 once passed). */
  readonly saleTimeCountdown: number
  readonly latestSaleTime: number | null
  readonly hasPriority: boolean
  readonly prioritySaleTime: number | null
  readonly prioritySaleTimeCountdown: number
  /** The logged-in buyer may buy now, in the priority window. */
  readonly canUsePriorityPurchase: boolean
  /** The gateway's own button, in the request's language (the app computes its own from the state). */
  readonly buttonText: string
  readonly buttonStatus: 'ENABLE' | 'DISABLE'
  readonly buttonType: ButtonType
  readonly saleShowSessionId: string | null
  readonly remindType: string
  readonly captchaSwitch: CaptchaSwitch | null
  readonly existWaitList: boolean
  readonly waitListCapacity: number
  readonly remainingStock: number
  readonly whiteTags: readonly string[]
  readonly discountPrivilegeIds: readonly string[]
  readonly favourite: { readonly isFavourite: boolean; readonly favouriteCount: number }
  /** The gateway's clock (epoch ms): countdowns are measured against it. */
  readonly serverTime: number
}

/** The show detail: static and dynamic merged, the dynamic part winning. */
export type ShowDetail = Merged<ShowStatic, ShowDynamic>

export interface ShowDescription {
  readonly showId: string
  readonly contentType: 'HTML'
  /** HTML from the merchant: shown only through the rich-text sanitiser. */
  readonly description: string
}

/** The static query of spec section 7 (cityId, source, orderId, promotionId, siteId). */
export interface ShowStaticQuery {
  readonly cityId?: string
  readonly source?: string
  readonly orderId?: string
  readonly promotionId?: string
  readonly siteId?: string
}

/** GET show/{id}/static. */
export function fetchShowStatic(showId: string, query: ShowStaticQuery = {}): Promise<ShowStatic> {
  return request<ShowStatic>({ service: 'show', path: `${showV5(showId)}/static`, data: { ...query }, silent: true })
}

/** GET show/{id}/dynamic (60 s timeout, from the path's rule). */
export function fetchShowDynamic(showId: string, source?: string): Promise<ShowDynamic> {
  return request<ShowDynamic>({
    service: 'show',
    path: `${showV5(showId)}/dynamic`,
    data: source ? { source } : {},
    silent: true,
  })
}

/** Static and dynamic together, merged (spec section 7). */
export async function fetchShowDetail(showId: string, query: ShowStaticQuery = {}): Promise<ShowDetail> {
  const [staticPart, dynamicPart] = await Promise.all([fetchShowStatic(showId, query), fetchShowDynamic(showId, query.source)])
  return mergeShow(staticPart, dynamicPart)
}
/** GET service_notes. */
export async function fetchServiceNotes(showId: string): Promise<readonly ServiceNote[]> {
  const data = await request<{ readonly noteInfos: readonly ServiceNote[] }>({
    service: 'show',
    path: `${show(showId)}/service_notes`,
    silent: true,
  })
  return data.noteInfos
}

/** GET show_descriptions: the rich-text description. */
export function fetchShowDescription(showId: string): Promise<ShowDescription> {
  return request<ShowDescription>({ service: 'show', path: `${show(showId)}/show_descriptions`, silent: true })
}

// ---------------------------------------------------------------------------------------------
// The show detail and booking pages (issue 8, items 1 and 2).

/** An announcement of the show (`announcements?showId`); `read` when the gateway knows the user. */
export interface ShowAnnouncement {
  readonly noticeId: string
  readonly noticeTitle: string
  /** HTML: shown only through the rich-text sanitiser. */
  readonly noticeContent: string
  readonly noticeMoreUrl?: string | null
  readonly read?: boolean
}

/** The read record's page source on the show detail. */
export const SHOW_DETAIL_PAGE_SOURCE = 'SHOW_DETAIL'

/** GET announcements of a show. */
export function fetchShowAnnouncements(showId: string): Promise<ShowAnnouncement[]> {
  return request<ShowAnnouncement[]>({
    service: 'home',
    path: '/pub/v3/announcements',
    data: { showId, pageSource: SHOW_DETAIL_PAGE_SOURCE },
    silent: true,
  })
}
