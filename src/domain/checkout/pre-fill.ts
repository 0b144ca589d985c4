/**
 * The pre-fill (ticket-grab info) form as a pure state machine (issue 17 item 4): session, price
 * tier, quantity, attendees, delivery and address, saved to the gateway; changed only by events.
 * The screen loads and saves, and dispatches what arrived or was tapped.
 */
import { keptPlanId } from '@/domain/booking'
import type { Said } from '@/domain/checkout/booking'
import { preFillProblems, preFillSessionSelectable, type PreFillField } from '@/domain/purchase/grab-info'

/** The saved info, as far as the form reads it. */
export interface SavedPreFill<M extends string> {
  readonly bizShowSessionId: string
  readonly seatPlanId: string
  readonly qty: number
  readonly deliverMethod: M
  readonly audienceIds: readonly string[]
  readonly addressId: string | null
}

export interface PreFillPlan {
  readonly seatPlanId: string
  readonly seatPlanUnit?: number | null
  readonly pricePending?: boolean | null
}

export interface PreFillAddress {
  readonly addressId: string
  readonly isDefault?: boolean
}

/** The show's rules the form keeps to. */
export interface PreFillShow<M extends string> {
  readonly purchaseLimit: number
  readonly realName: boolean
  readonly deliveryMethods: readonly M[]
}

export interface PreFillState<M extends string, P extends PreFillPlan, D extends PreFillAddress, F> {
  readonly show: PreFillShow<M>
  /** The gateway's last answer: its status and the info saved. */
  readonly preFill: F
  readonly sessionId: string | null
  /** The chosen session's tiers, once listed. */
  readonly plans: readonly P[]
  readonly planId: string | null
  readonly qty: number
  readonly method: M | null
  readonly audienceIds: readonly string[]
  readonly addresses: readonly D[]
  readonly addressId: string | null
  readonly errors: Partial<Record<PreFillField, Said>>
  readonly failure: Said | null
  readonly saving: boolean
  readonly done: boolean
}

export type PreFillEvent<M, P, D, F> =
  | { readonly type: 'sessionChosen'; readonly sessionId: string }
  | { readonly type: 'plansListed'; readonly plans: readonly P[] }
  | { readonly type: 'planChosen'; readonly planId: string }
  | { readonly type: 'qtyStepped'; readonly delta: number }
  | { readonly type: 'audienceToggled'; readonly audienceId: string }
  | { readonly type: 'methodChosen'; readonly method: M }
  | { readonly type: 'addressesListed'; readonly addresses: readonly D[] }
  | { readonly type: 'addressPicked'; readonly address: D }
  | { readonly type: 'saveTapped' }
  | { readonly type: 'saved'; readonly preFill: F }
  | { readonly type: 'saveFailed'; readonly field?: PreFillField; readonly message: Said }
  | { readonly type: 'saveEnded' }

/** The form as it opens: the saved info where it still fits (a session still selectable, attendees still listed). */
export function initialPreFillState<M extends string, P extends PreFillPlan, D extends PreFillAddress, F>(input: {
  readonly show: PreFillShow<M>
  readonly preFill: F
  readonly saved: SavedPreFill<M> | null
  readonly sessions: ReadonlyArray<{ readonly bizShowSessionId: string; readonly sessionStatus?: string | null }>
  readonly attendeeIds: readonly string[]
}): PreFillState<M, P, D, F> {
  const { show, saved } = input
  const selectable = input.sessions.filter(preFillSessionSelectable)
  const keptSession = saved && selectable.some((item) => item.bizShowSessionId === saved.bizShowSessionId)
  const methods = show.deliveryMethods
  return {
    show,
    preFill: input.preFill,
    sessionId: (keptSession ? saved.bizShowSessionId : selectable[0]?.bizShowSessionId) ?? null,
    plans: [],
    planId: saved?.seatPlanId ?? null,
    qty: saved?.qty ?? 1,
    method: saved && methods.includes(saved.deliverMethod) ? saved.deliverMethod : (methods[0] ?? null),
    audienceIds: saved?.audienceIds.filter((id) => input.attendeeIds.includes(id)) ?? [],
    addresses: [],
    addressId: saved?.addressId ?? null,
    errors: {},
    failure: null,
    saving: false,
    done: false,
  }
}

type AnyState = PreFillState<string, PreFillPlan, PreFillAddress, unknown>

/** The tier chosen, among those listed. */
export function preFillPlan<P extends PreFillPlan>(state: PreFillState<string, P, PreFillAddress, unknown>): P | undefined {
  return state.plans.find((item) => item.seatPlanId === state.planId)
}

/** Tickets per unit of the tier chosen. */
export const preFillUnit = (state: AnyState): number => Math.max(1, preFillPlan(state)?.seatPlanUnit ?? 1)

/** The most units the limit allows (at least 1). */
export const preFillMaxQty = (state: AnyState): number => Math.max(1, Math.floor(state.show.purchaseLimit / preFillUnit(state)))

/** What the gateway is sent, or what keeps the form from being saved (each beside its field). */
export function preFillRequest<M extends string>(
  state: PreFillState<M, PreFillPlan, PreFillAddress, unknown>,
):
  | { readonly problems: Partial<Record<PreFillField, Said>> }
  | {
      readonly input: {
        readonly bizShowSessionId: string
        readonly seatPlanId: string
        readonly qty: number
        readonly deliverMethod: M
        readonly audienceIds: readonly string[]
        readonly addressId?: string
      }
    } {
  const plan = preFillPlan(state)
  const { sessionId, method, qty, audienceIds, addressId } = state
  const problems = preFillProblems({
    sessionId,
    seatPlanId: plan?.seatPlanId ?? null,
    qty,
    seatPlanUnit: preFillUnit(state),
    purchaseLimit: state.show.purchaseLimit,
    realName: state.show.realName,
    audienceIds,
    deliverMethod: method,
    addressId: method === 'EXPRESS' ? addressId : null,
  })
  if (problems.length > 0 || !sessionId || !plan || !method) {
    const found: Partial<Record<PreFillField, Said>> = {}
    for (const problem of problems)
      found[problem.field] ??= { wordKey: problem.wordKey, ...(problem.params ? { params: problem.params } : {}) }
    return { problems: found }
  }
  return {
    input: {
      bizShowSessionId: sessionId,
      seatPlanId: plan.seatPlanId,
      qty,
      deliverMethod: method,
      audienceIds,
      ...(method === 'EXPRESS' && addressId ? { addressId } : {}),
    },
  }
}

/** The form after one event. */
export function preFillReducer<M extends string, P extends PreFillPlan, D extends PreFillAddress, F>(
  state: PreFillState<M, P, D, F>,
  event: PreFillEvent<M, P, D, F>,
): PreFillState<M, P, D, F> {
  switch (event.type) {
    case 'sessionChosen':
      return { ...state, sessionId: event.sessionId, plans: [], done: false }
    case 'plansListed':
      return { ...state, plans: event.plans, planId: keptPlanId(event.plans, state.planId, (plan) => !plan.pricePending) }
    case 'planChosen':
      return { ...state, planId: event.planId, done: false }
    case 'qtyStepped': {
      const qty = state.qty + event.delta
      return qty < 1 || qty > preFillMaxQty(state) ? state : { ...state, qty }
    }
    case 'audienceToggled': {
      const id = event.audienceId
      const audienceIds = state.audienceIds.includes(id)
        ? state.audienceIds.filter((item) => item !== id)
        : [...state.audienceIds, id]
      return { ...state, audienceIds, done: false, errors: { ...state.errors, audiences: undefined } }
    }
    case 'methodChosen':
      return { ...state, method: event.method, done: false }
    case 'addressesListed': {
      const list = event.addresses
      const kept = state.addressId && list.some((item) => item.addressId === state.addressId)
      const addressId = kept ? state.addressId : (list.find((item) => item.isDefault)?.addressId ?? list[0]?.addressId ?? null)
      return { ...state, addresses: list, addressId }
    }
    case 'addressPicked': {
      const picked = event.address
      const listed = state.addresses.some((item) => item.addressId === picked.addressId)
      return {
        ...state,
        addresses: listed ? state.addresses : [...state.addresses, picked],
        addressId: picked.addressId,
        errors: { ...state.errors, address: undefined },
      }
    }
    case 'saveTapped': {
      if (state.saving) return state
      const request = preFillRequest(state)
      const cleared = { ...state, failure: null, done: false }
      return 'problems' in request ? { ...cleared, errors: request.problems } : { ...cleared, errors: {}, saving: true }
    }
    case 'saved':
      return { ...state, preFill: event.preFill, done: true }
    case 'saveFailed':
      return event.field ? { ...state, errors: { [event.field]: event.message } } : { ...state, failure: event.message }
    case 'saveEnded':
      return { ...state, saving: false }
  }
}
