import { TransportError } from '@/http'
import { isTimeoutFailure, taroTransport, type TaroRequestFn } from '@/http/taro-transport'
import { settle, track } from './fakes'

beforeEach(() => jest.useFakeTimers())

type Options = Parameters<TaroRequestFn>[0]
type Answer = { statusCode: number; data: unknown; header?: Record<string, unknown> }

/** A Taro.request stand-in: records its options; the test settles it. */
function fakeTaroRequest() {
  const calls: Options[] = []
  const abort = jest.fn()
  let settleWith: { resolve: (value: Answer) => void; reject: (reason: unknown) => void } | undefined
  const fn = ((options: Options) => {
    calls.push(options)
    const promise: Promise<Answer> & { abort?: () => void } = new Promise<Answer>((resolve, reject) => {
      settleWith = { resolve, reject }
    })
    promise.abort = abort
    return promise
  }) as TaroRequestFn
  return {
    fn,
    calls,
    abort,
    resolve: (value: Answer) => settleWith?.resolve(value),
    reject: (reason: unknown) => settleWith?.reject(reason),
  }
}

const REQUEST = {
  method: 'POST',
  url: 'https://gateway.test/x?a=1',
  data: { b: 2 },
  headers: { 'front-trace-id': 't1' },
  timeout: 5000,
} as const

describe('the production transport over Taro.request', () => {
  it('passes method, URL, body, headers and timeout, and maps the response', async () => {
    const taro = fakeTaroRequest()
    const result = track(taroTransport(taro.fn).send(REQUEST))
    expect(taro.calls).toEqual([
      { url: REQUEST.url, method: 'POST', data: { b: 2 }, header: { 'front-trace-id': 't1' }, timeout: 5000, dataType: 'json' },
    ])
    taro.resolve({ statusCode: 469, data: { statusCode: -1 }, header: { 'Content-Type': 'application/json', 'X-N': 3 } })
    await settle()
    expect(result.value).toEqual({
      statusCode: 469,
      data: { statusCode: -1 },
      headers: { 'content-type': 'application/json', 'x-n': '3' },
    })
  })

  it('sends no data key for a GET without body', () => {
    const taro = fakeTaroRequest()
    void taroTransport(taro.fn).send({ ...REQUEST, method: 'GET', data: undefined })
    expect(taro.calls[0]).not.toHaveProperty('data')
  })

  it.each([
    [{ errMsg: 'request:fail timeout' }, 'timeout'],
    [{ errMsg: 'request:fail socket time out' }, 'timeout'],
    [Object.assign(new Error('The user aborted a request.'), { name: 'AbortError' }), 'timeout'],
    [{ errMsg: 'request:fail net::ERR_INTERNET_DISCONNECTED' }, 'network'],
    [new TypeError('Failed to fetch'), 'network'],
  ])('a failure %j is a %s', async (failure, kind) => {
    const taro = fakeTaroRequest()
    const result = track(taroTransport(taro.fn).send(REQUEST))
    taro.reject(failure)
    await settle()
    expect(result.error).toBeInstanceOf(TransportError)
    expect((result.error as TransportError).kind).toBe(kind)
  })

  it('times out by its own timer when the platform never answers, and aborts the task', async () => {
    const taro = fakeTaroRequest()
    const result = track(taroTransport(taro.fn).send(REQUEST))
    await settle(REQUEST.timeout - 1)
    expect(result.done).toBe(false)
    await settle(1)
    expect((result.error as TransportError).kind).toBe('timeout')
    expect(taro.abort).toHaveBeenCalledTimes(1)
    // A late answer changes nothing.
    taro.resolve({ statusCode: 200, data: {} })
    await settle()
    expect((result.error as TransportError).kind).toBe('timeout')
  })

  it('recognises timeout texts', () => {
    expect(isTimeoutFailure({ errMsg: 'request:fail timeout' })).toBe(true)
    expect(isTimeoutFailure('ERR_CONNECTION_REFUSED')).toBe(false)
  })
})
