import { HttpError, HTTP_MESSAGES, type Importance } from '@/http'
import { isLimitingHttp } from '@/http/reactions'
import { httpStatus, networkDown, ok, settle, setup, timeout, track } from './fakes'

const call = (importance: Importance) => ({ service: 'show', path: '/pub/v3/show/1/static', importance }) as const
const LIMITING = [461, 462, 463, 464, 465, 466, 467, 468, 469, 999, 418, 403, 405]

const TOO_FREQUENT = {
  mode: 'retry',
  title: { key: HTTP_MESSAGES.titleTooFrequent },
  message: { key: HTTP_MESSAGES.tooFrequent },
}
const NO_NETWORK = {
  mode: 'retry',
  title: { key: HTTP_MESSAGES.titleNoNetwork },
  message: { key: HTTP_MESSAGES.noNetwork },
}

describe("HTTP 461-469, 999, 418, 403, 405: 'network access too frequent, try changing network' (spec section 8)", () => {
  it('are exactly the limiting statuses', () => {
    expect(Array.from({ length: 1000 }, (_, code) => code).filter(isLimitingHttp)).toEqual([...LIMITING].sort((a, b) => a - b))
  })

  it.each(LIMITING)('HTTP %d on a high request: the retry prompt', async (status) => {
    const { http, transport, presenter } = setup()
    transport.reply(httpStatus(status))
    const result = track(http.request(call('high')))
    await settle()
    expect(presenter.lastDialog?.request).toEqual(TOO_FREQUENT)
    expect(presenter.busies).toHaveLength(0)
    expect(result.done).toBe(false)
  })

  it.each(['medium', 'low'] as const)('nothing is shown on a %s request', async (importance) => {
    const { http, transport, presenter } = setup()
    transport.reply(httpStatus(469))
    const result = track(http.request(call(importance)))
    await settle(1)
    expect(result.error).toMatchObject({ kind: 'http', httpCode: 469 })
    expect(presenter.log).toEqual([])
  })
})

describe("HTTP 504 or a timeout: 'cannot connect to network, check network'", () => {
  it.each([
    ['HTTP 504', 'high', () => httpStatus(504)],
    ['timeout', 'high', timeout],
    ['HTTP 504', 'critical', () => httpStatus(504)],
    ['timeout', 'critical', timeout],
  ] as const)('%s on a %s request: the retry prompt', async (_name, importance, reply) => {
    const { http, transport, presenter } = setup()
    transport.reply(reply())
    track(http.request(call(importance)))
    await settle()
    expect(presenter.lastDialog?.request).toEqual(NO_NETWORK)
    expect(presenter.busies).toHaveLength(0)
  })

  it.each(['medium', 'low'] as const)('nothing is shown on a %s request', async (importance) => {
    const { http, transport, presenter } = setup()
    transport.reply(httpStatus(504), timeout())
    const first = track(http.request(call(importance)))
    const second = track(http.request(call(importance)))
    await settle(1)
    expect(first.error).toBeInstanceOf(HttpError)
    expect(second.error).toMatchObject({ message: 'request failed: timeout' })
    expect(presenter.log).toEqual([])
  })

  it("no response at all: 'please check network or try later'", async () => {
    const { http, transport, presenter } = setup()
    transport.reply(networkDown())
    track(http.request(call('high')))
    await settle()
    expect(presenter.lastDialog?.request).toEqual({ ...NO_NETWORK, message: { key: HTTP_MESSAGES.checkNetwork } })
  })
})

describe('the retry prompt', () => {
  it('retry repeats the request and resolves with its answer', async () => {
    const { http, transport, presenter } = setup()
    transport.reply(httpStatus(469), ok('second time'))
    const result = track(http.request(call('high')))
    await settle()
    presenter.lastDialog?.answer('confirm')
    await settle()
    expect(result.value).toBe('second time')
    expect(transport.calls).toHaveLength(2)
    expect(presenter.navigations).toEqual([])
  })

  it('return goes back and the request fails', async () => {
    const { http, transport, presenter } = setup()
    transport.reply(timeout())
    const result = track(http.request(call('high')))
    await settle()
    presenter.lastDialog?.answer('cancel')
    await settle()
    expect(result.error).toMatchObject({ kind: 'timeout' })
    expect(transport.calls).toHaveLength(1)
    expect(presenter.navigations).toEqual([{ to: 'back' }])
  })
})

describe("other failures on high/critical: 'Something went wrong, please try later', with back", () => {
  it.each([
    ['HTTP 500', () => httpStatus(500)],
    ['no envelope', () => ({ statusCode: 200, data: 'oops', headers: {} })],
  ])('%s', async (_name, reply) => {
    const { http, transport, presenter } = setup()
    transport.reply(reply())
    const result = track(http.request(call('high')))
    await settle()
    expect(result.error).toBeInstanceOf(HttpError)
    expect(presenter.lastDialog?.request).toEqual({ mode: 'back', message: { key: HTTP_MESSAGES.unknown } })
    presenter.lastDialog?.answer('confirm')
    await settle()
    expect(presenter.navigations).toEqual([{ to: 'back' }])
  })
})
