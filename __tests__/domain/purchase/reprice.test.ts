import { REPRICE_CODES, discountChange, repriceFor } from '@/domain/purchase/reprice'

describe('create-order codes that re-price (spec section 8)', () => {
  it('12501099 memberDiscountWrong: drop the member discount, fetch it and the coupons again, recompute', () => {
    expect(repriceFor(12501099)).toEqual({
      reason: 'memberDiscountWrong',
      refetch: ['memberPrivilege', 'coupons'],
      clear: ['memberDiscount'],
      recompute: ['coupon', 'points', 'fees'],
      wordKey: 'purchase.reprice.memberDiscountWrong',
    })
  })

  it('22037057 memberDiscountChange: fetch the member discount again and keep it', () => {
    expect(repriceFor('22037057')).toMatchObject({
      reason: 'memberDiscountChange',
      refetch: ['memberPrivilege', 'coupons'],
      clear: [],
    })
  })

  it('22037056 promotionDiscountWrong: fetch the promotions again and choose afresh', () => {
    expect(repriceFor('22037056')).toMatchObject({
      reason: 'promotionDiscountWrong',
      refetch: ['promotions', 'coupons'],
      clear: ['promotion'],
      wordKey: 'purchase.reprice.promotionDiscountWrong',
    })
  })

  it('any other code is not a re-price', () => {
    expect(repriceFor(22031001)).toBeUndefined()
    expect(repriceFor(200)).toBeUndefined()
    expect(repriceFor(undefined)).toBeUndefined()
    expect(Object.values(REPRICE_CODES)).toEqual(['12501099', '22037057', '22037056'])
  })

  it('the changed discount shows before and after', () => {
    expect(discountChange(2_000, 1_500)).toEqual({ changed: true, params: { before: '20.00', after: '15.00' } })
    expect(discountChange(2_000, 2_000).changed).toBe(false)
  })
})
