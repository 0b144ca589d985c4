/**
 * Issue 19 item 6: requests and errors are logged (pino, Fastify's own logger), and no line of a
 * login carries its token or code.
 */
import assert from 'node:assert/strict'
import { Writable } from 'node:stream'
import { describe, it } from 'node:test'
import { createGateway } from '../src/gateway'
import { TEST_CONFIG, call, loginByPhone } from './helpers'

describe('the log', () => {
  it('has a line for each request of a login and none with its token, refresh token or code', async () => {
    const lines: string[] = []
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(...chunk.toString('utf8').split('\n').filter(Boolean))
        done()
      },
    })
    const app = await createGateway({ ...TEST_CONFIG, logLevel: 'info' }, { logStream: stream })
    try {
      const user = await loginByPhone(app, '13744440001')
      const code = (await call<Array<{ code: string }>>(app, { url: '/dev/outbox?recipient=%2B8613744440001' })).body.data[0]
        ?.code
      assert.match(code ?? '', /^\d{4,8}$/)
      await call(app, { url: '/cyy_gatewayapi/trade/buyer/v5/orders/page', token: user.accessToken })
      await app.inject({ url: '/cyy_gatewayapi/trade/pub/v1/payments/sandbox/P1?token=secret-page-token' })
      const requests = lines.map((line) => JSON.parse(line) as { req?: { url?: string }; msg?: string })
      assert.ok(
        requests.some((line) => line.req?.url?.includes('/login_or_register')),
        'the login is logged',
      )
      assert.ok(
        requests.some((line) => line.req?.url?.includes('/orders/page')),
        'a logged-in call is logged',
      )
      const text = lines.join('\n')
      for (const secret of [user.accessToken, user.refreshToken, 'secret-page-token'])
        assert.equal(text.includes(secret), false, 'a token in the log')
      assert.doesNotMatch(text, new RegExp(`(?<![\\d.])${code}(?!\\d)`), 'the code in the log')
    } finally {
      await app.close()
    }
  })
})
