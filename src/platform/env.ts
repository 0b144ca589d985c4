/**
 * Which target and host this build runs on. Only src/platform reads TARO_ENV (lint enforces it):
 * here, and index.ts to pick the implementation; everything else asks here or `platform`.
 */

import { CAPABILITIES } from './capabilities'

export type Target = 'weapp' | 'alipay' | 'tt' | 'xhs' | 'h5'

/** Spec section 1, platform types. */
export type PlatformType = 'H5' | 'MP_WEIXIN' | 'MP_TT' | 'MP_XHS' | 'MP_ALI' | 'WXH5' | 'PC' | 'CMB' | 'FlutterAPPH5'

export const TARGET: Target = process.env.TARO_ENV as Target

export const isH5 = TARGET === 'h5'
export const isMini = !isH5

// What the rest of the app asks instead of which target it is (lint keeps isH5/isMini here:
// docs/decisions/boundaries.md). Each names the behaviour that differs.

/**
 * The web router (H5): pages open at their web addresses (`/content/123`) and the browser keeps
 * the history, with no page-stack limit. Mini-programs open page paths on a stack of at most 10.
 */
export const webRouter = isH5

/**
 * A web view is the platform's native one, drawn over the whole page with only the platform's
 * navigation bar above it (mini-programs); on H5 it is a frame inside the page.
 */
export const nativeWebViewCoversPage = isMini

/**
 * The platform's share menu, filled by the page's onShareAppMessage (mini-programs; issue 22);
 * the web has none (a share there copies a link).
 */
export const shareMenuInPage = isMini

/**
 * WeChat's browser (WXH5): a page's share content goes to WeChat's own menu through its JS-SDK
 * (platform/wechat-share.ts, loaded only there); elsewhere on the web a share copies a link.
 */
export function sharesThroughWechatSdk(): boolean {
  return isH5 && platformType() === 'WXH5'
}

/**
 * Pages mount as React transitions, their first render sliced (runtime/page-mount.ts): H5, where
 * a page's render on a phone's CPU is the first load's longest task (its Total Blocking Time).
 * The mini-programs render into their own view layer and keep Taro's mounting as it is.
 */
export const slicedPageMounts = isH5

/** Desktop mode starts at this viewport width (spec section 2: pages up to 960 wide there). */
export const PC_MIN_WIDTH = 960

const MINI_TYPES: Record<Exclude<Target, 'h5'>, PlatformType> = {
  weapp: 'MP_WEIXIN',
  alipay: 'MP_ALI',
  tt: 'MP_TT',
  xhs: 'MP_XHS',
}

/** The H5 host, from the user agent and the viewport (spec section 1). */
export function detectWebHost(userAgent: string, viewportWidth: number): PlatformType {
  if (/MicroMessenger/i.test(userAgent)) return 'WXH5'
  if (/MPBank|CMBMobile|cmb\./i.test(userAgent)) return 'CMB'
  if (/FlutterAPP/i.test(userAgent)) return 'FlutterAPPH5'
  if (viewportWidth >= PC_MIN_WIDTH && !/Mobile|Android|iPhone|iPad/i.test(userAgent)) return 'PC'
  return 'H5'
}

let viewportWidth: number | undefined
let watchingResize = false

/**
 * The window's width, read once and again after a resize. Reading `innerWidth` while the page is
 * being built forces a layout, and the platform type (which depends on it) is asked for on every
 * request and by the tab bar on every render: a read after the DOM changed, in a render or an
 * effect, costs a whole layout, so it is read once per resize.
 */
export function currentViewportWidth(): number {
  if (typeof window === 'undefined') return 0
  if (!watchingResize) {
    watchingResize = true
    window.addEventListener('resize', () => (viewportWidth = undefined), { passive: true })
  }
  return (viewportWidth ??= window.innerWidth)
}

/** The web page's origin (scheme, host, port); undefined on mini-programs. */
export function webOrigin(): string | undefined {
  // Taro's mini-program runtime has a stand-in window whose location is https://taro.com: not a site.
  return isH5 && typeof window !== 'undefined' && window.location?.origin && /^https?:/.test(window.location.origin)
    ? window.location.origin
    : undefined
}

/** A value a script before the app left on the web page (`window[name]`, src/boot); undefined on mini-programs. */
export function pageGlobal(name: string): unknown {
  return typeof window === 'undefined' ? undefined : (window as unknown as Record<string, unknown>)[name]
}

export function platformType(): PlatformType {
  if (TARGET !== 'h5') return MINI_TYPES[TARGET]
  if (typeof navigator === 'undefined' || typeof window === 'undefined') return 'H5'
  return detectWebHost(navigator.userAgent, currentViewportWidth())
}

/** Spec section 5: a custom navigation bar everywhere except the bank app's browser (capabilities.ts). */
export function supportsCustomNavBar(type: PlatformType = platformType()): boolean {
  return CAPABILITIES[type].customNavBar
}

/** Spec section 2: the bottom bar is hidden in desktop mode. */
export function showsTabBar(type: PlatformType = platformType()): boolean {
  return type !== 'PC'
}
