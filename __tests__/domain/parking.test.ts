import { bestParkingCoupon, stayLength } from '@/domain/parking'

describe('stayLength', () => {
  it('splits minutes into hours and minutes', () => {
    expect(stayLength(244)).toEqual({ hours: 4, minutes: 4 })
    expect(stayLength(59)).toEqual({ hours: 0, minutes: 59 })
    expect(stayLength(-3)).toEqual({ hours: 0, minutes: 0 })
  })
})

describe('bestParkingCoupon', () => {
  const coupon = (couponId: string, usable: boolean, discountAmount: number, expireTime: number) => ({
    couponId,
    usable,
    discountAmount,
    expireTime,
  })
  it('takes the usable coupon taking off most, the earliest to expire on a tie', () => {
    expect(bestParkingCoupon([coupon('a', true, 10, 5), coupon('b', true, 20, 9), coupon('c', true, 20, 3)])).toBe('c')
  })
  it('never takes an unusable one; none when nothing applies', () => {
    expect(bestParkingCoupon([coupon('a', false, 50, 1), coupon('b', true, 5, 1)])).toBe('b')
    expect(bestParkingCoupon([coupon('a', false, 50, 1)])).toBeNull()
  })
})
