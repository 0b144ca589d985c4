/**
 * Alipay mini-program (MP_ALI): my.tradePay (Taro.tradePay), my.getAuthCode behind Taro.login,
 * my.getPhoneNumber for the phone, my.compressImage's levels, the `location` scope.
 */
import Taro from '@tarojs/taro'
import { failureCode, invoke, isAuthDenied, nativeApi, type CallbackApi } from './call'
import type { PlatformOptions } from './common'
import { ALIPAY_LOCATION_DENIED, ALIPAY_LOCATION_SCOPE, ALIPAY_PAY, MESSAGES, MINI_IMAGE_QUALITY } from './constants'
import { PaymentError, PlatformError } from './errors'
import { createMiniPlatform, mapOptionsOf, settleCallbackPayment } from './mini'
import type { PayOutcome, PayRequest, Platform } from './types'

/** my.compressImage takes a level, 0 (low), 1 (medium) or 2 (high quality), not a 0-100 quality. */
export function alipayCompressLevel(quality: number): 0 | 1 | 2 {
  return quality < 34 ? 0 : quality < 67 ? 1 : 2
}

/** my.tradePay with the gateway's tradeNO (or orderStr). 9000 paid, 6001 cancelled, 8000/6004 unknown yet. */
export async function alipayTradePay(request: PayRequest): Promise<PayOutcome> {
  const map = request.paymentInfoMap ?? {}
  const tradeNO = map.tradeNO ?? map.tradeNo
  const args = tradeNO ? { tradeNO } : map.orderStr ? { orderStr: map.orderStr } : undefined
  if (!args) throw new PaymentError(MESSAGES.payFailed, { orderId: request.orderId })
  const api = Taro.tradePay as unknown as CallbackApi | undefined
  if (!api) return settleCallbackPayment(request, undefined, args)
  let result: { resultCode?: unknown; response?: { resultCode?: unknown } }
  try {
    result = await invoke(api, args)
  } catch (error) {
    throw new PaymentError(MESSAGES.payFailed, { orderId: request.orderId, statusCode: failureCode(error), cause: error })
  }
  const code = String(result.resultCode ?? result.response?.resultCode ?? '')
  if (code === ALIPAY_PAY.paid) return { kind: 'paid' }
  if ((ALIPAY_PAY.pending as readonly string[]).includes(code)) return { kind: 'pending' }
  if (code === ALIPAY_PAY.cancelled) throw PaymentError.cancelled(request.orderId, code, result)
  throw new PaymentError(MESSAGES.payFailed, { orderId: request.orderId, statusCode: code, cause: result })
}

export function createAlipayPlatform(options: PlatformOptions = {}): Platform {
  return createMiniPlatform(
    {
      target: 'alipay',
      platformType: 'MP_ALI',
      pay: alipayTradePay,
      // Taro.login is my.getAuthCode({ scopes: 'auth_base' }): it answers authCode.
      loginCode: (result) =>
        typeof result.authCode === 'string' ? result.authCode : typeof result.code === 'string' ? result.code : undefined,
      // The button (open-type getAuthorize, scope phoneNumber) only authorises; my.getPhoneNumber answers.
      phoneCredential: async () => {
        const api = nativeApi('getPhoneNumber')
        const result = api ? await invoke<{ response?: unknown }>(api).catch(() => undefined) : undefined
        if (typeof result?.response !== 'string' || result.response === '')
          throw new PlatformError(MESSAGES.phoneBindDenied, { cause: result })
        return { response: result.response }
      },
      compress: async (path) => {
        const result = await invoke<{ apFilePaths?: string[] }>(Taro.compressImage as unknown as CallbackApi, {
          apFilePaths: [path],
          compressLevel: alipayCompressLevel(MINI_IMAGE_QUALITY),
        })
        return result.apFilePaths?.[0] ?? path
      },
      locationScope: ALIPAY_LOCATION_SCOPE,
      // my.getLocation's `type` is a level of detail; its coordinates are GCJ-02 already.
      locationOptions: {},
      isLocationDenied: (error) =>
        (ALIPAY_LOCATION_DENIED as readonly unknown[]).includes(Number(failureCode(error))) || isAuthDenied(error),
      // my.openLocation takes the coordinates as text.
      mapOptions: (location) => ({
        ...mapOptionsOf(location),
        latitude: String(location.latitude),
        longitude: String(location.longitude),
      }),
    },
    options,
  )
}
