import {
  afterSupportInfo,
  couponBizKey,
  couponPages,
  couponTypeKey,
  couponUseAction,
  couponValue,
  isExchangeCode,
  normalizeExchangeCode,
  secondsUntil,
  stampOfReceiveState,
  stampOfStatus,
} from '@/domain/coupons'
import enUS from '@/i18n/locales/coupons/en-US.json'

const cash = { couponType: 'REDUCTION', amount: 50, discount: null, currency: 'CNY' }

describe('a coupon value as the buyer reads it (spec s3, s5)', () => {
  it('shows every cash type as money without 00 cents, large at 1000 or more', () => {
    for (const couponType of [
      'REDUCTION',
      'CASH',
      'MULTI_USER_RANDOM_CASH',
      'EXPIRY_COMPENSATION_CASH',
      'MULTI_USER_FIXED_CASH',
    ]) {
      expect(couponValue({ ...cash, couponType })).toEqual({ kind: 'money', text: '¥50', large: false })
    }
    expect(couponValue({ ...cash, amount: 999.99 })).toEqual({ kind: 'money', text: '¥999.99', large: false })
    expect(couponValue({ ...cash, amount: 1000 })).toEqual({ kind: 'money', text: '¥1000', large: true })
    expect(couponValue({ ...cash, amount: 60, currency: 'MOP' })).toEqual({ kind: 'money', text: 'MOP$60', large: false })
  })

  it('shows a discount coupon as its tag (0.85 -> 8.5折, 15% off) and an exchange coupon as a ticket', () => {
    expect(couponValue({ ...cash, couponType: 'DISCOUNT', discount: 0.85 })).toEqual({ kind: 'rate', tag: '8.5', percentOff: 15 })
    expect(couponValue({ ...cash, couponType: 'FULL_DISCOUNT', discount: 0.9 })).toEqual({
      kind: 'rate',
      tag: '9.0',
      percentOff: 10,
    })
    expect(couponValue({ ...cash, couponType: 'EXCHANGE', amount: 0 })).toEqual({ kind: 'exchange' })
  })

  it('names every type of s3 and every biz type in words (an unknown one generically)', () => {
    const types = [
      'REDUCTION',
      'CASH',
      'MULTI_USER_RANDOM_CASH',
      'EXPIRY_COMPENSATION_CASH',
      'MULTI_USER_FIXED_CASH',
      'DISCOUNT',
      'EXCHANGE',
      'FULL_DISCOUNT',
    ]
    const keys = types.map(couponTypeKey)
    expect(new Set(keys).size).toBe(types.length)
    for (const key of keys) expect(enUS.type).toHaveProperty(key.replace('coupons.type.', ''))
    expect(couponTypeKey('NEW_KIND')).toBe('coupons.type.OTHER')
    expect(['SHOW', 'ITEM', 'PRIVILEGE_CARD', 'PARKING_FEE'].map((biz) => couponBizKey([biz]))).toEqual([
      'coupons.biz.SHOW',
      'coupons.biz.ITEM',
      'coupons.biz.PRIVILEGE_CARD',
      'coupons.biz.PARKING_FEE',
    ])
  })
})

describe('stamps (spec s4)', () => {
  it('stamps used (and held by an unpaid order), expired and refunding; an available coupon has none', () => {
    expect(['AVAILABLE', 'USED', 'PENDING', 'EXPIRED', 'REFUNDING'].map(stampOfStatus)).toEqual([
      undefined,
      'USED',
      'USED',
      'EXPIRED',
      'REFUNDING',
    ])
  })

  it('in receive mode, a claim button while claimable, else the stamp', () => {
    expect(['CLAIMABLE', 'RECEIVED', 'USED', 'EXPIRED', 'REFUNDING', 'SOLD_OUT'].map(stampOfReceiveState)).toEqual([
      undefined,
      'RECEIVED',
      'USED',
      'EXPIRED',
      'REFUNDING',
      'SOLD_OUT',
    ])
  })
})

describe('using a coupon (spec s4)', () => {
  it('sends a parking coupon to parking payment, an offline one to its code, the rest to support info', () => {
    expect(couponUseAction({ couponBizTypes: ['PARKING_FEE'], useWay: 'ONLINE' })).toBe('parking')
    expect(couponUseAction({ couponBizTypes: ['PARKING_FEE'], useWay: 'OFFLINE' })).toBe('parking')
    expect(couponUseAction({ couponBizTypes: ['SHOW'], useWay: 'OFFLINE' })).toBe('verifyCode')
    expect(couponUseAction({ couponBizTypes: ['SHOW'], useWay: 'ONLINE' })).toBe('supportInfo')
    expect(afterSupportInfo({ supportUse: true })).toBe('exchangePopup')
    expect(afterSupportInfo({ supportUse: false })).toBe('couponShows')
  })

  it('counts the verification code down in whole seconds, never below 0', () => {
    expect(secondsUntil(10_000, 0)).toBe(10)
    expect(secondsUntil(10_000, 9_001)).toBe(1)
    expect(secondsUntil(10_000, 12_000)).toBe(0)
  })
})

describe('the coupon route switch (D21)', () => {
  it('opens coupon-self-list with CHANGE_VOUCHER_ROUTER, the classic coupons without', () => {
    expect(couponPages(true).mine).toBe('couponSelfList')
    expect(couponPages(false).mine).toBe('coupons')
  })
})

describe('exchange codes', () => {
  it('takes 4-32 letters, digits, _ or -, spaces dropped and upper-cased', () => {
    expect(normalizeExchangeCode(' light art2 ')).toBe('LIGHTART2')
    expect(isExchangeCode('LIGHTART2')).toBe(true)
    expect(isExchangeCode('AB1')).toBe(false)
    expect(isExchangeCode('A'.repeat(33))).toBe(false)
    expect(isExchangeCode('优惠码1234')).toBe(false)
  })
})
