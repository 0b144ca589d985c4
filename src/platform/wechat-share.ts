/**
 * The share of a page in WeChat's browser (WXH5; issue 22, spec s7 L94, spec-notes i10): WeChat's
 * JS-SDK, configured with the gateway's signature of the page's address, given the page's share
 * (`updateAppMessageShareData`, `updateTimelineShareData`), or the share items hidden when the
 * page must not be shared (forbidShare, a sensitive show: D33).
 *
 * Loaded lazily, only on WXH5 (components/page-shell/use-web-share.ts): nothing of it is in the
 * first load or on another host. A failure (the script, the signature, `wx.error`) is reported and
 * otherwise silent: WeChat's menu then shares the bare page. docs/decisions/wechat-web-share.md.
 */

/** WeChat's JS-SDK, loaded once, when the first page shares. */
export const JWEIXIN_SCRIPT_URL = 'https://res.wx.qq.com/open/js/jweixin-1.6.0.js'

/** The JS-SDK calls a page's share uses (what `wx.config` asks for). */
export const WECHAT_SHARE_APIS = [
  'updateAppMessageShareData',
  'updateTimelineShareData',
  'hideMenuItems',
  'showMenuItems',
] as const

/** The menu's share items: hidden on a page that must not be shared. */
export const WECHAT_SHARE_MENU_ITEMS = [
  'menuItem:share:appMessage',
  'menuItem:share:timeline',
  'menuItem:share:qq',
  'menuItem:share:weiboApp',
  'menuItem:share:QZone',
  'menuItem:favorite',
] as const

/** What a share in WeChat shows: the title, a line under it, the link it opens and its picture. */
export interface WebShare {
  readonly title: string
  readonly desc: string
  readonly link: string
  readonly imgUrl: string
}

/** The gateway's signature of a page address (contract WeixinJsapiAuthorization). */
export interface JsapiSignature {
  readonly appId: string
  readonly timestamp: number
  readonly nonceStr: string
  readonly signature: string
}

interface Callbacks {
  success?: () => void
  fail?: (error: unknown) => void
}

/** The part of WeChat's `wx` a share uses. */
export interface WechatSdk {
  config(options: JsapiSignature & { debug: boolean; jsApiList: string[] }): void
  ready(callback: () => void): void
  error(callback: (error: unknown) => void): void
  updateAppMessageShareData(options: WebShare & Callbacks): void
  updateTimelineShareData(options: Omit<WebShare, 'desc'> & Callbacks): void
  hideMenuItems(options: { menuList: string[] } & Callbacks): void
  showMenuItems(options: { menuList: string[] } & Callbacks): void
}

export interface WechatShareDeps {
  /** The gateway's signature of `url`. */
  sign(url: string): Promise<JsapiSignature>
  /** Where a failure goes (the user sees none). */
  report(error: unknown): void
  /** Loads the SDK; default: a script element for JWEIXIN_SCRIPT_URL, then `window.wx`. */
  loadSdk?(): Promise<WechatSdk>
  /** The page's address; default: `location.href`. */
  currentUrl?(): string
  /** The browser's user agent; default: `navigator.userAgent`. */
  userAgent?: string
}

/** An address as WeChat checks a signature against it: without its #fragment. */
export function signedUrl(href: string): string {
  return href.split('#')[0] ?? href
}

/**
 * WeChat on iOS checks a signature against the address the app was entered at, whatever the
 * page's address now; on Android against the current one.
 */
export function signsEntryUrl(userAgent: string): boolean {
  return /iPhone|iPad|iPod/i.test(userAgent)
}

function loadScriptSdk(): Promise<WechatSdk> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script')
    script.src = JWEIXIN_SCRIPT_URL
    script.async = true
    script.onload = () => {
      const wx = (window as unknown as { wx?: WechatSdk }).wx
      if (wx) resolve(wx)
      else reject(new Error('jweixin loaded without window.wx'))
    }
    script.onerror = () => {
      script.remove()
      reject(new Error(`jweixin did not load (${JWEIXIN_SCRIPT_URL})`))
    }
    document.head.appendChild(script)
  })
}

/**
 * The WXH5 share: `show(share)` sets the page's share, `show(null)` hides the share items. The
 * latest call wins; the page is signed again when its address changed (WeChat on Android checks
 * the signature against the current address; on iOS against the entry address, signed once).
 */
export function createWechatShare(deps: WechatShareDeps) {
  const currentUrl = deps.currentUrl ?? (() => window.location.href)
  // Made after the first page: the address now is the one the app was entered at.
  const entryUrl = signedUrl(currentUrl())
  const urlToSign = signsEntryUrl(deps.userAgent ?? navigator.userAgent) ? () => entryUrl : () => signedUrl(currentUrl())
  let sdk: Promise<WechatSdk> | undefined
  let configured: { url: string; ready: Promise<void> } | undefined
  let hidden = false
  let latest = 0

  const load = () => {
    sdk ??= (deps.loadSdk ?? loadScriptSdk)()
    // A script that did not load is tried again by the next page.
    sdk.catch(() => (sdk = undefined))
    return sdk
  }

  function configure(wx: WechatSdk, url: string, signature: JsapiSignature): Promise<void> {
    const ready = new Promise<void>((resolve, reject) => {
      wx.ready(resolve)
      wx.error(reject)
    })
    wx.config({ debug: false, ...pick(signature), jsApiList: [...WECHAT_SHARE_APIS] })
    configured = { url, ready }
    return ready
  }

  async function show(share: WebShare | null): Promise<void> {
    const call = ++latest
    try {
      const wx = await load()
      const url = urlToSign()
      let ready = configured?.url === url ? configured.ready : undefined
      if (!ready) {
        const signature = await deps.sign(url)
        if (call !== latest) return
        ready = configure(wx, url, signature)
      }
      await ready
      if (call !== latest) return
      apply(wx, share)
    } catch (error) {
      configured = undefined
      deps.report(error)
    }
  }

  function apply(wx: WechatSdk, share: WebShare | null): void {
    const menuList = [...WECHAT_SHARE_MENU_ITEMS]
    const fail = (error: unknown) => deps.report(error)
    if (!share) {
      hidden = true
      wx.hideMenuItems({ menuList, fail })
      return
    }
    if (hidden) {
      hidden = false
      wx.showMenuItems({ menuList, fail })
    }
    wx.updateAppMessageShareData({ ...share, fail })
    wx.updateTimelineShareData({ title: share.title, link: share.link, imgUrl: share.imgUrl, fail })
  }

  return { show }
}

export type WechatShare = ReturnType<typeof createWechatShare>

function pick({ appId, timestamp, nonceStr, signature }: JsapiSignature): JsapiSignature {
  return { appId, timestamp, nonceStr, signature }
}
