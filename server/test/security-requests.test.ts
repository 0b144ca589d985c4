/**
 * Issue 19 items 4, 5, 8 and 11: a fault-switch header that cannot be applied is a 400 (it hung
 * the connection), non-finite paging numbers are a 400 (they were a 500, or no page size at all),
 * payment return URLs stay on the app's own origins, and every answer carries security headers.
 */
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import type { App } from '../src/app'
import { CODES } from '../src/http/envelope'
import { call, loginByPhone, startGateway, type LoggedIn } from './helpers'

const SEARCH = '/cyy_gatewayapi/home/pub/v3/show_list/search'
const TRADE = '/cyy_gatewayapi/trade'

let app: App
let user: LoggedIn
before(async () => {
  app = await startGateway()
  user = await loginByPhone(app, '13733330001')
})
after(() => app.close())

describe('the fault switch', () => {
  it('answers 400 at once for a header outside 400-599 and the documented codes', async () => {
    for (const value of [
      'http=abc',
      'http=0',
      'http=99',
      'http=100',
      'http=101',
      'http=1000',
      'http=',
      'delay=abc',
      'delay=-1',
      'bogus',
    ]) {
      const answer = await app.inject({ url: SEARCH, headers: { 'x-gateway-fault': value } })
      assert.equal(answer.statusCode, 400, value)
      assert.equal(answer.json().statusCode, CODES.badRequest, value)
    }
    for (const [value, status] of [
      ['http=469', 469],
      ['http=999', 999],
      ['http=504', 504],
    ] as const) {
      assert.equal((await app.inject({ url: SEARCH, headers: { 'x-gateway-fault': value } })).statusCode, status, value)
    }
  })

  it('POST /dev/faults takes the same range', async () => {
    for (const status of [0, 99, 100, 101, 200, 302, 600, 1000]) {
      const answer = await call(app, { method: 'POST', url: '/dev/faults', body: { match: '/show/', kind: 'http', status } })
      assert.equal(answer.http, 400, String(status))
    }
    const good = await call(app, { method: 'POST', url: '/dev/faults', body: { match: '/nothing/', kind: 'http', status: 999 } })
    assert.equal(good.http, 200)
    await app.inject({ method: 'DELETE', url: '/dev/faults' })
  })
})

describe('paging numbers', () => {
  const pages = [
    `${TRADE}/buyer/v5/orders/page`,
    '/cyy_gatewayapi/fulfill/buyer/v3/tickets/page',
    `${TRADE}/buyer/v1/invoices/page`,
    `${TRADE}/buyer/v5/coupons/self/page`,
    '/cyy_gatewayapi/user/buyer/v3/user_audiences/list',
    `${SEARCH}`,
  ]
  it('refuses Infinity and 1e309 with a 400, logged in or not', async () => {
    for (const url of pages) {
      for (const query of ['offset=Infinity', 'length=Infinity', 'length=1e309', 'offset=1e309', 'offset=-Infinity']) {
        const answer = await call(app, { url: `${url}?${query}`, token: user.accessToken })
        assert.equal(answer.http, 400, `${url}?${query}`)
        assert.equal(answer.body.statusCode, CODES.badRequest)
      }
    }
  })

  it('refuses a non-finite number in a JSON body too', async () => {
    const answer = await app.inject({
      method: 'POST',
      url: '/dev/faults',
      headers: { 'content-type': 'application/json' },
      payload: '{"match":"/x/","kind":"http","status":500,"times":1e309}',
    })
    assert.equal(answer.statusCode, 400)
  })
})

describe('payment return URLs', () => {
  it("accept paths and the app's own origins only", async () => {
    const { checkUrl } = await import('../src/services/trade/payments')
    const { appOrigins } = await import('../src/http/security')
    const origins = appOrigins(app.config)
    for (const good of ['/pay-success?orderType=ticket', 'http://app.test/pay-success', 'http://gateway.test/x']) {
      assert.equal(checkUrl('returnUrl', good, origins), good)
    }
    for (const bad of [
      'https://evil.example/phish',
      '//evil.example/phish',
      '/\\evil.example/phish',
      'http://app.test.evil.example/',
      'http://app.test@evil.example/',
      'javascript:alert(1)',
      'https://app.test/pay-success',
    ]) {
      assert.throws(() => checkUrl('returnUrl', bad, origins), /returnUrl/, bad)
    }
  })

  it('pay refuses a return URL on another host', async () => {
    const answer = await call(app, {
      method: 'POST',
      url: `${TRADE}/buyer/v3/payments/pay`,
      token: user.accessToken,
      body: { transactionIds: ['T1'], paymentProduct: 'ALIPAY_WAP', platform: 'H5', returnUrl: 'https://evil.example/phish' },
    })
    assert.equal(answer.http, 400)
    assert.match(answer.body.comments, /returnUrl/)
  })
})

describe('security headers', () => {
  it('come with every answer: CSP with frame-ancestors, X-Frame-Options, nosniff, Referrer-Policy', async () => {
    for (const url of [SEARCH, '/cyy_gatewayapi/trade/pub/v1/payments/sandbox/P1?token=x', '/no/such/route']) {
      const answer = await app.inject({ url })
      assert.match(String(answer.headers['content-security-policy']), /frame-ancestors 'none'/, url)
      assert.equal(answer.headers['x-frame-options'], 'DENY', url)
      assert.equal(answer.headers['x-content-type-options'], 'nosniff', url)
      assert.ok(answer.headers['referrer-policy'], url)
    }
  })
})
