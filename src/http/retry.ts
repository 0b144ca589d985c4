/** Spec section 7: the retry helper waits at least this long between attempts. */
export const MIN_RETRY_INTERVAL_MS = 3000

export interface RetryAttempt<T> {
  /** 1 for the first attempt. */
  readonly count: number
  readonly value?: T
  readonly error?: unknown
}

export interface RetryOptions<T> {
  /** At most this many attempts. */
  readonly maxCount: number
  /** No attempt starts later than this after the helper started. */
  readonly totalTimeMs?: number
  /** Between attempts; raised to MIN_RETRY_INTERVAL_MS when smaller. */
  readonly intervalMs?: number
  /** Wait one interval before the first attempt too (an automatic retry after a failure). */
  readonly delayFirst?: boolean
  /** The attempt succeeded; the helper stops. Default: it did not throw. */
  readonly isSuccess?: (value: T) => boolean
  /** Stop now, without success (checked after each failed attempt and before each new one). */
  readonly shouldStop?: (attempt: RetryAttempt<T> | undefined) => boolean
  /** After each failed attempt that will be followed by another. */
  readonly onRetry?: (attempt: RetryAttempt<T>) => void
}

export type RetryStatus = 'success' | 'stopped' | 'maxCount' | 'totalTime'

export interface RetryResult<T> {
  readonly status: RetryStatus
  readonly attempts: number
  /** The last attempt's value or error. */
  readonly value?: T
  readonly error?: unknown
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/**
 * Spec section 7, the retry helper: repeats `fn` until it succeeds, the stop check says so, the
 * maximum count is reached or the total time would be exceeded; at least 3000 ms apart.
 */
export async function retry<T>(fn: (count: number) => Promise<T>, options: RetryOptions<T>): Promise<RetryResult<T>> {
  const interval = Math.max(MIN_RETRY_INTERVAL_MS, options.intervalMs ?? MIN_RETRY_INTERVAL_MS)
  const isSuccess = options.isSuccess ?? (() => true)
  const started = Date.now()
  let last: RetryAttempt<T> | undefined

  const result = (status: RetryStatus): RetryResult<T> => ({
    status,
    attempts: last?.count ?? 0,
    ...(last && 'value' in last ? { value: last.value } : {}),
    ...(last && 'error' in last ? { error: last.error } : {}),
  })

  for (let count = 1; count <= options.maxCount; count += 1) {
    if (count > 1 || options.delayFirst) {
      if (options.totalTimeMs !== undefined && Date.now() - started + interval > options.totalTimeMs) return result('totalTime')
      await sleep(interval)
      if (options.shouldStop?.(last)) return result('stopped')
    }
    try {
      const value = await fn(count)
      last = { count, value }
      if (isSuccess(value)) return result('success')
    } catch (error) {
      last = { count, error }
    }
    if (options.shouldStop?.(last)) return result('stopped')
    if (count < options.maxCount) options.onRetry?.(last)
  }
  return result('maxCount')
}
