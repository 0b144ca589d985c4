import { MIN_RETRY_INTERVAL_MS, retry } from '@/http'
import { settle, track } from './fakes'

beforeEach(() => jest.useFakeTimers())

/** fn answering from a list, recording when it was called. */
function script<T>(answers: Array<T | Error>) {
  const calls: number[] = []
  const start = Date.now()
  const fn = jest.fn(async () => {
    calls.push(Date.now() - start)
    const answer = answers.shift()
    if (answer instanceof Error) throw answer
    return answer as T
  })
  return { fn, calls }
}

describe('the retry helper (spec section 7)', () => {
  it('waits at least 3000 ms between attempts, even when asked for less', async () => {
    expect(MIN_RETRY_INTERVAL_MS).toBe(3000)
    const { fn, calls } = script([false, false, true])
    const result = track(retry(fn, { maxCount: 5, intervalMs: 100, isSuccess: (value) => value }))
    await settle(10_000)
    expect(calls).toEqual([0, 3000, 6000])
    expect(result.value).toEqual({ status: 'success', attempts: 3, value: true })
  })

  it('keeps a longer interval', async () => {
    const { fn, calls } = script([false, true])
    track(retry(fn, { maxCount: 5, intervalMs: 5000, isSuccess: (value) => value }))
    await settle(10_000)
    expect(calls).toEqual([0, 5000])
  })

  it('stops at the maximum count', async () => {
    const { fn } = script([false, false, false, false, false])
    const result = track(retry(fn, { maxCount: 3, isSuccess: (value) => value }))
    await settle(30_000)
    expect(fn).toHaveBeenCalledTimes(3)
    expect(result.value).toEqual({ status: 'maxCount', attempts: 3, value: false })
  })

  it('stops when the total time would be exceeded', async () => {
    const { fn, calls } = script(Array.from({ length: 10 }, () => false))
    const result = track(retry(fn, { maxCount: 10, totalTimeMs: 7000, isSuccess: (value) => value }))
    await settle(30_000)
    expect(calls).toEqual([0, 3000, 6000])
    expect(result.value).toMatchObject({ status: 'totalTime', attempts: 3 })
  })

  it('stops when the stop check says so', async () => {
    const { fn } = script(['pending', 'cancelled', 'pending'])
    const result = track(
      retry(fn, { maxCount: 10, isSuccess: (value) => value === 'done', shouldStop: (last) => last?.value === 'cancelled' }),
    )
    await settle(30_000)
    expect(fn).toHaveBeenCalledTimes(2)
    expect(result.value).toEqual({ status: 'stopped', attempts: 2, value: 'cancelled' })
  })

  it('counts a thrown error as a failed attempt, and reports the last one', async () => {
    const boom = new Error('boom')
    const { fn } = script<string>([boom, boom])
    const result = track(retry(fn, { maxCount: 2 }))
    await settle(10_000)
    expect(result.value).toEqual({ status: 'maxCount', attempts: 2, error: boom })
  })

  it('succeeds on the first attempt without waiting, unless told to wait first', async () => {
    const first = script([1])
    const now = track(retry(first.fn, { maxCount: 3 }))
    await settle(0)
    expect(now.value).toMatchObject({ status: 'success', attempts: 1 })

    const second = script([1])
    const later = track(retry(second.fn, { maxCount: 3, delayFirst: true }))
    await settle(2999)
    expect(second.fn).not.toHaveBeenCalled()
    await settle(1)
    expect(later.value).toMatchObject({ status: 'success', attempts: 1 })
  })

  it('reports each failed attempt that will be retried', async () => {
    const { fn } = script([false, false, true])
    const onRetry = jest.fn()
    track(retry(fn, { maxCount: 5, isSuccess: (value) => value, onRetry }))
    await settle(10_000)
    expect(onRetry.mock.calls.map(([attempt]) => attempt)).toEqual([
      { count: 1, value: false },
      { count: 2, value: false },
    ])
  })
})
