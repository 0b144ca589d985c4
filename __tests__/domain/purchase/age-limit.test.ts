import { ageMatches, checkAges, requiredMatches, type AgeLimit } from '@/domain/purchase/age-limit'

const range = (minIncluded = true): AgeLimit => ({ limitType: 'RANGE', minAge: 2, maxAge: 12, minIncluded, requiredCount: 1 })
const atLeast = (minIncluded = true): AgeLimit => ({ limitType: 'AT_LEAST', minAge: 18, minIncluded, requiredCount: 0 })
const atMost: AgeLimit = { limitType: 'AT_MOST', maxAge: 12, minIncluded: true, requiredCount: 1 }

describe('age tests (spec section 5: ranges, at or above, at or below, minimum included)', () => {
  it('a range a to b: both ends admitted when the minimum is included', () => {
    expect([1, 2, 3, 11, 12, 13].map((age) => ageMatches(range(), age))).toEqual([false, true, true, true, true, false])
  })

  it('a range whose minimum is not included starts above it', () => {
    expect([2, 3, 12].map((age) => ageMatches(range(false), age))).toEqual([false, true, true])
  })

  it('at or above: 17 no, 18 yes (included), 19 yes; not included: 18 no', () => {
    expect([17, 18, 19].map((age) => ageMatches(atLeast(), age))).toEqual([false, true, true])
    expect([18, 19].map((age) => ageMatches(atLeast(false), age))).toEqual([false, true])
  })

  it('at or below: 11, 12 yes, 13 no', () => {
    expect([11, 12, 13].map((age) => ageMatches(atMost, age))).toEqual([true, true, false])
  })

  it('the minimum is included unless the rule says otherwise', () => {
    expect(ageMatches({ limitType: 'AT_LEAST', minAge: 18 }, 18)).toBe(true)
  })

  it('an unknown age passes no test', () => {
    expect(ageMatches(atLeast(), undefined)).toBe(false)
    expect(ageMatches(atMost, null)).toBe(false)
    expect(ageMatches(atMost, Number.NaN)).toBe(false)
  })
})

describe('a required number of attendees of the age', () => {
  it('requiredCount 0: every attendee', () => {
    expect(requiredMatches(atLeast(), 3, 3)).toBe(3)
    expect(requiredMatches({ limitType: 'AT_LEAST', minAge: 18 }, 2, 2)).toBe(2)
  })

  it('requiredCount n: n per unit, never more than there are attendees', () => {
    expect(requiredMatches(range(), 1, 2)).toBe(1)
    expect(requiredMatches(range(), 2, 4)).toBe(2)
    expect(requiredMatches({ ...range(), requiredCount: 3 }, 1, 2)).toBe(2)
  })

  it('a family package of two must include one child aged 2-12: 1 child passes, 0 does not', () => {
    expect(checkAges(range(), [35, 6], 1)).toEqual({ ok: true, matching: 1, required: 1 })
    expect(checkAges(range(), [35, 40], 1)).toEqual({ ok: false, matching: 0, required: 1 })
    expect(checkAges(range(), [35, 6, 40, 33], 2)).toEqual({ ok: false, matching: 1, required: 2 })
  })

  it('at or above 18 for all: one 17-year-old fails the lot', () => {
    expect(checkAges(atLeast(), [18, 30], 2).ok).toBe(true)
    expect(checkAges(atLeast(), [18, 17], 2)).toEqual({ ok: false, matching: 1, required: 2 })
  })

  it('no limit: always fine, also with no attendees', () => {
    expect(checkAges(null, [3, 90], 2).ok).toBe(true)
    expect(checkAges(atLeast(), [], 0)).toEqual({ ok: true, matching: 0, required: 0 })
  })
})
