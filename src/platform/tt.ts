/** Douyin mini-program (MP_TT): tt.pay (Taro.pay on tt) with the cashier (service 5). */
import { failureCode, invoke, nativeApi } from './call'
import type { PlatformOptions } from './common'
import { DOUYIN_PAY, DOUYIN_PAY_SERVICE, MESSAGES } from './constants'
import { PaymentError } from './errors'
import { createMiniPlatform } from './mini'
import type { PayOutcome, PayRequest, Platform } from './types'

/** The order for tt.pay: paymentInfoMap.orderInfo (JSON), or its order_id and order_token. */
function douyinOrder(map: Readonly<Record<string, string>>): Record<string, unknown> | undefined {
  if (map.orderInfo) {
    try {
      const parsed: unknown = JSON.parse(map.orderInfo)
      if (parsed && typeof parsed === 'object') return parsed as Record<string, unknown>
    } catch {
      return undefined
    }
  }
  const id = map.order_id ?? map.orderId
  const token = map.order_token ?? map.orderToken
  return id && token ? { order_id: id, order_token: token } : undefined
}

/** tt.pay: code 0 paid, 4 cancelled, 9 unknown yet (check the order); anything else failed. */
export async function douyinPay(request: PayRequest): Promise<PayOutcome> {
  const orderInfo = douyinOrder(request.paymentInfoMap ?? {})
  if (!orderInfo) throw new PaymentError(MESSAGES.payFailed, { orderId: request.orderId })
  const api = nativeApi('pay')
  if (!api) throw new PaymentError(MESSAGES.payUnsupported, { orderId: request.orderId })
  let result: { code?: unknown }
  try {
    result = await invoke(api, { orderInfo, service: DOUYIN_PAY_SERVICE })
  } catch (error) {
    throw new PaymentError(MESSAGES.payFailed, { orderId: request.orderId, statusCode: failureCode(error), cause: error })
  }
  const code = Number(result.code)
  if (code === DOUYIN_PAY.paid) return { kind: 'paid' }
  if (code === DOUYIN_PAY.pending) return { kind: 'pending' }
  if (code === DOUYIN_PAY.cancelled) throw PaymentError.cancelled(request.orderId, code, result)
  throw new PaymentError(MESSAGES.payFailed, { orderId: request.orderId, statusCode: code, cause: result })
}

export function createTtPlatform(options: PlatformOptions = {}): Platform {
  return createMiniPlatform({ target: 'tt', platformType: 'MP_TT', pay: douyinPay }, options)
}
