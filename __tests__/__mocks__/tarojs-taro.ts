/**
 * `@tarojs/taro` for the unit and components projects (jest moduleNameMapper), standing in for
 * the H5 runtime. It has what our code calls (navigation, page stack, title, router params) and
 * what NutUI React Taro 3 and Taro's H5 components need to render under jsdom: `getEnv`,
 * `createSelectorQuery` (one result per query), `nextTick`, the system-info calls, `pxTransform`
 * and `eventCenter`.
 *
 * Tests drive it through `taroMock` (import it from this file):
 *   taroMock.setStack(3)                      the page stack depth getCurrentPages() reports
 *   taroMock.setRouterParams({ showId: 'x' }) what useRouter() returns
 *   taroMock.reset()                          back to one page, no params, empty storage, no recorded calls
 * The navigation calls are jest.fn()s that resolve, so tests assert on them directly.
 *
 * The platform APIs src/platform calls (login, payments, location, images, subscribe messages,
 * clipboard, phone...) are jest.fn()s too, answering success as a mini-program would; a test
 * makes one fail with `mockRejectedValueOnce({ errMsg: '...:fail cancel' })`. `reset()` restores
 * their default answers.
 */

type Options = { url?: string; delta?: number; title?: string; appId?: string; path?: string }
type Rect = { width: number; height: number; top: number; left: number; right: number; bottom: number }

let stack: Array<{ route: string }> = [{ route: 'pages/list/list' }]
let routerParams: Record<string, string> = {}

const resolved = () => jest.fn(async (_options: Options = {}) => ({ errMsg: 'ok' }))

export const navigateTo = resolved()
export const redirectTo = resolved()
export const switchTab = resolved()
export const reLaunch = resolved()
export const navigateBack = resolved()
export const navigateToMiniProgram = resolved()
export const setNavigationBarTitle = resolved()
export const getCurrentPages = jest.fn(() => stack)
export const useRouter = jest.fn(() => ({ params: routerParams, path: '' }))
/** Page lifecycle hooks: a rendered component's page is shown and stays so (no calls). */
export const useDidShow = jest.fn()
export const useDidHide = jest.fn()
export const useShareAppMessage = jest.fn()
/** Pull-to-refresh: never pulled here. */
export const usePullDownRefresh = jest.fn()
export const stopPullDownRefresh = resolved()
export const hideShareMenu = resolved()
/** The app's foreground and background events (never sent here). */
export const onAppShow = jest.fn()
export const onAppHide = jest.fn()
export const offAppShow = jest.fn()
export const offAppHide = jest.fn()
/** NutUI's Toast and Dialog ask for the current page's path. */
export const getCurrentInstance = jest.fn(() => ({ router: { params: routerParams, path: '/jest' } }))

/** The update manager: `taroMock.update` says what the platform finds (a new version, none, a failure). */
const update = { outcome: 'ready' as 'ready' | 'none' | 'failed', applied: 0 }
export const getUpdateManager = jest.fn(() => {
  const manager = {
    onCheckForUpdate: (listener: (result: { hasUpdate: boolean }) => void) =>
      queueMicrotask(() => listener({ hasUpdate: update.outcome !== 'none' })),
    onUpdateReady: (listener: () => void) => update.outcome === 'ready' && queueMicrotask(listener),
    onUpdateFailed: (listener: () => void) => update.outcome === 'failed' && queueMicrotask(listener),
    applyUpdate: () => void (update.applied += 1),
  }
  return manager
})

/**
 * The platform's storage: '' for a missing key, as the mini-programs and Taro's H5 answer. One
 * map per test file, even across `jest.isolateModules` (a relaunch of the app keeps its storage).
 */
const shared = globalThis as { __taroMockStorage?: Map<string, unknown> }
const storage = (shared.__taroMockStorage ??= new Map<string, unknown>())
export const getStorageSync = jest.fn((key: string) => (storage.has(key) ? storage.get(key) : ''))
export const setStorageSync = jest.fn((key: string, data: unknown) => void storage.set(key, data))
export const removeStorageSync = jest.fn((key: string) => void storage.delete(key))

/** Platform APIs (src/platform), each with its default answer; reset() puts the defaults back. */
type Answer = (options?: never) => unknown
const platformApis: Array<[jest.Mock, Answer]> = []
type ApiOptions = [options?: Record<string, unknown>]
function platformApi<A extends Answer>(answer: A): jest.Mock<ReturnType<A>, ApiOptions> {
  const fn = jest.fn<ReturnType<A>, ApiOptions>(answer as unknown as (...args: ApiOptions) => ReturnType<A>)
  platformApis.push([fn as unknown as jest.Mock, answer])
  return fn
}
export const login = platformApi(async () => ({ code: 'mock-login-code', errMsg: 'login:ok' }))
export const requestPayment = platformApi(async () => ({ errMsg: 'requestPayment:ok' }))
/** Alipay's my.tradePay. */
export const tradePay = platformApi(async () => ({ resultCode: '9000' }))
/** Douyin's tt.pay. */
export const pay = platformApi(async () => ({ code: 0 }))
/** Alipay's my.getPhoneNumber. */
export const getPhoneNumber = platformApi(async () => ({ response: 'mock-encrypted-phone' }))
export const requestSubscribeMessage = platformApi(async (options: { tmplIds?: string[] } = {}) =>
  Object.fromEntries([['errMsg', 'requestSubscribeMessage:ok'], ...(options.tmplIds ?? []).map((id) => [id, 'accept'])]),
)
export const getSetting = platformApi(async () => ({ authSetting: {} as Record<string, boolean>, errMsg: 'getSetting:ok' }))
export const openSetting = platformApi(async () => ({ authSetting: {} as Record<string, boolean>, errMsg: 'openSetting:ok' }))
export const showModal = platformApi(async () => ({ confirm: true, cancel: false, errMsg: 'showModal:ok' }))
export const getLocation = platformApi(async () => ({ latitude: 31.2304, longitude: 121.4737, errMsg: 'getLocation:ok' }))
export const chooseImage = platformApi(async () => ({
  tempFilePaths: ['wxfile://tmp/photo.jpg'],
  tempFiles: [{ path: 'wxfile://tmp/photo.jpg', size: 2_000_000, type: 'image/jpeg' }],
  errMsg: 'chooseImage:ok',
}))
export const getImageInfo = platformApi(async (options: { src?: string } = {}) => ({
  width: 3000,
  height: 4000,
  path: options.src ?? '',
  errMsg: 'getImageInfo:ok',
}))
export const compressImage = platformApi(async (options: { src?: string } = {}) => ({
  tempFilePath: `${options.src ?? ''}.compressed`,
  errMsg: 'compressImage:ok',
}))
export const makePhoneCall = platformApi(async () => ({ errMsg: 'makePhoneCall:ok' }))
export const openCustomerServiceChat = platformApi(async () => ({ errMsg: 'openCustomerServiceChat:ok' }))
export const setClipboardData = platformApi(async () => ({ errMsg: 'setClipboardData:ok' }))
export const showShareMenu = platformApi(async () => ({ errMsg: 'showShareMenu:ok' }))
export const openLocation = platformApi(async () => ({ errMsg: 'openLocation:ok' }))

export const ENV_TYPE = {
  WEAPP: 'WEAPP',
  SWAN: 'SWAN',
  ALIPAY: 'ALIPAY',
  TT: 'TT',
  QQ: 'QQ',
  JD: 'JD',
  WEB: 'WEB',
  RN: 'RN',
  HARMONY: 'HARMONY',
} as const
export const getEnv = jest.fn(() => ENV_TYPE.WEB)

const systemInfo = {
  brand: 'jest',
  model: 'jsdom',
  pixelRatio: 2,
  screenWidth: 375,
  screenHeight: 667,
  windowWidth: 375,
  windowHeight: 667,
  statusBarHeight: 20,
  safeArea: { top: 20, left: 0, right: 375, bottom: 667, width: 375, height: 647 },
  language: 'zh_CN',
  platform: 'devtools',
  system: 'jest',
  theme: 'light' as 'light' | 'dark',
  version: '8.0.0',
  SDKVersion: '3.0.0',
}
export const getSystemInfoSync = jest.fn(() => ({ ...systemInfo }))
export const getSystemInfo = jest.fn(async () => ({ ...systemInfo }))
export const getWindowInfo = jest.fn(() => ({ ...systemInfo }))
export const getDeviceInfo = jest.fn(() => ({ ...systemInfo }))
export const getAppBaseInfo = jest.fn(() => ({ ...systemInfo }))

export const pxTransform = (value: number) => `${value}px`
export const nextTick = (callback: () => void) => void Promise.resolve().then(callback)

/** A rect for the element a selector finds (jsdom has no layout, so mostly zeros). */
function rectOf(selector: string): Rect {
  const element = typeof document === 'undefined' ? null : document.querySelector(selector)
  const { width, height, top, left, right, bottom } = element?.getBoundingClientRect() ?? {
    width: 0,
    height: 0,
    top: 0,
    left: 0,
    right: 0,
    bottom: 0,
  }
  return { width, height, top, left, right, bottom }
}

/** Each `select()`/`selectAll()` adds exactly one result to what `exec()` reports. */
export function createSelectorQuery() {
  const results: Array<() => unknown> = []
  const query = {
    in: () => query,
    select: (selector: string) => node(() => rectOf(selector)),
    selectAll: (selector: string) => node(() => [rectOf(selector)]),
    selectViewport: () => node(() => rectOf('body')),
    exec: (callback?: (res: unknown[]) => void) => {
      const res = results.map((result) => result())
      callback?.(res)
      return res
    },
  }
  function node(result: () => unknown) {
    const fields = (callback?: (res: unknown) => void) => {
      results.push(() => {
        const value = result()
        callback?.(value)
        return value
      })
      return query
    }
    return { boundingClientRect: fields, fields, scrollOffset: fields, node: fields }
  }
  return query
}

type Listener = (...args: unknown[]) => void
const listeners = new Map<string, Set<Listener>>()
export const eventCenter = {
  on(event: string, listener: Listener) {
    if (!listeners.has(event)) listeners.set(event, new Set())
    listeners.get(event)?.add(listener)
    return eventCenter
  },
  once(event: string, listener: Listener) {
    const wrapped: Listener = (...args) => {
      eventCenter.off(event, wrapped)
      listener(...args)
    }
    return eventCenter.on(event, wrapped)
  },
  off(event?: string, listener?: Listener) {
    if (event === undefined) listeners.clear()
    else if (listener === undefined) listeners.delete(event)
    else listeners.get(event)?.delete(listener)
    return eventCenter
  },
  trigger(event: string, ...args: unknown[]) {
    for (const listener of [...(listeners.get(event) ?? [])]) listener(...args)
    return eventCenter
  },
}

export const taroMock = {
  update,
  /** getCurrentPages() reports this many pages (at least one). */
  setStack(depth: number) {
    stack = Array.from({ length: Math.max(1, depth) }, (_, index) => ({ route: `pages/page-${index}` }))
  },
  setRouterParams(params: Record<string, string>) {
    routerParams = params
  },
  setSystemTheme(theme: 'light' | 'dark') {
    systemInfo.theme = theme
  },
  reset() {
    stack = [{ route: 'pages/list/list' }]
    routerParams = {}
    storage.clear()
    update.outcome = 'ready'
    update.applied = 0
    systemInfo.theme = 'light'
    eventCenter.off()
    for (const fn of [navigateTo, redirectTo, switchTab, reLaunch, navigateBack, navigateToMiniProgram, setNavigationBarTitle]) {
      fn.mockClear()
    }
    for (const [fn, answer] of platformApis) fn.mockReset().mockImplementation(answer)
  },
}

const Taro = {
  navigateTo,
  redirectTo,
  switchTab,
  reLaunch,
  navigateBack,
  navigateToMiniProgram,
  openCustomerServiceChat,
  setNavigationBarTitle,
  getCurrentPages,
  useRouter,
  useDidShow,
  useDidHide,
  useShareAppMessage,
  usePullDownRefresh,
  stopPullDownRefresh,
  hideShareMenu,
  onAppShow,
  onAppHide,
  offAppShow,
  offAppHide,
  getCurrentInstance,
  getUpdateManager,
  getStorageSync,
  setStorageSync,
  removeStorageSync,
  ENV_TYPE,
  getEnv,
  getSystemInfoSync,
  getSystemInfo,
  getWindowInfo,
  getDeviceInfo,
  getAppBaseInfo,
  pxTransform,
  nextTick,
  createSelectorQuery,
  eventCenter,
  login,
  requestPayment,
  tradePay,
  pay,
  getPhoneNumber,
  requestSubscribeMessage,
  getSetting,
  openSetting,
  showModal,
  getLocation,
  chooseImage,
  getImageInfo,
  compressImage,
  makePhoneCall,
  setClipboardData,
  showShareMenu,
  openLocation,
}

export default Taro
