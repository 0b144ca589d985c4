import { act, renderHook } from '@testing-library/react'
import { Provider, createStore } from 'jotai'
import type { ReactNode } from 'react'
import * as oauth from '@/api/oauth'
import { resetNavigationState } from '@/navigation/navigate'
import { useMiniLogin } from '@/package-user/components/mini-login/use-mini-login'
import { usePartnerLogin } from '@/package-user/components/auth-landing/use-auth-landing'
import { platform } from '@/platform'
import { accessTokenAtom, isLoggedInAtom } from '@/state/session'
import { navigateBack, reLaunch, taroMock } from '../__mocks__/tarojs-taro'
import { loginData } from '../fixtures/accounts'
import { businessError as business } from '../fixtures/http'

jest.mock('@/api/oauth', () => ({
  ...jest.requireActual('@/api/oauth'),
  miniLogin: jest.fn(),
  miniBindPhone: jest.fn(),
  channelLogin: jest.fn(),
  fetchChannelPartner: jest.fn(),
}))
const api = oauth as jest.Mocked<typeof oauth>
const LOGIN = loginData({ bizUserId: 'u1', accessToken: 'a1', refreshToken: 'r1', countryCode: '86', cellphone: '13700005555' })

let store: ReturnType<typeof createStore>
const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>

beforeEach(() => {
  taroMock.reset()
  taroMock.setStack(3)
  resetNavigationState()
  store = createStore()
  jest.clearAllMocks()
})

describe('mini-program one-tap login and phone binding', () => {
  // The unit tests run the H5 build: stand in the mini-program's calls.
  let ensure: jest.SpyInstance
  let login: jest.SpyInstance
  let bindPhone: jest.SpyInstance
  beforeEach(() => {
    ensure = jest.spyOn(platform, 'ensure').mockResolvedValue()
    login = jest.spyOn(platform, 'login').mockResolvedValue('device-1')
    bindPhone = jest.spyOn(platform, 'bindPhone').mockResolvedValue({ loginCode: 'device-2', code: 'sandbox-phone-13700005555' })
  })
  afterEach(() => {
    ensure.mockRestore()
    login.mockRestore()
    bindPhone.mockRestore()
  })

  it('a linked account logs in with one tap and goes back', async () => {
    api.miniLogin.mockResolvedValue({ bound: true, ...LOGIN })
    const { result } = renderHook(() => useMiniLogin(), { wrapper })
    await act(() => result.current.oneTap())
    expect(api.miniLogin).toHaveBeenCalledWith(expect.any(String), 'device-1')
    expect(store.get(isLoggedInAtom)).toBe(true)
    expect(store.get(accessTokenAtom)).toBe('a1')
    expect(navigateBack).toHaveBeenCalledWith({ delta: 1 })
  })

  it('a new user is asked for the phone button; its number logs in', async () => {
    api.miniLogin.mockResolvedValue({ bound: false })
    api.miniBindPhone.mockResolvedValue(LOGIN)
    const { result } = renderHook(() => useMiniLogin(), { wrapper })
    await act(() => result.current.oneTap())
    expect(result.current.step).toBe('needsPhone')
    expect(store.get(isLoggedInAtom)).toBe(false)
    await act(() => result.current.bindPhone({ errMsg: 'getPhoneNumber:ok', code: 'sandbox-phone-13700005555' }))
    expect(bindPhone).toHaveBeenCalledWith({ errMsg: 'getPhoneNumber:ok', code: 'sandbox-phone-13700005555' })
    expect(api.miniBindPhone).toHaveBeenCalledWith(expect.any(String), {
      loginCode: 'device-2',
      code: 'sandbox-phone-13700005555',
    })
    expect(store.get(isLoggedInAtom)).toBe(true)
  })

  it('a refused phone number keeps the user on the phone step with the reason', async () => {
    api.miniLogin.mockResolvedValue({ bound: false })
    const { result } = renderHook(() => useMiniLogin(), { wrapper })
    await act(() => result.current.oneTap())
    bindPhone.mockRejectedValueOnce(new (jest.requireActual('@/platform').PlatformError)('platform.phone.bindDenied'))
    await act(() => result.current.bindPhone({ errMsg: 'getPhoneNumber:fail user deny' }))
    expect(result.current.step).toBe('needsPhone')
    expect(result.current.error).toEqual({ key: 'platform.phone.bindDenied' })
    expect(api.miniBindPhone).not.toHaveBeenCalled()
    expect(store.get(isLoggedInAtom)).toBe(false)
  })

  it('shows the gateway’s words when it refuses, and ignores taps while logging in', async () => {
    let answer!: (value: oauth.MiniLoginAnswer) => void
    api.miniLogin.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)))
    const { result } = renderHook(() => useMiniLogin(), { wrapper })
    let first!: Promise<void>
    act(() => {
      first = result.current.oneTap()
    })
    await act(async () => undefined)
    await act(() => result.current.oneTap())
    expect(api.miniLogin).toHaveBeenCalledTimes(1)
    await act(async () => {
      answer({ bound: false })
      await first
    })
    expect(result.current.step).toBe('needsPhone')
    api.miniBindPhone.mockRejectedValueOnce(business(15013008, 'WeChat refused the code'))
    await act(() => result.current.bindPhone({ code: 'x' }))
    expect(result.current.error).toEqual({ text: 'WeChat refused the code' })
  })
})

describe('partner login (channel-login, bsauth)', () => {
  it('logs in with the partner’s code and goes back', async () => {
    api.channelLogin.mockResolvedValue(LOGIN)
    const params = { channelCode: 'SANDBOXBANK', authCode: 'cc_1' }
    const { result } = renderHook(() => usePartnerLogin(params), { wrapper })
    await act(async () => undefined)
    expect(api.channelLogin).toHaveBeenCalledWith('SANDBOXBANK', 'cc_1')
    expect(result.current.state).toEqual({ kind: 'done' })
    expect(store.get(isLoggedInAtom)).toBe(true)
  })

  it('without a code names the partner and offers its authorisation', async () => {
    api.fetchChannelPartner.mockResolvedValue({
      channelCode: 'SANDBOXBANK',
      name: '沙盒银行',
      authorizeUrl: '/dev/channel/authorize?channelCode=SANDBOXBANK',
    })
    const params = { channelCode: 'SANDBOXBANK' }
    const { result } = renderHook(() => usePartnerLogin(params), { wrapper })
    await act(async () => undefined)
    expect(result.current.state).toEqual({ kind: 'choose', partner: expect.objectContaining({ name: '沙盒银行' }) })
    expect(api.channelLogin).not.toHaveBeenCalled()
  })

  it('without the marker says so, and never calls the gateway', async () => {
    const params = {}
    const { result } = renderHook(() => usePartnerLogin(params), { wrapper })
    await act(async () => undefined)
    expect(result.current.state).toEqual({ kind: 'failed', message: { key: 'oauth.channel.noMarker' } })
    expect(result.current.hasMarker).toBe(false)
    expect(api.channelLogin).not.toHaveBeenCalled()
    expect(reLaunch).not.toHaveBeenCalled()
  })

  it('a refused code shows the gateway’s reason and stays logged out', async () => {
    api.channelLogin.mockRejectedValue(
      business(15013008, 'The partner authorisation is invalid or has expired, please try again'),
    )
    const params = { channelCode: 'SANDBOXBANK', authCode: 'cc_used' }
    const { result } = renderHook(() => usePartnerLogin(params), { wrapper })
    await act(async () => undefined)
    expect(result.current.state).toEqual({
      kind: 'failed',
      message: { text: 'The partner authorisation is invalid or has expired, please try again' },
    })
    expect(store.get(isLoggedInAtom)).toBe(false)
  })
})
