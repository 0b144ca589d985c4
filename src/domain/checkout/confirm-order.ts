/**
 * The confirm-order form as a pure state machine (issue 17 item 4): what the buyer has chosen
 * and what the page says, changed only by events. The screen's hook loads, sends and navigates;
 * it dispatches what happened (loaded, tapped, typed, answered) and renders the state.
 *
 * Generic over the app's own attendee, address, pre-order and created-order types: the domain
 * knows only the fields its rules read.
 */
import {
  defaultDelivery,
  submitProblems,
  type ContactPrefill,
  type ContactType,
  type DeliveryMethod,
  type SubmitField,
} from '@/domain/order'
import { captchaStep, type CaptchaSwitch, type CaptchaToken } from '@/domain/purchase/captcha'
import {
  attendeeIssues,
  preselectAttendees,
  toggleAttendee,
  type AttendeeCandidate,
  type AttendeeProblem,
  type AttendeeRules,
} from '@/domain/purchase/attendees'
import { initialCouponId, toggleCoupon, type CouponLike } from '@/domain/purchase/coupons'
import type { FeeBreakdown } from '@/domain/purchase/fees'
import { orderPricing, repriceNotice, type PricingAnswer, type RepriceNotice } from '@/domain/purchase/order-pricing'
import { initialUsePoints } from '@/domain/purchase/points'
import type { RepriceReason } from '@/domain/purchase/reprice'

/** A message beside a part of the form: words and their placeholders. */
export interface FieldMessage {
  readonly wordKey: string
  readonly params?: Readonly<Record<string, string | number>>
}

export interface AddressItem {
  readonly addressId: string
  readonly isDefault?: boolean
}

/** What pre_order answers, as far as the form's rules read it. */
export type PriceAnswer = Omit<PricingAnswer, 'coupons'> & {
  readonly coupons: ReadonlyArray<CouponLike>
  /** The gateway's pick when the shop allows auto use (support_auto_use). */
  readonly chosenCouponId?: string | null
}

export type PriceLoad<P> =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly data: P }
  /** `code`: the gateway's refusal (the page offers what fixes it, e.g. student verification, D28). */
  | { readonly status: 'error'; readonly message?: string; readonly code?: number | string }

export type ContactField = 'name' | 'phone' | 'areaCode' | 'email'

/** No tickets left at create order: the seats chosen were taken, or the stock ran out. */
export type OrderRefusal = 'seatsTaken' | 'unavailable'

export interface ConfirmState<A extends AttendeeCandidate, D extends AddressItem, P extends PriceAnswer, C> {
  readonly price: PriceLoad<P>
  readonly delivery: DeliveryMethod
  readonly addresses: readonly D[]
  readonly address: D | null
  readonly chosen: readonly A[]
  readonly attendeeRefusal?: AttendeeProblem
  /** The account's only attendee was chosen once this visit (the buyer may then unchoose it). */
  readonly onlyChosen: boolean
  /** The list when the buyer went to add an attendee from here: whoever is new on return is chosen. */
  readonly attendeesBeforeAdd?: readonly string[]
  readonly couponId: string | null
  /** The buyer chose or cleared a coupon: a new price keeps the choice. */
  readonly couponTouched: boolean
  readonly usePoints: boolean
  readonly pointsTouched: boolean
  readonly contact: Readonly<Record<ContactField, string>>
  /** The buyer typed in the contact: the account's, arriving later, does not overwrite it. */
  readonly contactTouched: boolean
  readonly errors: Partial<Record<SubmitField, FieldMessage>>
  readonly submitting: boolean
  readonly created?: C & { readonly givenAt: number }
  readonly cashierOpen: boolean
  readonly captchaOpen: boolean
  readonly repriced?: RepriceNotice
  readonly refused?: OrderRefusal
}

/** The shop's choices that pick a coupon and the points by themselves. */
export interface AutoChoices {
  readonly coupon: boolean
  readonly points: boolean
}

export type ConfirmEvent<A, D, P, C> =
  | { readonly type: 'baseLoaded'; readonly deliveryMethods: readonly DeliveryMethod[]; readonly addresses: readonly D[] }
  | { readonly type: 'attendeesListed'; readonly list: readonly A[] }
  | { readonly type: 'attendeesPreselect'; readonly list: readonly A[]; readonly rules: AttendeeRules }
  | { readonly type: 'attendeeToggled'; readonly attendee: A; readonly rules: AttendeeRules }
  | { readonly type: 'addAttendeeOpened'; readonly listed: readonly string[] }
  | { readonly type: 'profileLoaded'; readonly prefill: ContactPrefill }
  | {
      readonly type: 'preFillLoaded'
      readonly deliverMethod: DeliveryMethod
      readonly deliveryMethods: readonly DeliveryMethod[]
      readonly attendees: readonly A[]
      readonly addressId?: string | null
    }
  | { readonly type: 'priceRequested' }
  | { readonly type: 'priceLoaded'; readonly answer: P; readonly auto: AutoChoices }
  | { readonly type: 'priceFailed'; readonly message?: string; readonly code?: number | string }
  | { readonly type: 'deliveryChosen'; readonly method: DeliveryMethod }
  | { readonly type: 'addressPicked'; readonly address: D }
  | { readonly type: 'couponTapped'; readonly couponId: string }
  | { readonly type: 'couponCleared' }
  | { readonly type: 'pointsToggled' }
  | { readonly type: 'contactTyped'; readonly field: ContactField; readonly value: string }
  | { readonly type: 'submitChecked'; readonly errors: Partial<Record<SubmitField, FieldMessage>> }
  | { readonly type: 'captchaAsked' }
  | { readonly type: 'captchaClosed' }
  | { readonly type: 'submitStarted' }
  | { readonly type: 'orderCreated'; readonly order: C; readonly givenAt: number }
  | { readonly type: 'orderRefused'; readonly refusal: OrderRefusal }
  | { readonly type: 'repriced'; readonly answer: P; readonly couponId: string | null; readonly notice: RepriceNotice }
  | { readonly type: 'repriceFailed'; readonly wordKey: string }
  | { readonly type: 'submitEnded' }
  | { readonly type: 'cashierOpened' }
  | { readonly type: 'cashierClosed' }

export function initialConfirmState<A extends AttendeeCandidate, D extends AddressItem, P extends PriceAnswer, C>(
  homeAreaCode: string,
): ConfirmState<A, D, P, C> {
  return {
    price: { status: 'loading' },
    delivery: 'E_TICKET',
    addresses: [],
    address: null,
    chosen: [],
    onlyChosen: false,
    couponId: null,
    couponTouched: false,
    usePoints: false,
    pointsTouched: false,
    contact: { name: '', phone: '', areaCode: homeAreaCode, email: '' },
    contactTouched: false,
    errors: {},
    submitting: false,
    cashierOpen: false,
    captchaOpen: false,
  }
}

const withoutError = (errors: ConfirmState<never, never, never, never>['errors'], field: SubmitField) => ({
  ...errors,
  [field]: undefined,
})

/** The form after one event. */
export function confirmReducer<A extends AttendeeCandidate, D extends AddressItem, P extends PriceAnswer, C>(
  state: ConfirmState<A, D, P, C>,
  event: ConfirmEvent<A, D, P, C>,
): ConfirmState<A, D, P, C> {
  switch (event.type) {
    case 'baseLoaded': {
      const delivery = event.deliveryMethods.includes(state.delivery) ? state.delivery : defaultDelivery(event.deliveryMethods)
      const address = state.address ?? event.addresses.find((entry) => entry.isDefault) ?? event.addresses[0] ?? null
      return { ...state, delivery, addresses: event.addresses, address }
    }
    case 'attendeesListed':
      return { ...state, chosen: state.chosen.filter((item) => event.list.some((entry) => entry.audienceId === item.audienceId)) }
    case 'attendeesPreselect': {
      const before = state.attendeesBeforeAdd
      const list = state.onlyChosen && !before ? [] : event.list
      const chosen = preselectAttendees(state.chosen, list, event.rules, before) as readonly A[]
      return { ...state, chosen, attendeesBeforeAdd: undefined, onlyChosen: state.onlyChosen || event.list.length === 1 }
    }
    case 'attendeeToggled': {
      const result = toggleAttendee(state.chosen, event.attendee, event.rules)
      return {
        ...state,
        chosen: result.selected as readonly A[],
        attendeeRefusal: result.refused,
        errors: withoutError(state.errors, 'attendees'),
      }
    }
    case 'addAttendeeOpened':
      return { ...state, attendeesBeforeAdd: event.listed }
    case 'profileLoaded':
      if (state.contactTouched) return state
      return {
        ...state,
        contact: { ...state.contact, phone: event.prefill.phone, areaCode: event.prefill.areaCode, email: event.prefill.email },
      }
    case 'preFillLoaded': {
      const delivery = event.deliveryMethods.includes(event.deliverMethod) ? event.deliverMethod : state.delivery
      const picked = event.attendees
      const chosen = picked.length && !state.chosen.length ? picked : state.chosen
      const address = event.addressId
        ? (state.addresses.find((entry) => entry.addressId === event.addressId) ?? state.address)
        : state.address
      return { ...state, delivery, chosen, address }
    }
    case 'priceRequested':
      return { ...state, price: { status: 'loading' } }
    case 'priceLoaded': {
      const couponId = state.couponTouched
        ? state.couponId
        : initialCouponId(event.answer.coupons, event.auto.coupon, event.answer.chosenCouponId)
      // Points switch on by themselves when the shop says so and they pay anything.
      const usePoints = state.pointsTouched
        ? state.usePoints
        : initialUsePoints(event.auto.points, orderPricing(event.answer, { couponId, usePoints: true }).pointsOffer)
      return { ...state, price: { status: 'ready', data: event.answer }, couponId, usePoints }
    }
    case 'priceFailed':
      return {
        ...state,
        price: {
          status: 'error',
          ...(event.message ? { message: event.message } : {}),
          ...(event.code !== undefined ? { code: event.code } : {}),
        },
      }
    case 'deliveryChosen':
      return { ...state, delivery: event.method, errors: withoutError(state.errors, 'address') }
    case 'addressPicked': {
      const picked = event.address
      const listed = state.addresses.some((entry) => entry.addressId === picked.addressId)
      return {
        ...state,
        address: picked,
        addresses: listed ? state.addresses : [...state.addresses, picked],
        errors: withoutError(state.errors, 'address'),
      }
    }
    case 'couponTapped': {
      const target =
        state.price.status === 'ready' ? state.price.data.coupons.find((c) => c.couponId === event.couponId) : undefined
      if (!target) return state
      return { ...state, couponTouched: true, couponId: toggleCoupon(state.couponId, target) }
    }
    case 'couponCleared':
      return { ...state, couponTouched: true, couponId: null }
    case 'pointsToggled':
      return { ...state, pointsTouched: true, usePoints: !state.usePoints }
    case 'contactTyped':
      return {
        ...state,
        contactTouched: true,
        contact: { ...state.contact, [event.field]: event.value },
        errors: event.field === 'name' ? state.errors : withoutError(state.errors, 'contact'),
      }
    case 'submitChecked':
      return { ...state, errors: event.errors }
    case 'captchaAsked':
      return { ...state, captchaOpen: true }
    case 'captchaClosed':
      return { ...state, captchaOpen: false }
    case 'submitStarted':
      return { ...state, submitting: true, repriced: undefined, refused: undefined }
    case 'orderCreated':
      return { ...state, created: { ...event.order, givenAt: event.givenAt }, cashierOpen: true }
    case 'orderRefused':
      return { ...state, refused: event.refusal }
    case 'repriced':
      return { ...state, price: { status: 'ready', data: event.answer }, couponId: event.couponId, repriced: event.notice }
    case 'repriceFailed':
      return { ...state, repriced: { wordKey: event.wordKey } }
    case 'submitEnded':
      return { ...state, submitting: false }
    case 'cashierOpened':
      return { ...state, cashierOpen: true }
    case 'cashierClosed':
      return { ...state, cashierOpen: false }
  }
}

/** What the form needs besides its state to judge a submit. */
export interface SubmitContext {
  readonly rules: AttendeeRules
  readonly asksAttendees: boolean
  readonly contactBy: ContactType
  readonly captchaSwitch: CaptchaSwitch | null | undefined
  readonly captchaToken: CaptchaToken | null | undefined
  readonly now: number
}

/**
 * What a tap on submit does: open the cashier of the order already made; show what is missing
 * beside its part of the form; ask for the show's captcha; or send, with the captcha token.
 */
export type SubmitStep =
  | { readonly kind: 'cashier' }
  | { readonly kind: 'invalid'; readonly errors: Partial<Record<SubmitField, FieldMessage>> }
  | { readonly kind: 'captcha' }
  | { readonly kind: 'send'; readonly captchaToken: string | null }

export function submitStep(
  state: ConfirmState<AttendeeCandidate, AddressItem, PriceAnswer, unknown>,
  context: SubmitContext,
): SubmitStep {
  if (state.created) return { kind: 'cashier' }
  const errors: Partial<Record<SubmitField, FieldMessage>> = {}
  const contact = {
    contactType: context.contactBy,
    contactPhone: state.contact.phone,
    contactAreaCode: state.contact.areaCode,
    contactEmail: state.contact.email,
  }
  for (const problem of submitProblems({ delivery: state.delivery, addressId: state.address?.addressId ?? null, ...contact })) {
    errors[problem.field] ??= { wordKey: problem.wordKey, ...(problem.params ? { params: problem.params } : {}) }
  }
  if (context.asksAttendees) {
    const issue = attendeeIssues(state.chosen, context.rules)[0]
    if (issue) errors.attendees = { wordKey: issue.wordKey, ...(issue.params ? { params: issue.params } : {}) }
  }
  if (Object.keys(errors).length) return { kind: 'invalid', errors }
  // In the show's captcha window: a valid token first (spec sections 3 and 5).
  const captcha = captchaStep(context.captchaSwitch, context.captchaToken, context.now)
  if (captcha.ask) return { kind: 'captcha' }
  return { kind: 'send', captchaToken: captcha.token ?? null }
}

/**
 * Spec section 8, after a re-price code: the new answer keeps the coupon chosen unless the gateway
 * now judges it unusable (then the shop's own pick), and the notice says what changed.
 */
export function repriceOutcome<P extends PriceAnswer>(input: {
  readonly answer: P
  readonly couponId: string | null
  readonly usePoints: boolean
  readonly autoCoupon: boolean
  readonly reason: RepriceReason
  readonly before: FeeBreakdown
}): { readonly couponId: string | null; readonly notice: RepriceNotice } {
  const still = input.answer.coupons.find((entry) => entry.couponId === input.couponId)
  const couponId =
    still?.usable === false
      ? initialCouponId(input.answer.coupons, input.autoCoupon, input.answer.chosenCouponId)
      : input.couponId
  const after = orderPricing(input.answer, { couponId, usePoints: input.usePoints }).breakdown
  return { couponId, notice: repriceNotice(input.reason, input.before, after) }
}
