import { cashierMode, defaultPaymentOption } from '@/domain/purchase/payment'

const option = (paymentProduct: string, isCheck = false) => ({ paymentProduct, isCheck, displayName: paymentProduct })

describe('the default payment choice (spec section 4)', () => {
  const options = [option('WEIXIN_H5'), option('ALIPAY_WAP'), option('UNIONPAY_WAP')]

  it('1. the option marked checked, over everything else', () => {
    const list = [option('WEIXIN_H5'), option('ALIPAY_WAP', true), option('UNIONPAY_WAP')]
    expect(defaultPaymentOption(list, 'UNIONPAY_WAP', 'WEIXIN_H5')).toEqual({ option: list[1], reason: 'checked' })
  })

  it("2. else the one matching the platform's product, over the last used", () => {
    expect(defaultPaymentOption(options, 'UNIONPAY_WAP', 'ALIPAY_WAP')).toEqual({ option: options[2], reason: 'platform' })
  })

  it('3. else the last used (remembered locally)', () => {
    expect(defaultPaymentOption(options, 'WEIXIN_MINI', 'ALIPAY_WAP')).toEqual({ option: options[1], reason: 'lastUsed' })
    expect(defaultPaymentOption(options, undefined, 'ALIPAY_WAP')).toEqual({ option: options[1], reason: 'lastUsed' })
  })

  it('4. else the first', () => {
    expect(defaultPaymentOption(options, 'WEIXIN_MINI', 'MPAY')).toEqual({ option: options[0], reason: 'first' })
    expect(defaultPaymentOption(options, null, null)).toEqual({ option: options[0], reason: 'first' })
  })

  it('no options: no choice', () => {
    expect(defaultPaymentOption([], 'WEIXIN_H5', 'WEIXIN_H5')).toBeUndefined()
  })

  it('one option pays directly, several show the cashier list', () => {
    expect(cashierMode([])).toBe('none')
    expect(cashierMode([option('WEIXIN_MINI')])).toBe('direct')
    expect(cashierMode(options)).toBe('list')
  })
})
