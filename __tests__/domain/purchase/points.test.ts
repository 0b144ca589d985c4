import { initialUsePoints, pointsDeduction, pointsRuleOf } from '@/domain/purchase/points'

describe('points: usable = min(amount x limitProportion%, floor(pointAmount / rate)); used = usable x rate', () => {
  // 100 points per yuan; points may pay up to 20% of the order.
  const rule = { rate: 100, limitProportion: 20, pointAmount: 5_000 }

  it('below the cap: the points decide (5000 points / 100 = 50 yuan, cap 20% of 500 = 100)', () => {
    expect(pointsDeduction(50_000, rule)).toEqual({ usableCents: 5_000, pointsUsed: 5_000 })
  })

  it('at the cap: both give exactly the same', () => {
    expect(pointsDeduction(25_000, rule)).toEqual({ usableCents: 5_000, pointsUsed: 5_000 })
  })

  it('above the cap: the proportion decides (20% of 200 = 40 yuan, 4000 points)', () => {
    expect(pointsDeduction(20_000, rule)).toEqual({ usableCents: 4_000, pointsUsed: 4_000 })
  })

  it('floor(pointAmount / rate): 5099 points at 100 a yuan pay 50 yuan, not 50.99', () => {
    expect(pointsDeduction(1_000_000, { ...rule, pointAmount: 5_099 })).toEqual({ usableCents: 5_000, pointsUsed: 5_000 })
    expect(pointsDeduction(1_000_000, { ...rule, pointAmount: 99 })).toEqual({ usableCents: 0, pointsUsed: 0 })
  })

  it('the share is rounded down to a cent: 20% of 0.99 yuan pays 0.19', () => {
    expect(pointsDeduction(99, rule)).toEqual({ usableCents: 19, pointsUsed: 19 })
  })

  it('points used are whole: 10 points a yuan, 4.55 yuan -> 46 points (rounded up, never more than held)', () => {
    const tens = { rate: 10, limitProportion: 5, pointAmount: 1_000 }
    expect(pointsDeduction(9_100, tens)).toEqual({ usableCents: 455, pointsUsed: 46 })
    expect(pointsDeduction(1_000_000, tens)).toEqual({ usableCents: 10_000, pointsUsed: 1_000 })
  })

  it('nothing to pay with: no amount, no points, no rate, no proportion', () => {
    expect(pointsDeduction(0, rule).usableCents).toBe(0)
    expect(pointsDeduction(10_000, { ...rule, pointAmount: 0 }).usableCents).toBe(0)
    expect(pointsDeduction(10_000, { ...rule, rate: 0 }).usableCents).toBe(0)
    expect(pointsDeduction(10_000, { ...rule, limitProportion: 0 }).usableCents).toBe(0)
  })

  it('a proportion above 100% is read as 100%', () => {
    expect(pointsDeduction(1_000, { rate: 1, limitProportion: 150, pointAmount: 1_000 })).toEqual({
      usableCents: 1_000,
      pointsUsed: 10,
    })
  })

  it("reads the gateway's rule: its first adapted rule's limitProportion", () => {
    expect(
      pointsRuleOf({ pointAmount: 300, rate: 100, adaptPointRuleVoList: [{ limitProportion: 30 }, { limitProportion: 90 }] }),
    ).toEqual({
      pointAmount: 300,
      rate: 100,
      limitProportion: 30,
    })
    expect(pointsRuleOf({})).toEqual({ pointAmount: 0, rate: 0, limitProportion: 0 })
  })

  it('used by itself when the shop says autoChoosePoint and the points pay something', () => {
    expect(initialUsePoints(true, { usableCents: 1, pointsUsed: 1 })).toBe(true)
    expect(initialUsePoints(true, { usableCents: 0, pointsUsed: 0 })).toBe(false)
    expect(initialUsePoints(false, { usableCents: 100, pointsUsed: 100 })).toBe(false)
  })
})
