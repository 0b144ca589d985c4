// Where Alipay, Douyin and Xiaohongshu differ from WeChat in an API's name, options or answer:
// each function here answers as that platform documents it (success and failure), on top of
// WeChat's stand-in (../lib/wx.mjs) for the gateway, the storage, the page stack and the sandbox
// payment page. `app.behaviour` (login, payment, location...) chooses the outcome as for WeChat.

/** A failure in Alipay's shape: `{ error, errorMessage }` (no errMsg). */
const alipayFailure = (error, errorMessage, extra = {}) =>
  Object.assign(new Error(errorMessage), { alipay: { error, errorMessage, ...extra } })
/** A WeChat-shaped failure (Douyin and Xiaohongshu): `{ errMsg: 'api:fail reason', ...extra }`. */
export const fail = (api, reason, extra) => Object.assign(new Error(reason), { errMsg: `${api}:fail ${reason}`, extra })

/** Alipay's callback API: success/fail/complete with Alipay's shapes, or a promise. */
function alipayApi(app, api, impl) {
  return (options = {}) => {
    app.calls.push({ api: `my.${api}`, args: plain(options) })
    const run = (async () => {
      await Promise.resolve()
      try {
        const result = { ...(await impl(options)) }
        options.success?.(result)
        options.complete?.(result)
        return result
      } catch (error) {
        const result = error.alipay ?? { error: 3, errorMessage: String(error.message ?? error) }
        options.fail?.(result)
        options.complete?.(result)
        throw result
      }
    })()
    const tracked = app.track(run)
    tracked.catch(() => undefined)
    return options.success || options.fail || options.complete ? undefined : tracked
  }
}

/** WeChat's callback style under another platform's name (Douyin, Xiaohongshu). */
function wxStyleApi(app, global, api, impl) {
  return (options = {}) => {
    app.calls.push({ api: `${global}.${api}`, args: plain(options) })
    const run = (async () => {
      await Promise.resolve()
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
    tracked.catch(() => undefined)
    return options.success || options.fail || options.complete ? undefined : tracked
  }
}

/** WeChat's stand-in answer of a callback API, as a promise (for the stand-ins built on it). */
const viaWx = (wx, api, options = {}) => new Promise((resolve, reject) => wx[api]({ ...options, success: resolve, fail: reject }))

const plain = (options) =>
  options && typeof options === 'object'
    ? Object.fromEntries(Object.entries(options).filter(([, value]) => typeof value !== 'function'))
    : options

export const shapes = {
  alipay(app, wx) {
    const api = (name, impl) => alipayApi(app, name, impl)
    const behaviour = app.behaviour
    /** my.request: `headers`; answers `{ data, status, headers }`; an HTTP status >= 400 fails with error 19. */
    const request = (options = {}) => {
      const { headers = {}, header, ...rest } = options
      if (header !== undefined) {
        app.errors.push({ kind: 'platform', message: 'my.request was given `header` (Alipay reads `headers`)' })
      }
      let task
      const answer = (async () => {
        await Promise.resolve()
        try {
          const res = await new Promise((resolve, reject) => {
            task = wx.request({ ...rest, header: headers, success: resolve, fail: reject })
          })
          const result = { data: res.data, status: res.statusCode, headers: res.header }
          if (res.statusCode >= 400) throw alipayFailure(19, 'http status error', result)
          options.success?.(result)
          options.complete?.(result)
          return result
        } catch (error) {
          const result = error.alipay ?? {
            error: /timeout/.test(error.errMsg) ? 13 : 12,
            errorMessage: error.errMsg ?? String(error),
          }
          options.fail?.(result)
          options.complete?.(result)
          return undefined
        }
      })()
      app.track(answer)
      return { abort: () => task?.abort() }
    }
    return {
      request,
      httpRequest: request,
      // Storage: one object argument; getStorageSync answers `{ data }` (null when absent).
      getStorageSync: ({ key } = {}) => ({ data: key in storeOf(wx, key) ? wx.getStorageSync(key) : null }),
      setStorageSync: ({ key, data } = {}) => wx.setStorageSync(key, data),
      removeStorageSync: ({ key } = {}) => wx.removeStorageSync(key),
      getStorage: api('getStorage', ({ key }) => ({ data: key in storeOf(wx, key) ? wx.getStorageSync(key) : null })),
      getSystemInfoSync: () => ({
        ...wx.getSystemInfoSync(),
        app: 'alipay',
        platform: 'iOS',
        version: '10.6.0',
        SDKVersion: '2.9.0',
      }),
      getSystemInfo: api('getSystemInfo', () => ({
        ...wx.getSystemInfoSync(),
        app: 'alipay',
        platform: 'iOS',
        version: '10.6.0',
      })),
      getAccountInfoSync: () => ({ miniProgram: { appId: '2021000000000000', envVersion: 'develop', version: '' } }),
      getDeviceBaseInfo: () => ({ brand: 'devtools', model: 'iPhone', system: 'iOS 16.0', platform: 'iOS' }),
      // Login: an auth code.
      getAuthCode: api('getAuthCode', async ({ scopes }) => {
        if (!scopes) throw alipayFailure(2, 'invalid scopes')
        if (behaviour.login !== 'ok') throw alipayFailure(11, '用户取消授权')
        const { code } = await viaWx(wx, 'login')
        return { authCode: code.replace('harness-login-code', 'harness-auth-code') }
      }),
      getOpenUserInfo: api('getOpenUserInfo', () => ({ response: JSON.stringify({ response: { nickName: '支付宝用户' } }) })),
      getPhoneNumber: api('getPhoneNumber', () => {
        if (behaviour.login !== 'ok') throw alipayFailure(11, '用户拒绝授权')
        return { response: JSON.stringify({ response: 'harness-encrypted-phone', sign: 'harness-sign' }) }
      }),
      // Payment: the outcome is the resultCode of a success (9000 paid, 6001 cancelled, 4000 failed).
      tradePay: api('tradePay', async ({ tradeNO, orderStr }) => {
        if (!tradeNO && !orderStr) throw alipayFailure(2, 'tradeNO or orderStr is required')
        const outcome = await app.payInSandbox(tradeNO ?? orderStr)
        return { resultCode: { paid: '9000', cancelled: '6001', failed: '4000' }[outcome] }
      }),
      setClipboard: api('setClipboard', ({ text }) => {
        app.clipboard = text
        return {}
      }),
      getClipboard: api('getClipboard', () => ({ text: app.clipboard ?? '' })),
      setNavigationBar: api('setNavigationBar', ({ title }) => {
        if (title !== undefined) {
          const entry = app.current
          if (entry) entry.title = title
          app.titles.push({ route: entry?.route, title })
        }
        return {}
      }),
      hideBackHome: api('hideBackHome', () => ({})),
      showToast: api('showToast', ({ content }) => {
        app.toast = content
        return {}
      }),
      showLoading: api('showLoading', () => ({})),
      alert: api('alert', () => ({})),
      confirm: api('confirm', () => ({ confirm: behaviour.modal === 'confirm' })),
      prompt: api('prompt', () => ({ ok: false })),
      showActionSheet: api('showActionSheet', () => ({ index: -1 })),
      scan: api('scan', () => {
        throw alipayFailure(10, '用户取消')
      }),
      chooseImage: api('chooseImage', () => {
        throw alipayFailure(11, '用户取消操作')
      }),
      compressImage: api('compressImage', ({ apFilePaths }) => ({ apFilePaths })),
      saveImage: api('saveImage', () => ({})),
      makePhoneCall: api('makePhoneCall', ({ number }) => {
        if (!number) throw alipayFailure(2, 'number is required')
        return {}
      }),
      getLocation: api('getLocation', () => {
        if (behaviour.location === 'deny') throw alipayFailure(2001, '用户拒绝给予定位权限')
        const { latitude, longitude } = behaviour.location
        return { latitude: String(latitude), longitude: String(longitude), accuracy: '65', horizontalAccuracy: '65' }
      }),
      getSetting: api('getSetting', () => ({ authSetting: { location: behaviour.location !== 'deny' } })),
      openSetting: api('openSetting', () => ({ authSetting: {} })),
      openLocation: api('openLocation', ({ latitude, longitude }) => {
        if (typeof latitude !== 'string' || typeof longitude !== 'string')
          throw alipayFailure(2, 'latitude and longitude must be strings')
        return {}
      }),
      getAddress: api('getAddress', () => ({ resultStatus: '6001' })),
      showAuthGuide: api('showAuthGuide', () => ({ shown: true })),
      hideShareMenu: api('hideShareMenu', () => ({})),
    }
  },

  tt(app, wx) {
    const behaviour = app.behaviour
    return {
      getSystemInfoSync: () => ({
        ...wx.getSystemInfoSync(),
        appName: 'Douyin',
        platform: 'ios',
        version: '30.0.0',
        SDKVersion: '3.30.0',
      }),
      getEnvInfoSync: () => ({ microapp: { appId: 'tt0000000000000000', envType: 'development', mpVersion: '' }, common: {} }),
      // tt.pay with the cashier (service 5): the outcome is the success's code (0 paid, 4 cancelled).
      pay: wxStyleApi(app, 'tt', 'pay', async ({ orderInfo, service }) => {
        const id = orderInfo?.order_id
        if (!id || !orderInfo.order_token) throw fail('pay', 'orderInfo.order_id and order_token are required')
        if (service !== 5) throw fail('pay', `service ${service} is not the cashier (5)`)
        const outcome = await app.payInSandbox(id)
        return { code: { paid: 0, cancelled: 4, failed: 2 }[outcome] }
      }),
      login: wxStyleApi(app, 'tt', 'login', async () => {
        if (behaviour.login !== 'ok') throw fail('login', 'login failed')
        const { code } = await viaWx(wx, 'login')
        return { code, anonymousCode: `anonymous-${code}`, isLogin: true }
      }),
    }
  },

  xhs(app, wx) {
    return {
      getSystemInfoSync: () => ({ ...wx.getSystemInfoSync(), platform: 'ios', version: '8.60.0', SDKVersion: '3.0.0' }),
      // requestPayment with the provider's fields as the gateway gave them.
      requestPayment: wxStyleApi(app, 'xhs', 'requestPayment', async (options) => {
        const { success, fail: failed, complete, ...fields } = options
        void success
        void failed
        void complete
        const key = fields.package ?? fields.orderId ?? fields.order_id
        if (!key) throw fail('requestPayment', 'parameter error: the order is missing')
        const outcome = await app.payInSandbox(key)
        if (outcome === 'cancelled') throw fail('requestPayment', 'cancel')
        if (outcome === 'failed') throw fail('requestPayment', 'system error')
        return {}
      }),
    }
  },
}

/** WeChat's stand-in storage keys, for Alipay's `null` when absent. */
function storeOf(wx) {
  return Object.fromEntries(wx.getStorageInfoSync().keys.map((key) => [key, true]))
}
