// Login asked for by a page, in the compiled WeChat build, with the steps of
// e2e/journeys/login.mjs: from home an anonymous user opens the order list, which needs login;
// the shop's ways to log in show first (WeChat can bind a phone), then the phone form; after the
// SMS code the order list takes their place, so Back from it goes home, not to the ways.
// (One mini-program per process: its own file.)
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { pagePath } from '../../lib/app.mjs'
import { requestCode, seeLoginForm, submitCode } from '../../journeys/login.mjs'
import { weappDriver } from '../lib/driver.mjs'
import { launch } from '../lib/harness.mjs'
import { gatewayForTests } from '../lib/setup.mjs'

describe('login asked for by a page, in the WeChat runtime', () => {
  let gateway
  let d
  before(async () => {
    gateway = await gatewayForTests()
    d = weappDriver(await launch({ gatewayUrl: gateway.url }), { gatewayUrl: gateway.url })
  })
  after(async () => {
    await d?.close()
    await gateway?.close()
  })

  it('the ways to log in, then the phone form, then the page that asked: Back leaves login behind', async () => {
    await d.open('homeList')
    await d.app.navigateTo(`/${pagePath('orders')}`)
    const shown = await d.waitForPage(['loginWay', 'login'])
    if (shown.name === 'loginWay') await d.tap('.login-ways__phone')
    const captchaId = await seeLoginForm(d)
    const { code } = await requestCode(d, captchaId, '13900006667')
    await submitCode(d, code, 'orders')
    assert.deepEqual(d.app.routes(), [pagePath('homeList'), pagePath('orders')], 'no login page under the order list')
    assert.deepEqual(d.errors(), [])
  })
})
