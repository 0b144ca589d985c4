import {
  confirmReducer,
  initialConfirmState,
  repriceOutcome,
  submitStep,
  type ConfirmEvent,
  type ConfirmState,
  type PriceAnswer,
  type SubmitContext,
} from '@/domain/checkout/confirm-order'
import type { AttendeeCandidate, AttendeeRules } from '@/domain/purchase/attendees'
import { orderPricing } from '@/domain/purchase/order-pricing'

type Address = { addressId: string; isDefault?: boolean }
type State = ConfirmState<AttendeeCandidate, Address, PriceAnswer, { orderId: string }>
type Event = ConfirmEvent<AttendeeCandidate, Address, PriceAnswer, { orderId: string }>
const start = (): State => initialConfirmState('86')
const run = (state: State, ...events: Event[]) => events.reduce(confirmReducer, state)

const coupon = (couponId: string, discountAmount: number, usable = true) => ({
  couponId,
  couponType: 'CASH',
  couponStatus: 1,
  usable,
  discountAmount,
})
const answer = (over: Partial<PriceAnswer> = {}): PriceAnswer => ({
  items: [{ unitPrice: 100, qty: 2 }],
  expressFee: 0,
  coupons: [coupon('C10', 10), coupon('C30', 30)],
  points: { pointAmount: 1000, rate: 10, adaptPointRuleVoList: [{ limitProportion: 20 }] },
  ...over,
})
const ann = { audienceId: 'A1', idType: 'ID_CARD', idNoMasked: '1101**********0011' }
const bob = { audienceId: 'A2', idType: 'ID_CARD', idNoMasked: '1101**********0022' }
const rules = (over: Partial<AttendeeRules> = {}): AttendeeRules => ({
  tickets: 2,
  units: 2,
  purchaseLimit: 6,
  realName: true,
  today: new Date('2026-01-01'),
  ...over,
})
const context = (over: Partial<SubmitContext> = {}): SubmitContext => ({
  rules: rules(),
  asksAttendees: true,
  contactBy: 'PHONE',
  captchaSwitch: null,
  captchaToken: null,
  now: 1_000,
  ...over,
})

describe('the confirm-order machine', () => {
  it('the show loaded: a delivery it offers and the default address are chosen', () => {
    const state = run(start(), {
      type: 'baseLoaded',
      deliveryMethods: ['EXPRESS', 'VENUE'],
      addresses: [{ addressId: 'D1' }, { addressId: 'D2', isDefault: true }],
    })
    expect(state.delivery).toBe('EXPRESS')
    expect(state.address?.addressId).toBe('D2')
  })

  it('the price: the best coupon when the shop auto-chooses, kept once the buyer chose another', () => {
    const auto = { coupon: true, points: false }
    const priced = run(start(), { type: 'priceLoaded', answer: answer(), auto })
    expect(priced.couponId).toBe('C30')
    const chosen = run(priced, { type: 'couponTapped', couponId: 'C10' })
    expect(chosen.couponId).toBe('C10')
    expect(run(chosen, { type: 'priceRequested' }, { type: 'priceLoaded', answer: answer(), auto }).couponId).toBe('C10')
    expect(run(chosen, { type: 'couponCleared' }, { type: 'priceLoaded', answer: answer(), auto }).couponId).toBeNull()
  })

  it('points switch on by themselves only when the shop says so and they pay anything; a tap wins afterwards', () => {
    const on = run(start(), { type: 'priceLoaded', answer: answer(), auto: { coupon: false, points: true } })
    expect(on.usePoints).toBe(true)
    const off = run(
      on,
      { type: 'pointsToggled' },
      { type: 'priceLoaded', answer: answer(), auto: { coupon: false, points: true } },
    )
    expect(off.usePoints).toBe(false)
    const none = run(start(), {
      type: 'priceLoaded',
      answer: answer({ points: { pointAmount: 0, rate: 10, adaptPointRuleVoList: [{ limitProportion: 20 }] } }),
      auto: { coupon: false, points: true },
    })
    expect(none.usePoints).toBe(false)
  })

  it("the account's contact fills the form unless the buyer typed first", () => {
    const prefill = { type: 'profileLoaded', prefill: { phone: '13800000000', areaCode: '86', email: '' } } as const
    expect(run(start(), prefill).contact.phone).toBe('13800000000')
    const typed = run(start(), { type: 'contactTyped', field: 'phone', value: '139' }, prefill)
    expect(typed.contact.phone).toBe('139')
  })

  it('the only attendee is chosen once; one added from this page is chosen on return', () => {
    const only = run(start(), { type: 'attendeesPreselect', list: [ann], rules: rules() })
    expect(only.chosen).toEqual([ann])
    const unchosen = run(only, { type: 'attendeeToggled', attendee: ann, rules: rules() })
    expect(run(unchosen, { type: 'attendeesPreselect', list: [ann], rules: rules() }).chosen).toEqual([])
    const added = run(
      unchosen,
      { type: 'addAttendeeOpened', listed: ['A1'] },
      { type: 'attendeesPreselect', list: [ann, bob], rules: rules() },
    )
    expect(added.chosen).toEqual([bob])
  })

  it('an attendee past the tickets is refused with the reason; a tap clears the attendees message', () => {
    const one = rules({ tickets: 1, units: 1 })
    const state = run(
      start(),
      { type: 'submitChecked', errors: { attendees: { wordKey: 'x' } } },
      { type: 'attendeeToggled', attendee: ann, rules: one },
      { type: 'attendeeToggled', attendee: bob, rules: one },
    )
    expect(state.chosen).toEqual([ann])
    expect(state.attendeeRefusal).toBe('full')
    expect(state.errors.attendees).toBeUndefined()
  })

  it('submit: what is missing beside its part; then the captcha in its window; then send with the token', () => {
    const express = run(start(), { type: 'deliveryChosen', method: 'EXPRESS' })
    const missing = submitStep(express, context())
    expect(missing.kind).toBe('invalid')
    expect(missing.kind === 'invalid' && Object.keys(missing.errors).sort()).toEqual(['address', 'attendees', 'contact'])

    const filled = run(
      start(),
      { type: 'contactTyped', field: 'phone', value: '13800000000' },
      { type: 'attendeeToggled', attendee: ann, rules: rules() },
      { type: 'attendeeToggled', attendee: bob, rules: rules() },
    )
    expect(submitStep(filled, context())).toEqual({ kind: 'send', captchaToken: null })
    const window = { startTime: 0, endTime: 5_000, types: ['SLIDER'] }
    expect(submitStep(filled, context({ captchaSwitch: window }))).toEqual({ kind: 'captcha' })
    const token = { token: 'T', expireTime: 2_000 }
    expect(submitStep(filled, context({ captchaSwitch: window, captchaToken: token }))).toEqual({
      kind: 'send',
      captchaToken: 'T',
    })
  })

  it('an order made opens its cashier again instead of a second order', () => {
    const made = run(start(), { type: 'orderCreated', order: { orderId: 'O1' }, givenAt: 5 }, { type: 'cashierClosed' })
    expect(made.created).toEqual({ orderId: 'O1', givenAt: 5 })
    expect(submitStep(made, context())).toEqual({ kind: 'cashier' })
    expect(run(made, { type: 'cashierOpened' }).cashierOpen).toBe(true)
  })

  it('a new submit clears the last refusal and re-price notice', () => {
    const refused = run(start(), { type: 'orderRefused', refusal: 'seatsTaken' }, { type: 'repriceFailed', wordKey: 'w' })
    const again = run(refused, { type: 'submitStarted' })
    expect(again).toMatchObject({ submitting: true, refused: undefined, repriced: undefined })
  })

  it('a re-price keeps the coupon unless the gateway now finds it unusable, and says what moved', () => {
    const before = orderPricing(answer({ promotion: { promotionId: 'PR', discountAmount: 20 } }), {
      couponId: 'C30',
      usePoints: false,
    }).breakdown
    const now = answer({
      promotion: { promotionId: 'PR', discountAmount: 5 },
      coupons: [coupon('C10', 10), coupon('C30', 30, false)],
    })
    const outcome = repriceOutcome({
      answer: now,
      couponId: 'C30',
      usePoints: false,
      autoCoupon: true,
      reason: 'promotionDiscountWrong',
      before,
    })
    expect(outcome.couponId).toBe('C10')
    expect(outcome.notice.change).toEqual({ wordKey: 'order.confirm.promotionChanged', before: 2000, after: 500 })
    const kept = repriceOutcome({
      answer: answer(),
      couponId: 'C10',
      usePoints: false,
      autoCoupon: true,
      reason: 'memberDiscountChange',
      before,
    })
    expect(kept.couponId).toBe('C10')
  })
})
