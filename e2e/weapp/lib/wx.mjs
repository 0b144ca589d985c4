// The `wx` object the build runs against: the navigation APIs are the harness's page stack,
// `wx.request` goes to the reference gateway over real HTTP, and the rest are stand-ins that
// answer with the client's success and failure shapes (errMsg `api:ok` / `api:fail reason`).
// Every call is recorded in `app.calls` ({ api, args }) for tests to look at.

/** The device the harness pretends to be (an iPhone-sized screen; no layout happens anyway). */
export const SYSTEM_INFO = {
  brand: 'devtools',
  model: 'iPhone 12/13 (Pro)',
  pixelRatio: 3,
  screenWidth: 390,
  screenHeight: 844,
  windowWidth: 390,
  windowHeight: 844,
  statusBarHeight: 20,
  language: 'zh_CN',
  version: '8.0.50',
  system: 'iOS 16.0',
  platform: 'devtools',
  SDKVersion: '3.5.0',
  fontSizeSetting: 16,
  theme: 'light',
  benchmarkLevel: 1,
  enableDebug: false,
  deviceOrientation: 'portrait',
  safeArea: { left: 0, right: 390, top: 47, bottom: 810, width: 390, height: 763 },
  host: { env: 'WeChat', appId: '' },
}

export const MENU_BUTTON = { width: 87, height: 32, top: 24, right: 365, bottom: 56, left: 278 }

/** A location in Macau (the seed's shops are there). */
export const LOCATION = { latitude: 22.1987, longitude: 113.5439 }

let loginCount = 0

/**
 * @param {object} app the harness (MiniProgram)
 * @param {object} options
 * @param {Record<string,unknown>} [options.storage] storage before launch
 * @param {object} [options.system] overrides of getSystemInfoSync()
 */
export function createWx(app, { storage = {}, system = {} } = {}) {
  const store = new Map(Object.entries(storage).map(([key, value]) => [key, clone(value)]))
  const info = { ...SYSTEM_INFO, ...system }
  /** What the stand-ins answer; a test changes these (`app.behaviour.payment = 'cancel'`). */
  const behaviour = (app.behaviour = {
    login: 'ok', // or 'fail'
    payment: 'pay', // 'pay' (through the gateway's sandbox when it knows the payment), 'cancel', 'fail'
    location: LOCATION, // or 'deny'
    subscribe: 'accept', // 'reject', 'ban', or 'fail'
    modal: 'confirm', // or 'cancel'
    miniProgram: 'ok', // or 'cancel'
  })
  app.calls = []
  app.titles = []
  /** `package` (prepay_id=...) -> the gateway's sandbox page for it, learned from pay responses. */
  const sandboxPages = new Map()

  const record = (api, args) => app.calls.push({ api, args: args === undefined ? undefined : withoutFunctions(args) })

  /** A callback API: success/fail/complete, or a promise when no callback is given (base library >= 2.10). */
  const callbackApi =
    (api, impl) =>
    (options = {}) => {
      record(api, options)
      const run = (async () => {
        await Promise.resolve() // the client always answers asynchronously
        try {
          const result = { errMsg: `${api}:ok`, ...(await impl(options)) }
          options.success?.(result)
          options.complete?.(result)
          return result
        } catch (error) {
          const result = { errMsg: error.errMsg ?? `${api}:fail ${error.message}`, ...(error.extra ?? {}) }
          options.fail?.(result)
          options.complete?.(result)
          throw result
        }
      })()
      const tracked = app.track(run)
      if (options.success || options.fail || options.complete) {
        tracked.catch(() => undefined)
        return undefined
      }
      return tracked
    }
  const fail = (api, reason, extra) => Object.assign(new Error(reason), { errMsg: `${api}:fail ${reason}`, extra })
  const ok = (api) => (options) => {
    record(api, options)
    const result = { errMsg: `${api}:ok` }
    options?.success?.(result)
    options?.complete?.(result)
    return options?.success || options?.fail || options?.complete ? undefined : Promise.resolve(result)
  }
  const nothing = (api) => (options) => {
    record(api, options)
  }

  const wx = {
    env: { USER_DATA_PATH: 'wxfile://usr' },
    canIUse: () => true,

    // ---- navigation: the harness's page stack -------------------------------------------
    navigateTo: (options = {}) => navigation('navigateTo', options),
    redirectTo: (options = {}) => navigation('redirectTo', options),
    switchTab: (options = {}) => navigation('switchTab', options),
    reLaunch: (options = {}) => navigation('reLaunch', options),
    navigateBack: (options = {}) => navigation('navigateBack', options),
    navigateToMiniProgram: callbackApi('navigateToMiniProgram', (options) => {
      if (!options.appId) throw fail('navigateToMiniProgram', 'invalid appId')
      if (behaviour.miniProgram === 'cancel') throw fail('navigateToMiniProgram', 'cancel')
      return {}
    }),
    navigateBackMiniProgram: callbackApi('navigateBackMiniProgram', () => ({})),
    exitMiniProgram: callbackApi('exitMiniProgram', () => ({})),

    // ---- system -------------------------------------------------------------------------
    getSystemInfoSync: () => ({ ...info }),
    getSystemInfo: callbackApi('getSystemInfo', () => ({ ...info })),
    getSystemInfoAsync: callbackApi('getSystemInfoAsync', () => ({ ...info })),
    getWindowInfo: () => ({
      pixelRatio: info.pixelRatio,
      screenWidth: info.screenWidth,
      screenHeight: info.screenHeight,
      windowWidth: info.windowWidth,
      windowHeight: info.windowHeight,
      statusBarHeight: info.statusBarHeight,
      safeArea: info.safeArea,
      screenTop: 0,
    }),
    getDeviceInfo: () => ({
      brand: info.brand,
      model: info.model,
      system: info.system,
      platform: info.platform,
      benchmarkLevel: info.benchmarkLevel,
    }),
    getAppBaseInfo: () => ({
      SDKVersion: info.SDKVersion,
      enableDebug: false,
      host: info.host,
      language: info.language,
      version: info.version,
      theme: info.theme,
      fontSizeSetting: info.fontSizeSetting,
    }),
    getSystemSetting: () => ({
      bluetoothEnabled: false,
      locationEnabled: true,
      wifiEnabled: true,
      deviceOrientation: 'portrait',
    }),
    getAppAuthorizeSetting: () => ({ locationAuthorized: 'authorized', notificationAuthorized: 'authorized' }),
    getAccountInfoSync: () => ({ miniProgram: { appId: 'touristappid', envVersion: 'develop', version: '' }, plugin: {} }),
    getLaunchOptionsSync: () => clone(app.launchOptions),
    getEnterOptionsSync: () => clone(app.launchOptions),
    getMenuButtonBoundingClientRect: () => ({ ...MENU_BUTTON }),
    getNetworkType: callbackApi('getNetworkType', () => ({ networkType: 'wifi', signalStrength: 0, hasSystemProxy: false })),
    onNetworkStatusChange: nothing('onNetworkStatusChange'),
    offNetworkStatusChange: nothing('offNetworkStatusChange'),
    onAppShow: nothing('onAppShow'),
    offAppShow: nothing('offAppShow'),
    onAppHide: nothing('onAppHide'),
    offAppHide: nothing('offAppHide'),
    onError: nothing('onError'),
    offError: nothing('offError'),
    onUnhandledRejection: nothing('onUnhandledRejection'),
    offUnhandledRejection: nothing('offUnhandledRejection'),
    onThemeChange: nothing('onThemeChange'),
    offThemeChange: nothing('offThemeChange'),
    onPageNotFound: nothing('onPageNotFound'),
    offPageNotFound: nothing('offPageNotFound'),
    onMemoryWarning: nothing('onMemoryWarning'),
    getUpdateManager: () => ({
      applyUpdate() {},
      onCheckForUpdate() {},
      onUpdateReady() {},
      onUpdateFailed() {},
    }),
    nextTick: (fn) => Promise.resolve().then(fn),
    reportAnalytics: nothing('reportAnalytics'),
    reportEvent: nothing('reportEvent'),
    getPerformance: () => ({
      now: () => Date.now(),
      getEntries: () => [],
      createObserver: () => ({ observe() {}, disconnect() {} }),
    }),

    // ---- storage ------------------------------------------------------------------------
    setStorageSync(key, data) {
      record('setStorageSync', { key, data })
      if (typeof key !== 'string' || !key)
        throw new Error('setStorageSync:fail parameter error: key should be a non-empty string')
      store.set(key, clone(data))
    },
    getStorageSync(key) {
      return store.has(key) ? clone(store.get(key)) : ''
    },
    removeStorageSync(key) {
      record('removeStorageSync', { key })
      store.delete(key)
    },
    clearStorageSync() {
      record('clearStorageSync')
      store.clear()
    },
    getStorageInfoSync: () => ({ keys: [...store.keys()], currentSize: approximateSize(store), limitSize: 10240 }),
    setStorage: callbackApi('setStorage', ({ key, data }) => {
      if (typeof key !== 'string' || !key) throw fail('setStorage', 'parameter error: key should be a non-empty string')
      store.set(key, clone(data))
      return {}
    }),
    getStorage: callbackApi('getStorage', ({ key }) => {
      if (!store.has(key)) throw fail('getStorage', 'data not found')
      return { data: clone(store.get(key)) }
    }),
    removeStorage: callbackApi('removeStorage', ({ key }) => {
      store.delete(key)
      return {}
    }),
    clearStorage: callbackApi('clearStorage', () => {
      store.clear()
      return {}
    }),
    getStorageInfo: callbackApi('getStorageInfo', () => ({
      keys: [...store.keys()],
      currentSize: approximateSize(store),
      limitSize: 10240,
    })),

    // ---- network: the reference gateway -------------------------------------------------
    request(options = {}) {
      record('request', { url: options.url, method: options.method, data: options.data })
      const controller = new AbortController()
      const run = async () => {
        await Promise.resolve()
        try {
          const result = await httpRequest(options, controller.signal)
          options.success?.(result)
          options.complete?.(result)
          return result
        } catch (error) {
          const result = { errMsg: error.errMsg ?? `request:fail ${error.message}`, errno: error.errno ?? 600001 }
          options.fail?.(result)
          options.complete?.(result)
          throw result
        }
      }
      const promise = app.track(run())
      if (options.success || options.fail || options.complete) promise.catch(() => undefined)
      else return Object.assign(promise, { abort: () => controller.abort() })
      return {
        abort: () => controller.abort(),
        onHeadersReceived() {},
        offHeadersReceived() {},
        onChunkReceived() {},
        offChunkReceived() {},
      }
    },

    // ---- open capabilities --------------------------------------------------------------
    login: callbackApi('login', () => {
      if (behaviour.login !== 'ok') throw fail('login', 'system error')
      loginCount += 1
      return { code: `harness-login-code-p${process.pid}-${loginCount}` }
    }),
    checkSession: callbackApi('checkSession', () => ({})),
    requestPayment: callbackApi('requestPayment', (options) => pay(options)),
    requestSubscribeMessage: callbackApi('requestSubscribeMessage', ({ tmplIds }) => {
      if (!Array.isArray(tmplIds) || !tmplIds.length)
        throw fail('requestSubscribeMessage', 'TmplIds can not be empty', { errCode: 20001 })
      if (behaviour.subscribe === 'fail')
        throw fail('requestSubscribeMessage', 'can only be invoked by user TAP gesture.', { errCode: 20004 })
      return Object.fromEntries(tmplIds.map((id) => [id, behaviour.subscribe]))
    }),
    getLocation: callbackApi('getLocation', () => {
      if (behaviour.location === 'deny') throw fail('getLocation', 'auth deny')
      const { latitude, longitude } = behaviour.location
      return { latitude, longitude, speed: -1, accuracy: 65, altitude: 0, verticalAccuracy: 65, horizontalAccuracy: 65 }
    }),
    getSetting: callbackApi('getSetting', () => ({ authSetting: { 'scope.userLocation': behaviour.location !== 'deny' } })),
    authorize: callbackApi('authorize', ({ scope }) => {
      if (scope === 'scope.userLocation' && behaviour.location === 'deny') throw fail('authorize', 'auth deny')
      return {}
    }),
    openSetting: callbackApi('openSetting', () => ({ authSetting: {} })),
    getUserProfile: callbackApi('getUserProfile', () => ({ userInfo: { nickName: '微信用户', avatarUrl: '' } })),
    scanCode: callbackApi('scanCode', () => {
      throw fail('scanCode', 'cancel')
    }),
    chooseAddress: callbackApi('chooseAddress', () => {
      throw fail('chooseAddress', 'cancel')
    }),
    chooseImage: callbackApi('chooseImage', () => {
      throw fail('chooseImage', 'cancel')
    }),
    chooseMedia: callbackApi('chooseMedia', () => {
      throw fail('chooseMedia', 'cancel')
    }),
    setClipboardData: callbackApi('setClipboardData', ({ data }) => {
      app.clipboard = data
      return {}
    }),
    getClipboardData: callbackApi('getClipboardData', () => ({ data: app.clipboard ?? '' })),
    makePhoneCall: callbackApi('makePhoneCall', () => ({})),
    openCustomerServiceChat: callbackApi('openCustomerServiceChat', ({ corpId, extInfo }) => {
      if (!corpId || !extInfo?.url) throw fail('openCustomerServiceChat', 'invalid corpId or extInfo.url')
      return {}
    }),
    openLocation: callbackApi('openLocation', () => ({})),
    previewImage: callbackApi('previewImage', () => ({})),
    saveImageToPhotosAlbum: callbackApi('saveImageToPhotosAlbum', () => ({})),
    // No files here: nothing is ever chosen (chooseImage cancels), so these only fail.
    uploadFile: callbackApi('uploadFile', ({ filePath }) => {
      throw fail('uploadFile', `file not found: ${filePath}`)
    }),
    downloadFile: callbackApi('downloadFile', () => {
      throw fail('downloadFile', 'the harness downloads no files')
    }),
    getImageInfo: callbackApi('getImageInfo', ({ src }) => {
      throw fail('getImageInfo', `file not found: ${src}`)
    }),
    compressImage: callbackApi('compressImage', ({ src }) => ({ tempFilePath: src })),
    setKeepScreenOn: callbackApi('setKeepScreenOn', () => ({})),
    vibrateShort: callbackApi('vibrateShort', () => ({})),
    showShareMenu: callbackApi('showShareMenu', () => ({})),
    hideShareMenu: callbackApi('hideShareMenu', () => ({})),

    // ---- interface ----------------------------------------------------------------------
    setNavigationBarTitle: callbackApi('setNavigationBarTitle', ({ title }) => {
      const entry = app.current
      if (entry) entry.title = title
      app.titles.push({ route: entry?.route, title })
      return {}
    }),
    setNavigationBarColor: callbackApi('setNavigationBarColor', () => ({})),
    showNavigationBarLoading: callbackApi('showNavigationBarLoading', () => ({})),
    hideNavigationBarLoading: callbackApi('hideNavigationBarLoading', () => ({})),
    hideHomeButton: callbackApi('hideHomeButton', () => ({})),
    setBackgroundColor: callbackApi('setBackgroundColor', () => ({})),
    setBackgroundTextStyle: callbackApi('setBackgroundTextStyle', () => ({})),
    startPullDownRefresh: callbackApi('startPullDownRefresh', () => ({})),
    stopPullDownRefresh: callbackApi('stopPullDownRefresh', () => ({})),
    pageScrollTo: callbackApi('pageScrollTo', () => ({})),
    showToast: callbackApi('showToast', ({ title }) => {
      app.toast = title
      return {}
    }),
    hideToast: ok('hideToast'),
    showLoading: callbackApi('showLoading', () => ({})),
    hideLoading: ok('hideLoading'),
    showModal: callbackApi('showModal', () => ({
      confirm: behaviour.modal === 'confirm',
      cancel: behaviour.modal !== 'confirm',
    })),
    showActionSheet: callbackApi('showActionSheet', () => {
      throw fail('showActionSheet', 'cancel')
    }),
    // The tab bar is custom (app.json tabBar.custom): the client's own bar APIs have nothing to act on.
    showTabBar: callbackApi('showTabBar', () => ({})),
    hideTabBar: callbackApi('hideTabBar', () => ({})),
    setTabBarBadge: callbackApi('setTabBarBadge', () => ({})),
    removeTabBarBadge: callbackApi('removeTabBarBadge', () => ({})),
    setTabBarStyle: callbackApi('setTabBarStyle', () => ({})),
    setTabBarItem: callbackApi('setTabBarItem', () => ({})),
    loadFontFace: callbackApi('loadFontFace', () => ({})),

    // ---- WXML queries: no layout here, so every rectangle is 0 ----------------------------
    createSelectorQuery: () => new SelectorQuery(app),
    createIntersectionObserver: () => ({
      relativeTo() {
        return this
      },
      relativeToViewport() {
        return this
      },
      observe() {},
      disconnect() {},
    }),
    createAnimation: () => createAnimation(),
  }

  function navigation(api, options) {
    record(api, options)
    const promise = app.navigate(api, options)
    if (options.success || options.fail || options.complete) {
      promise.catch(() => undefined)
      return undefined
    }
    return promise
  }

  async function httpRequest(options, signal) {
    const { url: rawUrl, method = 'GET', data, header = {}, dataType = 'json', responseType = 'text', timeout = 60_000 } = options
    if (!app.gatewayUrl) {
      app.errors.push({ kind: 'harness', message: `wx.request(${rawUrl}) without a gateway: launch({ gatewayUrl })` })
      throw fail('request', 'url not in domain list')
    }
    const url = gatewayUrlFor(rawUrl, app.gatewayUrl)
    const upper = String(method).toUpperCase()
    const headers = Object.fromEntries(Object.entries(header).map(([k, v]) => [k.toLowerCase(), String(v)]))
    headers['content-type'] ??= 'application/json'
    let body
    let target = url
    if (data !== undefined && data !== null) {
      if (upper === 'GET' || upper === 'HEAD') {
        const params = typeof data === 'string' ? data : new URLSearchParams(Object.entries(data).map(([k, v]) => [k, String(v)]))
        target += (target.includes('?') ? '&' : '?') + params
      } else if (typeof data === 'string' || data instanceof ArrayBuffer) body = data
      else if (headers['content-type'].includes('x-www-form-urlencoded')) {
        body = String(new URLSearchParams(Object.entries(data).map(([k, v]) => [k, String(v)])))
      } else body = JSON.stringify(data)
    }
    const timer = AbortSignal.timeout(timeout)
    let response
    try {
      response = await fetch(target, { method: upper, headers, body, signal: AbortSignal.any([signal, timer]) })
    } catch (error) {
      if (timer.aborted) throw Object.assign(fail('request', 'timeout'), { errno: 5 })
      if (signal.aborted) throw fail('request', 'abort')
      throw fail('request', error.cause?.code ?? error.message)
    }
    let payload
    if (responseType === 'arraybuffer') payload = await response.arrayBuffer()
    else {
      payload = await response.text()
      if (dataType === 'json') {
        try {
          payload = JSON.parse(payload)
        } catch {
          // the client keeps the text when it is not JSON
        }
      }
    }
    app.requests.push({ method: upper, url: target, status: response.status, data: payload })
    learnPayment(payload)
    const headersOut = Object.fromEntries(response.headers.entries())
    return { data: payload, statusCode: response.status, header: headersOut, cookies: [], errMsg: 'request:ok' }
  }

  /**
   * A pay response names the sandbox page a person would complete the payment on, found again by
   * what the platform's payment API is given: WeChat's `package`, Alipay's `tradeNO`, Douyin's
   * order_id (in orderInfo).
   */
  function learnPayment(payload) {
    const data = payload && typeof payload === 'object' ? payload.data : undefined
    const map = data?.paymentInfoMap
    if (!map || !data.sandboxUrl) return
    let douyinOrder
    try {
      douyinOrder = map.orderInfo ? JSON.parse(map.orderInfo).order_id : undefined
    } catch {
      douyinOrder = undefined
    }
    for (const key of [map.package, map.tradeNO, map.orderStr, douyinOrder]) if (key) sandboxPages.set(key, data.sandboxUrl)
  }

  /**
   * Any platform's payment stand-in: completes the payment known by `key` on the gateway's
   * sandbox page as `app.behaviour.payment` says; answers 'paid', 'cancelled' or 'failed'.
   */
  app.payInSandbox = async (key) => {
    if (behaviour.payment === 'fail') return 'failed'
    const page = sandboxPages.get(key)
    if (behaviour.payment === 'cancel') {
      if (page) await submitSandbox(page, 'cancel')
      return 'cancelled'
    }
    if (page) await submitSandbox(page, 'pay')
    return 'paid'
  }

  /** requestPayment: pays or cancels on the gateway's sandbox page (its form, as a person would). */
  async function pay(options) {
    for (const field of ['timeStamp', 'nonceStr', 'package', 'paySign']) {
      if (!options[field]) throw fail('requestPayment', `parameter error: ${field} should be String`)
    }
    const outcome = await app.payInSandbox(options.package)
    if (outcome === 'failed') throw fail('requestPayment', 'system error')
    if (outcome === 'cancelled') throw fail('requestPayment', 'cancel')
    return {}
  }

  async function submitSandbox(pageUrl, choice) {
    const url = gatewayUrlFor(pageUrl, app.gatewayUrl)
    const html = await (await fetch(url)).text()
    const forms = [...html.matchAll(/<form\b([^>]*)>([\s\S]*?)<\/form>/g)].map(([, attrs, inner]) => ({
      id: /\bid="([^"]*)"/.exec(attrs)?.[1] ?? '',
      action: decodeHtml(/\baction="([^"]*)"/.exec(attrs)?.[1] ?? ''),
      fields: Object.fromEntries(
        [...inner.matchAll(/<input\b[^>]*>/g)].flatMap(([tag]) => {
          const name = /\bname="([^"]*)"/.exec(tag)?.[1]
          return name ? [[name, decodeHtml(/\bvalue="([^"]*)"/.exec(tag)?.[1] ?? '')]] : []
        }),
      ),
    }))
    const form = forms.find((f) => (choice === 'cancel' ? /cancel/i.test(f.id + f.action) : !/cancel/i.test(f.id + f.action)))
    if (!form) throw fail('requestPayment', `the sandbox page has no ${choice} form`)
    const response = await fetch(new URL(form.action, url), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: String(new URLSearchParams(form.fields)),
      redirect: 'manual',
    })
    if (response.status >= 400) throw fail('requestPayment', `the sandbox answered HTTP ${response.status}`)
  }

  return wx
}

/** A request to a path or to any host goes to the gateway (the app's host is configuration). */
export function gatewayUrlFor(rawUrl, gatewayUrl) {
  const base = new URL(gatewayUrl)
  const target = new URL(String(rawUrl), base)
  target.protocol = base.protocol
  target.host = base.host
  return String(target)
}

/**
 * wx.createSelectorQuery: the mock in j-component answers nothing usable, so this one finds
 * nodes in the current page (by the selectors Taro uses: `#id`, `.class`) and answers
 * rectangles of 0, as a page without layout has.
 */
class SelectorQuery {
  constructor(app) {
    this.app = app
    this.tasks = []
  }

  in() {
    return this
  }

  select(selector) {
    return new NodesRef(this, selector, false)
  }

  selectAll(selector) {
    return new NodesRef(this, selector, true)
  }

  selectViewport() {
    return new NodesRef(this, null, false)
  }

  exec(callback) {
    const tasks = this.tasks.splice(0)
    const run = async () => {
      await Promise.resolve()
      const results = tasks.map(({ ref, kind, fields }) => {
        const nodes = ref.selector === null ? [null] : this.app.$$(ref.selector)
        const answer = (element) => describeNode(element, kind, fields)
        const result = ref.all ? nodes.map(answer) : nodes.length ? answer(nodes[0]) : null
        return result
      })
      tasks.forEach((task, i) => task.callback?.(results[i]))
      callback?.(results)
      return results
    }
    this.app.track(run()).catch((error) => this.app.errors.push({ kind: 'harness', message: String(error) }))
    return this
  }
}

class NodesRef {
  constructor(query, selector, all) {
    this.query = query
    this.selector = selector
    this.all = all
  }

  #add(kind, fields, callback) {
    this.query.tasks.push({ ref: this, kind, fields, callback })
    return this.query
  }

  boundingClientRect(callback) {
    return this.#add('rect', { id: true, dataset: true, rect: true, size: true }, callback)
  }

  scrollOffset(callback) {
    return this.#add('scroll', { id: true, dataset: true, scrollOffset: true }, callback)
  }

  fields(fields, callback) {
    return this.#add('fields', fields, callback)
  }

  node(callback) {
    return this.#add('node', { node: true }, callback)
  }

  context(callback) {
    return this.#add('context', { context: true }, callback)
  }
}

function describeNode(element, kind, fields) {
  const wxElement = element?.__wxElement
  const out = {}
  if (fields.id) out.id = wxElement?.id ?? ''
  if (fields.dataset) out.dataset = { ...(wxElement?.dataset ?? {}) }
  if (fields.rect) Object.assign(out, { left: 0, right: 0, top: 0, bottom: 0 })
  if (fields.size)
    Object.assign(out, element ? { width: 0, height: 0 } : { width: SYSTEM_INFO.windowWidth, height: SYSTEM_INFO.windowHeight })
  if (fields.scrollOffset) Object.assign(out, { scrollLeft: 0, scrollTop: 0, scrollWidth: 0, scrollHeight: 0 })
  if (fields.node) out.node = null
  if (fields.context) out.context = null
  if (kind === 'fields' && Array.isArray(fields.properties)) {
    for (const name of fields.properties) out[name] = wxElement?.[name]
  }
  return out
}

function createAnimation() {
  const animation = {
    actions: [],
    export() {
      return { actions: this.actions.splice(0) }
    },
    step() {
      return this
    },
  }
  for (const name of [
    'opacity',
    'backgroundColor',
    'width',
    'height',
    'top',
    'left',
    'bottom',
    'right',
    'rotate',
    'scale',
    'translate',
    'translateX',
    'translateY',
    'skew',
    'matrix',
  ]) {
    animation[name] = function () {
      return this
    }
  }
  return animation
}

function clone(value) {
  return value === undefined ? undefined : structuredClone(value)
}

/** A copy of a call's arguments for the record: callbacks (success, fail, complete) left out. */
function withoutFunctions(value) {
  if (typeof value === 'function') return undefined
  if (Array.isArray(value)) return value.map(withoutFunctions)
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, v]) => typeof v !== 'function')
        .map(([k, v]) => [k, withoutFunctions(v)]),
    )
  }
  return value && typeof value === 'object' ? clone(value) : value
}

function approximateSize(store) {
  let bytes = 0
  for (const [key, value] of store) bytes += key.length + JSON.stringify(value ?? '').length
  return Math.ceil(bytes / 1024)
}

function decodeHtml(text) {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
}
