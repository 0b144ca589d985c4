import {
  RESTRICTION_ORDER,
  bestCoupon,
  canToggleCoupon,
  compareCoupons,
  couponStatus,
  initialCouponId,
  isCouponUsable,
  toggleCoupon,
  type CouponLike,
} from '@/domain/purchase/coupons'

const DAY = 86_400_000
const T0 = 1_750_000_000_000

const coupon = (couponId: string, over: Partial<CouponLike> = {}): CouponLike => ({
  couponId,
  couponType: 'CASH',
  couponStatus: 1,
  usable: true,
  disabled: false,
  discountAmount: 30,
  expireTime: T0 + 10 * DAY,
  couponUseLimitVO: {},
  ...over,
})
const pick = (coupons: CouponLike[]) => bestCoupon(coupons)?.couponId

describe('coupon status (spec section 3: 1 available, 3 expired, else used)', () => {
  it.each([
    [1, 'AVAILABLE'],
    [3, 'EXPIRED'],
    [2, 'USED'],
    [4, 'USED'],
    [0, 'USED'],
    [undefined, 'USED'],
  ])('%s -> %s', (code, status) => {
    expect(couponStatus(code)).toBe(status)
  })

  it('only AVAILABLE coupons are usable', () => {
    expect(isCouponUsable(coupon('a'))).toBe(true)
    expect(isCouponUsable(coupon('a', { couponStatus: 3 }))).toBe(false)
    expect(isCouponUsable(coupon('a', { couponStatus: 2 }))).toBe(false)
    expect(isCouponUsable(coupon('a', { usable: false }))).toBe(false)
    expect(isCouponUsable(coupon('a', { usable: undefined }))).toBe(true)
  })
})

describe('toggling: only if usable and not disabled', () => {
  it('selects, deselects, replaces', () => {
    expect(toggleCoupon(null, coupon('a'))).toBe('a')
    expect(toggleCoupon('a', coupon('a'))).toBeNull()
    expect(toggleCoupon('a', coupon('b'))).toBe('b')
  })

  it('a disabled, unusable or expired coupon changes nothing', () => {
    for (const bad of [coupon('x', { disabled: true }), coupon('x', { usable: false }), coupon('x', { couponStatus: 3 })]) {
      expect(canToggleCoupon(bad)).toBe(false)
      expect(toggleCoupon('a', bad)).toBe('a')
      expect(toggleCoupon(null, bad)).toBeNull()
    }
  })
})

describe('the best pick (spec section 4)', () => {
  it('usable exchange coupons first, even against a larger cash discount', () => {
    expect(
      pick([coupon('cash', { discountAmount: 500 }), coupon('exchange', { couponType: 'EXCHANGE', discountAmount: 80 })]),
    ).toBe('exchange')
  })

  it('an exchange coupon that cannot be used does not come first', () => {
    expect(pick([coupon('cash'), coupon('exchange', { couponType: 'EXCHANGE', usable: false })])).toBe('cash')
    expect(pick([coupon('cash'), coupon('exchange', { couponType: 'EXCHANGE', disabled: true })])).toBe('cash')
  })

  it('then the largest discountAmount, compared in cents (30.01 beats 30.00)', () => {
    expect(
      pick([coupon('a', { discountAmount: 30 }), coupon('b', { discountAmount: 30.01 }), coupon('c', { discountAmount: 29.99 })]),
    ).toBe('b')
  })

  it('tie on amount: the earliest expireTime (1 ms earlier wins)', () => {
    expect(pick([coupon('late', { expireTime: T0 + 1 }), coupon('early', { expireTime: T0 })])).toBe('early')
    expect(pick([coupon('none', { expireTime: null }), coupon('dated', { expireTime: T0 })])).toBe('dated')
  })

  describe('tie on amount and expiry: the narrowest restriction lists, in order', () => {
    it('the order is shows, sessions, seat plans, venues, show types, tags, items, categories', () => {
      expect(RESTRICTION_ORDER).toEqual([
        'showIds',
        'showSessionIds',
        'seatPlanIds',
        'venueIds',
        'showTypes',
        'tagIds',
        'itemIds',
        'categoryIds',
      ])
    })

    it.each(RESTRICTION_ORDER.map((list, index) => [list, index] as const))(
      'level %s: a shorter list wins, a restricted list beats none, earlier levels tied',
      (list, index) => {
        const earlier = Object.fromEntries(RESTRICTION_ORDER.slice(0, index).map((name) => [name, ['x', 'y']]))
        const wide = coupon('wide', { couponUseLimitVO: { ...earlier, [list]: ['1', '2', '3'] } })
        const narrow = coupon('narrow', { couponUseLimitVO: { ...earlier, [list]: ['1', '2'] } })
        const open = coupon('open', { couponUseLimitVO: { ...earlier, [list]: [] } })
        expect(pick([wide, narrow])).toBe('narrow')
        expect(pick([narrow, wide])).toBe('narrow')
        expect(pick([open, wide])).toBe('wide')
        // A later level never overrides an earlier one.
        const laterNarrow = RESTRICTION_ORDER[index + 1]
        if (laterNarrow) {
          const a = coupon('a', { couponUseLimitVO: { ...earlier, [list]: ['1'], [laterNarrow]: ['1', '2', '3'] } })
          const b = coupon('b', { couponUseLimitVO: { ...earlier, [list]: ['1', '2'], [laterNarrow]: ['1'] } })
          expect(pick([b, a])).toBe('a')
        }
      },
    )

    it('a missing list is as open as an empty one', () => {
      expect(compareCoupons(coupon('a', { couponUseLimitVO: null }), coupon('b', { couponUseLimitVO: { showIds: [] } }))).toBe(0)
    })
  })

  it('amount beats expiry, expiry beats restrictions', () => {
    const bigLate = coupon('bigLate', { discountAmount: 40, expireTime: T0 + 9 * DAY })
    const smallEarly = coupon('smallEarly', { discountAmount: 39, expireTime: T0 })
    expect(pick([smallEarly, bigLate])).toBe('bigLate')
    const earlyOpen = coupon('earlyOpen', { expireTime: T0 })
    const lateNarrow = coupon('lateNarrow', { expireTime: T0 + 1, couponUseLimitVO: { showIds: ['SH1'] } })
    expect(pick([lateNarrow, earlyOpen])).toBe('earlyOpen')
  })

  it('a full tie: the one listed first', () => {
    expect(pick([coupon('first'), coupon('second')])).toBe('first')
  })

  it('among exchange coupons the same tie-breaks apply', () => {
    expect(
      pick([
        coupon('e1', { couponType: 'EXCHANGE', discountAmount: 80, expireTime: T0 + 5 }),
        coupon('e2', { couponType: 'EXCHANGE', discountAmount: 80, expireTime: T0 }),
      ]),
    ).toBe('e2')
  })

  it('nothing usable, or an empty list: no pick', () => {
    expect(pick([])).toBeUndefined()
    expect(pick([coupon('a', { couponStatus: 3 }), coupon('b', { usable: false })])).toBeUndefined()
  })
})

describe('auto-pick when the shop says autoChooseBestCoupon', () => {
  const list = [coupon('small', { discountAmount: 5 }), coupon('big', { discountAmount: 50 })]
  it('on: the best one; off: none', () => {
    expect(initialCouponId(list, true)).toBe('big')
    expect(initialCouponId(list, false)).toBeNull()
    expect(initialCouponId(list, undefined)).toBeNull()
    expect(initialCouponId([], true)).toBeNull()
  })
})
