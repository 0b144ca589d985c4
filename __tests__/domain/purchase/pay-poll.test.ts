import {
  PAY_POLL_INTERVAL_MS,
  PAY_POLL_MAX,
  POLL_START,
  isUnpaid,
  nextPollDelay,
  onPoll,
  type PollState,
} from '@/domain/purchase/pay-poll'

describe('the web poll after pay: every 3 s, up to 5 times (spec sections 4 and 9)', () => {
  const unpaid = { type: 'order', order: { orderState: 1, orderDetailState: 'UNPAID' } } as const
  const paid = { type: 'order', order: { orderState: 9, orderDetailState: 'SUCCEEDED' } } as const

  it('waits 3 s before each poll', () => {
    expect(PAY_POLL_INTERVAL_MS).toBe(3000)
    expect(PAY_POLL_MAX).toBe(5)
    expect(nextPollDelay(POLL_START)).toBe(3000)
  })

  it('goes to the return URL as soon as the order is no longer UNPAID', () => {
    expect(onPoll(POLL_START, paid)).toEqual({ phase: 'returnUrl', polls: 1 })
    let state: PollState = POLL_START
    for (let i = 0; i < 4; i += 1) state = onPoll(state, unpaid)
    expect(state).toEqual({ phase: 'waiting', polls: 4 })
    expect(onPoll(state, paid)).toEqual({ phase: 'returnUrl', polls: 5 })
  })

  it('a closed or cancelled order is no longer UNPAID either', () => {
    expect(onPoll(POLL_START, { type: 'order', order: { orderState: 13 } })).toMatchObject({ phase: 'returnUrl' })
    expect(onPoll(POLL_START, { type: 'order', order: { orderDetailState: 'CANCELED' } })).toMatchObject({ phase: 'returnUrl' })
  })

  it('4 unpaid polls keep waiting; the 5th goes to the order detail, and nothing polls after', () => {
    let state: PollState = POLL_START
    for (let i = 1; i <= 4; i += 1) {
      state = onPoll(state, unpaid)
      expect(state).toEqual({ phase: 'waiting', polls: i })
      expect(nextPollDelay(state)).toBe(3000)
    }
    state = onPoll(state, unpaid)
    expect(state).toEqual({ phase: 'orderDetail', polls: 5 })
    expect(nextPollDelay(state)).toBeUndefined()
    expect(onPoll(state, paid)).toBe(state)
  })

  it('a failed poll counts as one that found nothing', () => {
    let state: PollState = POLL_START
    for (let i = 0; i < 5; i += 1) state = onPoll(state, { type: 'failed' })
    expect(state).toEqual({ phase: 'orderDetail', polls: 5 })
  })

  it('once at the return URL it stays there', () => {
    const done = onPoll(POLL_START, paid)
    expect(onPoll(done, unpaid)).toBe(done)
    expect(nextPollDelay(done)).toBeUndefined()
  })

  it('unpaid by the state number or the state name', () => {
    expect(isUnpaid({ orderState: 1 })).toBe(true)
    expect(isUnpaid({ orderDetailState: 'UNPAID' })).toBe(true)
    expect(isUnpaid({ orderState: 9, orderDetailState: 'SUCCEEDED' })).toBe(false)
    expect(isUnpaid({})).toBe(false)
  })
})
