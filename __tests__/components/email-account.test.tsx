import { act, renderHook } from '@testing-library/react'
import { Provider, createStore } from 'jotai'
import type { ReactNode } from 'react'
import * as emailApi from '@/api/email'
import { EMAIL_CODES } from '@/domain/email-account'
import { resetNavigationState } from '@/navigation/navigate'
import { emailDraftAtom } from '@/package-user/components/email-account/draft'
import { backToEmailLogin, describeFailure, loginEmailDepth } from '@/package-user/components/email-account/failure'
import { useCreateAccount } from '@/package-user/components/email-account/use-create-account'
import { useEmailLogin } from '@/package-user/components/email-account/use-email-login'
import { activate } from '@/package-user/components/email-account/activation'
import { pagePath } from '@/routes'
import { emailAtom, isLoggedInAtom } from '@/state/session'
import { getCurrentPages, navigateBack, redirectTo, taroMock } from '../__mocks__/tarojs-taro'
import { loginData } from '../fixtures/accounts'
import { businessError as business } from '../fixtures/http'

jest.mock('@/api/email', () => ({
  ...jest.requireActual('@/api/email'),
  loginByEmail: jest.fn(),
  registerEmail: jest.fn(),
  activateEmail: jest.fn(),
  checkEmail: jest.fn(),
}))
const api = emailApi as jest.Mocked<typeof emailApi>

let store: ReturnType<typeof createStore>
const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>
const session = loginData({
  bizUserId: 'u9',
  accessToken: 'a9',
  refreshToken: 'r9',
  email: 'fan@showtix.test',
  countryCode: '853',
})

beforeEach(() => {
  taroMock.reset()
  resetNavigationState()
  store = createStore()
  api.loginByEmail.mockResolvedValue(session)
  api.registerEmail.mockResolvedValue({ email: 'fan@showtix.test', activated: false, resendAfterSeconds: 60 })
  api.activateEmail.mockResolvedValue(session)
  api.checkEmail.mockResolvedValue({ email: 'fan@showtix.test', registered: true, activated: true, hasPassword: true })
})

describe('e-mail login form', () => {
  it('sends nothing while a field is wrong, and says which one beside it', async () => {
    const { result } = renderHook(() => useEmailLogin(), { wrapper })
    await act(async () => result.current.submit())
    expect(result.current.errors).toEqual({
      email: { key: 'email.errors.emailRequired' },
      password: { key: 'email.errors.passwordRequired' },
    })
    act(() => result.current.setEmail('fan@showtix'))
    expect(result.current.errors).toEqual({ password: { key: 'email.errors.passwordRequired' } })
    act(() => result.current.setPassword('Fan!2345x'))
    await act(async () => result.current.submit())
    expect(result.current.errors).toEqual({ email: { key: 'email.errors.emailInvalid' } })
    expect(api.loginByEmail).not.toHaveBeenCalled()
  })

  it('a refused login says so beside the password and keeps what was typed', async () => {
    api.loginByEmail.mockRejectedValueOnce(business(EMAIL_CODES.credentialsWrong, 'Incorrect email or password'))
    const { result } = renderHook(() => useEmailLogin(), { wrapper })
    act(() => result.current.setEmail('fan@showtix.test'))
    act(() => result.current.setPassword('Wrong!2345'))
    await act(async () => result.current.submit())
    expect(result.current.errors).toEqual({ password: { key: 'email.errors.credentialsWrong' } })
    expect([result.current.email, result.current.password]).toEqual(['fan@showtix.test', 'Wrong!2345'])
    expect(store.get(isLoggedInAtom)).toBe(false)
  })

  it('a locked address says for how many minutes', async () => {
    api.loginByEmail.mockRejectedValueOnce(business(EMAIL_CODES.credentialsWrong, 'Too many', { retryAfterSeconds: 125 }))
    const { result } = renderHook(() => useEmailLogin(), { wrapper })
    act(() => result.current.setEmail('fan@showtix.test'))
    act(() => result.current.setPassword('Fan!2345x'))
    await act(async () => result.current.submit())
    expect(result.current.errors.password).toEqual({ key: 'email.errors.locked', values: { minutes: 3 } })
  })

  it('an address not activated yet is marked, with the way to activate it', async () => {
    api.loginByEmail.mockRejectedValueOnce(business(EMAIL_CODES.emailNotActivated, 'not activated'))
    const { result } = renderHook(() => useEmailLogin(), { wrapper })
    act(() => result.current.setEmail('fan@showtix.test'))
    act(() => result.current.setPassword('Fan!2345x'))
    await act(async () => result.current.submit())
    expect(result.current.errors.email).toEqual({ key: 'email.errors.notActivated' })
    expect(result.current.notActivated).toBe(true)
    act(() => result.current.setEmail('other@showtix.test'))
    expect(result.current.notActivated).toBe(false)
  })

  it('logs in: keeps the session and the address, and goes back where the user came from', async () => {
    taroMock.setStack(2)
    const { result } = renderHook(() => useEmailLogin(), { wrapper })
    act(() => result.current.setEmail(' fan@showtix.test '))
    act(() => result.current.setPassword('Fan!2345x'))
    await act(async () => result.current.submit())
    expect(api.loginByEmail).toHaveBeenCalledWith({ email: 'fan@showtix.test', password: 'Fan!2345x' })
    expect(store.get(isLoggedInAtom)).toBe(true)
    expect(store.get(emailAtom)).toBe('fan@showtix.test')
    expect(navigateBack).toHaveBeenCalledWith({ delta: 1 })
  })

  it('says a network failure under the button, not beside a field', () => {
    expect(describeFailure('login', new Error('offline'))).toEqual({ message: { key: 'email.errors.failed' } })
    expect(describeFailure('login', business(500100, 'Service unavailable'))).toEqual({
      message: { text: 'Service unavailable' },
    })
  })
})

describe('create account form', () => {
  async function filled(password = 'Fan!2345x', confirm = password) {
    const hook = renderHook(() => useCreateAccount(), { wrapper })
    act(() => hook.result.current.setEmail('new.fan@showtix.test'))
    act(() => hook.result.current.setPassword(password))
    act(() => hook.result.current.setConfirm(confirm))
    act(() => hook.result.current.toggleAgreed())
    return hook
  }

  it("refuses a bad password beside it ('enter a valid password'), keeps the address, sends nothing", async () => {
    const { result } = await filled('Abcde1!')
    await act(async () => result.current.submit())
    expect(result.current.errors).toEqual({ password: { key: 'email.errors.passwordInvalid' } })
    expect(result.current.email).toBe('new.fan@showtix.test')
    expect(result.current.agreed).toBe(true)
    expect(api.registerEmail).not.toHaveBeenCalled()
  })

  it('needs the agreement and the same password twice', async () => {
    const { result } = await filled('Fan!2345x', 'Fan!2345y')
    act(() => result.current.toggleAgreed())
    await act(async () => result.current.submit())
    expect(result.current.errors).toEqual({
      confirm: { key: 'email.errors.confirmMismatch' },
      agreement: { key: 'email.errors.agreementRequired' },
    })
  })

  it('registers and goes on to "check your mailbox" in its place, with the 60 s countdown', async () => {
    const { result } = await filled()
    await act(async () => result.current.submit())
    expect(api.registerEmail).toHaveBeenCalledWith({ email: 'new.fan@showtix.test', password: 'Fan!2345x' })
    expect(redirectTo).toHaveBeenCalledWith({
      url: `/${pagePath('checkEmail')}?email=new.fan%40showtix.test&wait=60`,
    })
  })

  it('a registered address is marked beside it, with the way back to log in', async () => {
    api.registerEmail.mockRejectedValueOnce(business(EMAIL_CODES.emailTaken, 'already registered'))
    const { result } = await filled()
    await act(async () => result.current.submit())
    expect(result.current.errors).toEqual({ email: { key: 'email.errors.emailTaken' } })
    expect(result.current.taken).toBe(true)
    expect(result.current.password).toBe('Fan!2345x')
  })

  it('registering again within the minute still goes on: the mail sent a moment ago stands', async () => {
    api.registerEmail.mockRejectedValueOnce(business(EMAIL_CODES.verifyCodeTooOften, 'wait', { resendAfterSeconds: 42 }))
    const { result } = await filled()
    await act(async () => result.current.submit())
    expect(redirectTo).toHaveBeenCalledWith({
      url: `/${pagePath('checkEmail')}?email=new.fan%40showtix.test&wait=42`,
    })
  })

  it('carries the address typed on the login page', async () => {
    store.set(emailDraftAtom, 'typed@showtix.test')
    const { result } = renderHook(() => useCreateAccount(), { wrapper })
    expect(result.current.email).toBe('typed@showtix.test')
  })
})

describe('activation', () => {
  it('an account with a password logs in afterwards: no session is kept, the address is', async () => {
    expect(await activate(store, 'fan@showtix.test', '123456')).toBe('logIn')
    expect(store.get(isLoggedInAtom)).toBe(false)
    expect(store.get(emailDraftAtom)).toBe('fan@showtix.test')
  })

  it('an account without a password keeps the session, to set one', async () => {
    api.checkEmail.mockResolvedValueOnce({ email: 'fan@showtix.test', registered: true, activated: true, hasPassword: false })
    expect(await activate(store, 'fan@showtix.test', '123456')).toBe('setPassword')
    expect(store.get(isLoggedInAtom)).toBe(true)
  })
})

describe('back to the e-mail login page', () => {
  const login = { route: pagePath('loginEmail') }
  const other = (name: string) => ({ route: `package-user/pages/${name}/${name}` })

  it('finds the nearest login page below, however deep', () => {
    expect(loginEmailDepth([login, other('check-email')])).toBe(1)
    expect(loginEmailDepth([other('mine'), login, other('create-account'), other('check-email')])).toBe(2)
    expect(loginEmailDepth([other('check-email')])).toBe(0)
    expect(loginEmailDepth([login])).toBe(0)
  })

  it('goes back to it, or opens one in place of a page opened from a mail link', async () => {
    getCurrentPages.mockReturnValueOnce([login, other('forgot-password'), other('set-password')])
    await backToEmailLogin()
    expect(navigateBack).toHaveBeenCalledWith({ delta: 2 })
    getCurrentPages.mockReturnValue([other('activate-email')])
    await backToEmailLogin()
    expect(redirectTo).toHaveBeenCalledWith({ url: `/${pagePath('loginEmail')}` })
  })
})
