// Buying in the compiled WeChat build against the gateway: confirm order renders the show and its
// price; a free real-name show with one attendee is placed without a cashier and pay success says
// so; a paid e-ticket order pays through wx.requestPayment (the harness completes the gateway's
// sandbox page as a person would) and lands on pay success, paid at the gateway; a real-name
// show's waitlist registers with the attendee chosen on booking.
import assert from 'node:assert/strict'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { after, before, describe, it } from 'node:test'
import { loginByPhone } from '../../lib/accounts.mjs'
import { pagePath } from '../../lib/app.mjs'
import { launch, projectRoot } from '../lib/harness.mjs'
import { gatewayForTests } from '../lib/setup.mjs'

const ZH = JSON.parse(readFileSync(join(projectRoot, 'src', 'i18n', 'locales', 'order', 'zh-CN.json'), 'utf8'))
const SHOW_ZH = JSON.parse(readFileSync(join(projectRoot, 'src', 'i18n', 'locales', 'show', 'zh-CN.json'), 'utf8'))
const PHONE = '13600008101'
const TRADE = '/cyy_gatewayapi/trade'

describe('buy in the WeChat runtime', () => {
  let gateway
  let app
  let session
  before(async () => {
    gateway = await gatewayForTests()
    session = await loginByPhone(gateway.url, PHONE)
    const response = await fetch(`${gateway.url}/cyy_gatewayapi/user/buyer/v3/user_audiences`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'terminal-src': 'H5', 'access-token': session.accessToken },
      body: JSON.stringify({ name: '王五', idType: 'ID_CARD', idNo: '310101199003071230' }),
    })
    assert.equal((await response.json()).statusCode, 200)
    app = await launch({
      gatewayUrl: gateway.url,
      storage: {
        bizUserId: JSON.stringify(session.userId),
        accessToken: JSON.stringify(session.accessToken),
        refreshToken: JSON.stringify(session.refreshToken),
      },
    })
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
    await app.reLaunch(`/${pagePath('confirmOrder')}?showId=SH1020&sessionId=SH1020S1&seatPlanId=SH1020S1P1&qty=1`)
    await app.waitForQuiet()
    assert.equal(app.dataset('.page-root').page, 'confirmOrder')
    assert.match(app.text('.confirm-order__show-name'), /科技展/)
    assert.equal(app.text('.confirm-order__total-value'), '¥0.00')
    // The account's only attendee is chosen for the buyer (issue 15).
    assert.ok(app.text('.confirm-order__attendee--on'), 'the only attendee chosen')
    await app.tap('.confirm-order__submit')
    await app.waitForQuiet()
    assert.equal(app.page().route, pagePath('paySuccess'))
    await app.waitForQuiet()
    assert.equal(app.text('.pay-success__title'), ZH.success.free)
    app.assertNoErrors()
  })

  it('a paid order goes through wx.requestPayment to pay success', async () => {
    await app.reLaunch(`/${pagePath('confirmOrder')}?showId=SH1006&sessionId=SH1006S1&seatPlanId=SH1006S1P5&qty=1`)
    await app.waitForQuiet()
    assert.equal(app.text('.confirm-order__total-value'), '¥380.00')
    await app.tap('.confirm-order__submit')
    await app.waitForQuiet()
    assert.equal(app.page().route, pagePath('paySuccess'), 'one WeChat option: paid at once')
    await app.waitForQuiet()
    assert.equal(app.text('.pay-success__title'), ZH.success.title)
    const list = await orders()
    const paid = list.list.find((order) => order.firstShowId === 'SH1006')
    assert.equal(paid?.orderState, 9, 'paid at the gateway')
    app.assertNoErrors()
  })

  it("a real-name show's waitlist registers with the attendee chosen", async () => {
    // SH1032: sold out, real-name, with a waitlist; the account's only attendee comes chosen.
    await app.reLaunch(`/${pagePath('booking')}?showId=SH1032&mode=waitlist`)
    await app.waitForQuiet()
    assert.equal(app.dataset('.page-root').page, 'booking')
    assert.ok(await app.waitUntil(() => app.exists('.booking__attendee--on')), 'the only attendee chosen')
    assert.match(app.text('.booking__attendee--on'), /王五/)
    await app.tap('.booking__register')
    await app.waitForQuiet()
    assert.ok(await app.waitUntil(() => app.exists('.booking__done')), 'registered')
    assert.equal(app.text('.booking__done'), SHOW_ZH.booking.waitlistDone)
    const list = await orders()
    const waiting = list.list.find((order) => order.firstShowId === 'SH1032')
    assert.equal(waiting?.orderState, 3, 'waiting at the gateway')
    app.assertNoErrors()
  })
})
