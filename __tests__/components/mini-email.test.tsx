/**
 * E-mail pre-login and binding on mini-programs (issue 27; spec s5 "email pre-login and binding on
 * h5 reject 'h5 not support'"): the screen's states (the web's refusal, the one tap, the address,
 * the mailed code), what each refusal says and where, and that nothing typed is lost.
 */
import { act, fireEvent, renderHook, screen, waitFor } from '@testing-library/react'
import { Provider, createStore } from 'jotai'
import type { ReactNode } from 'react'
import * as emailApi from '@/api/email'
import * as oauth from '@/api/oauth'
import { feedback } from '@/components/feedback'
import { EMAIL_CODES } from '@/domain/email-account'
import type { ShopConfig } from '@/domain/shop-config'
import { resetNavigationState } from '@/navigation/navigate'
import { authoriseEmail } from '@/package-open-show/components/confirm'
import { LinkedAccountRows } from '@/package-user/components/account-list'
import { MiniEmail } from '@/package-user/components/email-account'
import { useMiniEmail } from '@/package-user/components/email-account/use-mini-email'
import { platform } from '@/platform'
import { accessTokenAtom, isLoggedInAtom } from '@/state/session'
import { navigateBack, navigateTo, taroMock } from '../__mocks__/tarojs-taro'
import { loginData } from '../fixtures/accounts'
import { nativeInput, renderWithState } from './render'
import { businessError as business } from '../fixtures/http'

jest.mock('@/api/email', () => ({
  ...jest.requireActual('@/api/email'),
  sendMiniEmailCode: jest.fn(),
  miniEmailLogin: jest.fn(),
  bindMiniEmail: jest.fn(),
}))
jest.mock('@/api/oauth', () => ({ ...jest.requireActual('@/api/oauth'), miniLogin: jest.fn() }))
const api = emailApi as jest.Mocked<typeof emailApi>
const oauthApi = oauth as jest.Mocked<typeof oauth>
const LOGIN = loginData({ bizUserId: 'u7', accessToken: 'a7', refreshToken: 'r7', email: 'fan@showtix.test', countryCode: '86' })

let store: ReturnType<typeof createStore>
const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>

beforeEach(() => {
  taroMock.reset()
  taroMock.setStack(3)
  resetNavigationState()
  store = createStore()
  jest.clearAllMocks()
  api.sendMiniEmailCode.mockResolvedValue({ resendAfterSeconds: 60 })
  api.miniEmailLogin.mockResolvedValue(LOGIN)
  api.bindMiniEmail.mockResolvedValue({ email: 'fan@showtix.test', emailActivated: true })
})

describe('on the web', () => {
  it("says 'h5 not support' and what to do instead, and asks for nothing", () => {
    const { container } = renderWithState(<MiniEmail mode='bind' />, { locale: 'en-US' })
    expect(container.querySelector('.mini-email--web')?.textContent).toContain('h5 not support')
    expect(container.textContent).toContain('Open the mini-program to bind an email to your account')
    expect(container.querySelector('input')).toBeNull()
    expect(api.sendMiniEmailCode).not.toHaveBeenCalled()
  })
})

describe("the profile's e-mail row", () => {
  it("on the web, a missing e-mail says 'h5 not support' and opens nothing", () => {
    const toast = jest.spyOn(feedback.presenter, 'toast').mockImplementation(() => undefined)
    const { container } = renderWithState(<LinkedAccountRows cellphone='13700001234' email={null} />, { locale: 'en-US' })
    fireEvent.click(container.querySelector('.account-list__row--email')!)
    expect(toast.mock.calls.map(([message]) => (message as { text: string }).text)).toEqual(['h5 not support'])
    expect(navigateTo).not.toHaveBeenCalled()
    toast.mockRestore()
  })

  it('on a mini-program, a missing or unactivated e-mail opens the binding; an activated one opens nothing', async () => {
    const supports = jest.spyOn(platform, 'supports').mockReturnValue(true)
    const missing = renderWithState(<LinkedAccountRows cellphone='13700001234' email={null} />, { locale: 'en-US' })
    fireEvent.click(missing.container.querySelector('.account-list__row--email')!)
    await waitFor(() => expect(navigateTo).toHaveBeenCalledTimes(1))
    expect(String(navigateTo.mock.calls[0]?.[0]?.url)).toMatch(/login-email\?bind=1$/)
    missing.unmount()
    const activated = renderWithState(<LinkedAccountRows email='fan@showtix.test' emailActivated />, { locale: 'en-US' })
    expect(activated.container.querySelector('.account-list__row--email')?.getAttribute('role')).toBeNull()
    activated.unmount()
    const pending = renderWithState(<LinkedAccountRows email='fan@showtix.test' emailActivated={false} />, { locale: 'en-US' })
    expect(pending.container.querySelector('.account-list__row--email')?.getAttribute('role')).toBe('button')
    supports.mockRestore()
  })
})

describe('on a mini-program', () => {
  let supports: jest.SpyInstance
  let kind: jest.SpyInstance
  let ensure: jest.SpyInstance
  let login: jest.SpyInstance
  let codes = 0
  beforeEach(() => {
    supports = jest.spyOn(platform, 'supports').mockReturnValue(true)
    kind = jest.spyOn(platform, 'platformType', 'get').mockReturnValue('MP_WEIXIN')
    ensure = jest.spyOn(platform, 'ensure').mockResolvedValue()
    login = jest.spyOn(platform, 'login').mockImplementation(async () => `device-${(codes += 1)}`)
  })
  afterEach(() => {
    for (const spy of [supports, kind, ensure, login]) spy.mockRestore()
  })

  it('an e-mail shop with quick login shows the one tap first; without it, the address at once (zh-MO)', () => {
    const quick = { merchantId: '10002', binaryValue: ['QUICK_LOGIN'] } as unknown as ShopConfig
    const first = renderWithState(<MiniEmail mode='login' />, { locale: 'zh-MO', shop: quick })
    expect(first.container.querySelector('.mini-email__one-tap')?.textContent).toBe('一鍵登入')
    expect(first.container.querySelector('input')).toBeNull()
    first.unmount()
    const plain = { merchantId: '10002', binaryValue: [] } as unknown as ShopConfig
    const second = renderWithState(<MiniEmail mode='login' onPassword={jest.fn()} />, { locale: 'zh-MO', shop: plain })
    expect(second.container.querySelector('.mini-email--email .email-account__title')?.textContent).toBe('郵箱登入')
    expect(second.container.querySelector('.mini-email__password')?.textContent).toBe('改用郵箱和密碼登入')
  })

  it('one tap for a platform account linked already logs in at once', async () => {
    oauthApi.miniLogin.mockResolvedValue({ bound: true, ...LOGIN })
    const { result } = renderHook(() => useMiniEmail('login', true), { wrapper })
    await act(() => result.current.oneTap())
    expect(store.get(accessTokenAtom)).toBe('a7')
    expect(navigateBack).toHaveBeenCalledWith({ delta: 1 })
    expect(api.sendMiniEmailCode).not.toHaveBeenCalled()
  })

  it('a new platform user gives the address, then the mailed code, and is logged in with a fresh login code', async () => {
    oauthApi.miniLogin.mockResolvedValue({ bound: false })
    const { result } = renderHook(() => useMiniEmail('login', true), { wrapper })
    await act(() => result.current.oneTap())
    expect(result.current.step).toBe('email')

    act(() => result.current.setEmail('not-an-address'))
    await act(() => result.current.sendCode())
    expect(result.current.form.errors.email).toEqual({ key: 'email.errors.emailInvalid' })
    expect(api.sendMiniEmailCode).not.toHaveBeenCalled()

    act(() => result.current.setEmail(' fan@showtix.test '))
    await act(() => result.current.sendCode())
    expect(api.sendMiniEmailCode).toHaveBeenCalledWith('MP_WEIXIN', 'fan@showtix.test')
    expect(result.current.step).toBe('code')

    const onFailure = jest.fn()
    api.miniEmailLogin.mockRejectedValueOnce(business(EMAIL_CODES.verifyCodeWrong, 'Incorrect verification code'))
    await act(() => result.current.submit('000000', onFailure))
    expect(onFailure).toHaveBeenCalledWith({ field: 'code', message: { key: 'email.errors.codeWrong' } })
    expect(store.get(isLoggedInAtom)).toBe(false)
    expect(result.current.email).toBe(' fan@showtix.test ')

    await act(() => result.current.submit('123456', onFailure))
    const [first, second] = api.miniEmailLogin.mock.calls.map(([input]) => input)
    expect(second).toEqual({
      platform: 'MP_WEIXIN',
      loginCode: expect.stringMatching(/^device-/),
      email: 'fan@showtix.test',
      code: '123456',
    })
    expect(second?.loginCode).not.toBe(first?.loginCode)
    expect(store.get(isLoggedInAtom)).toBe(true)
    expect(navigateBack).toHaveBeenCalledWith({ delta: 1 })
  })

  it("binding an address of another account says so beside the address, in the gateway's words, and keeps it", async () => {
    api.sendMiniEmailCode.mockRejectedValueOnce(
      business(EMAIL_CODES.emailBoundElsewhere, 'This email belongs to another account. Log in with it, or use another email'),
    )
    const { result } = renderHook(() => useMiniEmail('bind', false), { wrapper })
    expect(result.current.step).toBe('email')
    act(() => result.current.setEmail('taken@showtix.test'))
    await act(() => result.current.sendCode())
    expect(result.current.form.errors.email).toEqual({
      text: 'This email belongs to another account. Log in with it, or use another email',
    })
    expect(result.current.step).toBe('email')
    expect(result.current.email).toBe('taken@showtix.test')
    // Typing clears the message.
    act(() => result.current.setEmail('mine@showtix.test'))
    expect(result.current.form.errors.email).toBeUndefined()
  })

  it('the code step binds the address, says so and goes back; an empty code asks for it first', async () => {
    const toast = jest.spyOn(feedback.presenter, 'toast').mockImplementation(() => undefined)
    const { container } = renderWithState(<MiniEmail mode='bind' />, { locale: 'en-US', userId: 'u7' })
    const input = await nativeInput(container)
    fireEvent.input(input, { target: { value: 'mine@showtix.test' } })
    fireEvent.click(container.querySelector('.mini-email__send')!)
    await waitFor(() =>
      expect(container.querySelector('.mini-email__sent')?.textContent).toBe('We sent a 6-digit code to mine@showtix.test'),
    )
    expect(container.querySelector('.mini-email__resend')?.textContent).toBe('Send again in 60 s')

    fireEvent.click(container.querySelector('.mini-email__submit')!)
    await waitFor(() =>
      expect(container.querySelector('.email-field--code .email-field__error')?.textContent).toBe(
        'Enter the code from the email',
      ),
    )
    expect(api.bindMiniEmail).not.toHaveBeenCalled()

    const code = await nativeInput(container, '.email-field--code input')
    fireEvent.input(code, { target: { value: '123456' } })
    fireEvent.click(container.querySelector('.mini-email__submit')!)
    await waitFor(() =>
      expect(api.bindMiniEmail).toHaveBeenCalledWith({ platform: 'MP_WEIXIN', email: 'mine@showtix.test', code: '123456' }),
    )
    await waitFor(() => expect(navigateBack).toHaveBeenCalledWith({ delta: 1 }))
    expect(toast.mock.calls.map(([message]) => (message as { text: string }).text)).toEqual(['Email bound'])
    expect(screen.queryByRole('alert')).toBeNull()
    toast.mockRestore()
  })
})

describe("an open show's 'Registration failed, authorisation is needed for the email' (s8)", () => {
  it('leads to the binding on a mini-program, and to the activation on the web', async () => {
    const supports = jest.spyOn(platform, 'supports').mockReturnValue(true)
    await authoriseEmail()
    supports.mockReturnValue(false)
    await authoriseEmail()
    supports.mockRestore()
    const urls = navigateTo.mock.calls.map(([options]) => String((options as { url: string }).url))
    expect(urls).toEqual([
      expect.stringMatching(/login-email\?bind=1$/),
      expect.stringMatching(/activate-email\/activate-email$/),
    ])
  })
})
