/**
 * Spec section 2: after login the user goes back where they came from: past the login pages on
 * top of the stack, at most 3 on mini-programs and 2 on the web; or to the page the guard stopped.
 */
import { resetNavigationState, resumeAfterLogin, setLoginPage, navigate } from '@/navigation/navigate'
import type * as NavigateModule from '@/navigation/navigate'
import { userIdAtom } from '@/state/session'
import { store } from '@/state/store'
import type * as TaroMockModule from '../__mocks__/tarojs-taro'
import { getCurrentPages, navigateBack, reLaunch, redirectTo, taroMock } from '../__mocks__/tarojs-taro'

const page = (route: string) => ({ route })
const HOME = page('pages/list/list')
const SHOW = page('package-show/pages/show-detail/show-detail')
const LOGIN_WAY = page('package-user/pages/login-way/login-way')
const LOGIN = page('package-user/pages/login/login')
const LOGIN_CODE = page('package-user/pages/login-code/login-code')

beforeEach(() => {
  taroMock.reset()
  resetNavigationState()
  setLoginPage('login')
  store.set(userIdAtom, null)
})

describe('resumeAfterLogin on the web (2 back at most)', () => {
  it('goes back past both login pages: the ways, then the phone login', async () => {
    getCurrentPages.mockReturnValue([HOME, SHOW, LOGIN_WAY, LOGIN])
    await expect(resumeAfterLogin()).resolves.toBe(false)
    expect(navigateBack).toHaveBeenCalledWith({ delta: 2 })
  })

  it('never more than 2, even with three login pages on top', async () => {
    getCurrentPages.mockReturnValue([HOME, SHOW, LOGIN_WAY, LOGIN, LOGIN_CODE])
    await resumeAfterLogin()
    expect(navigateBack).toHaveBeenCalledWith({ delta: 2 })
  })

  it('one back from a single login page; a web path as route counts too', async () => {
    getCurrentPages.mockReturnValue([HOME, page('/login')])
    await resumeAfterLogin()
    expect(navigateBack).toHaveBeenCalledWith({ delta: 1 })
  })

  it('home when only login pages are on the stack (opened directly)', async () => {
    getCurrentPages.mockReturnValue([LOGIN_WAY, LOGIN])
    await resumeAfterLogin()
    expect(navigateBack).not.toHaveBeenCalled()
    expect(reLaunch).toHaveBeenCalledWith({ url: '/' })
  })

  it('to the guarded page when the guard sent the user to login', async () => {
    await navigate('orders')
    store.set(userIdAtom, 'u-1')
    getCurrentPages.mockReturnValue([HOME, LOGIN])
    await expect(resumeAfterLogin()).resolves.toBe(true)
    expect(redirectTo).toHaveBeenLastCalledWith({ url: '/order' })
    expect(navigateBack).not.toHaveBeenCalled()
  })

  it('to the guarded page without leaving the login ways under it (ways, then phone login)', async () => {
    await navigate('orders')
    store.set(userIdAtom, 'u-1')
    getCurrentPages.mockReturnValue([HOME, LOGIN_WAY, LOGIN])
    await expect(resumeAfterLogin()).resolves.toBe(true)
    // Back past the ways, then the order list takes the phone login's place: [home, orders].
    expect(navigateBack).toHaveBeenCalledWith({ delta: 1 })
    expect(redirectTo).toHaveBeenLastCalledWith({ url: '/order' })
    expect(navigateBack.mock.invocationCallOrder[0]).toBeLessThan(redirectTo.mock.invocationCallOrder.at(-1)!)
  })

  it('to the guarded page when only login pages are on the stack: the last one is replaced', async () => {
    await navigate('orders')
    store.set(userIdAtom, 'u-1')
    getCurrentPages.mockReturnValue([LOGIN_WAY, LOGIN])
    await resumeAfterLogin()
    expect(navigateBack).toHaveBeenCalledWith({ delta: 1 })
    expect(redirectTo).toHaveBeenLastCalledWith({ url: '/order' })
  })
})

describe('resumeAfterLogin on mini-programs (3 back at most)', () => {
  it('goes back past three login pages, not four', async () => {
    const previous = process.env.TARO_ENV
    process.env.TARO_ENV = 'weapp'
    try {
      let mini!: { nav: typeof NavigateModule; taro: typeof TaroMockModule }
      jest.isolateModules(() => {
        /* eslint-disable @typescript-eslint/no-require-imports -- loaded after TARO_ENV changes */
        mini = { nav: require('@/navigation/navigate'), taro: require('../__mocks__/tarojs-taro') }
        /* eslint-enable @typescript-eslint/no-require-imports */
      })
      mini.taro.getCurrentPages.mockReturnValue([HOME, SHOW, LOGIN_WAY, LOGIN, LOGIN_CODE])
      await mini.nav.resumeAfterLogin()
      expect(mini.taro.navigateBack).toHaveBeenLastCalledWith({ delta: 3 })
      mini.taro.getCurrentPages.mockReturnValue([HOME, LOGIN_WAY, LOGIN, LOGIN_CODE, LOGIN])
      await mini.nav.resumeAfterLogin()
      expect(mini.taro.navigateBack).toHaveBeenLastCalledWith({ delta: 3 })
    } finally {
      process.env.TARO_ENV = previous
    }
  })
})
