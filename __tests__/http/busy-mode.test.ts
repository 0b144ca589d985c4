import { HttpError, HTTP_MESSAGES } from '@/http'
import { BUSY_HINT_AFTER_RETRIES, BUSY_MAX_RETRIES, BUSY_PROGRESS_CAP, BUSY_RETRY_INTERVAL_MS, busyState } from '@/http/busy'
import { envelope, httpStatus, ok, settle, setup, track } from './fakes'

const CREATE_ORDER = { method: 'POST', service: 'trade', path: '/buyer/v1/orders/create', data: { items: [] } } as const
const busyReply = () => httpStatus(469)

describe('busy mode on a critical request (spec section 8)', () => {
  it('has the spec numbers', () => {
    expect([BUSY_MAX_RETRIES, BUSY_RETRY_INTERVAL_MS, BUSY_PROGRESS_CAP, BUSY_HINT_AFTER_RETRIES]).toEqual([10, 3000, 90, 3])
  })

  it('opens the progress dialog and retries every 3 s until the gateway answers', async () => {
    const { http, transport, presenter } = setup()
    transport.reply(busyReply(), busyReply(), busyReply(), ok({ orderId: 'O1' }))
    const result = track(http.request(CREATE_ORDER))
    await settle()
    expect(presenter.busies).toHaveLength(1)
    expect(presenter.busies[0]?.states[0]).toEqual({ progress: 0, attempt: 0, maxAttempts: 10, showHint: false })
    expect(presenter.dialogs).toHaveLength(0)
    expect(transport.calls).toHaveLength(1)

    await settle(BUSY_RETRY_INTERVAL_MS - 1)
    expect(transport.calls).toHaveLength(1)
    await settle(1)
    expect(transport.calls).toHaveLength(2)
    await settle(BUSY_RETRY_INTERVAL_MS)
    expect(transport.calls).toHaveLength(3)
    expect(result.done).toBe(false)
    await settle(BUSY_RETRY_INTERVAL_MS)
    expect(transport.calls).toHaveLength(4)
    expect(result.value).toEqual({ orderId: 'O1' })
    expect(presenter.busies[0]?.closed).toBe(true)
    expect(presenter.dialogs).toHaveLength(0)
  })

  it('raises the progress with each retry, never above 90, and hints after 3 tries', async () => {
    const { http, transport, presenter } = setup()
    transport.always(busyReply())
    track(http.request(CREATE_ORDER))
    await settle()
    await settle(BUSY_RETRY_INTERVAL_MS * BUSY_MAX_RETRIES)
    const states = presenter.busies[0]?.states ?? []
    expect(states.map((state) => state.progress)).toEqual([0, 10, 20, 30, 40, 50, 60, 70, 80, 90])
    expect(states.map((state) => state.showHint)).toEqual([false, false, false, true, true, true, true, true, true, true])
    expect(busyState(BUSY_MAX_RETRIES).progress).toBe(90)
    expect(busyState(100).progress).toBe(90)
  })

  it('after 10 retries still busy: closes and shows the retry dialog', async () => {
    const { http, transport, presenter } = setup()
    transport.always(busyReply())
    const result = track(http.request(CREATE_ORDER))
    await settle()
    await settle(BUSY_RETRY_INTERVAL_MS * BUSY_MAX_RETRIES)
    expect(transport.calls).toHaveLength(1 + BUSY_MAX_RETRIES)
    await settle(BUSY_RETRY_INTERVAL_MS * 3)
    expect(transport.calls).toHaveLength(1 + BUSY_MAX_RETRIES)
    expect(presenter.busies[0]?.closed).toBe(true)
    expect(presenter.lastDialog?.request).toEqual({
      mode: 'retry',
      title: { key: HTTP_MESSAGES.titleTooFrequent },
      message: { key: HTTP_MESSAGES.tooFrequent },
    })
    expect(result.done).toBe(false)
    transport.always(ok('finally'))
    presenter.lastDialog?.answer('confirm')
    await settle()
    expect(result.value).toBe('finally')
  })

  it('cancel stops the retries and fails the request', async () => {
    const { http, transport, presenter } = setup()
    transport.always(busyReply())
    const result = track(http.request(CREATE_ORDER))
    await settle()
    await settle(BUSY_RETRY_INTERVAL_MS)
    presenter.busies[0]?.cancel()
    await settle()
    expect(result.error).toMatchObject({ kind: 'http', httpCode: 469 })
    expect(presenter.busies[0]?.closed).toBe(true)
    await settle(BUSY_RETRY_INTERVAL_MS * 5)
    expect(transport.calls).toHaveLength(2)
    expect(presenter.dialogs).toHaveLength(0)
  })

  it('a different failure during the retries gets its own reaction', async () => {
    const { http, transport, presenter } = setup()
    transport.reply(busyReply(), envelope(22031002, null, { comments: 'No tickets available' }))
    const result = track(http.request(CREATE_ORDER))
    await settle()
    await settle(BUSY_RETRY_INTERVAL_MS)
    expect(result.error).toMatchObject({ kind: 'business', statusCode: 22031002 })
    expect(presenter.busies[0]?.closed).toBe(true)
    expect(presenter.toasts.map((toast) => toast.message)).toEqual([{ text: 'No tickets available' }])
  })

  it('a gateway code the caller marks as limiting starts busy mode too', async () => {
    const { http, transport, presenter } = setup()
    transport.reply(envelope(22049999), ok(1))
    const result = track(http.request({ ...CREATE_ORDER, reactions: { '22049999': 'limiting' } }))
    await settle()
    expect(presenter.busies).toHaveLength(1)
    await settle(BUSY_RETRY_INTERVAL_MS)
    expect(result.value).toBe(1)
  })

  it.each([
    ['high, HTTP 469', { service: 'show', path: '/pub/v3/show/1/static', importance: 'high' }, busyReply()],
    [
      'medium, a code marked limiting',
      { service: 'show', path: '/pub/v3/x', reactions: { '22049999': 'limiting' } },
      envelope(22049999),
    ],
  ] as const)('a non-critical request (%s) gets the retry dialog instead', async (_name, options, reply) => {
    const { http, transport, presenter } = setup()
    transport.reply(reply)
    const result = track(http.request(options))
    await settle(1)
    expect(presenter.busies).toHaveLength(0)
    expect(presenter.dialogs.map((dialog) => dialog.request.mode)).toEqual(['retry'])
    presenter.lastDialog?.answer('cancel')
    await settle()
    expect(result.error).toBeInstanceOf(HttpError)
  })
})
