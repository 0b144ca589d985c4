/**
 * The H5 build: one implementation for every web host it detects (env.ts detectWebHost): the
 * WeChat browser (WXH5), the bank app (CMB), the native app's web view (FlutterAPPH5), desktop
 * (PC) and any other mobile browser (H5).
 */
import Taro from '@tarojs/taro'
import { isCancel } from './call'
import { capabilityChecks, keepScreenOn, makePhoneCall, setClipboard, taroStorage, type PlatformOptions } from './common'
import {
  BANK_FORM_FIELD,
  DEFAULT_IMAGE_COUNT,
  MESSAGES,
  WEB_IMAGE_MIME,
  WEB_LOCATION_DENIED,
  WEB_LOCATION_TIMEOUT_MS,
  WEIXIN_PAY_CANCEL,
  WEIXIN_PAY_INVOKE,
  WEIXIN_PAY_OK,
} from './constants'
import { detectWebHost } from './env'
import { PaymentError, PlatformError, UnsupportedError } from './errors'
import { compressible } from './image'
import { payRoute, wechatPayParams } from './pay'
import { terminalSrcOf } from './terminal'
import type { ChosenImage, Coordinates, PayOutcome, PayRequest, Platform } from './types'
import { browserHost, type WebHost } from './web-host'

type WebImageFile = { path: string; size: number; type?: string; originalFileObj?: Blob }

export function createH5Platform(host: WebHost = browserHost(), options: PlatformOptions = {}): Platform {
  const platformType = () => detectWebHost(host.userAgent(), host.viewportWidth())
  const checks = capabilityChecks(platformType, options)

  /** WeChat JSAPI (WXH5 only): getBrandWCPayRequest with the six parameters. */
  async function weixinJsapi(request: PayRequest): Promise<PayOutcome> {
    const { orderId } = request
    if (platformType() !== 'WXH5') throw new PaymentError(MESSAGES.payUnsupported, { orderId })
    const params = wechatPayParams(request.paymentInfoMap)
    if (!params) throw new PaymentError(MESSAGES.payFailed, { orderId })
    let bridge
    try {
      bridge = await host.weixinBridge()
    } catch (error) {
      throw new PaymentError(MESSAGES.payFailed, { orderId, cause: error })
    }
    const result = await new Promise<{ err_msg?: string }>((resolve) => bridge.invoke(WEIXIN_PAY_INVOKE, params, resolve))
    if (result.err_msg === WEIXIN_PAY_OK) return { kind: 'paid' }
    if (result.err_msg === WEIXIN_PAY_CANCEL) throw PaymentError.cancelled(orderId, result.err_msg, result)
    throw new PaymentError(MESSAGES.payFailed, { orderId, statusCode: result.err_msg, cause: result })
  }

  /** The bank app: a form post of jsonRequestData to gatewayUrl (spec 8: 调用一网通支付失败). */
  function bankForm(request: PayRequest): PayOutcome {
    const info = request.paymentInfo
    if (!info?.gatewayUrl || !info.jsonRequestData)
      throw new PaymentError(MESSAGES.payBankAppFailed, { orderId: request.orderId })
    try {
      host.postForm(info.gatewayUrl, { [BANK_FORM_FIELD]: info.jsonRequestData })
    } catch (error) {
      throw new PaymentError(MESSAGES.payBankAppFailed, { orderId: request.orderId, cause: error })
    }
    return { kind: 'redirected' }
  }

  async function compressChosen(file: WebImageFile, type: string): Promise<ChosenImage> {
    const original = file.originalFileObj
    if (!original || !compressible(type))
      return { path: file.path, size: file.size, type, ...(original ? { file: original } : {}) }
    const compressed = await host.compressImage(original).catch(() => original)
    const path = compressed === original ? file.path : host.objectUrl(compressed)
    return { path, size: compressed.size, type: compressed.type || type, file: compressed }
  }

  return {
    target: 'h5',
    get platformType() {
      return platformType()
    },
    get terminalSrc() {
      return terminalSrcOf(platformType(), host.userAgent())
    },
    get capabilities() {
      return checks.capabilities
    },
    supports: checks.supports,
    ensure: checks.ensure,
    storage: taroStorage,
    setClipboard,
    keepScreenOn,
    async applyUpdate() {
      host.reload()
    },
    makePhoneCall,

    /** The web has no login code: it logs in by phone or email. */
    login: async () => null,

    async bindPhone() {
      await checks.ensure('phoneBinding')
      throw new UnsupportedError('phoneBinding')
    },

    async pay(request) {
      const { orderId } = request
      switch (payRoute(request)) {
        case 'webView':
          return { kind: 'webView', url: request.normalUrl ?? '' }
        case 'redirect':
          host.redirect(request.normalUrl ?? '')
          return { kind: 'redirected' }
        case 'bankForm':
          return bankForm(request)
        case 'native':
          return weixinJsapi(request)
        case 'empty':
          throw new PaymentError(MESSAGES.payFailed, { orderId })
      }
    },

    /** Web reminders go by SMS (spec section 5): the caller takes that path. */
    async subscribe() {
      await checks.ensure('smsReminders')
      return { channel: 'sms' }
    },

    async share(content) {
      await checks.ensure('customShare')
      const shared = host.share({ title: content.title, url: content.path })
      if (!shared) throw new PlatformError(MESSAGES.shareFailed)
      try {
        await shared
      } catch (error) {
        if (!isCancel(error) && (error as { name?: string } | null)?.name !== 'AbortError')
          throw new PlatformError(MESSAGES.shareFailed, { cause: error })
      }
    },

    getLocation() {
      const geolocation = host.geolocation()
      if (!geolocation) return Promise.reject(new PlatformError(MESSAGES.locationFailed))
      return new Promise<Coordinates>((resolve, reject) =>
        geolocation.getCurrentPosition(
          ({ coords }) => resolve({ latitude: coords.latitude, longitude: coords.longitude, coordType: 'wgs84' }),
          (error) =>
            reject(
              new PlatformError(error.code === WEB_LOCATION_DENIED ? MESSAGES.locationDenied : MESSAGES.locationFailed, {
                cause: error,
              }),
            ),
          { enableHighAccuracy: false, timeout: WEB_LOCATION_TIMEOUT_MS },
        ),
      )
    },

    async chooseImage(choose = {}) {
      let result: { tempFiles?: WebImageFile[] }
      try {
        const sources = choose.sourceType ?? ['album', 'camera']
        result = (await Taro.chooseImage({
          count: choose.count ?? DEFAULT_IMAGE_COUNT,
          // A mobile browser's own picker for an image input offers the camera too; asking for both
          // would first show Taro's action sheet, whose words are Chinese only.
          sourceType: sources.includes('album') ? ['album'] : [...sources],
        })) as { tempFiles?: WebImageFile[] }
      } catch (error) {
        if (isCancel(error)) return []
        throw new PlatformError(MESSAGES.imageFailed, { cause: error })
      }
      const files = (result.tempFiles ?? []).map((file) => ({ file, type: file.type || file.originalFileObj?.type || '' }))
      // The file input asks for images, but a desktop browser lets the user pick any file.
      if (files.some(({ type }) => !WEB_IMAGE_MIME.test(type))) throw new PlatformError(MESSAGES.webImagesOnly)
      return Promise.all(files.map(({ file, type }) => compressChosen(file, type)))
    },

    async openMiniProgram() {
      await checks.ensure('openMiniProgram')
      throw new UnsupportedError('openMiniProgram')
    },

    // Spec section 5: map navigation is not on the web (every web host's row says no).
    async openLocation() {
      await checks.ensure('mapNavigation')
      throw new UnsupportedError('mapNavigation')
    },
  }
}
