// Phone login in the compiled WeChat build against the gateway, with the steps of
// e2e/journeys/login.mjs (driven in Chromium too: e2e/tests/login.test.mjs). From home the user
// opens the login form; it fetches its image captcha, takes a number, the captcha's characters
// and the SMS code (read from the gateway's dev outbox), logs in and goes back to the page it
// came from, logged in; the mine tab then shows the user's profile from the gateway.
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { pagePath } from '../../lib/app.mjs'
import { requestCode, seeLoggedInMine, seeLoginForm, submitCode } from '../../journeys/login.mjs'
import { weappDriver } from '../lib/driver.mjs'
import { launch } from '../lib/harness.mjs'
import { gatewayForTests } from '../lib/setup.mjs'

const PHONE = '13900006666'

describe('phone login in the WeChat runtime', () => {
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

  it('logs in with the SMS code and goes back, logged in', async () => {
    await d.open('homeList')
    await d.app.navigateTo(`/${pagePath('login')}`)
    const captchaId = await seeLoginForm(d)
    const { code } = await requestCode(d, captchaId, PHONE)
    await submitCode(d, code, 'homeList')
    assert.deepEqual(d.app.routes(), [pagePath('homeList')], 'back where the user came from')
    assert.deepEqual(d.errors(), [])
  })

  it('the mine tab then shows who is logged in, from the gateway', async () => {
    await seeLoggedInMine(d, PHONE)
  })
})
