// The platform globals of the four mini-program targets: WeChat's `wx` (../lib/wx.mjs) and, for
// the Alipay, Douyin and Xiaohongshu builds, a stand-in `my` / `tt` / `xhs` that has exactly that
// platform's API names (API_NAMES below) and answers in that platform's shapes, including its
// failures. Where a platform's API has WeChat's name and shape, the stand-in answers with the
// WeChat stand-in's implementation (same gateway, same storage, same page stack).
//
// The names lists are written from each platform's API reference (@mini-types/alipay and
// @douyin-microapp/typings are not installed here): the APIs the build (Taro's runtime and the
// app) may call, each one the platform has. Taro builds its `Taro.*` object from the global's own
// keys, so a name missing here is missing in the app, as on the client. Reading a name the
// platform does not have is recorded in `app.missingApis` (a test asserts it stays empty), and so
// is Taro's "小程序暂不支持 <api>" warning (a WeChat name with no platform alias).
import { fail, shapes } from './shapes.mjs'

/** What every platform global has besides its functions. */
const COMMON_NAMES = [
  'env',
  'canIUse',
  'navigateTo',
  'redirectTo',
  'switchTab',
  'reLaunch',
  'navigateBack',
  'navigateToMiniProgram',
  'navigateBackMiniProgram',
  'exitMiniProgram',
  'getSystemInfo',
  'getSystemInfoSync',
  'getSystemInfoAsync',
  'getWindowInfo',
  'getAppBaseInfo',
  'getMenuButtonBoundingClientRect',
  'getLaunchOptionsSync',
  'getEnterOptionsSync',
  'getNetworkType',
  'onNetworkStatusChange',
  'offNetworkStatusChange',
  'onAppShow',
  'offAppShow',
  'onAppHide',
  'offAppHide',
  'onError',
  'offError',
  'onUnhandledRejection',
  'offUnhandledRejection',
  'onMemoryWarning',
  'getUpdateManager',
  'request',
  'uploadFile',
  'downloadFile',
  'getStorage',
  'getStorageSync',
  'setStorage',
  'setStorageSync',
  'removeStorage',
  'removeStorageSync',
  'clearStorage',
  'clearStorageSync',
  'getStorageInfo',
  'getStorageInfoSync',
  'getLocation',
  'openLocation',
  'getSetting',
  'openSetting',
  'chooseImage',
  'compressImage',
  'getImageInfo',
  'previewImage',
  'saveImageToPhotosAlbum',
  'makePhoneCall',
  'vibrateShort',
  'setKeepScreenOn',
  'showShareMenu',
  'hideShareMenu',
  'showToast',
  'hideToast',
  'showLoading',
  'hideLoading',
  'showActionSheet',
  'showNavigationBarLoading',
  'hideNavigationBarLoading',
  'setBackgroundColor',
  'setBackgroundTextStyle',
  'startPullDownRefresh',
  'stopPullDownRefresh',
  'pageScrollTo',
  'showTabBar',
  'hideTabBar',
  'setTabBarBadge',
  'removeTabBarBadge',
  'setTabBarStyle',
  'setTabBarItem',
  'createSelectorQuery',
  'createIntersectionObserver',
  'createAnimation',
  'loadFontFace',
  'reportAnalytics',
]

/** Each target's global, its name in messages, and (Alipay, Douyin, Xiaohongshu) its API names. */
export const PLATFORMS = {
  weapp: { global: 'wx', label: 'WeChat' },
  alipay: {
    global: 'my',
    label: 'Alipay',
    // Alipay's script worker has a `navigator` (Taro's alipay runtime redefines its userAgent).
    workerGlobals: () => ({
      navigator: { userAgent: 'Mozilla/5.0 (iPhone) AlipayClient/10.6.0 MiniProgram', swuserAgent: 'AlipayClient/10.6.0' },
    }),
    // Alipay: login is getAuthCode, payment tradePay, the phone getPhoneNumber, the clipboard
    // setClipboard/getClipboard, titles setNavigationBar, dialogs alert/confirm, scanning scan;
    // no requestSubscribeMessage for tmplIds, no login, no requestPayment.
    names: [
      ...COMMON_NAMES,
      'httpRequest',
      'getAuthCode',
      'getOpenUserInfo',
      'getPhoneNumber',
      'tradePay',
      'setClipboard',
      'getClipboard',
      'setNavigationBar',
      'hideBackHome',
      'alert',
      'confirm',
      'prompt',
      'scan',
      'saveImage',
      'getAddress',
      'showAuthGuide',
      'getAccountInfoSync',
      'getDeviceBaseInfo',
    ],
  },
  tt: {
    global: 'tt',
    label: 'Douyin',
    // Douyin: WeChat's names for most; payment is tt.pay (with the cashier), the account is getEnvInfoSync.
    names: [
      ...COMMON_NAMES,
      'login',
      'checkSession',
      'getUserProfile',
      'pay',
      'requestSubscribeMessage',
      'authorize',
      'scanCode',
      'chooseMedia',
      'setClipboardData',
      'getClipboardData',
      'setNavigationBarTitle',
      'setNavigationBarColor',
      'hideHomeButton',
      'showModal',
      'getEnvInfoSync',
    ],
  },
  xhs: {
    global: 'xhs',
    label: 'Xiaohongshu',
    // Xiaohongshu: WeChat's names and shapes; payment is requestPayment with the provider's fields.
    names: [
      ...COMMON_NAMES,
      'login',
      'checkSession',
      'requestPayment',
      'authorize',
      'scanCode',
      'setClipboardData',
      'getClipboardData',
      'setNavigationBarTitle',
      'setNavigationBarColor',
      'hideHomeButton',
      'showModal',
      'getAccountInfoSync',
    ],
  },
}

/** Names the harness itself, JavaScript or Taro look up on any object (not API calls). */
const NOT_API = new Set(['then', 'toJSON', 'constructor', 'prototype', 'inspect', 'nodeType', 'taroEventCenter', 'webpackJsonp'])
/** Reads that are Taro's own feature checks, with a fallback when absent (not calls). */
const FEATURE_CHECKS = {
  // Taro's tt runtime: `tt.getRenderMode ? tt.getRenderMode() : V1`, then `tt.__$enableTTDom$__`.
  tt: new Set(['getRenderMode', '__$enableTTDom$__']),
}

/**
 * The global of `target` for the harness `app`, built on WeChat's stand-in `wx`; installs it as
 * globalThis[<name>] and answers it. For weapp, `wx` itself.
 */
export function createPlatformGlobal(target, app, wx) {
  const platform = PLATFORMS[target]
  if (!platform) throw new Error(`unknown target ${target}: weapp, alipay, tt or xhs`)
  app.missingApis = []
  if (target === 'weapp') return wx
  for (const [name, value] of Object.entries(platform.workerGlobals?.() ?? {})) {
    Object.defineProperty(globalThis, name, { value, configurable: true, writable: true })
  }
  const own = shapes[target](app, wx)
  const base = {}
  for (const name of platform.names) {
    const implementation = name in own ? own[name] : wx[name]
    if (implementation === undefined) throw new Error(`${platform.label} stand-in: ${name} has no implementation`)
    base[name] = implementation
  }
  // webpack's chunk list lives on the global (Taro's mini runner pushes into it).
  return new Proxy(base, {
    get(object, key) {
      if (typeof key === 'string' && !(key in object) && !NOT_API.has(key) && !FEATURE_CHECKS[target]?.has(key)) {
        app.missingApis.push(`${platform.global}.${key}`)
      }
      return object[key]
    },
  })
}

export { fail }
