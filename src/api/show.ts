/**
 * Show endpoints (spec section 7, Shows): the show detail in its static and dynamic parts, its
 * sessions and seat plans (static and dynamic, merged by id), the age limits of its seat plans,
 * its service notes and its rich-text description. The types are the reference gateway's
 * answers (`server/src/routes/catalogue/shows.ts`). Every call is silent: the pages show their
 * own loading, empty and error states.
 */
import type { AgeLimit } from '@/domain/purchase/age-limit'
import type { CaptchaSwitch, CaptchaToken } from '@/domain/purchase/captcha'
import { mergeSeatPlans, mergeSessions, mergeShow, type Merged, type MergedEntry } from '@/domain/purchase/show-merge'
import type { ShowStatus } from '@/domain/purchase/show-status'
import { isHttpError, request } from '@/http'

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

/** sessions_static_data: one session. */
export interface SessionStatic {
  readonly bizShowSessionId: string
  readonly stdShowSessionId: string
  readonly showId: string
  readonly sessionName: string
  readonly sessionStartTime: number
  readonly sessionEndTime: number
  readonly showDate: string
  readonly weekDay: string
  readonly seatPickType: SeatPickType
  readonly supportSeatPicking: boolean
  readonly hasSeatMap: boolean
  readonly venueId: string
  /** The purchase limit (tickets). */
  readonly limit: number
  readonly showLimit: number
}

export type SessionStatus = ShowStatus

/** sessions_dynamic_data: one session now. */
export interface SessionDynamic {
  readonly bizShowSessionId: string
  readonly sessionStatus: SessionStatus
  readonly sessionSaleTime: number | null
  readonly hasSessionSoldOut: boolean
  readonly soldOut: boolean
  readonly remainingStock: number
  readonly canBuy: boolean
}

/** A session, static and dynamic merged (privilegeId when fetched for a privilege). */
export type Session = MergedEntry<SessionStatic, SessionDynamic> & { readonly privilegeId?: string }

/** seat_plans_static_data: one price tier. */
export interface SeatPlanStatic {
  readonly seatPlanId: string
  readonly stdSeatPlanId: string
  readonly bizShowSessionId: string
  readonly seatPlanName: string
  /** Yuan: -1 to be decided, 0 free. */
  readonly originalPrice: number
  readonly originalPriceInfo: PriceInfo
  readonly price: number
  readonly currency: string
  readonly colorValue: string
  readonly seq: number
  /** Tickets per unit (a 2-person package is one unit of two). */
  readonly seatPlanUnit: number
  readonly isFree: boolean
  readonly pricePending: boolean
  readonly hasActivity: boolean
  readonly ageLimit: AgeLimit | null
}

export type StockStatus = 'SOLD_OUT' | 'LACK' | 'AVAILABLE'

/** seat_plans_dynamic_data: one price tier now. */
export interface SeatPlanDynamic {
  readonly seatPlanId: string
  /** Units one buyer may take now: min(left, purchase limit). */
  readonly canBuyCount: number
  readonly remainingCount: number
  readonly soldOut: boolean
  readonly stockStatus: StockStatus
  readonly waitListAvailable: boolean
}

export type SeatPlan = MergedEntry<SeatPlanStatic, SeatPlanDynamic>

/** v5 sessions: a session with its seat plans, both merged by the gateway. */
export type SessionWithPlans = SessionStatic &
  SessionDynamic & { readonly showName: string; readonly seatPlans: ReadonlyArray<SeatPlanStatic & SeatPlanDynamic> }

export interface SeatPlanAgeLimit {
  readonly seatPlanId: string
  readonly seatPlanName: string
  readonly bizShowSessionId: string
  readonly ageLimit: AgeLimit
}

/** seat_plan_age_limit_list. */
export interface AgeLimits {
  readonly showId: string
  readonly minLimitAge: number | null
  readonly seatPlanAgeLimits: readonly SeatPlanAgeLimit[]
}

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

const show = (showId: string) => `/pub/v3/show/${encodeURIComponent(showId)}`
const showV5 = (showId: string) => `/pub/v5/show/${encodeURIComponent(showId)}`
/** Spec section 7: the privilege variant carries privilegeId in the path. */
const privileged = (path: string, privilegeId: string | undefined) =>
  privilegeId ? `${path}/${encodeURIComponent(privilegeId)}` : path

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

/**
 * GET sessions_static_data. With a privilegeId, the privilege variant (its id in the path; the
 * reference gateway has no such variant yet, so callers pass one only when a privilege is used).
 */
export async function fetchSessionsStatic(showId: string, privilegeId?: string): Promise<readonly SessionStatic[]> {
  const data = await request<{ readonly sessionVOs: readonly SessionStatic[] }>({
    service: 'show',
    path: privileged(`${show(showId)}/sessions_static_data`, privilegeId),
    ...(privilegeId ? { privilegeId } : {}),
    silent: true,
  })
  return data.sessionVOs
}

/** GET sessions_dynamic_data (the privilege variant as above). */
export async function fetchSessionsDynamic(showId: string, privilegeId?: string): Promise<readonly SessionDynamic[]> {
  const data = await request<{ readonly sessionVOs: readonly SessionDynamic[] }>({
    service: 'show',
    path: privileged(`${show(showId)}/sessions_dynamic_data`, privilegeId),
    ...(privilegeId ? { privilegeId } : {}),
    silent: true,
  })
  return data.sessionVOs
}

/** The sessions, static and dynamic merged by bizShowSessionId. */
export async function fetchSessions(showId: string, privilegeId?: string): Promise<Session[]> {
  const [statics, dynamics] = await Promise.all([
    fetchSessionsStatic(showId, privilegeId),
    fetchSessionsDynamic(showId, privilegeId),
  ])
  return mergeSessions(statics, dynamics, privilegeId)
}

/** GET v5 sessions: sessions with their seat plans, merged by the gateway. */
export function fetchSessionsWithPlans(showId: string): Promise<SessionWithPlans[]> {
  return request<SessionWithPlans[]>({ service: 'show', path: `${showV5(showId)}/sessions`, silent: true })
}

const plansPath = (showId: string, sessionId: string) => `${show(showId)}/show_session/${encodeURIComponent(sessionId)}`

/** GET seat_plans_static_data of a session. */
export async function fetchSeatPlansStatic(showId: string, sessionId: string): Promise<readonly SeatPlanStatic[]> {
  const data = await request<{ readonly seatPlans: readonly SeatPlanStatic[] }>({
    service: 'show',
    path: `${plansPath(showId, sessionId)}/seat_plans_static_data`,
    silent: true,
  })
  return data.seatPlans
}

/** GET seat_plans_dynamic_data of a session. */
export async function fetchSeatPlansDynamic(showId: string, sessionId: string): Promise<readonly SeatPlanDynamic[]> {
  const data = await request<{ readonly seatPlans: readonly SeatPlanDynamic[] }>({
    service: 'show',
    path: `${plansPath(showId, sessionId)}/seat_plans_dynamic_data`,
    silent: true,
  })
  return data.seatPlans
}

/** A session's seat plans, static and dynamic merged by seatPlanId. */
export async function fetchSeatPlans(showId: string, sessionId: string): Promise<SeatPlan[]> {
  const [statics, dynamics] = await Promise.all([
    fetchSeatPlansStatic(showId, sessionId),
    fetchSeatPlansDynamic(showId, sessionId),
  ])
  return mergeSeatPlans(statics, dynamics)
}

/** GET seat_plan_age_limit_list (one session, or every session of the show). */
export function fetchAgeLimits(showId: string, sessionId?: string): Promise<AgeLimits> {
  return request<AgeLimits>({
    service: 'show',
    path: `${show(showId)}/seat_plan_age_limit_list`,
    data: sessionId ? { sessionId } : {},
    silent: true,
  })
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

export type ReminderChannel = 'SMS' | 'WEIXIN'

export interface ReminderState {
  readonly showId: string
  readonly subscribed: boolean
  readonly channel: ReminderChannel | null
}

const reminderPath = (showId: string) => `/buyer/v3/shows/${encodeURIComponent(showId)}/subscribe`

/** GET shows/{id}/subscribe (spec section 7): sets the sale reminder (SMS on the web, WeChat messages on mini). */
export function subscribeShow(showId: string, channel: ReminderChannel, showSessionId?: string): Promise<ReminderState> {
  return request<ReminderState>({
    service: 'show',
    path: reminderPath(showId),
    data: { subscribeTargetType: channel, remindType: 'SALE_REMIND', ...(showSessionId ? { showSessionId } : {}) },
    silent: true,
  })
}

/** Whether the logged-in buyer has a reminder for the show. */
export function fetchReminder(showId: string): Promise<ReminderState> {
  return request<ReminderState>({ service: 'show', path: `${reminderPath(showId)}/state`, silent: true })
}

/** Cancels the sale reminder. */
export function cancelReminder(showId: string): Promise<ReminderState> {
  return request<ReminderState>({ method: 'DELETE', service: 'show', path: reminderPath(showId), silent: true })
}

/** The purchase limit and the tickets the logged-in buyer already holds in live orders of the show. */
export interface Purchased {
  readonly showId: string
  readonly purchaseLimit: number
  readonly bought: number
}

export function fetchPurchased(showId: string): Promise<Purchased> {
  return request<Purchased>({
    service: 'trade',
    path: `/buyer/v1/shows/${encodeURIComponent(showId)}/purchased`,
    silent: true,
  })
}

/** One chosen price tier: what the waitlist and the shortage registration take. */
export interface PlanChoice {
  readonly showId: string
  readonly sessionId: string
  readonly seatPlanId: string
  /** Units of the seat plan. */
  readonly qty: number
}

export interface ShortageRegistration {
  readonly registrationId: string
  readonly seatPlanId: string
  readonly qty: number
  /** Place in line for the seat plan (1: first to hear). */
  readonly position: number
}

/** POST shortage registration (缺货登记): notified in order when tickets come back. */
export function registerShortage(choice: PlanChoice): Promise<ShortageRegistration> {
  return request<ShortageRegistration>({
    method: 'POST',
    service: 'trade',
    path: '/buyer/v1/shortage_registrations',
    data: { ...choice },
    silent: true,
  })
}

export interface WaitListResult {
  readonly orderId: string
}

/**
 * POST wait_list/create: joins the seat plan's waitlist ('The waitlist for the ticket price is
 * full'). A real-name show needs the attendees, one per ticket (spec section 5).
 */
export function joinWaitList(choice: PlanChoice, audienceIds: readonly string[] = []): Promise<WaitListResult> {
  const item = { showId: choice.showId, sessionId: choice.sessionId, seatPlanId: choice.seatPlanId, qty: choice.qty }
  return request<WaitListResult>({
    method: 'POST',
    service: 'trade',
    path: '/buyer/v1/wait_list/create',
    data: { items: [audienceIds.length ? { ...item, audienceIds: [...audienceIds] } : item] },
    silent: true,
  })
}

/**
 * The gateway's own words for a coded refusal of a registration (HTTP 200 with a code: written
 * for the buyer, in the request's language); undefined for anything else (a malformed request's
 * developer message, a failed network), which the screen words itself.
 */
export function registrationRefusal(failure: unknown): string | undefined {
  return isHttpError(failure) && failure.kind === 'business' && failure.comments ? failure.comments : undefined
}

export type PurchaseCaptcha =
  | { readonly kind: 'slide'; readonly captchaId: string; readonly target: number }
  | { readonly kind: 'image'; readonly captchaId: string; readonly image: string }

/** A purchase captcha during the show's captcha window. */
export function fetchPurchaseCaptcha(showId: string): Promise<PurchaseCaptcha> {
  return request<PurchaseCaptcha>({
    method: 'POST',
    service: 'show',
    path: `${show(showId)}/captcha`,
    silent: true,
  })
}

/** Checks the answer (slide position in percent, or the image's text): a token with its expiry. */
export function verifyPurchaseCaptcha(showId: string, captchaId: string, answer: string): Promise<CaptchaToken> {
  return request<CaptchaToken>({
    method: 'POST',
    service: 'show',
    path: `${show(showId)}/captcha/verify`,
    data: { captchaId, answer },
    silent: true,
  })
}

export interface TiedSku {
  readonly skuId: string
  /** The attribute values this sku stands for (spec section 3, Goods idArr). */
  readonly idArr: readonly string[]
  /** The values in words: "Deluxe", "Black / L". */
  readonly label: string
  readonly price: number
  readonly priceInfo: PriceInfo
  readonly soldOut: boolean
}

export interface TiedSpu {
  readonly spuId: string
  readonly name: string
  readonly posterUrl: string
  readonly minPrice: number
  readonly minMarketPrice?: number
  readonly minPriceInfo: PriceInfo
  readonly soldOut: boolean
  /** The show cannot be booked without it. */
  readonly required?: boolean
  readonly limitPerUser?: number
  readonly skus?: readonly TiedSku[]
}

/** GET tied_sale_search (v5): the goods sold with the show. */
export async function fetchTiedSales(showId: string, sessionId?: string): Promise<TiedSpu[]> {
  const data = await request<{ readonly spuList: TiedSpu[] }>({
    service: 'show',
    path: '/pub/v5/tied_sale_search',
    data: { showId, ...(sessionId ? { sessionId } : {}) },
    silent: true,
  })
  return data.spuList
}

export type PreFillStatus = 'none' | 'valid' | 'invalid'

export interface PreFillInfo {
  readonly bizShowSessionId: string
  readonly seatPlanId: string
  readonly qty: number
  readonly deliverMethod: DeliveryMethod
  readonly audienceIds: readonly string[]
  readonly addressId: string | null
  readonly submittedAt: number
  /** With `needDetails`: the choices in words. */
  readonly sessionName?: string | null
  readonly seatPlan?: { readonly seatPlanName: string; readonly originalPriceInfo: PriceInfo } | null
  readonly audiences?: ReadonlyArray<{ readonly audienceId: string; readonly name: string; readonly idNo: string | null }>
  readonly address?: { readonly addressId: string; readonly recipient: string; readonly detailAddress: string } | null
}

export interface PreFill {
  readonly showId: string
  /** The show takes pre-filled information now (a pre-sale with a sale time). */
  readonly supportPreFill: boolean
  readonly status: PreFillStatus
  readonly reason: 'orderPlaced' | null
  readonly info: PreFillInfo | null
}

export interface PreFillInput {
  readonly bizShowSessionId: string
  readonly seatPlanId: string
  readonly qty: number
  readonly deliverMethod: DeliveryMethod
  readonly audienceIds: readonly string[]
  readonly addressId?: string
}

/** GET pre_filed_info/{showId} (spec section 7): the buyer's pre-filled grab info and whether it still holds. */
export function fetchPreFill(
  showId: string,
  query: { readonly bizShowSessionId?: string; readonly source?: string; readonly needDetails?: boolean } = {},
): Promise<PreFill> {
  return request<PreFill>({
    service: 'show',
    path: `/buyer/v3/pre_filed_info/${encodeURIComponent(showId)}`,
    data: { ...query },
    silent: true,
  })
}

/** POST pre_filed_info/{showId}: save; the last submission replaces the earlier one. */
export function savePreFill(showId: string, input: PreFillInput): Promise<PreFill> {
  return request<PreFill>({
    method: 'POST',
    service: 'show',
    path: `/buyer/v3/pre_filed_info/${encodeURIComponent(showId)}`,
    data: { ...input },
    silent: true,
  })
}
