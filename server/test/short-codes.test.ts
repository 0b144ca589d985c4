/**
 * Short codes and mini-program code parameters on both engines (issue 22; spec s7): a page and its
 * parameters get a short id (the same ones: the same id; another shop: another), which both
 * lookups answer with the page to open; an unknown id is a 404, a path that is not a page a 400.
 */
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import type { App } from '../src/app'
import { ENGINES, clusterForThisFile, postgresSkipped } from './engines'
import { startGatewayOn } from './engine-gateway'
import { call } from './helpers'

const HOME = '/cyy_gatewayapi/home/pub/v3'
const PAGE = '/package-send-ticket/pages/accept-mine-ticket/accept-mine-ticket'
const cluster = clusterForThisFile()

interface Code {
  id: string
  scene: string
  page: string
  params: Record<string, string>
  path: string
}

for (const engine of ENGINES) {
  describe(`short codes on ${engine}`, { skip: engine === 'postgres' && postgresSkipped ? postgresSkipped : false }, () => {
    let app: App
    before(async () => {
      app = await startGatewayOn(engine, cluster)
    })
    after(async () => app?.close())

    const generate = (body: unknown, merchant = '10001') =>
      call<Code>(app, {
        method: 'POST',
        url: `${HOME}/wxapps/short_codes/generate_code`,
        body,
        headers: { 'merchant-id': merchant },
      })

    it('gives a page and its parameters a short id that both lookups open', async () => {
      const made = await generate({ page: PAGE, params: { code: 'ABCD2345', from: 'poster' } })
      assert.equal(made.body.statusCode, 200, made.body.comments)
      assert.match(made.body.data.id, /^[a-z0-9]{10}$/)
      assert.ok(made.body.data.scene.length <= 32)
      const again = await generate({ page: PAGE, params: { from: 'poster', code: 'ABCD2345' } })
      assert.equal(again.body.data.id, made.body.data.id, 'the same page and parameters: the same id')
      const other = await generate({ page: PAGE, params: { code: 'ABCD2345' } }, '10002')
      assert.notEqual(other.body.data.id, made.body.data.id)
      for (const path of ['short_codes/code', 'wxa_codes/code_params']) {
        const read = await call<Code>(app, { url: `${HOME}/${path}/${made.body.data.id}`, headers: { 'merchant-id': '10001' } })
        assert.equal(read.body.data.path, `${PAGE}?code=ABCD2345&from=poster`)
      }
      const foreign = await call(app, {
        url: `${HOME}/short_codes/code/${made.body.data.id}`,
        headers: { 'merchant-id': '10002' },
      })
      assert.equal(foreign.http, 404, "another shop's code is not found")
    })

    it('refuses an unknown id and a path that is not a page', async () => {
      const unknown = await call(app, { url: `${HOME}/short_codes/code/zzzzzzzzzz`, headers: { 'merchant-id': '10001' } })
      assert.equal(unknown.http, 404)
      const bad = await generate({ page: 'https://evil.example/x', params: {} })
      assert.equal(bad.http, 400)
    })
  })
}
