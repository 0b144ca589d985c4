/**
 * The tracking collector (issue 27; D29, D30) on both engines: the data-center config is on only
 * for a shop with IS_OPEN_TD and gives the same key every time; a batch sealed by the app's own
 * cipher (src/tracking/aes-gcm.ts) is stored and listed by the dev route; a batch under another
 * key, a tampered one, or one that is not the contract's events answers 'decrypt fail'.
 */
import assert from 'node:assert/strict'
import { randomBytes } from 'node:crypto'
import { after, before, describe, it } from 'node:test'
import { aesGcmEncrypt, base64url, fromBase64, utf8 } from '../../src/tracking/aes-gcm'
import type { App } from '../src/app'
import { startGatewayOn } from './engine-gateway'
import { ENGINES, clusterForThisFile, postgresSkipped } from './engines'
import { call } from './helpers'

const CONFIG = '/cyy_gatewayapi/home/pub/v3/data_center/config'
const PIXEL = '/cyy_gatewayapi/home/pub/v3/t.gif'

interface Config {
  merchantId: string
  enabled: boolean
  keyVersion: number
  key: string
}

let app: App
const cluster = clusterForThisFile()

const seal = (key: Uint8Array, value: unknown) =>
  base64url(aesGcmEncrypt(key, new Uint8Array(randomBytes(12)), utf8(JSON.stringify(value))))
const image = (d: string, v = 1, m = '10001') => app.inject({ method: 'GET', url: `${PIXEL}?m=${m}&v=${v}&i=device1&d=${d}` })
const event = (k: string, p: string, extra: Record<string, unknown> = {}) => ({
  k,
  p,
  t: Date.now(),
  s: 'session1',
  r: 1,
  ...extra,
})

function suites() {
  it('the config is on with a 32-byte key for the shop with IS_OPEN_TD, the same on every call', async () => {
    const first = await call<Config>(app, { url: `${CONFIG}?merchantId=10001` })
    assert.equal(first.body.data.enabled, true)
    assert.equal(fromBase64(first.body.data.key).length, 32)
    const again = await call<Config>(app, { url: `${CONFIG}?merchantId=10001` })
    assert.equal(again.body.data.key, first.body.data.key)
  })

  it('the config is off, without a key, for a shop without IS_OPEN_TD (the Macau shop)', async () => {
    const answer = await call<Config>(app, { url: `${CONFIG}?merchantId=10002` })
    assert.deepEqual([answer.body.data.enabled, answer.body.data.key], [false, ''])
  })

  it("stores a sealed batch and the dev route lists it in order; another key's batch answers 'decrypt fail'", async () => {
    const { data } = (await call<Config>(app, { url: `${CONFIG}?merchantId=10001` })).body
    const key = fromBase64(data.key)
    const batch = [
      event('view', 'homeList'),
      event('click', 'homeList', { c: 'tab:mine' }),
      event('leave', 'homeList', { d: 7, r: 100 }),
    ]
    const stored = await image(seal(key, batch))
    assert.equal(stored.statusCode, 200)
    assert.equal(stored.headers['content-type'], 'image/gif')
    assert.equal(stored.headers['x-track-stored'], '3')
    const listed = await call<Array<{ kind: string; page: string; mark: string | null; seconds: number | null }>>(app, {
      url: '/dev/track/events?merchantId=10001&limit=3',
    })
    assert.deepEqual(
      listed.body.data.map((row) => [row.kind, row.page, row.mark, row.seconds]),
      [
        ['view', 'homeList', null, null],
        ['click', 'homeList', 'tab:mine', null],
        ['leave', 'homeList', null, 7],
      ],
    )

    const stranger = await image(seal(new Uint8Array(randomBytes(32)), batch))
    assert.equal(stranger.statusCode, 400)
    assert.equal(stranger.json().comments, 'decrypt fail')
  })

  it("a tampered batch, an unknown key version or events outside the contract answer 'decrypt fail'", async () => {
    const { data } = (await call<Config>(app, { url: `${CONFIG}?merchantId=10001` })).body
    const key = fromBase64(data.key)
    const sealed = seal(key, [event('view', 'a')])
    const flipped = sealed.slice(0, 20) + (sealed[20] === 'A' ? 'B' : 'A') + sealed.slice(21)
    for (const answer of [await image(flipped), await image(sealed, 2), await image(seal(key, [{ k: 'buy', p: 'a' }]))]) {
      assert.equal(answer.statusCode, 400)
      assert.equal(answer.json().comments, 'decrypt fail')
    }
  })
}

for (const engine of ENGINES) {
  describe(
    `tracking collector on ${engine}`,
    { skip: engine === 'postgres' && postgresSkipped ? postgresSkipped : false },
    () => {
      before(async () => {
        app = await startGatewayOn(engine, cluster)
      })
      after(async () => app?.close())
      suites()
    },
  )
}
