import { mergeSeatPlans, mergeSessions, mergeShow } from '@/domain/purchase/show-merge'

describe('show detail: static and dynamic merged (spec section 7)', () => {
  const staticPart = { showId: 'SH1', showName: 'Swan Lake', showStatus: 'PRE_SALE', saleTime: 100, existWaitList: false }
  const dynamicPart = { showId: 'SH1', showStatus: 'ON_SALE', soldOut: false, existWaitList: true, saleTime: undefined }

  it('keeps the static fields and lets the dynamic part win where both have one', () => {
    expect(mergeShow(staticPart, dynamicPart)).toEqual({
      showId: 'SH1',
      showName: 'Swan Lake',
      showStatus: 'ON_SALE',
      soldOut: false,
      existWaitList: true,
      saleTime: 100,
    })
  })

  it('a dynamic null is an answer (no captcha now), an undefined is not', () => {
    const merged = mergeShow({ captchaSwitch: { startTime: 1 }, saleTime: 5 }, { captchaSwitch: null, saleTime: undefined })
    expect(merged.captchaSwitch).toBeNull()
    expect(merged.saleTime).toBe(5)
  })

  it('does not change its inputs', () => {
    const before = JSON.stringify(staticPart)
    mergeShow(staticPart, dynamicPart)
    expect(JSON.stringify(staticPart)).toBe(before)
  })
})

describe('sessions merged by bizShowSessionId', () => {
  const statics = [
    { bizShowSessionId: 'S1', sessionName: 'Fri' },
    { bizShowSessionId: 'S2', sessionName: 'Sat' },
    { bizShowSessionId: 'S3', sessionName: 'Sun' },
  ]
  const dynamics = [
    { bizShowSessionId: 'S2', sessionStatus: 'SOLD_OUT', canBuy: false },
    { bizShowSessionId: 'S1', sessionStatus: 'ON_SALE', canBuy: true },
    { bizShowSessionId: 'S9', sessionStatus: 'ON_SALE', canBuy: true },
  ]

  it('pairs each static session with its dynamic part whatever the order, in the static order', () => {
    const merged = mergeSessions(statics, dynamics)
    expect(merged.map((session) => [session.bizShowSessionId, session.sessionName, session.sessionStatus])).toEqual([
      ['S1', 'Fri', 'ON_SALE'],
      ['S2', 'Sat', 'SOLD_OUT'],
      ['S3', 'Sun', undefined],
    ])
  })

  it('drops a session only the dynamic list has, and keeps one without a dynamic part (no status: not buyable)', () => {
    const merged = mergeSessions(statics, dynamics)
    expect(merged.map((session) => session.bizShowSessionId)).not.toContain('S9')
    expect(merged[2]).toEqual({ bizShowSessionId: 'S3', sessionName: 'Sun' })
    expect(merged[2]?.canBuy).toBeUndefined()
  })

  it('the last of a repeated dynamic entry wins', () => {
    const merged = mergeSessions(statics.slice(0, 1), [
      { bizShowSessionId: 'S1', sessionStatus: 'ON_SALE' },
      { bizShowSessionId: 'S1', sessionStatus: 'SOLD_OUT' },
    ])
    expect(merged[0]?.sessionStatus).toBe('SOLD_OUT')
  })

  it('the privilege variant tags every session with its privilegeId; the ordinary one carries none', () => {
    expect(mergeSessions(statics, dynamics, 'PV7').map((session) => session.privilegeId)).toEqual(['PV7', 'PV7', 'PV7'])
    expect(mergeSessions(statics, dynamics).some((session) => 'privilegeId' in session)).toBe(false)
  })

  it('empty lists', () => {
    expect(mergeSessions([], dynamics)).toEqual([])
    expect(mergeSessions(statics, []).map((session) => session.bizShowSessionId)).toEqual(['S1', 'S2', 'S3'])
  })
})

describe('seat plans merged by seatPlanId', () => {
  it('pairs price tiers with their stock', () => {
    const merged = mergeSeatPlans(
      [
        { seatPlanId: 'P1', seatPlanName: 'VIP', price: 880 },
        { seatPlanId: 'P2', seatPlanName: 'A', price: 480 },
      ],
      [
        { seatPlanId: 'P2', canBuyCount: 0, soldOut: true },
        { seatPlanId: 'P1', canBuyCount: 6, soldOut: false },
      ],
    )
    expect(merged).toEqual([
      { seatPlanId: 'P1', seatPlanName: 'VIP', price: 880, canBuyCount: 6, soldOut: false },
      { seatPlanId: 'P2', seatPlanName: 'A', price: 480, canBuyCount: 0, soldOut: true },
    ])
  })
})
