import { captchaStep, isCaptchaTokenValid, isCaptchaWindowOpen, requiredCaptcha } from '@/domain/purchase/captcha'

const NOW = 1_750_000_000_000
const windowOf = (types: string[]) => ({ startTime: NOW - 1000, endTime: NOW + 1000, types })

describe('the captcha switch: during its window only (spec section 3)', () => {
  it('open from startTime (included) to endTime (excluded)', () => {
    const captcha = { startTime: NOW, endTime: NOW + 10, types: ['SLIDER'] }
    expect(isCaptchaWindowOpen(captcha, NOW - 1)).toBe(false)
    expect(isCaptchaWindowOpen(captcha, NOW)).toBe(true)
    expect(isCaptchaWindowOpen(captcha, NOW + 9)).toBe(true)
    expect(isCaptchaWindowOpen(captcha, NOW + 10)).toBe(false)
    expect(isCaptchaWindowOpen(null, NOW)).toBe(false)
  })

  it('a slide captcha when the first type is a slide one, else an image captcha', () => {
    expect(requiredCaptcha(windowOf(['SLIDER', 'CLICK_WORDS']), NOW)).toBe('slide')
    expect(requiredCaptcha(windowOf(['slider']), NOW)).toBe('slide')
    expect(requiredCaptcha(windowOf(['CLICK_WORDS', 'SLIDER']), NOW)).toBe('image')
    expect(requiredCaptcha(windowOf(['IMAGE']), NOW)).toBe('image')
    expect(requiredCaptcha(windowOf([]), NOW)).toBe('image')
  })

  it('none outside the window or without a switch', () => {
    expect(requiredCaptcha({ startTime: NOW + 1, endTime: NOW + 5, types: ['SLIDER'] }, NOW)).toBeUndefined()
    expect(requiredCaptcha(undefined, NOW)).toBeUndefined()
  })
})

describe('captcha tokens: valid only while their expiry is ahead (spec section 5)', () => {
  it('1 ms before the expiry: valid; at it and after: not', () => {
    expect(isCaptchaTokenValid({ token: 't', expireTime: NOW + 1 }, NOW)).toBe(true)
    expect(isCaptchaTokenValid({ token: 't', expireTime: NOW }, NOW)).toBe(false)
    expect(isCaptchaTokenValid({ token: 't', expireTime: NOW - 1 }, NOW)).toBe(false)
  })

  it('no token, or an empty one, is not valid', () => {
    expect(isCaptchaTokenValid(null, NOW)).toBe(false)
    expect(isCaptchaTokenValid({ token: '', expireTime: NOW + 5000 }, NOW)).toBe(false)
  })

  it('buying asks for the captcha in the window unless a valid token is in hand', () => {
    const captcha = windowOf(['SLIDER'])
    expect(captchaStep(captcha, null, NOW)).toEqual({ ask: true, kind: 'slide' })
    expect(captchaStep(captcha, { token: 'ok', expireTime: NOW + 1 }, NOW)).toEqual({ ask: false, token: 'ok' })
    expect(captchaStep(captcha, { token: 'old', expireTime: NOW }, NOW)).toEqual({ ask: true, kind: 'slide' })
    expect(captchaStep(null, null, NOW)).toEqual({ ask: false })
  })
})
