import Taro from '@tarojs/taro'
import { TransportError, type Transport, type TransportRequest, type TransportResponse } from './transport'

/** The part of `Taro.request` the transport uses (injectable for its test). */
export type TaroRequestFn = (options: {
  url: string
  method: TransportRequest['method']
  data?: unknown
  header: Record<string, string>
  timeout: number
  dataType: 'json'
}) => PromiseLike<{ statusCode: number; data: unknown; header?: Record<string, unknown> }> & { abort?: () => void }

function errorText(error: unknown): string {
  if (error && typeof error === 'object') {
    const { errMsg, message, name } = error as { errMsg?: unknown; message?: unknown; name?: unknown }
    return [errMsg, message, name].filter((part) => typeof part === 'string').join(' ')
  }
  return String(error)
}

/**
 * A failure with no response is a timeout when the platform says so: mini-programs answer
 * `request:fail timeout`; Taro's H5 request aborts its fetch (`AbortError`) when its timeout passes.
 */
export function isTimeoutFailure(error: unknown): boolean {
  return /time(d)?\s*out|AbortError|abort/i.test(errorText(error))
}

function stringHeaders(header: Record<string, unknown> | undefined): Record<string, string> {
  return Object.fromEntries(Object.entries(header ?? {}).map(([name, value]) => [name.toLowerCase(), String(value)]))
}

/**
 * The production transport over `Taro.request` (every target). It keeps its own timer as well
 * as the platform's, so a timeout is reported as one on every platform.
 */
export function taroTransport(requestFn: TaroRequestFn = Taro.request as unknown as TaroRequestFn): Transport {
  return {
    send(request: TransportRequest): Promise<TransportResponse> {
      return new Promise<TransportResponse>((resolve, reject) => {
        let settled = false
        const task = requestFn({
          url: request.url,
          method: request.method,
          ...(request.data === undefined ? {} : { data: request.data }),
          header: { ...request.headers },
          timeout: request.timeout,
          dataType: 'json',
        })
        const timer = setTimeout(() => {
          if (settled) return
          settled = true
          task.abort?.()
          reject(new TransportError('timeout'))
        }, request.timeout)
        task.then(
          (response) => {
            if (settled) return
            settled = true
            clearTimeout(timer)
            resolve({ statusCode: response.statusCode, data: response.data, headers: stringHeaders(response.header) })
          },
          (error: unknown) => {
            if (settled) return
            settled = true
            clearTimeout(timer)
            reject(new TransportError(isTimeoutFailure(error) ? 'timeout' : 'network', errorText(error) || 'network'))
          },
        )
      })
    },
  }
}
