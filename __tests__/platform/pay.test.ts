/**
 * `pay` on every target (issue 5 item 6; spec section 8): the route from the gateway's answer,
 * each platform's native payment and its parameters, WeChat JSAPI in WXH5, the bank app's form
 * post, web-view and redirect products, the silent cancel and the errors' orderId/statusCode.
 */
import { pay as ttPay, requestPayment, taroMock, tradePay } from '../__mocks__/tarojs-taro'
import { translator } from '@/i18n'
import { alipayCompressLevel } from '@/platform/alipay'
import { MESSAGES, WECHAT_PAY_PARAMS } from '@/platform/constants'
import { PaymentError } from '@/platform/errors'
import { createH5Platform } from '@/platform/h5'
import { payRoute, wechatPayParams } from '@/platform/pay'
import type { PayRequest } from '@/platform/types'
import type { WeixinBridge } from '@/platform/web-host'
import { MINI_FACTORIES, UA, fakeHost, rejectionOf, webPlatform } from './helpers'

afterEach(() => taroMock.reset())

const WECHAT_MAP = {
  appId: 'wxsandbox000000000',
  timeStamp: '1700000000',
  nonceStr: 'abc123',
  package: 'prepay_id=P1',
  signType: 'HMAC-SHA256',
  paySign: 'SIGN',
}
const wechat: PayRequest = { paymentProduct: 'WEIXIN_MINI', orderId: 'O1', paymentInfoMap: { ...WECHAT_MAP, extra: 'ignored' } }
const bank: PayRequest = {
  paymentProduct: 'CMB_PAY',
  orderId: 'O2',
  paymentInfo: { jsonRequestData: '{"paymentId":"P2"}', gatewayUrl: 'https://bank.example/pay' },
}
const web = (paymentProduct: string, normalUrl: string | null = `https://pay.example/${paymentProduct}`): PayRequest => ({
  paymentProduct,
  orderId: 'O3',
  normalUrl,
})

describe('payRoute', () => {
  it.each(['ALLIN_JFQ_PAY', 'ICBC_PAY', 'ALIPAY_HK_WAP', 'ALIPAY_HK_WEB'])('%s opens in a web view', (product) => {
    expect(payRoute(web(product))).toBe('webView')
  })

  it.each(['UNIONPAY_WAP', 'SAND_QUICK', 'WEIXIN_H5', 'ALIPAY_WAP', 'MPAY'])('%s redirects to normalUrl', (product) => {
    expect(payRoute(web(product))).toBe('redirect')
  })

  it('is the bank form with paymentInfo, the native payment with paymentInfoMap', () => {
    expect(payRoute(bank)).toBe('bankForm')
    expect(payRoute(wechat)).toBe('native')
  })

  it('is empty when there is nothing to pay with', () => {
    expect(payRoute({ paymentProduct: 'WEIXIN_MINI', paymentInfoMap: {} })).toBe('empty')
    expect(payRoute({ paymentProduct: 'X', paymentInfoMap: null, paymentInfo: null, normalUrl: null })).toBe('empty')
    expect(payRoute(web('ICBC_PAY', null))).toBe('empty')
    expect(payRoute(web('UNIONPAY_WAP', ''))).toBe('empty')
  })
})

describe('wechatPayParams', () => {
  it('is exactly the six WeChat parameters', () => {
    expect(Object.keys(wechatPayParams(wechat.paymentInfoMap) ?? {}).sort()).toEqual(
      ['appId', 'timeStamp', 'nonceStr', 'package', 'signType', 'paySign'].sort(),
    )
    expect(WECHAT_PAY_PARAMS).toHaveLength(6)
  })

  it.each(['appId', 'timeStamp', 'nonceStr', 'package', 'signType', 'paySign'])('is undefined without %s', (key) => {
    expect(wechatPayParams({ ...WECHAT_MAP, [key]: '' })).toBeUndefined()
  })
})

describe('weapp: wx.requestPayment', () => {
  const platform = MINI_FACTORIES.weapp()

  it('pays with the WeChat parameters', async () => {
    await expect(platform.pay(wechat)).resolves.toEqual({ kind: 'paid' })
    expect(requestPayment).toHaveBeenCalledTimes(1)
    expect(requestPayment.mock.calls[0]?.[0]).toMatchObject(WECHAT_MAP)
    expect(requestPayment.mock.calls[0]?.[0]).not.toHaveProperty('extra')
  })

  it('a cancel rejects with a silent PaymentError: empty message (spec section 8)', async () => {
    requestPayment.mockRejectedValueOnce({ errMsg: 'requestPayment:fail cancel' })
    const error = await rejectionOf(platform.pay(wechat))
    expect(error).toBeInstanceOf(PaymentError)
    expect(error).toMatchObject({ cancelled: true, message: '', orderId: 'O1', key: MESSAGES.payCancelled })
    expect((error as unknown as PaymentError).text(translator('en-US'))).toBe('')
  })

  it('a failure rejects with Payment failed, the orderId and the provider status', async () => {
    requestPayment.mockRejectedValueOnce({ errMsg: 'requestPayment:fail system error', errCode: -1 })
    const error = await rejectionOf(platform.pay(wechat))
    expect(error).toMatchObject({ cancelled: false, key: MESSAGES.payFailed, orderId: 'O1', statusCode: -1 })
    expect(error.message).toBe('支付失败')
    expect((error as unknown as PaymentError).text(translator('en-US'))).toBe('Payment failed')
  })

  it('fails without calling WeChat when a parameter is missing or the pay info is empty', async () => {
    await expect(platform.pay({ ...wechat, paymentInfoMap: { ...WECHAT_MAP, paySign: '' } })).rejects.toMatchObject({
      key: MESSAGES.payFailed,
      orderId: 'O1',
    })
    await expect(platform.pay({ paymentProduct: 'WEIXIN_MINI', orderId: 'O9' })).rejects.toMatchObject({
      key: MESSAGES.payFailed,
      orderId: 'O9',
    })
    expect(requestPayment).not.toHaveBeenCalled()
  })

  it('opens web-view and web products in the web view; refuses the bank form', async () => {
    await expect(platform.pay(web('ICBC_PAY'))).resolves.toEqual({ kind: 'webView', url: 'https://pay.example/ICBC_PAY' })
    await expect(platform.pay(web('UNIONPAY_WAP'))).resolves.toEqual({
      kind: 'webView',
      url: 'https://pay.example/UNIONPAY_WAP',
    })
    await expect(platform.pay(bank)).rejects.toMatchObject({ key: MESSAGES.payUnsupported, orderId: 'O2' })
  })
})

describe('alipay: my.tradePay', () => {
  const platform = MINI_FACTORIES.alipay()
  const request: PayRequest = { paymentProduct: 'ALIPAY_MINI', orderId: 'A1', paymentInfoMap: { tradeNO: 'T123' } }

  it('pays with the trade number: 9000 is paid', async () => {
    await expect(platform.pay(request)).resolves.toEqual({ kind: 'paid' })
    expect(tradePay.mock.calls[0]?.[0]).toMatchObject({ tradeNO: 'T123' })
  })

  it('takes orderStr when there is no trade number; reads Taro-typed response.resultCode too', async () => {
    tradePay.mockResolvedValueOnce({ response: { resultCode: '9000' } } as never)
    await expect(platform.pay({ ...request, paymentInfoMap: { orderStr: 'a=b' } })).resolves.toEqual({ kind: 'paid' })
    expect(tradePay.mock.calls[0]?.[0]).toMatchObject({ orderStr: 'a=b' })
  })

  it('8000 and 6004 are pending (check the order)', async () => {
    for (const resultCode of ['8000', '6004']) {
      tradePay.mockResolvedValueOnce({ resultCode })
      await expect(platform.pay(request)).resolves.toEqual({ kind: 'pending' })
    }
  })

  it('6001 is a silent cancel; 4000 a failure with its code', async () => {
    tradePay.mockResolvedValueOnce({ resultCode: '6001' })
    await expect(platform.pay(request)).rejects.toMatchObject({ cancelled: true, message: '', statusCode: '6001' })
    tradePay.mockResolvedValueOnce({ resultCode: '4000' })
    await expect(platform.pay(request)).rejects.toMatchObject({ cancelled: false, key: MESSAGES.payFailed, statusCode: '4000' })
  })

  it('fails without a trade number', async () => {
    await expect(platform.pay({ ...request, paymentInfoMap: { other: 'x' } })).rejects.toMatchObject({ key: MESSAGES.payFailed })
    expect(tradePay).not.toHaveBeenCalled()
  })

  it('compresses at the level matching quality 50 (my.compressImage has levels)', () => {
    expect(alipayCompressLevel(50)).toBe(1)
    expect([alipayCompressLevel(0), alipayCompressLevel(100)]).toEqual([0, 2])
  })
})

describe('tt: tt.pay', () => {
  const platform = MINI_FACTORIES.tt()
  const request: PayRequest = {
    paymentProduct: 'TT_PAY',
    orderId: 'T1',
    paymentInfoMap: { order_id: 'D1', order_token: 'TOKEN' },
  }

  it('opens the cashier (service 5) with the order', async () => {
    await expect(platform.pay(request)).resolves.toEqual({ kind: 'paid' })
    expect(ttPay.mock.calls[0]?.[0]).toMatchObject({ orderInfo: { order_id: 'D1', order_token: 'TOKEN' }, service: 5 })
  })

  it('takes orderInfo as JSON', async () => {
    await platform.pay({ ...request, paymentInfoMap: { orderInfo: '{"order_id":"D2","order_token":"T2"}' } })
    expect(ttPay.mock.calls[0]?.[0]).toMatchObject({ orderInfo: { order_id: 'D2', order_token: 'T2' } })
  })

  it('code 4 is a silent cancel, 9 pending, 2 a failure', async () => {
    ttPay.mockResolvedValueOnce({ code: 4 })
    await expect(platform.pay(request)).rejects.toMatchObject({ cancelled: true, message: '', orderId: 'T1' })
    ttPay.mockResolvedValueOnce({ code: 9 })
    await expect(platform.pay(request)).resolves.toEqual({ kind: 'pending' })
    ttPay.mockResolvedValueOnce({ code: 2 })
    await expect(platform.pay(request)).rejects.toMatchObject({ key: MESSAGES.payFailed, statusCode: 2 })
  })

  it('fails without an order', async () => {
    await expect(platform.pay({ ...request, paymentInfoMap: { order_id: 'D1' } })).rejects.toMatchObject({
      key: MESSAGES.payFailed,
    })
    expect(ttPay).not.toHaveBeenCalled()
  })
})

describe('xhs: requestPayment with the gateway parameters', () => {
  const platform = MINI_FACTORIES.xhs()

  it('passes paymentInfoMap as it is; a cancel is silent', async () => {
    await expect(platform.pay(wechat)).resolves.toEqual({ kind: 'paid' })
    expect(requestPayment.mock.calls[0]?.[0]).toMatchObject(wechat.paymentInfoMap ?? {})
    requestPayment.mockRejectedValueOnce({ errMsg: 'requestPayment:fail cancel' })
    await expect(platform.pay(wechat)).rejects.toMatchObject({ cancelled: true, message: '' })
  })
})

describe('h5', () => {
  function bridge(errMsg: string): WeixinBridge & { invoke: jest.Mock } {
    return { invoke: jest.fn((_name, _params, callback: (result: { err_msg: string }) => void) => callback({ err_msg: errMsg })) }
  }

  it('WXH5: WeixinJSBridge getBrandWCPayRequest with exactly the six parameters', async () => {
    const jsapi = bridge('get_brand_wcpay_request:ok')
    const platform = createH5Platform(fakeHost(UA.wechat, 375, jsapi))
    await expect(platform.pay({ ...wechat, paymentProduct: 'WEIXIN_JSAPI' })).resolves.toEqual({ kind: 'paid' })
    expect(jsapi.invoke).toHaveBeenCalledTimes(1)
    const [name, params] = jsapi.invoke.mock.calls[0] as [string, Record<string, string>]
    expect(name).toBe('getBrandWCPayRequest')
    expect(params).toEqual(WECHAT_MAP)
  })

  it('WXH5: a cancel is silent; a failure carries the orderId and err_msg', async () => {
    const cancelled = createH5Platform(fakeHost(UA.wechat, 375, bridge('get_brand_wcpay_request:cancel')))
    await expect(cancelled.pay(wechat)).rejects.toMatchObject({ cancelled: true, message: '', orderId: 'O1' })
    const failed = createH5Platform(fakeHost(UA.wechat, 375, bridge('get_brand_wcpay_request:fail')))
    await expect(failed.pay(wechat)).rejects.toMatchObject({
      key: MESSAGES.payFailed,
      orderId: 'O1',
      statusCode: 'get_brand_wcpay_request:fail',
    })
  })

  it('WXH5: fails when the bridge never gets ready', async () => {
    const platform = createH5Platform(fakeHost(UA.wechat, 375)) // no bridge
    await expect(platform.pay(wechat)).rejects.toMatchObject({ key: MESSAGES.payFailed, orderId: 'O1' })
  })

  it('refuses WeChat JSAPI parameters outside the WeChat browser', async () => {
    const jsapi = bridge('get_brand_wcpay_request:ok')
    const platform = createH5Platform(fakeHost(UA.android, 375, jsapi))
    await expect(platform.pay(wechat)).rejects.toMatchObject({ key: MESSAGES.payUnsupported })
    expect(jsapi.invoke).not.toHaveBeenCalled()
  })

  it('CMB: posts jsonRequestData to gatewayUrl', async () => {
    const { platform, host } = webPlatform('CMB')
    await expect(platform.pay(bank)).resolves.toEqual({ kind: 'redirected' })
    expect(host.postForm).toHaveBeenCalledWith('https://bank.example/pay', { jsonRequestData: '{"paymentId":"P2"}' })
    expect(host.redirect).not.toHaveBeenCalled()
  })

  it('CMB: 调用一网通支付失败 when the form cannot be posted or the info is incomplete', async () => {
    const { platform, host } = webPlatform('CMB')
    host.postForm.mockImplementationOnce(() => {
      throw new Error('no document')
    })
    const error = await rejectionOf(platform.pay(bank))
    expect(error).toMatchObject({ key: MESSAGES.payBankAppFailed, orderId: 'O2', message: '调用一网通支付失败' })
    await expect(
      platform.pay({ ...bank, paymentInfo: { jsonRequestData: '', gatewayUrl: 'https://bank.example/pay' } }),
    ).rejects.toMatchObject({
      key: MESSAGES.payBankAppFailed,
    })
  })

  it.each(['ALLIN_JFQ_PAY', 'ICBC_PAY', 'ALIPAY_HK_WAP', 'ALIPAY_HK_WEB'])(
    '%s: opens normalUrl in the web view',
    async (product) => {
      const { platform, host } = webPlatform('H5')
      await expect(platform.pay(web(product))).resolves.toEqual({ kind: 'webView', url: `https://pay.example/${product}` })
      expect(host.redirect).not.toHaveBeenCalled()
    },
  )

  it.each(['UNIONPAY_WAP', 'SAND_QUICK', 'WEIXIN_H5'])('%s: redirects to normalUrl', async (product) => {
    const { platform, host } = webPlatform('H5')
    await expect(platform.pay(web(product))).resolves.toEqual({ kind: 'redirected' })
    expect(host.redirect).toHaveBeenCalledWith(`https://pay.example/${product}`)
    expect(host.postForm).not.toHaveBeenCalled()
  })

  it('fails when the pay info is empty (spec section 8)', async () => {
    const { platform, host } = webPlatform('PC')
    await expect(platform.pay({ paymentProduct: 'UNIONPAY_WAP', orderId: 'O4', normalUrl: null })).rejects.toMatchObject({
      key: MESSAGES.payFailed,
      orderId: 'O4',
    })
    expect(host.redirect).not.toHaveBeenCalled()
  })
})
