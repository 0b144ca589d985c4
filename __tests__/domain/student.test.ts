import {
  VERIFY_POLL_INTERVAL_MS,
  VERIFY_POLL_MAX,
  VERIFY_START,
  isVerifiedStudent,
  nextVerifyDelay,
  onVerifyPoll,
  type VerifyState,
} from '@/domain/student'

// D28: middle-verify polls every 3 s, up to 5 times; a verification counts until it lapses.
describe('student verification polling', () => {
  const pending = { type: 'result', status: 'PENDING', expireAt: null } as const

  it('polls at once, then every 3 s, and stops after 5 pending answers', () => {
    expect([VERIFY_POLL_INTERVAL_MS, VERIFY_POLL_MAX]).toEqual([3000, 5])
    let state: VerifyState = VERIFY_START
    expect(nextVerifyDelay(state)).toBe(0)
    for (let poll = 1; poll < VERIFY_POLL_MAX; poll += 1) {
      state = onVerifyPoll(state, pending)
      expect(state).toEqual({ phase: 'polling', polls: poll })
      expect(nextVerifyDelay(state)).toBe(3000)
    }
    state = onVerifyPoll(state, { type: 'failed' })
    expect(state).toEqual({ phase: 'stillVerifying', polls: 5 })
    expect(nextVerifyDelay(state)).toBeUndefined()
    expect(onVerifyPoll(state, { type: 'result', status: 'VERIFIED', expireAt: 1 })).toBe(state)
  })

  it('ends on the provider’s decision', () => {
    const once = onVerifyPoll(VERIFY_START, pending)
    expect(onVerifyPoll(once, { type: 'result', status: 'VERIFIED', expireAt: 99 })).toEqual({
      phase: 'verified',
      polls: 2,
      expireAt: 99,
    })
    expect(onVerifyPoll(once, { type: 'result', status: 'FAILED', expireAt: null })).toEqual({ phase: 'failed', polls: 2 })
  })

  it('counts a verification until it lapses', () => {
    expect(isVerifiedStudent({ verified: true, expireAt: 2000 }, 1999)).toBe(true)
    expect(isVerifiedStudent({ verified: true, expireAt: 2000 }, 2000)).toBe(false)
    expect(isVerifiedStudent({ verified: false, expireAt: null }, 0)).toBe(false)
  })
})
