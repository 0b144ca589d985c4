/** The platform layer's errors carry a locale key; the message is translated (src/platform/errors.ts). */
import { i18n, translator } from '@/i18n'
import { MESSAGES } from '@/platform/constants'
import { PaymentError, PlatformError, UnsupportedError, isPlatformError } from '@/platform/errors'

describe('PlatformError', () => {
  afterEach(() => i18n.changeLanguage('zh-CN'))

  it('is an Error with a key, its translated message and the platform answer', () => {
    const cause = { errMsg: 'getLocation:fail auth deny' }
    const error = new PlatformError(MESSAGES.locationDenied, { cause })
    expect(error).toBeInstanceOf(Error)
    expect(isPlatformError(error)).toBe(true)
    expect(isPlatformError(new Error('x'))).toBe(false)
    expect(error).toMatchObject({
      key: 'platform.location.denied',
      message: '获取定位授权失败',
      detail: cause,
      name: 'PlatformError',
    })
  })

  it('translates in the language asked for, and in i18n’s current one', async () => {
    const error = new PlatformError(MESSAGES.locationDenied)
    expect(error.text(translator('zh-MO'))).toBe('獲取定位授權失敗')
    expect(error.text(translator('en-US'))).toBe('Failed to get location authorisation')
    await i18n.changeLanguage('en-US')
    expect(new PlatformError(MESSAGES.webImagesOnly).message).toBe('Only images can be chosen on the web')
  })

  it('UnsupportedError names the capability and its key', () => {
    const error = new UnsupportedError('emailBinding')
    expect(error).toBeInstanceOf(PlatformError)
    expect(error).toMatchObject({ capability: 'emailBinding', key: 'platform.unsupported.h5', name: 'UnsupportedError' })
    expect(error.text(translator('en-US'))).toBe('h5 not support')
  })

  it('PaymentError carries orderId and statusCode; a cancel has an empty message in every language', () => {
    const failed = new PaymentError(MESSAGES.payFailed, { orderId: 'O1', statusCode: '4000' })
    expect(failed).toMatchObject({ orderId: 'O1', statusCode: '4000', cancelled: false, message: '支付失败' })
    const cancelled = PaymentError.cancelled('O1', '6001')
    expect(cancelled).toMatchObject({ orderId: 'O1', statusCode: '6001', cancelled: true, message: '' })
    for (const locale of ['zh-CN', 'zh-MO', 'en-US'] as const) expect(cancelled.text(translator(locale))).toBe('')
  })
})
