/**
 * What the H5 implementation needs of the browser, behind one interface so that each rule is
 * tested without a browser: the host's identity, leaving for a provider's page, the bank form
 * post, WeChat's JS bridge, geolocation, the share sheet and canvas compression.
 */
import { WEIXIN_BRIDGE_TIMEOUT_MS } from './constants'
import { currentViewportWidth } from './env'
import { compressInBrowser } from './image'

/** WeChat's in-browser bridge (WeixinJSBridge), as far as payment uses it. */
export interface WeixinBridge {
  invoke(name: string, params: Readonly<Record<string, string>>, callback: (result: { err_msg?: string }) => void): void
}

/** The part of the Geolocation API used here. */
export interface WebGeolocation {
  getCurrentPosition(
    success: (position: { coords: { latitude: number; longitude: number } }) => void,
    error: (error: { code: number; message?: string }) => void,
    options?: { enableHighAccuracy?: boolean; timeout?: number; maximumAge?: number },
  ): void
}

export interface WebHost {
  userAgent(): string
  viewportWidth(): number
  /** Leaves this page for `url` (a provider's payment page). */
  redirect(url: string): void
  /** Loads this page again (a newer version of the app). */
  reload(): void
  /** Submits a hidden POST form to `action` (the bank app's gateway): the page is left. */
  postForm(action: string, fields: Readonly<Record<string, string>>): void
  /** WeixinJSBridge, once WeChat has made it ready; rejects if it never does. */
  weixinBridge(): Promise<WeixinBridge>
  geolocation(): WebGeolocation | undefined
  /** The browser's share sheet; undefined where there is none. */
  share(data: { title: string; url: string }): Promise<void> | undefined
  /** Compresses an image (canvas, spec quality, into the 1080 x 1960 box). */
  compressImage(file: Blob): Promise<Blob>
  /** An address for a blob (the path of a chosen image). */
  objectUrl(blob: Blob): string
}

type BridgeWindow = Window & { WeixinJSBridge?: WeixinBridge }

/** The real browser. Nothing is touched until a method is called (safe to create anywhere). */
export function browserHost(): WebHost {
  return {
    userAgent: () => (typeof navigator === 'undefined' ? '' : navigator.userAgent),
    viewportWidth: currentViewportWidth,
    redirect: (url) => window.location.assign(url),
    reload: () => window.location.reload(),
    postForm(action, fields) {
      const form = document.createElement('form')
      form.method = 'POST'
      form.action = action
      form.acceptCharset = 'UTF-8'
      form.style.display = 'none'
      for (const [name, value] of Object.entries(fields)) {
        const input = document.createElement('input')
        input.type = 'hidden'
        input.name = name
        input.value = value
        form.appendChild(input)
      }
      document.body.appendChild(form)
      form.submit()
    },
    weixinBridge: () =>
      new Promise<WeixinBridge>((resolve, reject) => {
        const bridge = () => (window as BridgeWindow).WeixinJSBridge
        const ready = bridge()
        if (ready) return resolve(ready)
        const onReady = () => {
          clearTimeout(timer)
          const now = bridge()
          if (now) resolve(now)
          else reject(new Error('WeixinJSBridge: ready without a bridge'))
        }
        const timer = setTimeout(() => {
          document.removeEventListener('WeixinJSBridgeReady', onReady)
          reject(new Error('WeixinJSBridge: not ready'))
        }, WEIXIN_BRIDGE_TIMEOUT_MS)
        document.addEventListener('WeixinJSBridgeReady', onReady, { once: true })
      }),
    geolocation: () => (typeof navigator === 'undefined' ? undefined : navigator.geolocation),
    share: (data) =>
      typeof navigator !== 'undefined' && typeof navigator.share === 'function' ? navigator.share(data) : undefined,
    compressImage: (file) => compressInBrowser(file),
    objectUrl: (blob) => URL.createObjectURL(blob),
  }
}
