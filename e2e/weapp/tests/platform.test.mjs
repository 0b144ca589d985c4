// The journeys that differ by platform, on the build of $MINI_TARGET (weapp, alipay, tt, xhs;
// `npm run test:mini -- --target <t>`), each through that platform's own API stand-in
// (../targets/shapes.mjs): a paid order pays through the platform's payment API (wx.requestPayment,
// my.tradePay, tt.pay, xhs.requestPayment) and lands on pay success, paid at the gateway; a user
// cancel leaves the order unpaid and the buyer where they were; one-tap login sends the platform's
// login code (my.getAuthCode's authCode on Alipay); the sale reminder goes by the platform's
// channel (SMS outside WeChat); sharing a show copies its link with the platform's clipboard API.
// No call to an API the platform does not have.
import assert from 'node:assert/strict'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { after, before, describe, it } from 'node:test'
import { loginByPhone } from '../../lib/accounts.mjs'
import { pagePath } from '../../lib/app.mjs'
import { launch, projectRoot, TARGET } from '../lib/harness.mjs'
import { gatewayForTests, sessionStorage } from '../lib/setup.mjs'

const ZH = (feature) => JSON.parse(readFileSync(join(projectRoot, 'src', 'i18n', 'locales', feature, 'zh-CN.json'), 'utf8'))
const ORDER = ZH('order')
const SHOW = ZH('show')
const OAUTH = ZH('oauth')
const PHONE = '13600008201'
const TRADE = '/cyy_gatewayapi/trade'
/** How long an order's whole payment chain may take. */
const PAY_TIMEOUT_MS = 30_000

/** Per target: the payment call the app must make, and what it must be given. */
const PAYMENT = {
  weapp: { api: 'requestPayment', check: (args) => assert.match(args.package, /^prepay_id=/) },
  alipay: { api: 'my.tradePay', check: (args) => assert.ok(args.tradeNO, 'tradePay is given the trade number') },
  tt: {
    api: 'tt.pay',
    check: (args) => {
      assert.equal(args.service, 5, 'the cashier')
      assert.ok(args.orderInfo?.order_id && args.orderInfo?.order_token, 'the order id and token')
    },
  },
  xhs: { api: 'xhs.requestPayment', check: (args) => assert.ok(Object.keys(args).length > 0) },
}
/** The login code's API: Taro.login is my.getAuthCode on Alipay. */
const LOGIN_API = { weapp: 'login', alipay: 'my.getAuthCode', tt: 'tt.login', xhs: 'login' }
/** The clipboard's API. */
const CLIPBOARD_API = { weapp: 'setClipboardData', alipay: 'my.setClipboard', tt: 'setClipboardData', xhs: 'setClipboardData' }
/** SH1002 is before its sale (the reminder is offered). */
const PRE_SALE_SHOW = 'SH1002'

describe(`the journeys that differ by platform, in the ${TARGET} runtime`, () => {
  let gateway
  let app
  let session
  before(async () => {
    gateway = await gatewayForTests()
    session = await loginByPhone(gateway.url, PHONE)
    app = await launch({ gatewayUrl: gateway.url, storage: sessionStorage(session) })
  })
  after(async () => {
    await app?.close()
    await gateway?.close()
  })

  const callsOf = (api) => app.calls.filter((call) => call.api === api)
  /** The order states of a show's orders at the gateway. */
  const orderStates = async (showId) => {
    const response = await fetch(`${gateway.url}${TRADE}/buyer/v5/orders/page?offset=0&length=20`, {
      headers: { 'terminal-src': 'H5', 'access-token': session.accessToken },
    })
    return (await response.json()).data.list.filter((order) => order.firstShowId === showId).map((order) => order.orderState)
  }
  const buy = async (showId, sessionId, seatPlanId) => {
    await app.reLaunch(`/${pagePath('confirmOrder')}?showId=${showId}&sessionId=${sessionId}&seatPlanId=${seatPlanId}&qty=1`)
    const priced = () => app.exists('.confirm-order__total-value') && /¥\d/.test(app.text('.confirm-order__total-value'))
    await app.waitUntil(priced, { timeout: PAY_TIMEOUT_MS })
    assert.ok(priced(), `the order is priced: ${app.text().slice(0, 200)}`)
    await app.tap('.confirm-order__submit')
  }

  it(`a paid order pays through ${PAYMENT[TARGET].api} and lands on pay success, paid at the gateway`, async () => {
    app.behaviour.payment = 'pay'
    await buy('SH1006', 'SH1006S1', 'SH1006S1P5')
    // The chain (create, cashier, pay, the platform's payment, the order) outlasts one step on a loaded machine.
    await app.waitUntil(() => app.page().route === pagePath('paySuccess') && app.exists('.pay-success__title'), {
      timeout: PAY_TIMEOUT_MS,
    })
    assert.equal(app.page().route, pagePath('paySuccess'), `${app.text().slice(0, 200)} / ${app.calls.at(-1)?.api}`)
    assert.equal(app.text('.pay-success__title'), ORDER.success.title)
    const [call] = callsOf(PAYMENT[TARGET].api)
    assert.ok(call, `${PAYMENT[TARGET].api} was called`)
    PAYMENT[TARGET].check(call.args)
    assert.deepEqual(await orderStates('SH1006'), [9], 'paid at the gateway')
    app.assertNoErrors()
  })

  it('a payment the user cancels leaves the order unpaid, with no error shown', async () => {
    app.behaviour.payment = 'cancel'
    const before = callsOf(PAYMENT[TARGET].api).length
    await buy('SH1006', 'SH1006S1', 'SH1006S1P5')
    await app.waitUntil(() => callsOf(PAYMENT[TARGET].api).length > before, { timeout: PAY_TIMEOUT_MS })
    await app.waitForQuiet()
    assert.notEqual(app.page().route, pagePath('paySuccess'), 'not on pay success')
    const states = await orderStates('SH1006')
    assert.equal(states.length, 2, 'a second order was placed')
    assert.equal(states.filter((state) => state === 9).length, 1, 'the second is not paid')
    app.assertNoErrors()
    app.behaviour.payment = 'pay'
  })

  it("sharing a show copies its link with the platform's clipboard API", async () => {
    await app.reLaunch(`/${pagePath('showDetail')}?showId=${PRE_SALE_SHOW}`)
    await app.waitUntil(() => app.exists('.buy-bar__share'))
    await app.tap('.buy-bar__share')
    await app.waitUntil(() => callsOf(CLIPBOARD_API[TARGET]).length > 0)
    assert.match(String(app.clipboard), new RegExp(PRE_SALE_SHOW), 'the link names the show')
    app.assertNoErrors()
  })

  it('the sale reminder goes by the platform’s channel: WeChat messages on WeChat, SMS elsewhere', async () => {
    await app.waitUntil(() => app.exists('.buy-bar__remind'))
    await app.tap('.buy-bar__remind')
    await app.waitUntil(() => app.exists('.buy-bar__remind--on'))
    const subscribed = app.requests.filter((r) => /subscrib|remind/i.test(r.url)).at(-1)
    assert.equal(subscribed?.data?.statusCode, 200, subscribed?.data?.comments)
    assert.equal(app.text('.buy-bar__remind .buy-bar__icon-label'), SHOW.remind.on)
    const told = TARGET === 'weapp' ? SHOW.remind.setWeixin : SHOW.remind.setSms
    assert.ok(app.text().includes(told) || app.toast === told, `"${told}" is shown`)
    app.assertNoErrors()
  })

  it('one-tap login sends the platform’s login code to the gateway', async () => {
    await app.reLaunch(`/${pagePath('homeList')}`)
    await app.navigateTo(`/${pagePath('loginWay')}`)
    await app.tap('.mini-login__one-tap')
    await app.waitUntil(() => app.requests.some((r) => r.url.includes('/pub/v3/mini/login')))
    const login = app.requests.find((r) => r.url.includes('/pub/v3/mini/login'))
    assert.equal(login.data.statusCode, 200, login.data.comments)
    assert.ok(callsOf(LOGIN_API[TARGET]).length > 0, `${LOGIN_API[TARGET]} gave the code`)
    assert.equal(app.text('.mini-login__phone'), OAUTH.mini.bindPhone, 'a new device is asked for its phone')
    app.assertNoErrors()
  })

  it(`calls no API ${TARGET} does not have`, () => {
    assert.deepEqual(app.missingApis, [])
  })
})
