import { HttpError, isNotFound } from '@/http'

describe('isNotFound: whether a failure means the thing asked for does not exist', () => {
  it('is true for HTTP 404, whether the status came as the HTTP status or in the envelope', () => {
    expect(isNotFound(new HttpError({ kind: 'http', message: 'not found', httpCode: 404 }))).toBe(true)
    expect(isNotFound(new HttpError({ kind: 'business', message: 'not found', statusCode: 404 }))).toBe(true)
    expect(isNotFound(new HttpError({ kind: 'business', message: 'not found', statusCode: '404' }))).toBe(true)
    expect(new HttpError({ kind: 'http', message: 'not found', httpCode: 404 }).isNotFound).toBe(true)
  })

  it('is false for every other failure: another status, the network, a timeout, not an http error', () => {
    expect(isNotFound(new HttpError({ kind: 'http', message: 'server', httpCode: 500 }))).toBe(false)
    expect(isNotFound(new HttpError({ kind: 'business', message: 'refused', statusCode: 'RE0404' }))).toBe(false)
    expect(isNotFound(new HttpError({ kind: 'network', message: 'request failed: network' }))).toBe(false)
    expect(isNotFound(new HttpError({ kind: 'timeout', message: 'request failed: timeout' }))).toBe(false)
    expect(isNotFound(new Error('404'))).toBe(false)
    expect(isNotFound(undefined)).toBe(false)
  })
})
