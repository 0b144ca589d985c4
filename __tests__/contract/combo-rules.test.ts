/** The combo price (D27): a fixed bundle price or a rate on the sum, per set, times the sets. */
import { comboPrice } from '@showtix/contract/rules'

describe('comboPrice (D27)', () => {
  it('charges a fixed bundle price per set and says what it saves', () => {
    expect(comboPrice({ type: 'FIXED', priceCents: 29900 }, [18000, 18000])).toEqual({
      originalCents: 36000,
      comboCents: 29900,
      savedCents: 6100,
    })
    expect(comboPrice({ type: 'FIXED', priceCents: 29900 }, [18000, 18000], 3).comboCents).toBe(89700)
  })

  it('never charges a fixed price above the tickets bought one by one', () => {
    expect(comboPrice({ type: 'FIXED', priceCents: 50000 }, [18000, 18000])).toEqual({
      originalCents: 36000,
      comboCents: 36000,
      savedCents: 0,
    })
  })

  it('takes a rate off the sum, rounding the discount down to the cent', () => {
    expect(comboPrice({ type: 'DISCOUNT', rate: 0.8 }, [38000, 38000]).comboCents).toBe(60800)
    // 333 x 0.15 = 49.95: 49 off, the buyer pays the rounded-up cent.
    expect(comboPrice({ type: 'DISCOUNT', rate: 0.85 }, [111, 222])).toEqual({
      originalCents: 333,
      comboCents: 284,
      savedCents: 49,
    })
    // A rate outside (0, 1) takes nothing off.
    expect(comboPrice({ type: 'DISCOUNT', rate: 1.2 }, [1000, 1000]).comboCents).toBe(2000)
  })

  it('prices no set at nothing, and a free ticket as nothing in the sum', () => {
    expect(comboPrice({ type: 'FIXED', priceCents: 29900 }, [18000, 18000], 0).comboCents).toBe(0)
    expect(comboPrice({ type: 'DISCOUNT', rate: 0.5 }, [0, 1000, -1]).originalCents).toBe(1000)
  })
})
