/** D8's transfer rules (contract/src/rules/transfer.ts), each at its edge: both tiers run these. */
import {
  TRANSFER_CLOSES_BEFORE_START_MS,
  TRANSFER_AGAIN_FLAG,
  TRANSFER_WINDOW_MS,
  bindAudienceDeadline,
  bindAudienceRefusal,
  shopAllowsTransferAgain,
  transferExpiry,
  transferRefusal,
  transferStateAt,
} from '@showtix/contract/rules'

const NOW = Date.UTC(2026, 10, 27, 4, 0)
const valid = { state: 'VALID', pending: false, received: false, startTime: NOW + 3 * 24 * 3600_000 }

describe('transferRefusal', () => {
  it('lets a valid ticket of the holder go well before the start', () => {
    expect(transferRefusal(valid, NOW)).toBeUndefined()
  })

  it('refuses used, refunded and expired tickets', () => {
    for (const state of ['USED', 'REFUNDED', 'EXPIRED']) expect(transferRefusal({ ...valid, state }, NOW)).toBe('NOT_VALID')
  })

  it('one pending transfer per ticket', () => {
    expect(transferRefusal({ ...valid, pending: true }, NOW)).toBe('PENDING')
    expect(transferRefusal({ ...valid, state: 'IN_TRANSFER' }, NOW)).toBe('PENDING')
  })

  it('a received ticket is not sent on unless the shop allows it', () => {
    expect(transferRefusal({ ...valid, received: true }, NOW)).toBe('RECEIVED')
    expect(transferRefusal({ ...valid, received: true }, NOW, true)).toBeUndefined()
  })

  it('closes exactly 2 h before the start', () => {
    const edge = { ...valid, startTime: NOW + TRANSFER_CLOSES_BEFORE_START_MS }
    expect(transferRefusal(edge, NOW)).toBeUndefined()
    expect(transferRefusal(edge, NOW + 1)).toBe('TOO_LATE')
  })
})

describe('transferExpiry', () => {
  it('waits 24 h when the session starts later', () => {
    expect(transferExpiry(NOW, [NOW + TRANSFER_WINDOW_MS + 1])).toBe(NOW + TRANSFER_WINDOW_MS)
  })

  it('never past the earliest session start', () => {
    expect(transferExpiry(NOW, [NOW + 5 * 3600_000, NOW + 3 * 3600_000])).toBe(NOW + 3 * 3600_000)
    expect(transferExpiry(NOW, [null])).toBe(NOW + TRANSFER_WINDOW_MS)
  })
})

describe('transferStateAt', () => {
  it('a pending transfer reads EXPIRED from its expiry on, the others keep their state', () => {
    expect(transferStateAt('IN_TRANSFER', NOW + 1, NOW)).toBe('IN_TRANSFER')
    expect(transferStateAt('IN_TRANSFER', NOW, NOW)).toBe('EXPIRED')
    expect(transferStateAt('CANCELLED', NOW, NOW + 1)).toBe('CANCELLED')
  })
})

describe("the shop's TRANSFER_AGAIN switch", () => {
  it('lets a received ticket be sent on only where the shop sets it', () => {
    const received = { ...valid, received: true }
    expect(transferRefusal(received, NOW, shopAllowsTransferAgain(['QUICK_LOGIN']))).toBe('RECEIVED')
    expect(transferRefusal(received, NOW, shopAllowsTransferAgain(undefined))).toBe('RECEIVED')
    expect(transferRefusal(received, NOW, shopAllowsTransferAgain([TRANSFER_AGAIN_FLAG]))).toBeUndefined()
  })
})

describe('ticket-bind-audience (D8)', () => {
  const start = NOW + 24 * 3600_000
  const bindable = { state: 'VALID', received: true, realName: true, bound: false, deadline: start }

  it('binds until the identityLimitTime when set (the earlier of it and the start), else until the start', () => {
    expect(bindAudienceDeadline(null, start)).toBe(start)
    expect(bindAudienceDeadline(start - 60_000, start)).toBe(start - 60_000)
    expect(bindAudienceDeadline(null, null)).toBeNull()
    expect(bindAudienceRefusal(bindable, start - 1)).toBeUndefined()
    expect(bindAudienceRefusal(bindable, start)).toBe('CLOSED')
    expect(bindAudienceRefusal({ ...bindable, deadline: null }, NOW)).toBe('CLOSED')
  })

  it('takes an attendee only for a valid received real-name ticket not bound yet', () => {
    expect(bindAudienceRefusal({ ...bindable, received: false }, NOW)).toBe('NOT_RECEIVED')
    expect(bindAudienceRefusal({ ...bindable, realName: false }, NOW)).toBe('NOT_REAL_NAME')
    expect(bindAudienceRefusal({ ...bindable, state: 'IN_TRANSFER' }, NOW)).toBe('NOT_VALID')
    expect(bindAudienceRefusal({ ...bindable, bound: true }, NOW)).toBe('BOUND')
  })
})
