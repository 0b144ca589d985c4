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

/**
 * A show tag (MARKETING_TAG_COUPON and MARKETING_TAG_ACTIVITY are styled as marketing) and a
 * service note (type: the service applies, a tick, or not, a cross): the contract's.
 */
export type { BackendCategory, LangText, PriceInfo, ServiceNote, ShowTag } from '@showtix/contract'
export type { SeatPickType } from '@showtix/contract/rules'

export type DeliveryMethod = 'E_TICKET' | 'EXPRESS' | 'VENUE'

/** GET show/{id}/static: what does not change by the minute. */
export type ShowStatic = Omit<ShowStaticAnswer, 'deliveryMethods' | 'captchaSwitch'> & {
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
export async function fetchServiceNotes(showId: string): Promise<ServiceNotes['noteInfos']> {
  const data = await request<ServiceNotes>({
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
