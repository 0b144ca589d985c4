import { act, renderHook } from '@testing-library/react'
import { Provider, createStore } from 'jotai'
import type { ReactNode } from 'react'
import * as user from '@/api/user'
import { resetNavigationState } from '@/navigation/navigate'
import { usePhoneLogin } from '@/package-user/components/phone-login/use-phone-login'
import { isLoggedInAtom } from '@/state/session'
import { shopConfigAtom } from '@/state/shop'
import { taroMock } from '../__mocks__/tarojs-taro'
import { loginData } from '../fixtures/accounts'
import { businessError as business } from '../fixtures/http'

jest.mock('@/api/user', () => ({
  ...jest.requireActual('@/api/user'),
  createCaptcha: jest.fn(),
  sendLoginCode: jest.fn(),
  loginByPhone: jest.fn(),
}))
const api = user as jest.Mocked<typeof user>

let store: ReturnType<typeof createStore>
const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>

async function setUp() {
  const hook = renderHook(() => usePhoneLogin(), { wrapper })
  await act(async () => undefined) // the first captcha
  return hook
}

async function fill(result: { current: ReturnType<typeof usePhoneLogin> }, phone: string, captcha = 'ab12') {
  act(() => result.current.setPhone(phone))
  act(() => result.current.setCaptchaAnswer(captcha))
}

beforeEach(() => {
  jest.useFakeTimers()
  taroMock.reset()
  resetNavigationState()
  store = createStore()
  let n = 0
  api.createCaptcha.mockImplementation(async () => ({ captchaId: `c${++n}`, image: 'data:image/svg+xml;base64,' }))
  api.sendLoginCode.mockResolvedValue({ resendAfterSeconds: 60 })
  api.loginByPhone.mockResolvedValue(loginData({ bizUserId: 'u1', accessToken: 'a', refreshToken: 'r', countryCode: '86' }))
})
afterEach(() => jest.useRealTimers())

describe('phone login form (spec section 5)', () => {
  it('asks for the code once per burst of taps, 500 ms after the last', async () => {
    const { result } = await setUp()
    await fill(result, '13800138000')
    act(() => result.current.requestCode())
    act(() => jest.advanceTimersByTime(300))
    act(() => result.current.requestCode())
    act(() => jest.advanceTimersByTime(499))
    expect(api.sendLoginCode).not.toHaveBeenCalled()
    await act(async () => jest.advanceTimersByTime(1))
    expect(api.sendLoginCode).toHaveBeenCalledTimes(1)
    expect(api.sendLoginCode).toHaveBeenCalledWith({
      cellphone: '13800138000',
      countryCode: '86',
      captchaId: 'c1',
      captchaCode: 'ab12',
    })
  })

  it('counts down 60 s, ignores taps meanwhile, then offers to send again with a new captcha', async () => {
    const { result } = await setUp()
    await fill(result, '13800138000')
    act(() => result.current.requestCode())
    await act(async () => jest.advanceTimersByTime(500))
    expect(result.current.secondsLeft).toBe(60)
    expect(result.current.captcha?.captchaId).toBe('c2')
    act(() => result.current.requestCode())
    await act(async () => jest.advanceTimersByTime(500))
    expect(api.sendLoginCode).toHaveBeenCalledTimes(1)
    for (let i = 0; i < 60; i++) act(() => jest.advanceTimersByTime(1000))
    expect(result.current.secondsLeft).toBe(0)
    expect(result.current.sent).toBe(true)
  })

  it('needs a valid number, an allowed area and the image code before sending', async () => {
    const { result } = await setUp()
    await fill(result, '2380013800')
    act(() => result.current.requestCode())
    await act(async () => jest.advanceTimersByTime(500))
    expect(result.current.error).toEqual({ key: 'login.errors.phone' })

    act(() => store.set(shopConfigAtom, { merchantId: '1', supportLoginAreas: [{ code: '853' }] }))
    await fill(result, '66123456', '')
    act(() => result.current.requestCode())
    await act(async () => jest.advanceTimersByTime(500))
    expect(result.current.error).toEqual({ key: 'login.errors.captcha' })
    expect(api.sendLoginCode).not.toHaveBeenCalled()
  })

  it('offers the shop’s login areas and sends with the one chosen', async () => {
    store.set(shopConfigAtom, { merchantId: '1', supportLoginAreas: [{ code: '853' }] })
    const { result } = await setUp()
    expect(result.current.area.code).toBe('853')
    act(() => store.set(shopConfigAtom, { merchantId: '1', supportLoginAreas: [{ code: '853' }, { code: '852' }] }))
    act(() => result.current.setAreaIndex(1))
    act(() =>
      store.set(shopConfigAtom, { merchantId: '1', supportLoginAreas: [{ code: '853' }, { code: '852' }], supportLanguages: [] }),
    )
    await fill(result, '61234567')
    act(() => result.current.requestCode())
    await act(async () => jest.advanceTimersByTime(500))
    expect(api.sendLoginCode).toHaveBeenCalledWith(expect.objectContaining({ countryCode: '852' }))
  })

  it('says when the gateway does not allow the number’s area', async () => {
    api.sendLoginCode.mockRejectedValueOnce(business(user.ACCOUNT_CODES.areaNotSupported, 'not supported'))
    const { result } = await setUp()
    await fill(result, '13800138000')
    act(() => result.current.requestCode())
    await act(async () => jest.advanceTimersByTime(500))
    expect(result.current.error).toEqual({ key: 'login.errors.areaNotSupported' })
  })

  it('shows a wrong image code and takes a new image', async () => {
    api.sendLoginCode.mockRejectedValueOnce(business(user.ACCOUNT_CODES.captchaWrong, 'Incorrect image verification code'))
    const { result } = await setUp()
    await fill(result, '13800138000')
    act(() => result.current.requestCode())
    await act(async () => jest.advanceTimersByTime(500))
    expect(result.current.error).toEqual({ key: 'login.errors.captchaWrong' })
    expect(result.current.captcha?.captchaId).toBe('c2')
    expect(result.current.captchaAnswer).toBe('')
  })

  it('ignores confirm while the code is empty or short, and while a login is on its way', async () => {
    let finish: (value: Awaited<ReturnType<typeof user.loginByPhone>>) => void = () => undefined
    api.loginByPhone.mockImplementation(() => new Promise((resolve) => (finish = resolve)))
    const { result } = await setUp()
    await fill(result, '13800138000')
    await act(async () => result.current.submit())
    act(() => result.current.setCode('12345'))
    await act(async () => result.current.submit())
    expect(api.loginByPhone).not.toHaveBeenCalled()
    act(() => result.current.setCode('123456'))
    act(() => void result.current.submit())
    act(() => void result.current.submit())
    expect(api.loginByPhone).toHaveBeenCalledTimes(1)
    await act(async () => finish(loginData({ bizUserId: 'u1', accessToken: 'a', refreshToken: 'r' })))
    expect(store.get(isLoggedInAtom)).toBe(true)
  })

  it('says 验证码错误 for a wrong code and stays logged out', async () => {
    api.loginByPhone.mockRejectedValueOnce(business(user.ACCOUNT_CODES.verifyCodeWrong, 'Incorrect verification code'))
    const { result } = await setUp()
    await fill(result, '13800138000')
    act(() => result.current.setCode('000000'))
    await act(async () => result.current.submit())
    expect(result.current.error).toEqual({ key: 'login.errors.codeWrong' })
    expect(store.get(isLoggedInAtom)).toBe(false)
  })
})
