// Coupons in the compiled WeChat build against the gateway, with the steps of
// e2e/journeys/coupons.mjs (driven in Chromium too, e2e/tests/coupons.test.mjs): a logged-in new
// buyer claims the DISCOUNT coupon from the coupon centre topic, sees it in my coupons, taps Use
// (the shows it applies to) and confirm order offers it applied; the order submitted, it is in
// history as used; then the exchange page mounts. A coupon's landing and a share packet (D20) share
// themselves (onShareAppMessage), the packet only while friends can claim.
import assert from 'node:assert/strict'
import { after, afterEach, before, describe, it } from 'node:test'
import { loginByPhone } from '../../lib/accounts.mjs'
import {
  DISCOUNT_COUPON,
  SHARED_COUPON,
  claimFromTopic,
  seeInMyCoupons,
  submitAndSeeInHistory,
  useAndSeeApplied,
} from '../../journeys/coupons.mjs'
import { MAINLAND, TRADE, shopApi } from '../../lib/purchase.mjs'
import { weappDriver } from '../lib/driver.mjs'
import { launch } from '../lib/harness.mjs'
import { gatewayForTests, sessionStorage } from '../lib/setup.mjs'

describe('coupons in the WeChat runtime', () => {
  let gateway
  let app
  let d
  let session
  before(async () => {
    gateway = await gatewayForTests()
    session = await loginByPhone(gateway.url, '13600007788')
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

  it("a coupon's landing and an open share packet share themselves; a finished packet the home page", async () => {
    const shared = () => app.callPageHook('onShareAppMessage', { from: 'menu' })
    await d.open('couponReceive', { couponTemplateId: DISCOUNT_COUPON.templateId })
    await d.see('.coupon-card__claim')
    const landing = await shared()
    assert.match(landing.path, new RegExp(`coupon-receive\\?couponTemplateId=${DISCOUNT_COUPON.templateId}&merchantId=`))
    assert.equal(landing.title, DISCOUNT_COUPON.title)

    const api = (path, body) => shopApi(gateway.url, MAINLAND, session.accessToken, `${TRADE}${path}`, body)
    const coupon = await api('/buyer/v3/coupons/obtain', { couponCode: SHARED_COUPON.templateId })
    const packet = await api('/buyer/v1/coupons/share_packets', { couponId: coupon.couponId, parts: 2 })
    await d.open('couponShare', { shareCode: packet.shareCode })
    await d.see('.share-page__share--native')
    const open = await shared()
    assert.match(open.path, new RegExp(`coupon-receive\\?shareCode=${packet.shareCode}&merchantId=`))
    assert.ok(open.title.length > 0, 'the coupon as its title')

    for (const phone of ['13600007789', '13600007790']) {
      const friend = await loginByPhone(gateway.url, phone)
      await shopApi(
        gateway.url,
        MAINLAND,
        friend.accessToken,
        `${TRADE}/buyer/v1/coupons/share_packets/${packet.shareCode}/claim`,
        {},
      )
    }
    await d.open('couponShare', { shareCode: packet.shareCode })
    await d.see('.share-packet--finished')
    assert.equal(await d.count('.share-page__share--native'), 0, 'nothing left to share')
    assert.match((await shared()).path, /^\/pages\/home\/home\?merchantId=/)
  })
})
