/**
 * The trade rules both tiers apply (contract/src/rules): the gateway charges with them and the
 * confirm-order page shows them, so these are the tests of the one rule (the tests that compared
 * the gateway's copy with the app's went with the copies).
 */
import { orderAmounts, promotionDiscount, rateDiscount } from '@showtix/contract/rules'

describe('rateDiscount', () => {
  it('takes off floor(amount x (1 - rate)): the buyer pays the rounded-up cent', () => {
    expect(rateDiscount(33_333, 0.85)).toBe(4_999)
    expect(rateDiscount(60_000, 0.95)).toBe(3_000)
  })

  it('reads the rate to the thousandth (binary noise moves no cent)', () => {
    expect(rateDiscount(10_000, 0.855)).toBe(1_450)
    expect(rateDiscount(10_000, 0.1 + 0.7)).toBe(2_000)
  })

  it('nothing for a rate outside (0, 1) or nothing to discount', () => {
    expect(rateDiscount(10_000, 1)).toBe(0)
    expect(rateDiscount(10_000, 0)).toBe(0)
    expect(rateDiscount(10_000, 1.2)).toBe(0)
    expect(rateDiscount(0, 0.8)).toBe(0)
  })
})

describe('promotionDiscount', () => {
  it('FULL: the amount off once the spend reaches the threshold, never more than the amount', () => {
    const full = { method: 'FULL', threshold: 50_000, value: 5_000 }
    expect(promotionDiscount(full, 49_999, 2)).toBe(0)
    expect(promotionDiscount(full, 50_000, 2)).toBe(5_000)
    expect(promotionDiscount({ method: 'FULL', threshold: 0, value: 9_000 }, 6_000, 1)).toBe(6_000)
  })

  it('PER: the amount off for every whole threshold spent', () => {
    const per = { method: 'PER', threshold: 20_000, value: 1_000 }
    expect(promotionDiscount(per, 59_999, 3)).toBe(2_000)
    expect(promotionDiscount(per, 60_000, 3)).toBe(3_000)
    expect(promotionDiscount({ method: 'PER', threshold: 0, value: 1_000 }, 60_000, 3)).toBe(0)
  })

  it('DISCOUNT: the rate on the whole amount from the threshold number of tickets', () => {
    const discount = { method: 'DISCOUNT', threshold: 3, value: 0.8 }
    expect(promotionDiscount(discount, 90_000, 2)).toBe(0)
    expect(promotionDiscount(discount, 90_000, 3)).toBe(18_000)
  })

  it('an unknown method takes nothing off', () => {
    expect(promotionDiscount({ method: 'GIFT', threshold: 0, value: 100 }, 90_000, 3)).toBe(0)
  })
})

describe('orderAmounts: the order of application', () => {
  it('promotion, member discount, coupon, then points on what is left; goods and delivery added undiscounted', () => {
    const amounts = orderAmounts({
      ticketsCents: 60_000,
      goodsCents: 39_800,
      deliveryCents: 1_500,
      promotionCents: 5_000,
      memberDiscountCents: 2_750,
      couponCents: 2_000,
      points: { pointAmount: 100_000, rate: 10, limitProportion: 20 },
    })
    expect(amounts.beforePointsCents).toBe(60_000 - 5_000 - 2_750 - 2_000)
    // 20% of 502.50 = 100.50, paid with 1,005 points.
    expect(amounts.pointsCents).toBe(10_050)
    expect(amounts.pointsUsed).toBe(1_005)
    expect(amounts.discountCents).toBe(5_000 + 2_750 + 2_000 + 10_050)
    expect(amounts.payCents).toBe(60_000 - 19_800 + 39_800 + 1_500)
    // Spec section 5: the invoice is the tickets as paid, without delivery and without the goods.
    expect(amounts.invoiceCents).toBe(amounts.payCents - 1_500 - 39_800)
  })

  it('each discount is cut to what is left: the tickets never cost less than nothing, goods are still paid', () => {
    const amounts = orderAmounts({
      ticketsCents: 10_000,
      goodsCents: 2_000,
      promotionCents: 6_000,
      memberDiscountCents: 3_000,
      couponCents: 5_000,
      points: { pointAmount: 100_000, rate: 10, limitProportion: 100 },
    })
    expect([amounts.promotionCents, amounts.memberDiscountCents, amounts.couponCents]).toEqual([6_000, 3_000, 1_000])
    expect(amounts.pointsCents).toBe(0)
    expect(amounts.pointsUsed).toBe(0)
    expect(amounts.payCents).toBe(2_000)
  })

  it('a privilege card (D38) comes after the member discount and before the coupon, each cut to what is left', () => {
    const amounts = orderAmounts({
      ticketsCents: 36_000,
      memberDiscountCents: 1_000,
      cardCents: 34_000,
      couponCents: 5_000,
      points: { pointAmount: 100_000, rate: 10, limitProportion: 100 },
    })
    expect([amounts.memberDiscountCents, amounts.cardCents, amounts.couponCents]).toEqual([1_000, 34_000, 1_000])
    expect([amounts.pointsCents, amounts.payCents]).toEqual([0, 0])
    expect(amounts.discountCents).toBe(36_000)
  })

  it('points measured after the coupon: a coupon leaves less for points to pay', () => {
    const rule = { pointAmount: 100_000, rate: 10, limitProportion: 50 }
    expect(orderAmounts({ ticketsCents: 20_000, points: rule }).pointsCents).toBe(10_000)
    expect(orderAmounts({ ticketsCents: 20_000, couponCents: 4_000, points: rule }).pointsCents).toBe(8_000)
  })

  it('no points rule, or the switch off: no points', () => {
    expect(orderAmounts({ ticketsCents: 20_000, points: null }).pointsCents).toBe(0)
    expect(orderAmounts({ ticketsCents: 20_000 }).payCents).toBe(20_000)
  })
})
