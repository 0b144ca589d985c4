import { HttpError, NON_ENVELOPE_STATUS, SUCCESS_CODES, TIMEOUT_MESSAGE } from '@/http'
import { envelope, httpStatus, networkDown, ok, setup, timeout } from './fakes'

const CALL = { service: 'show', path: '/pub/v3/spus/1', importance: 'medium' } as const

async function failure(promise: Promise<unknown>): Promise<HttpError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  )
  if (!(error instanceof HttpError)) throw new Error(`expected an HttpError, got ${String(error)}`)
  return error
}

describe('the response envelope (spec section 7)', () => {
  it('statusCode 200 is success: request() resolves to data, requestEnvelope() to the envelope', async () => {
    const { http, transport } = setup()
    transport.reply(ok({ id: 1 }), envelope(200, { id: 2 }, { comments: 'fine' }))
    const data = http.request(CALL)
    const whole = http.requestEnvelope(CALL)
    await jest.advanceTimersByTimeAsync(1)
    await expect(data).resolves.toEqual({ id: 1 })
    await expect(whole).resolves.toEqual({ statusCode: 200, comments: 'fine', data: { id: 2 }, subComments: '', actText: '' })
  })

  it('statusCode 510 is success too', async () => {
    const { http, transport, presenter } = setup()
    transport.reply(envelope(510, { partial: true }), envelope('510', { partial: 'text' }))
    const first = http.request(CALL)
    const second = http.request(CALL)
    await jest.advanceTimersByTimeAsync(1)
    await expect(first).resolves.toEqual({ partial: true })
    await expect(second).resolves.toEqual({ partial: 'text' })
    expect(presenter.toasts).toHaveLength(0)
    expect(SUCCESS_CODES).toEqual(['200', '510'])
  })

  it('another statusCode is a business error with the envelope fields', async () => {
    const { http, transport } = setup()
    transport.reply(
      envelope(22031001, { limit: 2 }, { comments: 'You have reached the purchase limit', subComments: 'max 2', actText: 'OK' }),
    )
    const promise = failure(http.request(CALL))
    await jest.advanceTimersByTimeAsync(1)
    const error = await promise
    expect(error).toMatchObject({
      kind: 'business',
      statusCode: 22031001,
      httpCode: undefined,
      message: 'You have reached the purchase limit',
      comments: 'You have reached the purchase limit',
      subComments: 'max 2',
      actText: 'OK',
      data: { limit: 2 },
    })
    expect(error.code).toBe('22031001')
  })

  it('a non-200 HTTP status is an error with httpCode and statusCode -1', async () => {
    const { http, transport } = setup()
    transport.reply(httpStatus(500), { statusCode: 201, data: null, headers: {} })
    const first = failure(http.request(CALL))
    const second = failure(http.request(CALL))
    await jest.advanceTimersByTimeAsync(1)
    expect(await first).toMatchObject({ kind: 'http', httpCode: 500, statusCode: -1, comments: 'HTTP 500' })
    expect(await second).toMatchObject({ kind: 'http', httpCode: 201, statusCode: NON_ENVELOPE_STATUS })
    expect(NON_ENVELOPE_STATUS).toBe(-1)
  })

  it('a timeout is "request failed: timeout"', async () => {
    const { http, transport } = setup()
    transport.reply(timeout())
    const promise = failure(http.request(CALL))
    await jest.advanceTimersByTimeAsync(1)
    const error = await promise
    expect(TIMEOUT_MESSAGE).toBe('request failed: timeout')
    expect(error).toMatchObject({ kind: 'timeout', message: 'request failed: timeout', statusCode: -1 })
  })

  it('a network failure, or any transport exception, is a network error', async () => {
    const { http, transport } = setup()
    transport.reply(networkDown(), new TypeError('boom'))
    const first = failure(http.request(CALL))
    const second = failure(http.request(CALL))
    await jest.advanceTimersByTimeAsync(1)
    expect(await first).toMatchObject({ kind: 'network', statusCode: -1 })
    expect(await second).toMatchObject({ kind: 'network', statusCode: -1 })
  })

  it('HTTP 200 without an envelope is an invalid response', async () => {
    const { http, transport } = setup()
    transport.reply({ statusCode: 200, data: '<html>', headers: {} })
    const promise = failure(http.request(CALL))
    await jest.advanceTimersByTimeAsync(1)
    expect(await promise).toMatchObject({ kind: 'invalid', statusCode: -1 })
  })
})
