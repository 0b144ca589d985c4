import { feeBreakdown, feeRows, needsPayment } from '@/domain/purchase/fees'

const two480 = [{ unitPriceCents: 48_000, units: 2 }]

describe('the fee breakdown in cents', () => {
  it('tickets + delivery - promotion - member discount - coupon - points', () => {
    const fees = feeBreakdown({
      lines: [...two480, { unitPriceCents: 18_000, units: 1 }],
      deliveryCents: 1_500,
      promotionCents: 5_000,
      memberDiscountCents: 2_000,
      couponCents: 3_000,
      points: { rate: 100, limitProportion: 10, pointAmount: 100_000 },
    })
    expect(fees).toMatchObject({
      ticketsCents: 114_000,
      deliveryCents: 1_500,
      promotionCents: 5_000,
      memberDiscountCents: 2_000,
      couponCents: 3_000,
      beforePointsCents: 104_000,
      pointsCents: 10_400,
      pointsUsed: 10_400,
      payCents: 104_000 - 10_400 + 1_500,
    })
  })

  it('the invoiced amount is what is paid for the tickets, delivery excluded', () => {
    const fees = feeBreakdown({ lines: two480, deliveryCents: 1_500, couponCents: 1_000 })
    expect(fees.payCents).toBe(96_000 - 1_000 + 1_500)
    expect(fees.invoiceCents).toBe(95_000)
    expect(feeBreakdown({ lines: [{ unitPriceCents: 0, units: 1 }], deliveryCents: 1_500 }).invoiceCents).toBe(0)
  })

  it('discounts stop at the ticket total: delivery is never discounted', () => {
    const fees = feeBreakdown({
      lines: [{ unitPriceCents: 5_000, units: 1 }],
      deliveryCents: 1_500,
      promotionCents: 3_000,
      couponCents: 9_000,
    })
    expect(fees).toMatchObject({ promotionCents: 3_000, couponCents: 2_000, payCents: 1_500, invoiceCents: 0 })
  })

  it('a coupon of exactly the ticket total, 1 cent less and 1 cent more', () => {
    const pay = (couponCents: number) => feeBreakdown({ lines: [{ unitPriceCents: 10_000, units: 1 }], couponCents }).payCents
    expect(pay(9_999)).toBe(1)
    expect(pay(10_000)).toBe(0)
    expect(pay(10_001)).toBe(0)
  })

  it('points pay on what is left after the other discounts', () => {
    const fees = feeBreakdown({
      lines: [{ unitPriceCents: 10_000, units: 1 }],
      couponCents: 10_000,
      points: { rate: 100, limitProportion: 50, pointAmount: 10_000 },
    })
    expect(fees).toMatchObject({ pointsCents: 0, pointsUsed: 0, payCents: 0 })
  })

  it('no lines: nothing to pay (a zero-amount order is placed directly)', () => {
    const fees = feeBreakdown({ lines: [] })
    expect(fees.payCents).toBe(0)
    expect(needsPayment(fees)).toBe(false)
    expect(needsPayment({ payCents: 1 })).toBe(true)
  })

  it('negative or fractional inputs are not trusted', () => {
    const fees = feeBreakdown({ lines: [{ unitPriceCents: 1_000.4, units: 2 }], couponCents: -500, deliveryCents: -1 })
    expect(fees).toMatchObject({ ticketsCents: 2_000, couponCents: 0, deliveryCents: 0, payCents: 2_000 })
  })
})

describe('the rows the page lists', () => {
  it('tickets always; delivery and each discount only when they take something; money with 2 decimals', () => {
    const rows = feeRows(feeBreakdown({ lines: two480, deliveryCents: 1_000, couponCents: 2_050 }))
    expect(rows).toEqual([
      { key: 'tickets', wordKey: 'purchase.fee.tickets', cents: 96_000, minus: false, text: '960.00' },
      { key: 'delivery', wordKey: 'purchase.fee.delivery', cents: 1_000, minus: false, text: '10.00' },
      { key: 'coupon', wordKey: 'purchase.fee.coupon', cents: 2_050, minus: true, text: '20.50' },
    ])
    expect(feeRows(feeBreakdown({ lines: [] })).map((row) => row.key)).toEqual(['tickets'])
  })

  it('all six rows in order when everything applies', () => {
    const rows = feeRows(
      feeBreakdown({
        lines: two480,
        deliveryCents: 1,
        promotionCents: 1,
        memberDiscountCents: 1,
        couponCents: 1,
        points: { rate: 1, limitProportion: 100, pointAmount: 1 },
      }),
    )
    expect(rows.map((row) => row.key)).toEqual(['tickets', 'delivery', 'promotion', 'memberDiscount', 'coupon', 'points'])
  })
})

describe('tied-sale goods in the breakdown', () => {
  it('are added to what is paid undiscounted: show discounts and points see the tickets only', () => {
    const fees = feeBreakdown({
      lines: two480,
      goodsCents: 39_800,
      deliveryCents: 1_500,
      promotionCents: 5_000,
      couponCents: 200_000,
      points: { rate: 100, limitProportion: 10, pointAmount: 100_000 },
    })
    // The coupon is cut to what is left of the tickets; points have nothing left to pay.
    expect(fees).toMatchObject({ ticketsCents: 96_000, goodsCents: 39_800, couponCents: 91_000, pointsCents: 0 })
    expect(fees.payCents).toBe(39_800 + 1_500)
  })

  it('list a goods row after the tickets when chosen', () => {
    const rows = feeRows(feeBreakdown({ lines: two480, goodsCents: 19_900, deliveryCents: 1_500 }))
    expect(rows.map((row) => [row.key, row.wordKey, row.cents, row.minus])).toEqual([
      ['tickets', 'purchase.fee.tickets', 96_000, false],
      ['goods', 'purchase.fee.goods', 19_900, false],
      ['delivery', 'purchase.fee.delivery', 1_500, false],
    ])
    expect(feeRows(feeBreakdown({ lines: two480 })).map((row) => row.key)).toEqual(['tickets'])
  })
})
