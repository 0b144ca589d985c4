// Tracking in the compiled WeChat build (e2e/journeys/tracking.mjs, driven in Chromium too): three
// pages browsed send their events to the collector through wx.request; app.json carries the s9
// networkTimeout.
import assert from 'node:assert/strict'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { after, before, describe, it } from 'node:test'
import { projectRoot } from '../../../scripts/lib/routes.mjs'
import { browseThreePages, downloadBarOnWeb } from '../../journeys/tracking.mjs'
import { weappDriver } from '../lib/driver.mjs'
import { launch } from '../lib/harness.mjs'
import { gatewayForTests } from '../lib/setup.mjs'

describe('tracking in the WeChat runtime', () => {
  let gateway
  let app
  let d
  before(async () => {
    gateway = await gatewayForTests()
    app = await launch({ gatewayUrl: gateway.url })
    d = weappDriver(app, { gatewayUrl: gateway.url })
  })
  after(async () => {
    await app?.close()
    await gateway?.close()
  })

  it('three pages browsed leave through wx.request and reach the collector', async () => {
    await browseThreePages(d)
    assert.ok(app.requests.some((request) => request.url.includes('/pub/v3/t.gif') && request.status === 200))
  })

  it('the mini-program has no download bar (spec s5: web only)', async () => {
    await downloadBarOnWeb(d)
  })

  it('app.json has the s9 network timeouts', () => {
    const config = JSON.parse(readFileSync(join(projectRoot, 'dist', 'weapp', 'app.json'), 'utf8'))
    assert.deepEqual(config.networkTimeout, { request: 30000, connectSocket: 60000, uploadFile: 60000, downloadFile: 30000 })
  })
})
