import { COUPON_LARGE_AMOUNT_YUAN, discountTag, isLargeCouponAmount, promotionText } from '@/domain/purchase/discount-text'

describe('discount words', () => {
  it('FULL: spend X, Y off', () => {
    expect(promotionText({ method: 'FULL', threshold: 20_000, value: 3_000 })).toEqual({
      wordKey: 'purchase.discount.full',
      params: { spend: '200', off: '30' },
    })
  })

  it('PER: Y off per X spent', () => {
    expect(promotionText({ method: 'PER', threshold: 10_050, value: 1_000 })).toEqual({
      wordKey: 'purchase.discount.per',
      params: { spend: '100.50', off: '10' },
    })
  })

  it('DISCOUNT: X items at a Y discount', () => {
    expect(promotionText({ method: 'DISCOUNT', threshold: 3, value: 0.85 })).toEqual({
      wordKey: 'purchase.discount.discount',
      params: { count: 3, discount: '8.5' },
    })
    expect(promotionText({ method: 'DISCOUNT', threshold: 3, value: 1 })).toBeUndefined()
    expect(promotionText({ method: 'BUNDLE', threshold: 3, value: 1 })).toBeUndefined()
  })

  it('a show discount strictly between 0 and 1: the tag times ten with one decimal', () => {
    expect(discountTag(0.85)).toBe('8.5')
    expect(discountTag(0.8)).toBe('8.0')
    expect(discountTag(0.855)).toBe('8.6')
    expect(discountTag(0.01)).toBe('0.1')
    expect(discountTag(0.99)).toBe('9.9')
    expect(discountTag(0)).toBeUndefined()
    expect(discountTag(1)).toBeUndefined()
    expect(discountTag(1.2)).toBeUndefined()
    expect(discountTag(-0.5)).toBeUndefined()
    expect(discountTag(null)).toBeUndefined()
  })

  it('coupon amounts of 1000 or more show large: 999.99 no, 1000 yes', () => {
    expect(COUPON_LARGE_AMOUNT_YUAN).toBe(1000)
    expect(isLargeCouponAmount(99_999)).toBe(false)
    expect(isLargeCouponAmount(100_000)).toBe(true)
    expect(isLargeCouponAmount(100_001)).toBe(true)
  })
})
