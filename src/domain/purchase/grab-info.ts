/**
 * Pre-filled ticket-grab information (spec section 4; `preload-ticket`, `pre_filed_info`): a
 * buyer may fill in session, seat plan, quantity and attendees before a sale opens. The last
 * submission prevails; the information becomes invalid once any order of the buyer is generated
 * in the grab period.
 */

export interface GrabSubmission {
  /** Epoch ms of the submission. */
  readonly submittedAt: number
}

export interface GrabPeriod {
  /** Epoch ms, inclusive. */
  readonly start: number
  /** Epoch ms, inclusive. */
  readonly end: number
}

export type GrabInfoState<T extends GrabSubmission> =
  | { readonly status: 'none' }
  | { readonly status: 'valid'; readonly info: T }
  | { readonly status: 'invalid'; readonly info: T; readonly reason: 'orderPlaced' }

/** The prevailing submission: the latest; at the same time, the one listed last. */
export function latestSubmission<T extends GrabSubmission>(submissions: readonly T[]): T | undefined {
  let latest: T | undefined
  for (const entry of submissions) if (!latest || entry.submittedAt >= latest.submittedAt) latest = entry
  return latest
}

/** Whether an order created at `createdAt` falls in the grab period (both ends included). */
export function inGrabPeriod(createdAt: number, period: GrabPeriod): boolean {
  return createdAt >= period.start && createdAt <= period.end
}

/** The pre-filled information to use, if any, given the creation times of the buyer's orders. */
export function grabInfoState<T extends GrabSubmission>(
  submissions: readonly T[],
  period: GrabPeriod,
  orderCreatedTimes: readonly number[],
): GrabInfoState<T> {
  const info = latestSubmission(submissions)
  if (!info) return { status: 'none' }
  if (orderCreatedTimes.some((time) => inGrabPeriod(time, period))) return { status: 'invalid', info, reason: 'orderPlaced' }
  return { status: 'valid', info }
}

/** The show detail and booking offer the pre-fill entry while the show takes it and is in pre-sale. */
export function preFillEntryVisible(show: {
  readonly supportPreFill?: boolean | null
  readonly showStatus?: string | null
}): boolean {
  return Boolean(show.supportPreFill) && show.showStatus === 'PRE_SALE'
}

export interface PreFillForm {
  readonly sessionId: string | null
  readonly seatPlanId: string | null
  /** Units of the seat plan. */
  readonly qty: number
  readonly seatPlanUnit: number
  readonly purchaseLimit: number
  readonly realName: boolean
  readonly audienceIds: readonly string[]
  readonly deliverMethod: string | null
  readonly addressId: string | null
}

export type PreFillField = 'session' | 'seatPlan' | 'qty' | 'audiences' | 'deliverMethod' | 'address'

export interface PreFillProblem {
  readonly field: PreFillField
  readonly wordKey: string
  readonly params?: Readonly<Record<string, number>>
}

/**
 * What keeps the form from being saved (the gateway checks the same): a session and a price
 * tier, tickets within the purchase limit, attendees not more than tickets and, on a real-name
 * show, one per ticket (spec section 5), a delivery method and, for express, an address.
 */
export function preFillProblems(form: PreFillForm): PreFillProblem[] {
  const problems: PreFillProblem[] = []
  const tickets = form.qty * Math.max(1, form.seatPlanUnit)
  if (!form.sessionId) problems.push({ field: 'session', wordKey: 'show.preFill.error.session' })
  if (!form.seatPlanId) problems.push({ field: 'seatPlan', wordKey: 'show.preFill.error.seatPlan' })
  if (form.qty < 1 || tickets > form.purchaseLimit)
    problems.push({ field: 'qty', wordKey: 'show.preFill.error.qty', params: { count: form.purchaseLimit } })
  if (form.audienceIds.length > tickets)
    problems.push({ field: 'audiences', wordKey: 'show.preFill.error.tooMany', params: { count: tickets } })
  else if (form.realName && form.audienceIds.length !== tickets)
    problems.push({ field: 'audiences', wordKey: 'show.preFill.error.audiences', params: { count: tickets } })
  if (!form.deliverMethod) problems.push({ field: 'deliverMethod', wordKey: 'show.preFill.error.deliverMethod' })
  else if (form.deliverMethod === 'EXPRESS' && !form.addressId)
    problems.push({ field: 'address', wordKey: 'show.preFill.error.address' })
  return problems
}

/** The gateway's field names for a refused choice (pre_filed_info `data.field`). */
const GATEWAY_FIELDS: Readonly<Record<string, PreFillField>> = {
  bizShowSessionId: 'session',
  seatPlanId: 'seatPlan',
  qty: 'qty',
  audienceIds: 'audiences',
  deliverMethod: 'deliverMethod',
  addressId: 'address',
}

/** The form field a gateway refusal belongs to, if it names one. */
export function preFillFieldOf(data: unknown): PreFillField | undefined {
  if (!data || typeof data !== 'object') return undefined
  const field = (data as { field?: unknown }).field
  return typeof field === 'string' ? GATEWAY_FIELDS[field] : undefined
}

export interface PreFillStartInput {
  readonly status: 'none' | 'valid' | 'invalid'
  readonly info: {
    readonly bizShowSessionId: string
    readonly seatPlanId: string
    readonly qty: number
  } | null
}

/** Where booking starts: the session, tier and quantity of valid pre-filled info, else nothing. */
export function preFillStart(
  preFill: PreFillStartInput | null | undefined,
): { readonly sessionId: string; readonly seatPlanId: string; readonly qty: number } | undefined {
  if (!preFill || preFill.status !== 'valid' || !preFill.info) return undefined
  const { bizShowSessionId, seatPlanId, qty } = preFill.info
  return { sessionId: bizShowSessionId, seatPlanId, qty }
}

/** Sessions the buyer may pre-fill for: those still to be sold (not ended, cancelled or sold out). */
const PRE_FILL_SESSION_STATUSES: readonly string[] = ['PRE_SALE', 'ON_SALE', 'LACK_OF_TICKET']

export function preFillSessionSelectable(session: { readonly sessionStatus?: string | null }): boolean {
  return PRE_FILL_SESSION_STATUSES.includes(session.sessionStatus ?? '')
}

/**
 * What confirm order takes from valid pre-filled info for the tier it confirms: the delivery,
 * the attendees and the address (the buyer may still change them); nothing for another tier.
 */
export function preFillForConfirm(
  preFill:
    | {
        readonly status: 'none' | 'valid' | 'invalid'
        readonly info: {
          readonly seatPlanId: string
          readonly deliverMethod: string
          readonly audienceIds: readonly string[]
          readonly addressId: string | null
        } | null
      }
    | null
    | undefined,
  seatPlanId: string,
): { readonly deliverMethod: string; readonly audienceIds: readonly string[]; readonly addressId: string | null } | undefined {
  if (!preFill || preFill.status !== 'valid' || !preFill.info || preFill.info.seatPlanId !== seatPlanId) return undefined
  const { deliverMethod, audienceIds, addressId } = preFill.info
  return { deliverMethod, audienceIds, addressId }
}
