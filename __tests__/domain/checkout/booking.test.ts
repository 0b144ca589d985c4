import {
  bookingMax,
  bookingReducer,
  chosenPlan,
  initialBookingState,
  limitReached,
  type BookingEvent,
  type BookingGoods,
  type BookingPlan,
  type BookingSession,
  type BookingState,
} from '@/domain/checkout/booking'

const S1: BookingSession = { bizShowSessionId: 'S1', sessionStatus: 'ON_SALE', canBuy: true }
const S2: BookingSession = { bizShowSessionId: 'S2', sessionStatus: 'ON_SALE', canBuy: true, limit: 2 }
const P1: BookingPlan = { seatPlanId: 'P1', canBuyCount: 10 }
const P2: BookingPlan = { seatPlanId: 'P2', soldOut: true, waitListAvailable: true, canBuyCount: 0 }
const P3: BookingPlan = { seatPlanId: 'P3', seatPlanUnit: 2, canBuyCount: 10 }
const SHIRT: BookingGoods = { spuId: 'G1', name: 'Shirt', required: true, soldOut: false }

type State = BookingState<BookingSession, BookingPlan, BookingGoods>
type Event = BookingEvent<BookingSession, BookingPlan, BookingGoods>
const start = (mode: 'buy' | 'waitlist' = 'buy') =>
  initialBookingState<BookingSession, BookingPlan, BookingGoods>({ mode, showLimit: 6, session: S1 })
const run = (state: State, ...events: Event[]) => events.reduce(bookingReducer, state)

describe('the booking machine', () => {
  it('tiers listed: the first buyable is chosen; the stepper goes up to the limit and says why it stops', () => {
    const state = run(start(), { type: 'plansListed', plans: [P2, P1] })
    expect(chosenPlan(state)?.seatPlanId).toBe('P1')
    const full = run(state, ...Array.from({ length: 6 }, () => ({ type: 'stepped', delta: 1 }) as const))
    expect(full.units).toBe(6)
    expect(full.qtyWord).toBe('purchase.limit.reached')
    expect(run(full, { type: 'stepped', delta: -1 }).qtyWord).toBeNull()
  })

  it('tickets already held lower the limit; none left: the limit is reached', () => {
    const state = run(start(), { type: 'plansListed', plans: [P1] }, { type: 'boughtLoaded', bought: 6 })
    expect(bookingMax(state)).toBe(0)
    expect(limitReached(state)).toBe(true)
    expect(state.units).toBe(1)
  })

  it('a session with its own lower limit brings the quantity down to it', () => {
    const many = run(start(), { type: 'plansListed', plans: [P1] }, { type: 'stepped', delta: 1 }, { type: 'stepped', delta: 1 })
    expect(many.units).toBe(3)
    const other = run(many, { type: 'sessionChosen', session: S2 }, { type: 'plansListed', plans: [P1] })
    expect(other.planId).toBe('P1')
    expect(other.units).toBe(2)
  })

  it('a package tier counts its units against the limit in tickets', () => {
    const state = run(start(), { type: 'plansListed', plans: [P3] })
    expect(bookingMax(state)).toBe(3)
  })

  it('tapping a sold-out tier tagged waitlist turns buying into the waitlist, and a tier with tickets turns it back', () => {
    const buying = run(start(), { type: 'plansListed', plans: [P1, P2] })
    const waiting = run(buying, { type: 'planTapped', plan: P2 })
    expect(waiting.mode).toBe('waitlist')
    expect(waiting.planId).toBe('P2')
    expect(run(waiting, { type: 'planTapped', plan: P1 }).mode).toBe('buy')
  })

  it('valid pre-filled info picks its session, then its tier and quantity once the tiers are listed', () => {
    const state = run(
      start(),
      { type: 'preFillStarted', session: S2, seatPlanId: 'P3', qty: 1 },
      { type: 'plansListed', plans: [P1, P3] },
    )
    expect(state.session).toBe(S2)
    expect(state.preFilled).toBe(true)
    expect(state.planId).toBe('P3')
    expect(state.preferred).toBeNull()
  })

  it('going on without the required goods names them; choosing them clears the message', () => {
    const state = run(start(), { type: 'goodsListed', goods: [SHIRT] }, { type: 'goOnTapped' })
    expect(state.goodsMissing).toEqual(['Shirt'])
    const chosen = run(state, { type: 'goodsChosen', choices: [{ spuId: 'G1', skuId: 'K1', qty: 1 }] })
    expect(chosen.goodsMissing).toBeNull()
    expect(run(chosen, { type: 'goOnTapped' }).goodsMissing).toBeNull()
  })

  it('goods that fail to load hide the list but keep what was chosen; a new list keeps only what it lists', () => {
    const chosen = run(start(), { type: 'goodsChosen', choices: [{ spuId: 'G1', skuId: 'K1', qty: 1 }] })
    expect(run(chosen, { type: 'goodsFailed' }).goodsChosen).toHaveLength(1)
    expect(run(chosen, { type: 'goodsListed', goods: [{ ...SHIRT, spuId: 'G2' }] }).goodsChosen).toEqual([])
  })

  it('a registration: submitting, then done; a refusal keeps the gateway’s words', () => {
    const sent = run(start('waitlist'), { type: 'registerStarted' })
    expect(sent.submitting).toBe(true)
    const done = run(sent, { type: 'registered', done: { wordKey: 'show.booking.waitlistDone' } }, { type: 'registerEnded' })
    expect(done).toMatchObject({ submitting: false, done: { wordKey: 'show.booking.waitlistDone' } })
    const refused = run(sent, { type: 'registerFailed', failure: { text: 'Already waiting' } }, { type: 'registerEnded' })
    expect(refused.failure).toEqual({ text: 'Already waiting' })
  })
})
