/**
 * What the four mini-program implementations share. Each target (weapp.ts, alipay.ts, tt.ts,
 * xhs.ts) gives a MiniSpec with what differs: its payment, login answer, phone credential,
 * image compression and location settings.
 */
import Taro from '@tarojs/taro'
import { i18n } from '@/i18n'
import { failureCode, failureMessage, invoke, isAuthDenied, isCancel, type CallbackApi } from './call'
import { capabilityChecks, keepScreenOn, makePhoneCall, setClipboard, taroStorage, type PlatformOptions } from './common'
import { DEFAULT_IMAGE_COUNT, LOCATION_SCOPE, MAP_SCALE, MESSAGES, MINI_COORD_TYPE, MINI_IMAGE_QUALITY } from './constants'
import type { PlatformType, Target } from './env'
import { PaymentError, PlatformError } from './errors'
import { fitWithin } from './image'
import { payRoute, wechatPayParams } from './pay'
import { terminalSrcOf } from './terminal'
import type {
  ChosenImage,
  MapLocation,
  PayOutcome,
  PayRequest,
  PhoneBinding,
  PhoneButtonDetail,
  Platform,
  TerminalSrc,
} from './types'

export interface MiniSpec {
  readonly target: Exclude<Target, 'h5'>
  readonly platformType: PlatformType
  /** The platform's native payment with request.paymentInfoMap (the route is 'native'). */
  readonly pay: (request: PayRequest) => Promise<PayOutcome>
  /** The login code in Taro.login's answer. */
  readonly loginCode?: (result: Record<string, unknown>) => string | undefined
  /** The phone credential (without the login code), from the phone button's detail. */
  readonly phoneCredential?: (detail: PhoneButtonDetail) => Promise<Omit<PhoneBinding, 'loginCode'>>
  /** Compresses a chosen image; answers the new path. */
  readonly compress?: (path: string) => Promise<string>
  /** The location scope in getSetting's authSetting. */
  readonly locationScope?: string
  /** getLocation's options. */
  readonly locationOptions?: Record<string, unknown>
  /** Whether a getLocation failure is a refused authorisation. */
  readonly isLocationDenied?: (error: unknown) => boolean
  /** openLocation's options for a place (default: numbers, as WeChat, Douyin and Xiaohongshu take them). */
  readonly mapOptions?: (location: MapLocation) => Record<string, unknown>
}

/** openLocation's options on WeChat, Douyin and Xiaohongshu: coordinates as numbers. */
export function mapOptionsOf(location: MapLocation): Record<string, unknown> {
  return {
    latitude: location.latitude,
    longitude: location.longitude,
    name: location.name,
    address: location.address,
    scale: MAP_SCALE,
  }
}

/** Taro.login answers `{ code }` (WeChat, Douyin, Xiaohongshu). */
const codeOf = (result: Record<string, unknown>) => (typeof result.code === 'string' ? result.code : undefined)

/** The phone button's credential: WeChat's code, or encryptedData and iv; a refusal rejects. */
export async function buttonCredential(detail: PhoneButtonDetail): Promise<Omit<PhoneBinding, 'loginCode'>> {
  const refused = detail.errMsg !== undefined && !/:ok$/i.test(detail.errMsg)
  if (refused || !(detail.code || detail.encryptedData)) throw new PlatformError(MESSAGES.phoneBindDenied, { cause: detail })
  return {
    ...(detail.code ? { code: detail.code } : {}),
    ...(detail.encryptedData ? { encryptedData: detail.encryptedData } : {}),
    ...(detail.iv ? { iv: detail.iv } : {}),
  }
}

/** compressImage at MINI_IMAGE_QUALITY, scaled into the 1080 x 1960 box when the size is known. */
export async function compressWithTaro(path: string): Promise<string> {
  const info = await Taro.getImageInfo({ src: path }).catch(() => undefined)
  const fitted = info ? fitWithin(info) : undefined
  const result = await Taro.compressImage({
    src: path,
    quality: MINI_IMAGE_QUALITY,
    ...(fitted ? { compressedWidth: fitted.width, compressedHeight: fitted.height } : {}),
  })
  return result.tempFilePath || path
}

/** wx.requestPayment with the six WeChat parameters (weapp). */
export async function wechatRequestPayment(request: PayRequest): Promise<PayOutcome> {
  const params = wechatPayParams(request.paymentInfoMap)
  if (!params) throw new PaymentError(MESSAGES.payFailed, { orderId: request.orderId })
  return settleCallbackPayment(request, Taro.requestPayment as unknown as CallbackApi, params)
}

/** A payment API that succeeds or fails through its callbacks; a cancel is silent. */
export async function settleCallbackPayment(
  request: PayRequest,
  api: CallbackApi | undefined,
  options: Record<string, unknown>,
): Promise<PayOutcome> {
  if (!api) throw new PaymentError(MESSAGES.payUnsupported, { orderId: request.orderId })
  try {
    await invoke(api, options)
    return { kind: 'paid' }
  } catch (error) {
    const statusCode = failureCode(error) ?? failureMessage(error)
    if (isCancel(error)) throw PaymentError.cancelled(request.orderId, statusCode, error)
    throw new PaymentError(MESSAGES.payFailed, { orderId: request.orderId, statusCode, cause: error })
  }
}

/** The device's system ('ios iOS 17.2', 'android Android 14', 'devtools'...). */
function devicePlatform(): string {
  try {
    const info = Taro.getSystemInfoSync()
    return `${info.platform ?? ''} ${info.system ?? ''}`
  } catch {
    return ''
  }
}

export function createMiniPlatform(spec: MiniSpec, options: PlatformOptions = {}): Platform {
  const checks = capabilityChecks(() => spec.platformType, options)
  const scope = spec.locationScope ?? LOCATION_SCOPE
  const isDenied = spec.isLocationDenied ?? isAuthDenied

  async function login(): Promise<string> {
    let result: unknown
    try {
      result = await Taro.login()
    } catch (error) {
      throw new PlatformError(MESSAGES.loginFailed, { cause: error })
    }
    const code = (spec.loginCode ?? codeOf)((result ?? {}) as Record<string, unknown>)
    if (!code) throw new PlatformError(MESSAGES.loginFailed, { cause: result })
    return code
  }

  /** Previously refused: explain why (spec section 6 reason) and offer the settings page. */
  async function ensureLocationAuthorised(): Promise<void> {
    const setting = await Taro.getSetting().catch(() => undefined)
    const authSetting = (setting?.authSetting ?? {}) as Record<string, boolean | undefined>
    if (authSetting[scope] !== false) return
    const modal = await Taro.showModal({
      title: i18n.t(MESSAGES.locationAuthTitle),
      content: i18n.t(MESSAGES.locationReason),
      confirmText: i18n.t(MESSAGES.locationOpenSettings),
      cancelText: i18n.t(MESSAGES.cancel),
    }).catch(() => undefined)
    if (!modal?.confirm) throw new PlatformError(MESSAGES.locationDenied)
    const after = await Taro.openSetting().catch(() => undefined)
    if ((after?.authSetting as Record<string, boolean | undefined> | undefined)?.[scope] !== true)
      throw new PlatformError(MESSAGES.locationDenied)
  }

  let terminal: TerminalSrc | undefined

  /** The platform's update manager: the new package once downloaded, else the spec's message. */
  function applyUpdate(): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      const failed = () => reject(new PlatformError(MESSAGES.updateFailed))
      try {
        const manager = Taro.getUpdateManager()
        manager.onCheckForUpdate(({ hasUpdate }) => {
          if (!hasUpdate) failed()
        })
        manager.onUpdateReady(() => {
          manager.applyUpdate()
          resolve()
        })
        manager.onUpdateFailed(failed)
      } catch {
        failed()
      }
    })
  }

  return {
    target: spec.target,
    platformType: spec.platformType,
    get terminalSrc() {
      return (terminal ??= terminalSrcOf(spec.platformType, devicePlatform()))
    },
    get capabilities() {
      return checks.capabilities
    },
    supports: checks.supports,
    ensure: checks.ensure,
    storage: taroStorage,
    setClipboard,
    keepScreenOn,
    applyUpdate,
    makePhoneCall,
    login,

    async bindPhone(detail) {
      await checks.ensure('phoneBinding')
      const credential = await (spec.phoneCredential ?? buttonCredential)(detail)
      return { loginCode: await login(), ...credential }
    },

    async pay(request) {
      switch (payRoute(request)) {
        case 'native':
          return spec.pay(request)
        case 'webView':
        case 'redirect':
          // A mini-program cannot leave for a web page: the provider's page opens in its web view.
          return { kind: 'webView', url: request.normalUrl ?? '' }
        case 'bankForm':
          throw new PaymentError(MESSAGES.payUnsupported, { orderId: request.orderId })
        case 'empty':
          throw new PaymentError(MESSAGES.payFailed, { orderId: request.orderId })
      }
    },

    async subscribe(templateIds) {
      if (!checks.supports('weixinSubscribe')) {
        await checks.ensure('smsReminders')
        return { channel: 'sms' }
      }
      if (templateIds.length === 0) return { channel: 'weixin', accepted: [], rejected: [] }
      let result: Record<string, unknown>
      try {
        result = await invoke(Taro.requestSubscribeMessage as unknown as CallbackApi, { tmplIds: [...templateIds] })
      } catch (error) {
        throw new PlatformError(MESSAGES.subscribeFailed, { cause: error })
      }
      const accepted = templateIds.filter((id) => result[id] === 'accept')
      return { channel: 'weixin', accepted, rejected: templateIds.filter((id) => !accepted.includes(id)) }
    },

    async share() {
      await checks.ensure('customShare')
      // The content of a mini-program share comes from the page's onShareAppMessage; this shows the menu.
      try {
        await Taro.showShareMenu({ withShareTicket: true })
      } catch (error) {
        throw new PlatformError(MESSAGES.shareFailed, { cause: error })
      }
    },

    async getLocation() {
      await ensureLocationAuthorised()
      try {
        const result = await invoke<{ latitude: number | string; longitude: number | string }>(
          Taro.getLocation as unknown as CallbackApi,
          spec.locationOptions ?? { type: MINI_COORD_TYPE },
        )
        return { latitude: Number(result.latitude), longitude: Number(result.longitude), coordType: 'gcj02' }
      } catch (error) {
        throw new PlatformError(isDenied(error) ? MESSAGES.locationDenied : MESSAGES.locationFailed, { cause: error })
      }
    },

    async chooseImage(choose = {}) {
      let result: { tempFilePaths?: string[]; tempFiles?: Array<{ path: string; size: number }> }
      try {
        result = await Taro.chooseImage({
          count: choose.count ?? DEFAULT_IMAGE_COUNT,
          sizeType: ['compressed'],
          sourceType: [...(choose.sourceType ?? ['album', 'camera'])],
        })
      } catch (error) {
        if (isCancel(error)) return []
        throw new PlatformError(MESSAGES.imageFailed, { cause: error })
      }
      const files = result.tempFiles?.length
        ? result.tempFiles.map(({ path, size }) => ({ path, size }))
        : (result.tempFilePaths ?? []).map((path) => ({ path, size: 0 }))
      const compress = spec.compress ?? compressWithTaro
      return Promise.all(
        files.map(async ({ path, size }): Promise<ChosenImage> => ({ path: await compress(path).catch(() => path), size })),
      )
    },

    async openMiniProgram(target) {
      await checks.ensure('openMiniProgram')
      try {
        await Taro.navigateToMiniProgram({
          appId: target.appId,
          ...(target.path ? { path: target.path } : {}),
          ...(target.extraData ? { extraData: { ...target.extraData } } : {}),
        })
      } catch (error) {
        if (isCancel(error)) return
        throw new PlatformError(MESSAGES.openFailed, { cause: error })
      }
    },

    async openLocation(location) {
      await checks.ensure('mapNavigation')
      try {
        await invoke(Taro.openLocation as unknown as CallbackApi, (spec.mapOptions ?? mapOptionsOf)(location))
      } catch (error) {
        if (isCancel(error)) return
        throw new PlatformError(MESSAGES.openFailed, { cause: error })
      }
    },
  }
}
