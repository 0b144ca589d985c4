import { DEFAULT_REFUND_TIERS, HOUR_MS, refundFee, refundTier, ticketsShare } from '@showtix/contract/rules'
import { ruleRows, toggleTicket } from '@/domain/refund'

const START = Date.UTC(2026, 11, 6, 11, 30)
const MINUTE = 60 * 1000
const TIERS = [
  { hoursBefore: 72, feePercent: 30 },
  { hoursBefore: 168, feePercent: 10 },
]

describe('refund tiers (D12) at each boundary', () => {
  it('the default: a minute before 72 h is refundable at 20%, exactly 72 h too, a minute after is not', () => {
    expect(refundTier(DEFAULT_REFUND_TIERS, START, START - 72 * HOUR_MS - MINUTE)?.feePercent).toBe(20)
    expect(refundTier(DEFAULT_REFUND_TIERS, START, START - 72 * HOUR_MS)?.feePercent).toBe(20)
    expect(refundTier(DEFAULT_REFUND_TIERS, START, START - 72 * HOUR_MS + MINUTE)).toBeUndefined()
  })

  it('two tiers: 10% until 168 h before, then 30% until 72 h', () => {
    expect(refundTier(TIERS, START, START - 168 * HOUR_MS - MINUTE)?.feePercent).toBe(10)
    expect(refundTier(TIERS, START, START - 168 * HOUR_MS + MINUTE)?.feePercent).toBe(30)
    expect(refundTier(TIERS, START, START - 72 * HOUR_MS - MINUTE)?.feePercent).toBe(30)
    expect(refundTier(TIERS, START, START - 72 * HOUR_MS + MINUTE)).toBeUndefined()
  })

  it('the fee is whole cents, rounded half up', () => {
    expect(refundFee(38000, { hoursBefore: 72, feePercent: 20 })).toBe(7600)
    expect(refundFee(333, { hoursBefore: 72, feePercent: 20 })).toBe(67)
  })

  it('shares what the tickets paid, the remainder on the last ones refunded', () => {
    const first = ticketsShare({ paidCents: 1000, total: 3, count: 1, refundedBefore: 0, refundedCents: 0 })
    const second = ticketsShare({ paidCents: 1000, total: 3, count: 1, refundedBefore: 1, refundedCents: first })
    const last = ticketsShare({ paidCents: 1000, total: 3, count: 1, refundedBefore: 2, refundedCents: first + second })
    expect([first, second, last]).toEqual([333, 333, 334])
  })
})

describe('the refund rule page and the ticket choice', () => {
  it('lists the tiers most hours first, then the window with no refund', () => {
    expect(ruleRows(TIERS)).toEqual([
      { fromHours: 168, toHours: undefined, feePercent: 10 },
      { fromHours: 72, toHours: 168, feePercent: 30 },
      { fromHours: 0, toHours: 72, feePercent: undefined },
    ])
  })

  it('a ticket toggles in and out, but the last one stays chosen', () => {
    expect(toggleTicket(['a', 'b'], 'b')).toEqual(['a'])
    expect(toggleTicket(['a'], 'b')).toEqual(['a', 'b'])
    expect(toggleTicket(['a'], 'a')).toEqual(['a'])
  })
})
