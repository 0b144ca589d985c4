/**
 * Issue 19 items 9 and 10: public auth routes are rate limited per client; the sweep purges
 * expired captchas, codes, sessions, outbox messages and login failures; a password lock-out is
 * per client and account; terminal-src takes the spec's sources only and sessions per user are capped.
 */
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import type { App } from '../src/app'
import { CODES } from '../src/http/envelope'
import { MAX_FAILED_LOGINS } from '../src/services/accounts/email'
import { MAX_SESSIONS_PER_USER, startSession } from '../src/services/sessions'
import { sweep } from '../src/services/trade/sweep'
import { startGatewayOn } from './engine-gateway'
import { ENGINES, clusterForThisFile, postgresSkipped } from './engines'
import { call, loginByPhone, startGateway } from './helpers'

const USER = '/cyy_gatewayapi/user'
const DAY = 24 * 60 * 60 * 1000

describe('rate limits on public auth routes', () => {
  let app: App
  before(async () => {
    app = await startGateway({ authRateLimit: 5 })
  })
  after(() => app.close())

  it('answer 429 past the limit for one client, while another client is still served', async () => {
    const captcha = (ip: string) =>
      app.inject({ method: 'POST', url: `${USER}/pub/v3/captcha`, remoteAddress: ip, headers: { 'terminal-src': 'H5' } })
    for (let n = 0; n < 5; n++) assert.equal((await captcha('10.0.0.1')).statusCode, 200)
    const refused = await captcha('10.0.0.1')
    assert.equal(refused.statusCode, 429)
    assert.equal(refused.json().statusCode, CODES.tooMany)
    assert.ok(refused.headers['retry-after'])
    assert.equal((await captcha('10.0.0.2')).statusCode, 200)
    // Reading the catalogue is not limited.
    for (let n = 0; n < 8; n++)
      assert.equal((await app.inject({ url: `${USER}/pub/v3/countries`, remoteAddress: '10.0.0.1' })).statusCode, 200)
  })
})

const cluster = clusterForThisFile()

/** The sweep, the lock-out and the sessions are kept in the storage: one gateway per engine, each test its own users. */
for (const engine of ENGINES) {
  describe(
    `what the storage keeps, on ${engine}`,
    { skip: engine === 'postgres' && postgresSkipped ? postgresSkipped : false },
    () => {
      let app: App
      before(async () => {
        app = await startGatewayOn(engine, cluster)
      })
      after(() => app.close())

      describe('the sweep', () => {
        it('purges expired captchas, codes, sessions, outbox messages and login failures', async () => {
          const user = await loginByPhone(app, '13755550001')
          await call(app, { method: 'POST', url: `${USER}/pub/v3/captcha` })
          const count = async (table: string) => (await app.storage.value<number>(`SELECT COUNT(*) FROM ${table}`)) ?? 0
          for (const table of ['captchas', 'verify_codes', 'sessions', 'outbox']) assert.ok((await count(table)) > 0, table)
          await call(app, {
            method: 'POST',
            url: `${USER}/pub/v3/login`,
            body: { email: 'nobody@showtix.test', password: 'Wrong!2345' },
          })
          assert.ok((await count('login_failures')) > 0)
          await sweep(app.storage, Date.now() + 60 * DAY)
          for (const table of ['captchas', 'verify_codes', 'sessions', 'outbox', 'login_failures'])
            assert.equal(await count(table), 0, table)
          const late = await call(app, { url: '/cyy_gatewayapi/user/buyer/v3/profile', token: user.accessToken })
          assert.equal(late.body.statusCode, CODES.tokenException)
        })
      })

      describe('password lock-out', () => {
        it('locks the guessing client out of the account, not the account for everyone', async () => {
          const login = (ip: string, password: string) =>
            app
              .inject({
                method: 'POST',
                url: `${USER}/pub/v3/login`,
                remoteAddress: ip,
                headers: { 'terminal-src': 'H5' },
                payload: { email: 'demo@showtix.test', password },
              })
              .then((answer) => answer.json() as { statusCode: number; data: { retryAfterSeconds?: number } | null })
          for (let n = 0; n < MAX_FAILED_LOGINS; n++) await login('10.0.0.66', 'Wrong!2345')
          const locked = await login('10.0.0.66', 'Demo!2345')
          assert.ok(locked.data?.retryAfterSeconds, 'the guessing client is locked out')
          const owner = await login('10.0.0.7', 'Demo!2345')
          assert.equal(owner.statusCode, 200, 'the owner, elsewhere, still logs in')
        })
      })

      describe('terminal sources and sessions', () => {
        it('refuses a terminal-src outside the spec', async () => {
          for (const terminal of ['X1', 'H5 ', 'evil', 'h5']) {
            const answer = await call(app, {
              method: 'POST',
              url: `${USER}/pub/v3/captcha`,
              headers: { 'terminal-src': terminal },
            })
            assert.equal(answer.http, 400, terminal)
          }
          for (const terminal of ['H5', 'WEB', 'WEIXIN_H5', 'IOS', 'ANDROID', 'WEIXIN']) {
            const answer = await call(app, {
              method: 'POST',
              url: `${USER}/pub/v3/captcha`,
              headers: { 'terminal-src': terminal },
            })
            assert.equal(answer.http, 200, terminal)
          }
        })

        it(`keeps at most ${MAX_SESSIONS_PER_USER} live sessions per user`, async () => {
          const user = await loginByPhone(app, '13755550002')
          const terminals = ['WEB', 'WEIXIN_H5', 'IOS', 'ANDROID', 'WEIXIN', 'ALIPAY', 'TT', 'XHS']
          const tokens: string[] = []
          for (const terminal of terminals) tokens.push((await startSession(app.storage, user.userId, terminal)).accessToken)
          const live = await app.storage.value<number>(
            'SELECT COUNT(*) FROM sessions WHERE user_id = ? AND revoked_reason IS NULL',
            [user.userId],
          )
          assert.equal(live, MAX_SESSIONS_PER_USER)
          const first = await call(app, { url: '/cyy_gatewayapi/user/buyer/v3/profile', token: user.accessToken })
          assert.equal(first.body.statusCode, CODES.loginOtherDevice)
          const newest = await call(app, { url: '/cyy_gatewayapi/user/buyer/v3/profile', token: tokens.at(-1) })
          assert.notEqual(newest.body.statusCode, CODES.loginOtherDevice)
        })
      })
    },
  )
}
