/**
 * Issue 19 items 2 and 3, issue 15 item 11: dev mode is opt-in; dev routes refuse other sites'
 * pages; with dev off nothing of the sandbox is left (no outbox, no sandbox payments or sign-in,
 * no demo accounts, no /docs) unless asked for one by one.
 */
import assert from 'node:assert/strict'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { after, before, describe, it } from 'node:test'
import type { App } from '../src/app'
import { devExposureWarning, loadConfig } from '../src/config'
import { createGateway } from '../src/gateway'
import { CODES } from '../src/http/envelope'
import { DEMO_EMAIL, DEMO_PASSWORD } from '../src/seed/accounts'
import { TRADE_CODES } from '../src/services/trade/common'
import { gatewayDatabase } from './engine-gateway'
import { ENGINES, clusterForThisFile, postgresSkipped } from './engines'
import { TEST_CONFIG, call, startGateway } from './helpers'
import { seedImage } from './seed-image'
import { addUser } from './trade-fixtures'

const USER = '/cyy_gatewayapi/user'
const TRADE = '/cyy_gatewayapi/trade'

describe('dev mode is opt-in', () => {
  it('is off unless GATEWAY_DEV=true; sandbox payments and /docs follow it unless set on their own', () => {
    const plain = loadConfig({})
    assert.equal(plain.dev, false)
    assert.equal(plain.sandboxPay, false)
    assert.equal(plain.docs, false)
    const dev = loadConfig({ GATEWAY_DEV: 'true' })
    assert.deepEqual([dev.dev, dev.sandboxPay, dev.docs], [true, true, true])
    const chosen = loadConfig({ GATEWAY_SANDBOX_PAY: 'true', GATEWAY_DOCS: 'true' })
    assert.deepEqual([chosen.dev, chosen.sandboxPay, chosen.docs], [false, true, true])
  })

  it('warns when dev mode listens on an address other than loopback', () => {
    assert.match(devExposureWarning({ dev: true, host: '0.0.0.0' }) ?? '', /dev mode is on/)
    assert.equal(devExposureWarning({ dev: true, host: '127.0.0.1' }), null)
    assert.equal(devExposureWarning({ dev: false, host: '0.0.0.0' }), null)
  })
})

describe('the gateway with dev mode off', () => {
  let app: App
  before(async () => {
    const off = loadConfig({})
    app = await startGateway({ dev: off.dev, sandboxPay: off.sandboxPay, docs: off.docs })
  })
  after(() => app.close())

  it('has no /dev routes and no /docs', async () => {
    for (const url of ['/dev/outbox', '/dev/faults', '/docs', '/docs/json']) {
      assert.equal((await app.inject({ url })).statusCode, 404, url)
    }
    const mint = await app.inject({ method: 'POST', url: '/dev/oauth/token', payload: { provider: 'GOOGLE', email: 'a@b.test' } })
    assert.equal(mint.statusCode, 404)
  })

  it('says no sign-in provider goes through the sandbox (the login screen shows no sandbox link)', async () => {
    const answer = await call<{ providers: Array<{ sandbox: boolean; sandboxUrl?: string }> }>(app, {
      url: `${USER}/pub/v3/oauth/providers`,
    })
    assert.equal(answer.body.statusCode, 200)
    assert.ok(answer.body.data.providers.length > 0)
    for (const provider of answer.body.data.providers) {
      assert.equal(provider.sandbox, false)
      assert.equal(provider.sandboxUrl, undefined)
    }
  })

  it('has no demo accounts: the password in the source logs nobody in', async () => {
    const login = await call(app, {
      method: 'POST',
      url: `${USER}/pub/v3/login`,
      body: { email: DEMO_EMAIL, password: DEMO_PASSWORD },
    })
    assert.equal(login.body.statusCode, CODES.credentialsWrong)
    assert.equal(app.db.prepare('SELECT COUNT(*) FROM users WHERE password_hash IS NOT NULL').pluck().get(), 0)
  })

  it('pays nothing through the sandbox: pay is refused, its page and callback do not exist', async () => {
    const { token } = addUser(app.db, '13722220001')
    const paid = await call(app, {
      method: 'POST',
      url: `${TRADE}/buyer/v3/payments/pay`,
      token,
      body: { transactionIds: ['T1'], paymentProduct: 'ALIPAY_WAP', platform: 'H5' },
    })
    assert.equal(paid.body.statusCode, TRADE_CODES.paymentProduct)
    const callback = await call(app, {
      method: 'POST',
      url: `${TRADE}/pub/v1/payments/ALIPAY_WAP/callback`,
      body: { paymentId: 'P1', result: 'SUCCESS', amount: '1', ts: '1', nonce: 'n', sign: 's' },
    })
    assert.equal(callback.http, 404)
    assert.match(callback.body.comments, /^no route/)
    const page = await app.inject({ url: `${TRADE}/pub/v1/payments/sandbox/P1?token=x` })
    assert.match(page.body, /no route/)
  })
})

const cluster = clusterForThisFile()

for (const engine of ENGINES) {
  describe(
    `a ${engine} database seeded by a dev run, served without dev mode`,
    { skip: engine === 'postgres' && postgresSkipped ? postgresSkipped : false },
    () => {
      let app: App
      let dir: string
      before(async () => {
        dir = mkdtempSync(path.join(tmpdir(), 'showtix-dev-seeded-'))
        // The demo accounts and their passwords, as `npm start` (dev mode) seeds them.
        const database =
          engine === 'postgres'
            ? { databaseUrl: await gatewayDatabase(cluster, 'dev_seeded') }
            : { dbFile: path.join(dir, 'gateway.sqlite') }
        if (engine === 'sqlite') writeFileSync(database.dbFile as string, await seedImage(TEST_CONFIG))
        else
          await (
            await createGateway({ ...TEST_CONFIG, ...database }, { migrate: true, seedImage: await seedImage(TEST_CONFIG) })
          ).close()
        const off = loadConfig({})
        app = await createGateway({ ...TEST_CONFIG, ...database, dev: off.dev, sandboxPay: off.sandboxPay, docs: off.docs })
        await app.ready()
      })
      after(async () => {
        await app?.close()
        rmSync(dir, { recursive: true, force: true })
      })

      it('logs nobody in with the password in the source: the demo passwords are gone from that database', async () => {
        const login = await call(app, {
          method: 'POST',
          url: `${USER}/pub/v3/login`,
          body: { email: DEMO_EMAIL, password: DEMO_PASSWORD },
        })
        assert.equal(login.body.statusCode, CODES.credentialsWrong)
        assert.equal(await app.storage.value('SELECT COUNT(*) FROM users WHERE password_hash IS NOT NULL'), 0)
      })
    },
  )
}

describe('dev routes with dev mode on', () => {
  let app: App
  before(async () => {
    app = await startGateway()
  })
  after(() => app.close())

  it("refuse another site's page: a form post from elsewhere changes nothing", async () => {
    const post = (origin: string) =>
      app.inject({
        method: 'POST',
        url: '/dev/faults',
        headers: { origin, 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'match=/show/&kind=http&status=500',
      })
    const evil = await post('https://evil.example')
    assert.equal(evil.statusCode, 403)
    assert.deepEqual((await call<unknown[]>(app, { url: '/dev/faults' })).body.data, [])
    const points = await app.inject({
      method: 'POST',
      url: '/dev/pricing/member',
      headers: { origin: 'null' },
      payload: { cellphone: '13800138000', points: 99999 },
    })
    assert.equal(points.statusCode, 403)
    const own = await post('http://app.test')
    assert.equal(own.statusCode, 200)
    assert.equal((await call<unknown[]>(app, { url: '/dev/faults' })).body.data.length, 1)
    await app.inject({ method: 'DELETE', url: '/dev/faults' })
  })

  it('the login screen offers the sandbox only here', async () => {
    const answer = await call<{ providers: Array<{ sandbox: boolean }> }>(app, { url: `${USER}/pub/v3/oauth/providers` })
    assert.ok(answer.body.data.providers.some((provider) => provider.sandbox))
  })
})
