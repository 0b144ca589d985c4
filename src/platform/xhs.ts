/**
 * Xiaohongshu mini-program (MP_XHS), through the project's own Taro platform plugin
 * (config/xhs: every `xhs.*` function becomes `Taro.*`). Payment: xhs.requestPayment through
 * Taro.requestPayment, with the gateway's paymentInfoMap passed as it is (the provider's fields).
 */
import { nativeApi } from './call'
import type { PlatformOptions } from './common'
import { MESSAGES } from './constants'
import { PaymentError } from './errors'
import { createMiniPlatform, settleCallbackPayment } from './mini'
import type { PayOutcome, PayRequest, Platform } from './types'

export async function xhsRequestPayment(request: PayRequest): Promise<PayOutcome> {
  const params = { ...(request.paymentInfoMap ?? {}) }
  if (Object.keys(params).length === 0) throw new PaymentError(MESSAGES.payFailed, { orderId: request.orderId })
  return settleCallbackPayment(request, nativeApi('requestPayment'), params)
}

export function createXhsPlatform(options: PlatformOptions = {}): Platform {
  return createMiniPlatform({ target: 'xhs', platformType: 'MP_XHS', pay: xhsRequestPayment }, options)
}
