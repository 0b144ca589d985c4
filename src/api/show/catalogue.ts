/**
 * Show endpoints, the catalogue part (spec section 7, Shows): the show detail in its static and
 * dynamic parts, its service notes, its rich-text description and its announcements. The types
 * are the reference gateway's answers (`server/src/routes/catalogue/shows.ts`). Every call is
 * silent: the pages show their own loading, empty and error states.
 */
import type { CaptchaSwitch } from '@/domain/purchase/captcha'
import { mergeShow, type Merged } from '@/domain/purchase/show-merge'
import type {
  Announcement,
  BUTTON_TYPES,
  ServiceNotes,
  ShowDescription,
  ShowDynamic as ShowDynamicAnswer,
  ShowStatic as ShowStaticAnswer,
  ShowStaticQuery as ShowStaticQueryIn,
} from '@showtix/contract'
import type { RequestOf } from '../request-of'
import { request } from '@/http'
import { show, showV5 } from './paths'

export type { BackendCategory, LangText, PriceInfo } from '@showtix/contract'
export type { SeatPickType } from '@showtix/contract/rules'

/**
 * The merchant's JSON the contract leaves open (tags, service notes), as the app reads it: a tag's
 * type MARKETING_TAG_COUPON and MARKETING_TAG_ACTIVITY are styled as marketing.
 */
export interface ShowTag {
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

/** An answer with show tags, the tags read as ShowTag. */
export type WithShowTags<T extends { readonly showTags: readonly unknown[] }> = Omit<T, 'showTags'> & {
  readonly showTags: readonly ShowTag[]
}

export type DeliveryMethod = 'E_TICKET' | 'EXPRESS' | 'VENUE'

/** GET show/{id}/static: what does not change by the minute. */
export type ShowStatic = Omit<WithShowTags<ShowStaticAnswer>, 'noteInfos' | 'deliveryMethods' | 'captchaSwitch'> & {
  readonly noteInfos: readonly ServiceNote[]
  readonly deliveryMethods: readonly DeliveryMethod[]
  readonly captchaSwitch: CaptchaSwitch | null
}

export type ButtonType = (typeof BUTTON_TYPES)[number]

/** GET show/{id}/dynamic: the status now (cached 60 s). */
export type ShowDynamic = Omit<ShowDynamicAnswer, 'buttonType' | 'captchaSwitch'> & {
  readonly buttonType: ButtonType
  readonly captchaSwitch: CaptchaSwitch | null
}

/** The show detail: static and dynamic merged, the dynamic part winning. */
export type ShowDetail = Merged<ShowStatic, ShowDynamic>

export type { ShowDescription } from '@showtix/contract'

/** The static query of spec section 7 (cityId, source, orderId, promotionId, siteId). */
export type ShowStaticQuery = RequestOf<ShowStaticQueryIn>

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
  const data = await request<Omit<ServiceNotes, 'noteInfos'> & { readonly noteInfos: readonly ServiceNote[] }>({
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
export type ShowAnnouncement = Announcement

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
