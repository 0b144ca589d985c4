import { orderPricing, repriceNotice } from '@/domain/purchase/order-pricing'

/** A pre_order answer as the gateway sends it (yuan): two ¥300 tickets, ¥15 express. */
const answer = {
  items: [{ unitPrice: 300, qty: 2 }],
  expressFee: 15,
  promotion: { promotionId: 'PM1', discountAmount: 50 },
  memberDiscount: { privilegeId: 'MD1', discountAmount: 27.5 },
  points: { pointAmount: 100_000, rate: 10, adaptPointRuleVoList: [{ limitProportion: 20 }] },
  coupons: [
    { couponId: 'C20', discountAmount: 20 },
    { couponId: 'C999', discountAmount: 999 },
  ],
}

describe('the confirm-order price from pre_order', () => {
  it('promotion, member discount, coupon, then points on what is left, delivery added last (as the gateway prices it)', () => {
    const priced = orderPricing(answer, { couponId: 'C20', usePoints: true })
    // 600 - 50 - 27.50 - 20 = 502.50; 20% of it in points = 100.50 (1005 points); + 15 = 417.00
    expect(priced.breakdown).toMatchObject({
      ticketsCents: 60_000,
      promotionCents: 5_000,
      memberDiscountCents: 2_750,
      couponCents: 2_000,
      beforePointsCents: 50_250,
      pointsCents: 10_050,
      pointsUsed: 1_005,
      deliveryCents: 1_500,
      payCents: 41_700,
    })
    expect(priced.promotion).toEqual({ promotionId: 'PM1', cents: 5_000 })
    expect(priced.memberDiscount).toEqual({ privilegeId: 'MD1', cents: 2_750 })
  })

  it('the points switch off: nothing paid in points, but the row still offers what they would pay', () => {
    const priced = orderPricing(answer, { couponId: 'C20', usePoints: false })
    expect(priced.breakdown.pointsCents).toBe(0)
    expect(priced.breakdown.payCents).toBe(50_250 + 1_500)
    expect(priced.pointsOffer).toEqual({ usableCents: 10_050, pointsUsed: 1_005 })
  })

  it('a coupon worth more than what is left takes only what is left; points then have nothing to pay; delivery is still paid', () => {
    const priced = orderPricing(answer, { couponId: 'C999', usePoints: true })
    expect(priced.breakdown.couponCents).toBe(60_000 - 5_000 - 2_750)
    expect(priced.breakdown.pointsCents).toBe(0)
    expect(priced.pointsOffer.usableCents).toBe(0)
    expect(priced.breakdown.payCents).toBe(1_500)
  })

  it('points: the share is rounded down to a cent and the points used up to a whole point', () => {
    const odd = { ...answer, promotion: null, memberDiscount: null, items: [{ unitPrice: 33.33, qty: 1 }], expressFee: 0 }
    const priced = orderPricing(
      { ...odd, points: { pointAmount: 1000, rate: 3, adaptPointRuleVoList: [{ limitProportion: 15 }] } },
      {
        couponId: null,
        usePoints: true,
      },
    )
    // 15% of 33.33 = 4.9995 -> 4.99; 4.99 x 3 points = 14.97 -> 15 points.
    expect(priced.breakdown.pointsCents).toBe(499)
    expect(priced.breakdown.pointsUsed).toBe(15)
    expect(priced.breakdown.payCents).toBe(3_333 - 499)
  })

  it('no promotion, member discount or points rule: just the tickets and delivery', () => {
    const priced = orderPricing(
      { items: [{ unitPrice: 380, qty: 1 }], expressFee: 0, promotion: null, memberDiscount: null, points: null, coupons: [] },
      { couponId: null, usePoints: true },
    )
    expect(priced.breakdown.payCents).toBe(38_000)
    expect(priced.promotion).toBeNull()
    expect(priced.memberDiscount).toBeNull()
    expect(priced.pointsOffer.usableCents).toBe(0)
  })
})

describe('the re-price notice', () => {
  const before = orderPricing(answer, { couponId: 'C20', usePoints: false }).breakdown

  it('22037057: the member discount changed from X to Y, and the new total', () => {
    const after = orderPricing(
      { ...answer, memberDiscount: { privilegeId: 'MD1', discountAmount: 55 } },
      { couponId: 'C20', usePoints: false },
    ).breakdown
    expect(repriceNotice('memberDiscountChange', before, after)).toEqual({
      wordKey: 'purchase.reprice.memberDiscountChange',
      change: { wordKey: 'order.confirm.memberDiscountChanged', before: 2_750, after: 5_500 },
      total: { before: 51_750, after: 49_000 },
    })
  })

  it('12501099: the member discount is gone (to 0.00)', () => {
    const after = orderPricing({ ...answer, memberDiscount: null }, { couponId: 'C20', usePoints: false }).breakdown
    expect(repriceNotice('memberDiscountWrong', before, after).change).toEqual({
      wordKey: 'order.confirm.memberDiscountChanged',
      before: 2_750,
      after: 0,
    })
  })

  it('22037056: the promotion changed; nothing to say about an amount that did not move', () => {
    const after = orderPricing(
      { ...answer, promotion: { promotionId: 'PM1', discountAmount: 60 } },
      { couponId: 'C20', usePoints: false },
    ).breakdown
    expect(repriceNotice('promotionDiscountWrong', before, after).change).toMatchObject({ before: 5_000, after: 6_000 })
    const same = repriceNotice('promotionDiscountWrong', before, before)
    expect(same).toEqual({ wordKey: 'purchase.reprice.promotionDiscountWrong' })
  })
})

describe('goods in the confirm-order price', () => {
  it('adds pre_order’s goods amount after the discounts, undiscounted (the gateway charges the same: server/test/pricing-agreement.test.ts)', () => {
    const withGoods = { ...answer, goodsAmount: 398 }
    const priced = orderPricing(withGoods, { couponId: 'C20', usePoints: true })
    // Same discounts and points as without goods (they are on the tickets), then +398.00.
    expect(priced.breakdown.goodsCents).toBe(39_800)
    expect(priced.breakdown.pointsCents).toBe(10_050)
    expect(priced.breakdown.payCents).toBe(41_700 + 39_800)
  })
})
