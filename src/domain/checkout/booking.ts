/**
 * The booking page as a pure state machine (issue 17 item 4): the session, the price tier, the
 * quantity, the goods sold with the show, and the waitlist or shortage registration, changed only
 * by events. The screen loads (sessions, tiers, goods, what the buyer holds) and dispatches what
 * arrived or was tapped; it renders the state and the figures derived from it here.
 *
 * Generic over the app's session, seat-plan and goods types: the domain knows only the fields its
 * rules read.
 */
import {
  bookingMaxUnits,
  clampUnits,
  keptPlanId,
  planSelectable,
  planTapMode,
  type BookingMode,
  type PlanChoiceFields,
  type SessionChoiceFields,
} from '@/domain/booking'
import { stepQuantity, type QuantityRule } from '@/domain/purchase/quantity'
import { keepListed, missingRequired, type TiedChoice, type TiedSpuLike } from '@/domain/purchase/tied-sale'

/** Words to show: ours by key, or the gateway's own text (written for the buyer). */
export type Said =
  { readonly wordKey: string; readonly params?: Readonly<Record<string, string | number>> } | { readonly text: string }

export interface BookingSession extends SessionChoiceFields {
  /** The session's own purchase limit, when it has one. */
  readonly limit?: number | null
}

export interface BookingPlan extends PlanChoiceFields {
  readonly seatPlanUnit?: number | null
}

export interface BookingGoods extends TiedSpuLike {
  readonly name: string
}

export interface BookingState<S extends BookingSession, P extends BookingPlan, T extends BookingGoods> {
  /** Buying turns to the waitlist when a sold-out tier tagged "waitlist" is tapped, and back (planTapMode). */
  readonly mode: BookingMode
  /** The show's purchase limit (a session's own limit wins). */
  readonly showLimit: number
  readonly session: S | undefined
  /** The chosen session's tiers, once listed (none while they load). */
  readonly plans: readonly P[]
  readonly planId: string | null
  readonly units: number
  /** Why the stepper did not go up. */
  readonly qtyWord: string | null
  /** Tickets the buyer already holds for the show. */
  readonly bought: number
  readonly goods: readonly T[]
  readonly goodsChosen: readonly TiedChoice[]
  /** Required goods not chosen yet, when the buyer tried to go on without them. */
  readonly goodsMissing: readonly string[] | null
  /** Valid pre-filled grab info started the booking (its tier and quantity wait for the tiers). */
  readonly preFilled: boolean
  readonly preferred: { readonly seatPlanId: string; readonly qty: number } | null
  readonly submitting: boolean
  readonly failure: Said | null
  readonly done: Said | null
}

export type BookingEvent<S, P, T> =
  | { readonly type: 'sessionChosen'; readonly session: S }
  | { readonly type: 'plansListed'; readonly plans: readonly P[] }
  | { readonly type: 'preFillStarted'; readonly session: S; readonly seatPlanId: string; readonly qty: number }
  | { readonly type: 'boughtLoaded'; readonly bought: number }
  | { readonly type: 'goodsListed'; readonly goods: readonly T[] }
  | { readonly type: 'goodsFailed' }
  | { readonly type: 'planTapped'; readonly plan: P }
  | { readonly type: 'stepped'; readonly delta: number }
  | { readonly type: 'goOnTapped' }
  | { readonly type: 'goodsChosen'; readonly choices: readonly TiedChoice[] }
  | { readonly type: 'registerStarted' }
  | { readonly type: 'registered'; readonly done: Said }
  | { readonly type: 'registerFailed'; readonly failure: Said }
  | { readonly type: 'registerEnded' }

export function initialBookingState<S extends BookingSession, P extends BookingPlan, T extends BookingGoods>(input: {
  readonly mode: BookingMode
  readonly showLimit: number
  readonly session: S | undefined
}): BookingState<S, P, T> {
  return {
    mode: input.mode,
    showLimit: input.showLimit,
    session: input.session,
    plans: [],
    planId: null,
    units: 1,
    qtyWord: null,
    bought: 0,
    goods: [],
    goodsChosen: [],
    goodsMissing: null,
    preFilled: false,
    preferred: null,
    submitting: false,
    failure: null,
    done: null,
  }
}

/** The tier chosen, among those listed. */
export function chosenPlan<P extends BookingPlan>(state: BookingState<BookingSession, P, BookingGoods>): P | undefined {
  return state.plans.find((item) => item.seatPlanId === state.planId)
}

/** The quantity rule of the tier chosen: the limit, what the buyer holds, the tier's unit and stock. */
export function bookingRule(state: BookingState<BookingSession, BookingPlan, BookingGoods>): QuantityRule {
  const plan = chosenPlan(state)
  return {
    purchaseLimit: state.session?.limit ?? state.showLimit,
    alreadyBought: state.bought,
    seatPlanUnit: plan?.seatPlanUnit ?? 1,
    canBuyCount: plan?.canBuyCount ?? null,
  }
}

/** The stepper's maximum in this mode. */
export function bookingMax(state: BookingState<BookingSession, BookingPlan, BookingGoods>): number {
  return bookingMaxUnits(bookingRule(state), state.mode)
}

/** A tier is chosen and the buyer may take none of it (the limit is reached). */
export function limitReached(state: BookingState<BookingSession, BookingPlan, BookingGoods>): boolean {
  return chosenPlan(state) !== undefined && bookingMax(state) === 0
}

/** Required goods not chosen yet (their names). */
export function missingGoods(state: BookingState<BookingSession, BookingPlan, BookingGoods>): readonly string[] {
  return missingRequired(state.goods, state.goodsChosen).map((spu) => (spu as BookingGoods).name)
}

function step<S extends BookingSession, P extends BookingPlan, T extends BookingGoods>(
  state: BookingState<S, P, T>,
  event: BookingEvent<S, P, T>,
): BookingState<S, P, T> {
  switch (event.type) {
    case 'sessionChosen':
      return { ...state, session: event.session, plans: [], qtyWord: null }
    case 'plansListed': {
      const wanted = state.preferred
      const selectable = (plan: P) => planSelectable(plan, state.mode)
      if (wanted && event.plans.some((plan) => plan.seatPlanId === wanted.seatPlanId && selectable(plan))) {
        return { ...state, plans: event.plans, preferred: null, planId: wanted.seatPlanId, units: wanted.qty }
      }
      return { ...state, plans: event.plans, planId: keptPlanId(event.plans, state.planId, selectable) }
    }
    case 'preFillStarted':
      return {
        ...state,
        preferred: { seatPlanId: event.seatPlanId, qty: event.qty },
        preFilled: true,
        session: event.session,
        plans: [],
      }
    case 'boughtLoaded':
      return { ...state, bought: event.bought }
    case 'goodsListed':
      return { ...state, goods: event.goods, goodsChosen: keepListed(event.goods, state.goodsChosen) }
    case 'goodsFailed':
      return { ...state, goods: [] }
    case 'planTapped': {
      const next = planTapMode(event.plan, state.mode)
      if (next === null) return state
      const switched = next !== state.mode ? { mode: next, done: null, failure: null } : {}
      return { ...state, ...switched, planId: event.plan.seatPlanId, qtyWord: null }
    }
    case 'stepped': {
      const rule = bookingRule(state)
      const next = stepQuantity(state.units, event.delta, state.mode === 'buy' ? rule : { ...rule, canBuyCount: null })
      return { ...state, units: next.units, qtyWord: next.refusedWord ?? null }
    }
    case 'goOnTapped': {
      const missing = missingGoods(state)
      return { ...state, goodsMissing: missing.length ? missing : null }
    }
    case 'goodsChosen': {
      const next = { ...state, goodsChosen: event.choices }
      return missingGoods(next).length === 0 ? { ...next, goodsMissing: null } : next
    }
    case 'registerStarted':
      return { ...state, submitting: true, failure: null }
    case 'registered':
      return { ...state, done: event.done }
    case 'registerFailed':
      return { ...state, failure: event.failure }
    case 'registerEnded':
      return { ...state, submitting: false }
  }
}

/** The booking after one event; a tier or a limit that changed keeps the quantity while it is still allowed. */
export function bookingReducer<S extends BookingSession, P extends BookingPlan, T extends BookingGoods>(
  state: BookingState<S, P, T>,
  event: BookingEvent<S, P, T>,
): BookingState<S, P, T> {
  const next = step(state, event)
  if (next === state) return state
  const units = clampUnits(next.units, bookingMax(next))
  return units === next.units ? next : { ...next, units }
}
