// The runtime's platform stand-ins against the reference gateway, the way the app's pages will use
// them: wx.request reaches the gateway over real HTTP, a phone login goes through the captcha and
// the outbox, an order is placed, and wx.requestPayment pays (or cancels) on the gateway's sandbox
// page, whose callback marks the order paid and issues the tickets.
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { launch } from '../lib/harness.mjs'
import { gatewayForTests } from '../lib/setup.mjs'

const USER = '/cyy_gatewayapi/user'
const SHOW = '/cyy_gatewayapi/show'
const TRADE = '/cyy_gatewayapi/trade'
const PHONE = '13900001234'

describe('wx stand-ins against the reference gateway', () => {
  let gateway
  let app
  let token
  before(async () => {
    gateway = await gatewayForTests()
    app = await launch({ gatewayUrl: gateway.url })
  })
  after(async () => {
    await app?.close()
    await gateway?.close()
  })

  /** One wx.request as the app sends it; resolves to the envelope. */
  async function call(method, url, data) {
    const response = await app.wx.request({
      url,
      method,
      ...(data === undefined ? {} : { data }),
      header: { 'terminal-src': 'WEIXIN', 'content-type': 'application/json', ...(token ? { 'access-token': token } : {}) },
    })
    assert.equal(response.statusCode, 200, `${method} ${url}: HTTP ${response.statusCode}`)
    return response.data
  }

  async function ok(method, url, data) {
    const envelope = await call(method, url, data)
    assert.equal(envelope.statusCode, 200, `${method} ${url}: ${envelope.comments}`)
    return envelope.data
  }

  /** An order for one ticket of an on-sale show sold by stock. */
  async function placeOrder() {
    const { searchData } = await ok('GET', '/cyy_gatewayapi/home/pub/v3/show_list/search?offset=0&length=20')
    const show = searchData.find((s) => s.showStatus === 'ON_SALE' && s.seatPickType === 'SUPPORT_NONE' && !s.isFree)
    assert.ok(show, 'the seed has an on-sale show sold by stock')
    const { sessionVOs } = await ok('GET', `${SHOW}/pub/v3/show/${show.showId}/sessions_static_data`)
    const session = sessionVOs[0]
    const plans = await ok(
      'GET',
      `${SHOW}/pub/v3/show/${show.showId}/show_session/${session.bizShowSessionId}/seat_plans_static_data`,
    )
    const seatPlan = (plans.seatPlans ?? plans)[0]
    return ok('POST', `${TRADE}/buyer/v1/orders/create`, {
      items: [{ showId: show.showId, sessionId: session.bizShowSessionId, seatPlanId: seatPlan.seatPlanId, qty: 1 }],
    })
  }

  async function payInfo(order) {
    return ok('POST', `${TRADE}/buyer/v3/payments/pay`, {
      transactionIds: order.unPaidTransactionIds,
      paymentProduct: 'WEIXIN_MINI',
      platform: 'MP_WEIXIN',
      openId: 'o-weapp-harness',
    })
  }

  it('logs in by phone: image captcha, 6-digit code from the outbox, tokens', async () => {
    const { code } = await app.wx.login()
    assert.match(code, /\S/, 'wx.login gives a code')
    const { captchaId } = await ok('POST', `${USER}/pub/v3/captcha`, {})
    const { answer } = await ok('GET', `/dev/captcha/${captchaId}`)
    await ok('POST', `${USER}/pub/v3/send_verify_code`, { cellphone: PHONE, countryCode: '86', captchaId, captchaCode: answer })
    const [message] = await ok('GET', `/dev/outbox?recipient=${encodeURIComponent(`+86${PHONE}`)}`)
    assert.match(message.code, /^\d{6}$/)
    const wrong = await call('POST', `${USER}/pub/v3/login_or_register`, {
      cellphone: PHONE,
      countryCode: '86',
      verifyCode: message.code === '000000' ? '111111' : '000000',
    })
    assert.notEqual(wrong.statusCode, 200, 'a wrong code is refused')
    // A wrong guess burns the code: ask for a new one (after the 60 s rule, the outbox has it).
    const login = await call('POST', `${USER}/pub/v3/login_or_register`, {
      cellphone: PHONE,
      countryCode: '86',
      verifyCode: message.code,
    })
    if (login.statusCode === 200) token = login.data.accessToken
    else token = await loginAgain()
    assert.ok(token)
    assert.ok(
      app.requests.every((r) => r.url.startsWith(gateway.url)),
      'every request went to the gateway',
    )
  })

  /** A fresh code for a second phone number (the first one's code was burnt by the wrong guess). */
  async function loginAgain() {
    const phone = '13900005678'
    const { captchaId } = await ok('POST', `${USER}/pub/v3/captcha`, {})
    const { answer } = await ok('GET', `/dev/captcha/${captchaId}`)
    await ok('POST', `${USER}/pub/v3/send_verify_code`, { cellphone: phone, countryCode: '86', captchaId, captchaCode: answer })
    const [message] = await ok('GET', `/dev/outbox?recipient=${encodeURIComponent(`+86${phone}`)}`)
    const data = await ok('POST', `${USER}/pub/v3/login_or_register`, {
      cellphone: phone,
      countryCode: '86',
      verifyCode: message.code,
    })
    return data.accessToken
  }

  it('pays an order with wx.requestPayment through the sandbox page; the tickets are issued', async () => {
    app.behaviour.payment = 'pay'
    const order = await placeOrder()
    const { paymentInfoMap } = await payInfo(order)
    for (const key of ['timeStamp', 'nonceStr', 'package', 'signType', 'paySign']) assert.ok(paymentInfoMap[key], key)
    const paid = await app.wx.requestPayment(paymentInfoMap)
    assert.equal(paid.errMsg, 'requestPayment:ok')
    const detail = await ok('GET', `${TRADE}/buyer/v2/items/orders/${order.orderId}`)
    assert.equal(detail.orderStatus, 'SUCCEEDED', 'paid: the order succeeded')
    const tickets = await ok('GET', `/cyy_gatewayapi/fulfill/buyer/v3/orders/${order.orderId}/tickets`)
    assert.ok((tickets.list ?? tickets).length >= 1, 'tickets issued')
  })

  it('a cancelled payment fails with the client’s errMsg and leaves the order unpaid', async () => {
    app.behaviour.payment = 'cancel'
    const order = await placeOrder()
    const { paymentInfoMap } = await payInfo(order)
    await assert.rejects(app.wx.requestPayment(paymentInfoMap), (error) => error.errMsg === 'requestPayment:fail cancel')
    const detail = await ok('GET', `${TRADE}/buyer/v2/items/orders/${order.orderId}`)
    assert.equal(detail.orderStatus, 'UNPAID')
    app.behaviour.payment = 'pay'
  })

  it('answers without a login as the gateway does: 15012007 on a buyer path', async () => {
    const saved = token
    token = undefined
    const refused = await call('GET', `${TRADE}/buyer/v5/orders/page?offset=0&length=10`)
    token = saved
    assert.equal(Number(refused.statusCode), 15012007)
  })
})
