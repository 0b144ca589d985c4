/**
 * Show endpoints for the buyer before the order (spec section 7): the sale reminder, the tickets
 * already held against the purchase limit, the shortage registration and the waitlist, and the
 * purchase captcha. Every call is silent: the pages say what went wrong.
 */
import type { CreatedOrder } from '@showtix/contract'
import type { CaptchaToken } from '@/domain/purchase/captcha'
import type {
  PlanChoice as PlanChoiceBody,
  Purchased,
  PurchaseCaptcha as PurchaseCaptchaAnswer,
  ReminderState as ReminderStateAnswer,
  ShortageRegistration,
} from '@showtix/contract'
import { isHttpError, request } from '@/http'
import { show } from './paths'

export type ReminderChannel = 'SMS' | 'WEIXIN'

export type ReminderState = Omit<ReminderStateAnswer, 'channel'> & { readonly channel: ReminderChannel | null }

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
export type { Purchased } from '@showtix/contract'

export function fetchPurchased(showId: string): Promise<Purchased> {
  return request<Purchased>({
    service: 'trade',
    path: `/buyer/v1/shows/${encodeURIComponent(showId)}/purchased`,
    silent: true,
  })
}

/** One chosen price tier (qty: units of the seat plan): what the waitlist and the shortage registration take. */
export type PlanChoice = Readonly<PlanChoiceBody>

/** position: place in line for the seat plan (1: first to hear). */
export type { ShortageRegistration } from '@showtix/contract'

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

/** wait_list/create answers the registration as an order (state 3), as create order does. */
export type WaitListResult = CreatedOrder

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

/** The contract's one object, read by its kind: a slider has its target, an image captcha its image. */
export type PurchaseCaptcha = Omit<PurchaseCaptchaAnswer, 'kind' | 'target' | 'image'> &
  ({ readonly kind: 'slide'; readonly target: number } | { readonly kind: 'image'; readonly image: string })

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
