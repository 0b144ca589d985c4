import {
  MIN_QUANTITY,
  QUANTITY_WORDS,
  maxUnits,
  quantityProblem,
  stepQuantity,
  ticketsOf,
  unitsWithinLimit,
} from '@/domain/purchase/quantity'

const LIMIT = 6

describe('quantity within the purchase limit (spec sections 4 and 5)', () => {
  it('limit - 1, limit: allowed; limit + 1: "You have reached the purchase limit"', () => {
    expect(quantityProblem(LIMIT - 1, { purchaseLimit: LIMIT })).toBeUndefined()
    expect(quantityProblem(LIMIT, { purchaseLimit: LIMIT })).toBeUndefined()
    expect(quantityProblem(LIMIT + 1, { purchaseLimit: LIMIT })).toBe('limitReached')
    expect(QUANTITY_WORDS.limitReached).toBe('purchase.limit.reached')
  })

  it('tickets already held count against the limit', () => {
    expect(unitsWithinLimit({ purchaseLimit: LIMIT, alreadyBought: 4 })).toBe(2)
    expect(quantityProblem(2, { purchaseLimit: LIMIT, alreadyBought: 4 })).toBeUndefined()
    expect(quantityProblem(3, { purchaseLimit: LIMIT, alreadyBought: 4 })).toBe('limitReached')
    expect(quantityProblem(1, { purchaseLimit: LIMIT, alreadyBought: LIMIT })).toBe('limitReached')
    expect(unitsWithinLimit({ purchaseLimit: LIMIT, alreadyBought: LIMIT + 3 })).toBe(0)
  })

  it('a package counts its tickets: with units of 2, a limit of 6 allows 3 units, 5 allows 2', () => {
    expect(unitsWithinLimit({ purchaseLimit: 6, seatPlanUnit: 2 })).toBe(3)
    expect(unitsWithinLimit({ purchaseLimit: 5, seatPlanUnit: 2 })).toBe(2)
    expect(quantityProblem(3, { purchaseLimit: 5, seatPlanUnit: 2 })).toBe('limitReached')
    expect(ticketsOf(3, 2)).toBe(6)
    expect(ticketsOf(3)).toBe(3)
  })

  it('at least one; whole units only', () => {
    expect(MIN_QUANTITY).toBe(1)
    expect(quantityProblem(0, { purchaseLimit: LIMIT })).toBe('belowMin')
    expect(quantityProblem(1.5, { purchaseLimit: LIMIT })).toBe('belowMin')
  })

  it('no more than is left ("No tickets available"); the limit is reported first', () => {
    expect(maxUnits({ purchaseLimit: LIMIT, canBuyCount: 2 })).toBe(2)
    expect(quantityProblem(2, { purchaseLimit: LIMIT, canBuyCount: 2 })).toBeUndefined()
    expect(quantityProblem(3, { purchaseLimit: LIMIT, canBuyCount: 2 })).toBe('noTickets')
    expect(quantityProblem(LIMIT + 1, { purchaseLimit: LIMIT, canBuyCount: 2 })).toBe('limitReached')
    expect(maxUnits({ purchaseLimit: LIMIT, canBuyCount: null })).toBe(LIMIT)
    expect(maxUnits({ purchaseLimit: LIMIT, canBuyCount: 0 })).toBe(0)
  })
})

describe('the stepper', () => {
  it('+ up to the limit; + at the limit stays put and says why', () => {
    expect(stepQuantity(LIMIT - 1, 1, { purchaseLimit: LIMIT })).toEqual({ units: LIMIT })
    expect(stepQuantity(LIMIT, 1, { purchaseLimit: LIMIT })).toEqual({ units: LIMIT, refusedWord: 'purchase.limit.reached' })
  })

  it('+ past the stock stays put with "No tickets available"', () => {
    expect(stepQuantity(2, 1, { purchaseLimit: LIMIT, canBuyCount: 2 })).toEqual({
      units: 2,
      refusedWord: 'purchase.limit.noTickets',
    })
  })

  it('- goes down to 1 and no lower, even from above the limit', () => {
    expect(stepQuantity(2, -1, { purchaseLimit: LIMIT })).toEqual({ units: 1 })
    expect(stepQuantity(1, -1, { purchaseLimit: LIMIT })).toEqual({ units: 1 })
    expect(stepQuantity(9, -1, { purchaseLimit: LIMIT })).toEqual({ units: 8 })
  })
})
