// Buying in the compiled WeChat build against the gateway: a free real-name show with one attendee
// is placed without a cashier and pay success says so, and a real-name show's waitlist registers
// with the attendee chosen on booking (the steps of e2e/journeys/purchase.mjs, driven in Chromium
// too: e2e/tests/buy.test.mjs); a paid e-ticket order pays through wx.requestPayment (the harness
// completes the gateway's sandbox page as a person would) and lands on pay success, paid at the
// gateway.
import assert from 'node:assert/strict'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { after, before, describe, it } from 'node:test'
import { loginByPhone } from '../../lib/accounts.mjs'
import { pagePath } from '../../lib/app.mjs'
import { launch, projectRoot } from '../lib/harness.mjs'
import { gatewayForTests, sessionStorage } from '../lib/setup.mjs'
import { weappDriver } from '../lib/driver.mjs'
import { addAttendee } from '../../lib/purchase.mjs'
import { WANG_WU, freeRealNameOrder, waitlistWithOnlyAttendee } from '../../journeys/purchase.mjs'

const ZH = JSON.parse(readFileSync(join(projectRoot, 'src', 'i18n', 'locales', 'order', 'zh-CN.json'), 'utf8'))
const PHONE = '13600008101'
const TRADE = '/cyy_gatewayapi/trade'

describe('buy in the WeChat runtime', () => {
  let gateway
  let app
  let session
  let d
  before(async () => {
    gateway = await gatewayForTests()
    session = await loginByPhone(gateway.url, PHONE)
    await addAttendee(gateway.url, session.accessToken, WANG_WU)
    app = await launch({
      gatewayUrl: gateway.url,
      storage: sessionStorage(session),
    })
    d = weappDriver(app, { gatewayUrl: gateway.url })
  })
  after(async () => {
    await app?.close()
    await gateway?.close()
  })

  const orders = async () => {
    const response = await fetch(`${gateway.url}${TRADE}/buyer/v5/orders/page?offset=0&length=10`, {
      headers: { 'terminal-src': 'H5', 'access-token': session.accessToken },
    })
    return (await response.json()).data
  }

  it('a zero-amount order on a real-name show is placed directly', async () => {
    await freeRealNameOrder(d, { token: session.accessToken })
  })

  it('a paid order goes through wx.requestPayment to pay success', async () => {
    await app.reLaunch(`/${pagePath('confirmOrder')}?showId=SH1006&sessionId=SH1006S1&seatPlanId=SH1006S1P5&qty=1`)
    await app.waitUntil(() => app.exists('.confirm-order__total-value') && app.text('.confirm-order__total-value') === '¥380.00')
    assert.equal(app.text('.confirm-order__total-value'), '¥380.00')
    await app.tap('.confirm-order__submit')
    await app.waitUntil(() => app.page().route === pagePath('paySuccess') && app.exists('.pay-success__title'))
    assert.equal(app.page().route, pagePath('paySuccess'), 'one WeChat option: paid at once')
    assert.equal(app.text('.pay-success__title'), ZH.success.title)
    const list = await orders()
    const paid = list.list.find((order) => order.firstShowId === 'SH1006')
    assert.equal(paid?.orderState, 9, 'paid at the gateway')
    app.assertNoErrors()
  })

  it("a real-name show's waitlist registers with the attendee chosen", async () => {
    await waitlistWithOnlyAttendee(d, { token: session.accessToken })
  })
})
