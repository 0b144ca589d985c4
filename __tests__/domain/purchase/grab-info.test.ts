import {
  preFillEntryVisible,
  preFillFieldOf,
  preFillForConfirm,
  preFillProblems,
  preFillSessionSelectable,
  preFillStart,
  type PreFillForm,
} from '@/domain/purchase/grab-info'

const form: PreFillForm = {
  sessionId: 'S1',
  seatPlanId: 'P1',
  qty: 2,
  seatPlanUnit: 1,
  purchaseLimit: 4,
  realName: false,
  audienceIds: [],
  deliverMethod: 'E_TICKET',
  addressId: null,
}
const fields = (input: PreFillForm) => preFillProblems(input).map((problem) => problem.field)

describe('the pre-fill entry', () => {
  it('shows while the show takes pre-filled info and is in pre-sale', () => {
    expect(preFillEntryVisible({ supportPreFill: true, showStatus: 'PRE_SALE' })).toBe(true)
    expect(preFillEntryVisible({ supportPreFill: true, showStatus: 'ON_SALE' })).toBe(false)
    expect(preFillEntryVisible({ supportPreFill: false, showStatus: 'PRE_SALE' })).toBe(false)
    expect(preFillEntryVisible({ showStatus: 'PRE_SALE' })).toBe(false)
  })

  it('offers sessions still to be sold', () => {
    expect(
      ['PRE_SALE', 'ON_SALE', 'LACK_OF_TICKET', 'SOLD_OUT', 'COMPLETED'].filter((s) =>
        preFillSessionSelectable({ sessionStatus: s }),
      ),
    ).toEqual(['PRE_SALE', 'ON_SALE', 'LACK_OF_TICKET'])
  })
})

describe('the pre-fill form', () => {
  it('passes a complete choice', () => {
    expect(preFillProblems(form)).toEqual([])
  })

  it('needs a session, a tier and a delivery; an express one needs an address', () => {
    expect(fields({ ...form, sessionId: null, seatPlanId: null, deliverMethod: null })).toEqual([
      'session',
      'seatPlan',
      'deliverMethod',
    ])
    expect(fields({ ...form, deliverMethod: 'EXPRESS' })).toEqual(['address'])
    expect(fields({ ...form, deliverMethod: 'EXPRESS', addressId: 'A1' })).toEqual([])
  })

  it('keeps tickets (units times the tier unit) within the purchase limit', () => {
    expect(fields({ ...form, qty: 5 })).toEqual(['qty'])
    expect(fields({ ...form, qty: 2, seatPlanUnit: 3 })).toEqual(['qty'])
    expect(preFillProblems({ ...form, qty: 0 })[0]).toMatchObject({ field: 'qty', params: { count: 4 } })
  })

  it('takes no more attendees than tickets, and exactly one per ticket on a real-name show', () => {
    expect(fields({ ...form, audienceIds: ['a', 'b', 'c'] })).toEqual(['audiences'])
    expect(fields({ ...form, audienceIds: ['a'] })).toEqual([])
    const realName = { ...form, realName: true }
    expect(preFillProblems({ ...realName, audienceIds: ['a'] })).toEqual([
      { field: 'audiences', wordKey: 'show.preFill.error.audiences', params: { count: 2 } },
    ])
    expect(fields({ ...realName, audienceIds: ['a', 'b'] })).toEqual([])
  })

  it('puts a gateway refusal beside the field it names', () => {
    expect(preFillFieldOf({ field: 'audienceIds', reason: 'count' })).toBe('audiences')
    expect(preFillFieldOf({ field: 'addressId' })).toBe('address')
    expect(preFillFieldOf({ field: 'somethingElse' })).toBeUndefined()
    expect(preFillFieldOf(null)).toBeUndefined()
  })
})

describe('booking from pre-filled info', () => {
  const info = { bizShowSessionId: 'S1', seatPlanId: 'P1', qty: 2 }
  it('starts from valid info only', () => {
    expect(preFillStart({ status: 'valid', info })).toEqual({ sessionId: 'S1', seatPlanId: 'P1', qty: 2 })
    expect(preFillStart({ status: 'invalid', info })).toBeUndefined()
    expect(preFillStart({ status: 'none', info: null })).toBeUndefined()
    expect(preFillStart(undefined)).toBeUndefined()
  })
})

describe('confirm order from pre-filled info', () => {
  const info = { seatPlanId: 'P1', deliverMethod: 'EXPRESS', audienceIds: ['a', 'b'], addressId: 'A1' }
  it('takes delivery, attendees and address of valid info for the same tier only', () => {
    expect(preFillForConfirm({ status: 'valid', info }, 'P1')).toEqual({
      deliverMethod: 'EXPRESS',
      audienceIds: ['a', 'b'],
      addressId: 'A1',
    })
    expect(preFillForConfirm({ status: 'valid', info }, 'P2')).toBeUndefined()
    expect(preFillForConfirm({ status: 'invalid', info }, 'P1')).toBeUndefined()
    expect(preFillForConfirm(null, 'P1')).toBeUndefined()
  })
})
