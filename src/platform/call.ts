/** Calling Taro's platform APIs the same way on every target. */
import Taro from '@tarojs/taro'
import { AUTH_DENIED_MESSAGE, CANCEL_MESSAGE } from './constants'

type Options = Record<string, unknown>
export type CallbackApi = (options: Options) => unknown

/**
 * A platform API by name. Taro's typings do not list every target's own APIs (Douyin's `pay`,
 * Alipay's `getPhoneNumber`), but its runtime passes them through; undefined where there is none.
 */
export function nativeApi(name: string): CallbackApi | undefined {
  const api = (Taro as unknown as Record<string, unknown>)[name]
  return typeof api === 'function' ? (api as CallbackApi) : undefined
}

function isThenable(value: unknown): value is PromiseLike<unknown> {
  return typeof (value as { then?: unknown } | null | undefined)?.then === 'function'
}

/**
 * Calls a success/fail style API and settles with it, whether Taro promisified it on this target
 * or not (requestPayment, tradePay and pay are not promisified everywhere).
 */
export function invoke<R>(api: CallbackApi, options: Options = {}): Promise<R> {
  return new Promise<R>((resolve, reject) => {
    const returned = api.call(Taro, { ...options, success: resolve, fail: reject })
    if (isThenable(returned)) returned.then((value) => resolve(value as R), reject)
  })
}

/** A failure's message, whatever shape the platform gave it (errMsg, errorMessage, message). */
export function failureMessage(error: unknown): string {
  if (typeof error === 'string') return error
  if (error === null || typeof error !== 'object') return ''
  const { errMsg, errorMessage, message } = error as { errMsg?: unknown; errorMessage?: unknown; message?: unknown }
  return [errMsg, errorMessage, message].find((value): value is string => typeof value === 'string') ?? ''
}

/** A failure's numeric or string code (errCode, error, code). */
export function failureCode(error: unknown): string | number | undefined {
  if (error === null || typeof error !== 'object') return undefined
  const { errCode, error: code, code: other } = error as { errCode?: unknown; error?: unknown; code?: unknown }
  return [errCode, code, other].find((value): value is string | number => typeof value === 'string' || typeof value === 'number')
}

export const isCancel = (error: unknown): boolean => CANCEL_MESSAGE.test(failureMessage(error))
export const isAuthDenied = (error: unknown): boolean => AUTH_DENIED_MESSAGE.test(failureMessage(error))
