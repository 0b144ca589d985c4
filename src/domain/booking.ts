/**
 * The booking page's choices (spec sections 2-4; issue 8 item 2): which sessions and price tiers
 * can be chosen for what the buyer came to do (buy, join the waitlist of a sold-out tier, or
 * register for a show short of tickets), which are chosen first, how many units the stepper
 * allows (the purchase limit less what the buyer already holds), and where "next" goes: the
 * seat map, or the confirm order page (with the seats, comma-separated, when chosen).
 */
import type { BookingFlow } from './purchase/booking-flow'
import { maxUnits, type QuantityRule } from './purchase/quantity'

/** What the booking page is opened for (`mode` parameter; buying when absent). */
export type BookingMode = 'buy' | 'waitlist' | 'shortage'

export const BOOKING_MODES: readonly BookingMode[] = ['buy', 'waitlist', 'shortage']

export function bookingMode(value: string | null | undefined): BookingMode {
  return (BOOKING_MODES as readonly string[]).includes(value ?? '') ? (value as BookingMode) : 'buy'
}

/** The session fields the choice reads. */
export interface SessionChoiceFields {
  readonly bizShowSessionId: string
  readonly sessionStatus?: string | null
  readonly canBuy?: boolean | null
  readonly soldOut?: boolean | null
}

/** The seat plan fields the choice reads. */
export interface PlanChoiceFields {
  readonly seatPlanId: string
  readonly soldOut?: boolean | null
  readonly canBuyCount?: number | null
  readonly waitListAvailable?: boolean | null
  readonly pricePending?: boolean | null
}

/** Session statuses whose tiers may be waitlisted or registered for (the show still sells). */
const LIVE_SESSION_STATUSES: readonly string[] = ['ON_SALE', 'PRE_SALE', 'SOLD_OUT', 'LACK_OF_TICKET']

/** Whether a session can be chosen in this mode. */
export function sessionSelectable(session: SessionChoiceFields, mode: BookingMode): boolean {
  const status = session.sessionStatus ?? ''
  switch (mode) {
    case 'buy':
      return session.canBuy === true
    case 'waitlist':
      // A sold-out session, or one still selling whose tier is sold out (the gateway takes a
      // waitlist for any sold-out tier of a live session: issue 15 item 8).
      return session.soldOut === true || LIVE_SESSION_STATUSES.includes(status)
    case 'shortage':
      return LIVE_SESSION_STATUSES.includes(status)
  }
}

/** Whether a price tier can be chosen in this mode (a tier whose price is to be decided never). */
export function planSelectable(plan: PlanChoiceFields, mode: BookingMode): boolean {
  if (plan.pricePending) return false
  switch (mode) {
    case 'buy':
      return !plan.soldOut && (plan.canBuyCount ?? 1) > 0
    case 'waitlist':
      return plan.soldOut === true && plan.waitListAvailable === true
    case 'shortage':
      return true
  }
}

/**
 * What a tap on a price tier does (spec section 4; issue 15 item 8): choose it in the page's mode;
 * while buying, a sold-out tier tagged "waitlist" starts the waitlist for it (the page turns to
 * the waitlist); on the waitlist, a tier that can be bought turns the page back to buying. Null:
 * the tap does nothing (the chip is shown disabled).
 */
export function planTapMode(plan: PlanChoiceFields, mode: BookingMode): BookingMode | null {
  if (planSelectable(plan, mode)) return mode
  if (mode === 'buy' && planSelectable(plan, 'waitlist')) return 'waitlist'
  if (mode === 'waitlist' && planSelectable(plan, 'buy')) return 'buy'
  return null
}

/**
 * The session chosen when the page opens: the one asked for (a shared link, the gateway's
 * saleShowSessionId) when it can be chosen, else the first that can (for the waitlist a sold-out
 * one first); none when none can.
 */
export function defaultSession<S extends SessionChoiceFields>(
  sessions: readonly S[],
  mode: BookingMode,
  preferredId?: string | null,
): S | undefined {
  const preferred = preferredId ? sessions.find((session) => session.bizShowSessionId === preferredId) : undefined
  if (preferred && sessionSelectable(preferred, mode)) return preferred
  const soldOut = (session: S) => session.soldOut === true || session.sessionStatus === 'SOLD_OUT'
  if (mode === 'waitlist') {
    const first = sessions.find((session) => soldOut(session) && sessionSelectable(session, mode))
    if (first) return first
  }
  return sessions.find((session) => sessionSelectable(session, mode))
}

/** The price tier chosen when a session is: the first that can be chosen. */
export function defaultPlan<P extends PlanChoiceFields>(plans: readonly P[], mode: BookingMode): P | undefined {
  return plans.find((plan) => planSelectable(plan, mode))
}

/**
 * The tier chosen once a session's tiers (re)load: the one chosen before while it is listed and can
 * still be chosen, else the first that can; none when none can (booking and pre-fill alike).
 */
export function keptPlanId<P extends { readonly seatPlanId: string }>(
  plans: readonly P[],
  current: string | null,
  selectable: (plan: P) => boolean,
): string | null {
  return plans.some((plan) => plan.seatPlanId === current && selectable(plan))
    ? current
    : (plans.find(selectable)?.seatPlanId ?? null)
}

/**
 * The stepper's maximum. Buying: the limit less what the buyer holds, within what is left. The
 * waitlist and shortage registration wait for tickets that are not there: the limit alone.
 */
export function bookingMaxUnits(rule: QuantityRule, mode: BookingMode): number {
  return mode === 'buy' ? maxUnits(rule) : maxUnits({ ...rule, canBuyCount: null })
}

/** The units to show after a change of tier or limit: kept when still allowed, else the most allowed (at least 1). */
export function clampUnits(units: number, max: number): number {
  return Math.max(1, Math.min(units, Math.max(1, max)))
}

export interface BookingChoice {
  readonly showId: string
  readonly sessionId: string
  readonly seatPlanId: string
  readonly qty: number
  /** Seats picked on the seat map, when any. */
  readonly seatIds?: readonly string[]
}

export type NextStep =
  | { readonly page: 'pickSeat'; readonly params: Record<string, string> }
  | { readonly page: 'confirmOrder'; readonly params: Record<string, string> }

const baseParams = (choice: BookingChoice): Record<string, string> => ({
  showId: choice.showId,
  sessionId: choice.sessionId,
  seatPlanId: choice.seatPlanId,
  qty: String(choice.qty),
})

/** The seat map, for the chosen session, tier and quantity. */
export function pickSeatStep(choice: BookingChoice): NextStep {
  return { page: 'pickSeat', params: baseParams(choice) }
}

/** The confirm order page; chosen seats travel as `seatIds`, comma-separated. */
export function confirmOrderStep(choice: BookingChoice): NextStep {
  const seats = choice.seatIds?.filter((id) => id !== '') ?? []
  return { page: 'confirmOrder', params: { ...baseParams(choice), ...(seats.length ? { seatIds: seats.join(',') } : {}) } }
}

export interface BookingActions {
  /** The main button: where it goes. */
  readonly primary: NextStep
  /** A second way on: buying straight away (best seats assigned) beside 去选座 under noAutoJumpPickSeat. */
  readonly secondary?: NextStep
}

/**
 * Where the buttons go (booking-flow.ts): a show without seat picking confirms the order; a
 * seat-picking show goes to the seat map, and under noAutoJumpPickSeat it may also go straight
 * on (the gateway assigns the best seats available).
 */
export function bookingActions(flow: BookingFlow, choice: BookingChoice): BookingActions {
  if (!flow.offerPickSeat) return { primary: confirmOrderStep(choice) }
  if (flow.buyWithoutSeats) return { primary: pickSeatStep(choice), secondary: confirmOrderStep(choice) }
  return { primary: pickSeatStep(choice) }
}

/** Where a sale reminder goes (spec section 5): WeChat subscribe messages where supported, else SMS. */
export function reminderChannel(weixinSubscribe: boolean): 'WEIXIN' | 'SMS' {
  return weixinSubscribe ? 'WEIXIN' : 'SMS'
}
