import {
  DUPLICATE_OPEN_MS,
  PAGE_STACK_LIMIT,
  chooseMode,
  goBack,
  goHome,
  navigate,
  openPage,
  resetNavigationState,
  resumeAfterLogin,
  setLoginPage,
  setPartnerLogin,
  targetUrl,
} from '@/navigation/navigate'
import { userIdAtom } from '@/state/session'
import { store } from '@/state/store'
import { tabParamsAtom } from '@/state/tab-params'
import type * as NavigateModule from '@/navigation/navigate'
import type * as TaroMockModule from '../__mocks__/tarojs-taro'
import { navigateBack, navigateTo, reLaunch, redirectTo, switchTab, taroMock } from '../__mocks__/tarojs-taro'

// The unit tests run the H5 build (TARO_ENV = h5): Taro gets web paths there.
const LOGIN = '/login'
const ORDERS = '/order'

/** Every Taro navigation call so far, as [api, url]. */
function calls(): Array<[string, string | number | undefined]> {
  const apis = { navigateTo, redirectTo, switchTab, reLaunch, navigateBack }
  return Object.entries(apis)
    .flatMap(([api, fn]) =>
      fn.mock.calls.map((args, index) => ({ api, options: args[0], order: fn.mock.invocationCallOrder[index] ?? 0 })),
    )
    .sort((a, b) => a.order - b.order)
    .map(({ api, options }) => [api, options?.url ?? options?.delta])
}

beforeEach(() => {
  jest.useFakeTimers({ now: new Date('2026-11-22T10:00:00Z') })
  taroMock.reset()
  resetNavigationState()
  setLoginPage('login')
  store.set(userIdAtom, null)
})

afterEach(() => {
  jest.useRealTimers()
})

describe('chooseMode: how a page is opened', () => {
  it('opens tab pages with switchTab, whatever the stack', () => {
    expect(chooseMode('mine', 1, {}, false)).toBe('switchTab')
    expect(chooseMode('homeList', PAGE_STACK_LIMIT, { replace: true }, true)).toBe('switchTab')
  })

  it('pushes other pages, or replaces when asked', () => {
    expect(chooseMode('venue', 3, {}, false)).toBe('navigateTo')
    expect(chooseMode('venue', 3, { replace: true }, true)).toBe('redirectTo')
  })

  it('redirects once the mini-program stack holds 10 pages (spec section 9)', () => {
    expect(PAGE_STACK_LIMIT).toBe(10)
    expect(chooseMode('venue', 9, {}, false)).toBe('navigateTo')
    expect(chooseMode('venue', 10, {}, false)).toBe('redirectTo')
    expect(chooseMode('venue', 14, {}, false)).toBe('redirectTo')
  })

  it('keeps pushing on H5, which has no stack limit', () => {
    expect(chooseMode('venue', 10, {}, true)).toBe('navigateTo')
    expect(chooseMode('venue', 30, {}, true)).toBe('navigateTo')
  })
})

describe('targetUrl: the URL Taro gets', () => {
  it('is the web path on H5 and the page path on mini-programs', () => {
    expect(targetUrl('showDetail', { showId: '42', from: 'x' }, true)).toBe('/content/42?from=x')
    expect(targetUrl('showDetail', { showId: '42', from: 'x' }, false)).toBe(
      '/package-show/pages/show-detail/show-detail?showId=42&from=x',
    )
  })

  it('is the page path on H5 too for a page without a web path', () => {
    expect(targetUrl('venue', { id: '3' }, true)).toBe('/package-show/pages/venue/venue?id=3')
  })

  it('drops parameters for tab pages', () => {
    expect(targetUrl('homeList', { a: '1' }, true)).toBe('/')
    expect(targetUrl('mine', { a: '1' }, false)).toBe('/pages/mine/mine')
  })
})

describe('a tab page’s parameters (issue 15 item 5: switchTab takes no query)', () => {
  it('leave the parameters in the store for the tab, each request numbered', async () => {
    store.set(tabParamsAtom, null)
    await navigate('allShows', { backendCategoryCode: 'SPORTS', empty: '' })
    expect(calls()).toEqual([['switchTab', '/all']])
    expect(store.get(tabParamsAtom)).toEqual({ page: 'allShows', params: { backendCategoryCode: 'SPORTS' }, seq: 1 })
    jest.advanceTimersByTime(DUPLICATE_OPEN_MS + 1)
    await navigate('allShows', { backendCategoryCode: 'SPORTS' })
    expect(store.get(tabParamsAtom)?.seq).toBe(2)
  })

  it('leave nothing for a tab opened without parameters', async () => {
    store.set(tabParamsAtom, null)
    await navigate('allShows')
    expect(store.get(tabParamsAtom)).toBeNull()
  })
})

describe('navigate()', () => {
  it('pushes a page with its parameters', async () => {
    await expect(navigate('showDetail', { showId: '42' })).resolves.toBe(true)
    expect(calls()).toEqual([['navigateTo', '/content/42']])
  })

  it('opens a show group id (SG) on group show detail', async () => {
    await navigate('showDetail', { showId: 'SG42' })
    expect(calls()).toEqual([['navigateTo', '/group-show/SG42']])
  })

  it('switches to tab pages, without parameters', async () => {
    await openPage('mine', { from: 'banner' })
    expect(calls()).toEqual([['switchTab', '/mine']])
  })

  it('replaces the current page when asked', async () => {
    await navigate('venue', {}, { replace: true })
    expect(calls()).toEqual([['redirectTo', '/package-show/pages/venue/venue']])
  })

  it('keeps pushing on H5 with 10 pages on the stack', async () => {
    taroMock.setStack(PAGE_STACK_LIMIT)
    await navigate('venue')
    expect(calls()).toEqual([['navigateTo', '/package-show/pages/venue/venue']])
  })

  it('redirects on a mini-program with 10 pages on the stack', async () => {
    const previous = process.env.TARO_ENV
    process.env.TARO_ENV = 'weapp'
    try {
      // A fresh copy of the module graph that reads TARO_ENV = weapp (and its own Taro mock).
      let mini!: { nav: typeof NavigateModule; taro: typeof TaroMockModule }
      jest.isolateModules(() => {
        /* eslint-disable @typescript-eslint/no-require-imports -- loaded after TARO_ENV changes */
        mini = { nav: require('@/navigation/navigate'), taro: require('../__mocks__/tarojs-taro') }
        /* eslint-enable @typescript-eslint/no-require-imports */
      })
      mini.taro.taroMock.setStack(PAGE_STACK_LIMIT - 1)
      await mini.nav.navigate('venue')
      expect(mini.taro.navigateTo).toHaveBeenLastCalledWith({ url: '/package-show/pages/venue/venue' })
      mini.taro.taroMock.setStack(PAGE_STACK_LIMIT)
      await mini.nav.navigate('tourDetail', { tourId: '7' })
      expect(mini.taro.redirectTo).toHaveBeenCalledWith({ url: '/package-show/pages/tour-detail/tour-detail?tourId=7' })
      expect(mini.taro.navigateTo).toHaveBeenCalledTimes(1)
    } finally {
      process.env.TARO_ENV = previous
    }
  })
})

describe('duplicate-open guard (spec section 9: 100 ms)', () => {
  it('ignores a second open of the same page within 100 ms', async () => {
    expect(DUPLICATE_OPEN_MS).toBe(100)
    await expect(navigate('venue')).resolves.toBe(true)
    jest.advanceTimersByTime(99)
    await expect(navigate('venue')).resolves.toBe(false)
    expect(navigateTo).toHaveBeenCalledTimes(1)
  })

  it('allows it again after 100 ms', async () => {
    await navigate('venue')
    jest.advanceTimersByTime(100)
    await expect(navigate('venue')).resolves.toBe(true)
    expect(navigateTo).toHaveBeenCalledTimes(2)
  })

  it('does not hold back a different page or the same page with other parameters', async () => {
    await navigate('venue')
    await expect(navigate('venueList')).resolves.toBe(true)
    await navigate('showDetail', { showId: '1' })
    await expect(navigate('showDetail', { showId: '2' })).resolves.toBe(true)
    expect(navigateTo).toHaveBeenCalledTimes(4)
  })
})

describe('login guard', () => {
  it('sends an anonymous user to the login page instead of a page that needs login', async () => {
    await expect(navigate('orders')).resolves.toBe(true)
    expect(calls()).toEqual([['navigateTo', LOGIN]])
  })

  it('sends a user who came from a channel partner to that partner’s login', async () => {
    setPartnerLogin('SANDBOXBANK')
    await expect(navigate('orders')).resolves.toBe(true)
    expect(calls()).toEqual([['navigateTo', targetUrl('channelLogin', { channelCode: 'SANDBOXBANK' })]])
    expect(calls()[0]?.[1]).toContain('channelCode=SANDBOXBANK')
  })

  it('lets a logged-in user straight through', async () => {
    store.set(userIdAtom, 'u-1')
    await navigate('orders')
    expect(calls()).toEqual([['navigateTo', ORDERS]])
  })

  it('does not guard pages open to everyone', async () => {
    await navigate('exchangeCoupon')
    expect(calls()).toEqual([['navigateTo', '/coupon/exchange']])
  })

  it('after login, opens the guarded page with its parameters in place of the login page', async () => {
    await navigate('orderDetail', { orderId: 'o-9' })
    store.set(userIdAtom, 'u-1')
    await expect(resumeAfterLogin()).resolves.toBe(true)
    expect(calls()).toEqual([
      ['navigateTo', LOGIN],
      ['redirectTo', '/order/detail/o-9'],
    ])
  })

  it('resumes only once; a later login just goes back', async () => {
    await navigate('orders')
    await resumeAfterLogin()
    taroMock.setStack(2)
    await expect(resumeAfterLogin()).resolves.toBe(false)
    expect(calls()).toEqual([
      ['navigateTo', LOGIN],
      ['redirectTo', ORDERS],
      ['navigateBack', 1],
    ])
  })

  it('goes back after a login nobody asked for', async () => {
    taroMock.setStack(3)
    await expect(resumeAfterLogin()).resolves.toBe(false)
    expect(calls()).toEqual([['navigateBack', 1]])
  })

  it('goes home after a login on a login page opened directly (nothing to go back to)', async () => {
    taroMock.setStack(1)
    await expect(resumeAfterLogin()).resolves.toBe(false)
    expect(calls()).toEqual([['reLaunch', '/']])
  })

  it('uses the login page the shop configuration chose', async () => {
    setLoginPage('loginEmail')
    await navigate('points')
    expect(calls()).toEqual([['navigateTo', '/package-user/pages/login-email/login-email']])
  })

  it('remembers the latest guarded page', async () => {
    await navigate('orders')
    jest.advanceTimersByTime(DUPLICATE_OPEN_MS)
    await navigate('coupons')
    await resumeAfterLogin()
    expect(calls().at(-1)).toEqual(['redirectTo', '/coupon'])
  })
})

describe('goBack / goHome', () => {
  it('goes back one page when there is one', async () => {
    taroMock.setStack(2)
    await goBack()
    expect(calls()).toEqual([['navigateBack', 1]])
  })

  it('goes home when the page was opened directly (nothing to go back to)', async () => {
    taroMock.setStack(1)
    await goBack()
    expect(calls()).toEqual([['reLaunch', '/']])
  })

  it('relaunches on the home list', async () => {
    await goHome()
    expect(reLaunch).toHaveBeenCalledWith({ url: '/' })
  })
})

describe('navigate() parameter types (checked by `npm run typecheck`)', () => {
  it('requires the web-path parameters of a page, and only then', () => {
    // Never called: the assertions are the compile errors (or their absence) below.
    const typeOnly = () => {
      void navigate('venue')
      void navigate('venue', { anything: 1 }, { replace: true })
      void navigate('showDetail', { showId: '1' })
      // @ts-expect-error show detail needs its showId (/content/:showId)
      void navigate('showDetail')
      // @ts-expect-error a topic activity needs its topicId
      void navigate('topicActivity', { couponTemplateId: '2' })
    }
    expect(typeof typeOnly).toBe('function')
  })
})
