import {
  bookingActions,
  bookingMaxUnits,
  bookingMode,
  clampUnits,
  confirmOrderStep,
  defaultPlan,
  defaultSession,
  keptPlanId,
  planSelectable,
  planTapMode,
  reminderChannel,
  sessionSelectable,
  type PlanChoiceFields,
} from '@/domain/booking'
import { bookingFlow } from '@/domain/purchase/booking-flow'

const choice = { showId: 'SH1', sessionId: 'SH1S1', seatPlanId: 'P1', qty: 2 }

describe('booking mode', () => {
  it('is buying unless the page asks for the waitlist or the shortage registration', () => {
    expect(bookingMode(undefined)).toBe('buy')
    expect(bookingMode('waitlist')).toBe('waitlist')
    expect(bookingMode('shortage')).toBe('shortage')
    expect(bookingMode('WAITLIST')).toBe('buy')
    expect(bookingMode('anything')).toBe('buy')
  })
})

describe('sessions', () => {
  const onSale = { bizShowSessionId: 'A', sessionStatus: 'ON_SALE', canBuy: true, soldOut: false }
  const soldOut = { bizShowSessionId: 'B', sessionStatus: 'SOLD_OUT', canBuy: false, soldOut: true }
  const short = { bizShowSessionId: 'C', sessionStatus: 'LACK_OF_TICKET', canBuy: true }
  const done = { bizShowSessionId: 'D', sessionStatus: 'COMPLETED', canBuy: false }
  const noDynamic = { bizShowSessionId: 'E' }

  it('buying: only a session the gateway says can be bought (no dynamic part: not)', () => {
    expect(sessionSelectable(onSale, 'buy')).toBe(true)
    expect(sessionSelectable(short, 'buy')).toBe(true)
    expect(sessionSelectable(soldOut, 'buy')).toBe(false)
    expect(sessionSelectable(done, 'buy')).toBe(false)
    expect(sessionSelectable(noDynamic, 'buy')).toBe(false)
  })

  it('waitlist: sold-out sessions and sessions still selling (a tier of theirs may be sold out); shortage: any session still selling', () => {
    expect(sessionSelectable(soldOut, 'waitlist')).toBe(true)
    expect(sessionSelectable(onSale, 'waitlist')).toBe(true)
    expect(sessionSelectable(done, 'waitlist')).toBe(false)
    expect(sessionSelectable(short, 'shortage')).toBe(true)
    expect(sessionSelectable(soldOut, 'shortage')).toBe(true)
    expect(sessionSelectable(done, 'shortage')).toBe(false)
  })

  it('the one asked for when it can be chosen, else the first that can, else none', () => {
    const list = [soldOut, onSale, short]
    expect(defaultSession(list, 'buy', 'C')).toBe(short)
    expect(defaultSession(list, 'buy', 'B')).toBe(onSale)
    expect(defaultSession(list, 'buy', null)).toBe(onSale)
    expect(defaultSession(list, 'buy', 'nope')).toBe(onSale)
    expect(defaultSession([soldOut, done], 'buy')).toBeUndefined()
    expect(defaultSession(list, 'waitlist')).toBe(soldOut)
    expect(defaultSession([onSale, soldOut], 'waitlist')).toBe(soldOut)
    expect(defaultSession([onSale, soldOut], 'waitlist', 'A')).toBe(onSale)
  })
})

describe('price tiers', () => {
  const open = { seatPlanId: 'P1', soldOut: false, canBuyCount: 4 }
  const gone = { seatPlanId: 'P2', soldOut: true, canBuyCount: 0, waitListAvailable: true }
  const goneNoList = { seatPlanId: 'P3', soldOut: true, canBuyCount: 0, waitListAvailable: false }
  const pending = { seatPlanId: 'P4', soldOut: false, canBuyCount: 4, pricePending: true }
  const zeroLeft = { seatPlanId: 'P5', soldOut: false, canBuyCount: 0 }

  it('buying: tiers with tickets; never a tier whose price is to be decided', () => {
    expect(planSelectable(open, 'buy')).toBe(true)
    expect(planSelectable(gone, 'buy')).toBe(false)
    expect(planSelectable(zeroLeft, 'buy')).toBe(false)
    expect(planSelectable(pending, 'buy')).toBe(false)
    expect(planSelectable(pending, 'shortage')).toBe(false)
  })

  it('waitlist: sold-out tiers with a waitlist only; shortage: any priced tier', () => {
    expect(planSelectable(gone, 'waitlist')).toBe(true)
    expect(planSelectable(goneNoList, 'waitlist')).toBe(false)
    expect(planSelectable(open, 'waitlist')).toBe(false)
    expect(planSelectable(goneNoList, 'shortage')).toBe(true)
  })

  it('a tap on a sold-out tier tagged waitlist, while buying, starts its waitlist; a buyable tier on the waitlist turns back to buying', () => {
    expect(planTapMode(open, 'buy')).toBe('buy')
    expect(planTapMode(gone, 'buy')).toBe('waitlist')
    expect(planTapMode(goneNoList, 'buy')).toBeNull()
    expect(planTapMode(zeroLeft, 'buy')).toBeNull()
    expect(planTapMode(gone, 'waitlist')).toBe('waitlist')
    expect(planTapMode(open, 'waitlist')).toBe('buy')
    expect(planTapMode(pending, 'waitlist')).toBeNull()
    expect(planTapMode(open, 'shortage')).toBe('shortage')
  })

  it('the first tier that can be chosen', () => {
    expect(defaultPlan([gone, pending, open], 'buy')).toBe(open)
    expect(defaultPlan([open, gone], 'waitlist')).toBe(gone)
    expect(defaultPlan([gone, goneNoList], 'buy')).toBeUndefined()
  })

  it('tiers loaded again keep the tier chosen while it can still be chosen, else the first that can', () => {
    const buyable = (plan: PlanChoiceFields) => planSelectable(plan, 'buy')
    const priced = (plan: PlanChoiceFields) => !plan.pricePending
    expect(keptPlanId([open, zeroLeft, { ...open, seatPlanId: 'P6' }], 'P6', buyable)).toBe('P6')
    expect(keptPlanId([gone, open], 'P2', buyable)).toBe('P1')
    expect(keptPlanId([open], 'P9', buyable)).toBe('P1')
    expect(keptPlanId([open], null, buyable)).toBe('P1')
    expect(keptPlanId([gone, pending], 'P4', buyable)).toBeNull()
    expect(keptPlanId([gone, pending], 'P2', priced)).toBe('P2')
    expect(keptPlanId([pending, gone], 'P4', priced)).toBe('P2')
  })
})

describe('quantity', () => {
  it('buying: the limit less what is held, within what is left', () => {
    expect(bookingMaxUnits({ purchaseLimit: 6, alreadyBought: 2, canBuyCount: 10 }, 'buy')).toBe(4)
    expect(bookingMaxUnits({ purchaseLimit: 6, alreadyBought: 2, canBuyCount: 3 }, 'buy')).toBe(3)
    expect(bookingMaxUnits({ purchaseLimit: 6, alreadyBought: 6, canBuyCount: 3 }, 'buy')).toBe(0)
    expect(bookingMaxUnits({ purchaseLimit: 6, seatPlanUnit: 2, canBuyCount: 10 }, 'buy')).toBe(3)
  })

  it('waitlist and shortage: the limit alone (the tickets are not there yet)', () => {
    expect(bookingMaxUnits({ purchaseLimit: 4, canBuyCount: 0 }, 'waitlist')).toBe(4)
    expect(bookingMaxUnits({ purchaseLimit: 4, alreadyBought: 1, canBuyCount: 0 }, 'shortage')).toBe(3)
  })

  it('kept when allowed, else the most allowed, never below 1', () => {
    expect(clampUnits(2, 4)).toBe(2)
    expect(clampUnits(5, 4)).toBe(4)
    expect(clampUnits(3, 0)).toBe(1)
    expect(clampUnits(0, 4)).toBe(1)
  })
})

describe('next steps', () => {
  it('a show without seat picking confirms the order', () => {
    const actions = bookingActions(bookingFlow('SUPPORT_NONE', false), choice)
    expect(actions.primary).toEqual({
      page: 'confirmOrder',
      params: { showId: 'SH1', sessionId: 'SH1S1', seatPlanId: 'P1', qty: '2' },
    })
    expect(actions.secondary).toBeUndefined()
  })

  it('a seat-picking show goes to the seat map; under noAutoJumpPickSeat buying straight on is offered too', () => {
    const auto = bookingActions(bookingFlow('SUPPORT_PICK', false), choice)
    expect(auto.primary.page).toBe('pickSeat')
    expect(auto.primary.params).toEqual({ showId: 'SH1', sessionId: 'SH1S1', seatPlanId: 'P1', qty: '2' })
    expect(auto.secondary).toBeUndefined()
    const stay = bookingActions(bookingFlow('SUPPORT_PICK', true), choice)
    expect(stay.primary.page).toBe('pickSeat')
    expect(stay.secondary?.page).toBe('confirmOrder')
  })

  it('chosen seats travel comma-separated; none: no seatIds', () => {
    expect(confirmOrderStep({ ...choice, seatIds: ['S-1-2', 'S-1-3'] }).params.seatIds).toBe('S-1-2,S-1-3')
    expect(confirmOrderStep({ ...choice, seatIds: [] }).params).not.toHaveProperty('seatIds')
    expect(confirmOrderStep(choice).params).not.toHaveProperty('seatIds')
  })
})

describe('reminder channel', () => {
  it('WeChat subscribe messages where supported, else SMS', () => {
    expect(reminderChannel(true)).toBe('WEIXIN')
    expect(reminderChannel(false)).toBe('SMS')
  })
})
