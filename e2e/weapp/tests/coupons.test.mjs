// Coupons in the compiled WeChat build against the gateway, with the steps of
// e2e/journeys/coupons.mjs (driven in Chromium too, e2e/tests/coupons.test.mjs): a logged-in new
// buyer claims the DISCOUNT coupon from the coupon centre topic, sees it in my coupons, taps Use
// (the shows it applies to) and confirm order offers it applied; the order submitted, it is in
// history as used; then the exchange page mounts.
import assert from 'node:assert/strict'
import { after, afterEach, before, describe, it } from 'node:test'
import { loginByPhone } from '../../lib/accounts.mjs'
import { claimFromTopic, seeInMyCoupons, submitAndSeeInHistory, useAndSeeApplied } from '../../journeys/coupons.mjs'
import { weappDriver } from '../lib/driver.mjs'
import { launch } from '../lib/harness.mjs'
import { gatewayForTests, sessionStorage } from '../lib/setup.mjs'

describe('coupons in the WeChat runtime', () => {
  let gateway
  let app
  let d
  before(async () => {
    gateway = await gatewayForTests()
    const session = await loginByPhone(gateway.url, '13600007788')
    app = await launch({
      gatewayUrl: gateway.url,
      storage: sessionStorage(session),
    })
    d = weappDriver(app, { gatewayUrl: gateway.url })
  })
  afterEach(() => app?.assertNoErrors())
  after(async () => {
    await app?.close()
    await gateway?.close()
  })

  it('claims a coupon, sees it in my coupons, uses it: applied at confirm order', async () => {
    await claimFromTopic(d)
    await seeInMyCoupons(d)
    await useAndSeeApplied(d)
    await submitAndSeeInHistory(d)
  })

  it('opens the exchange page with its check button', async () => {
    await d.open('exchangeCoupon')
    assert.ok(await d.see('.coupon-exchange__check'))
  })
})
