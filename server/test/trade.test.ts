/**
 * Trade: the buyer's whole path (phone login, seat order, cashier, the sandbox page, the signed
 * callback, tickets) and the rules of orders: holds that expire and release, purchase limits,
 * one ticket per ID per show, idempotency keys, server-side amounts, zero-amount orders,
 * coupons, the waitlist and invoices.
 */
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import type { App } from '../src/app'
import { CODES } from '../src/http/envelope'
import { HOLD_MS, INVOICE_ISSUE_DELAY_MS, TRADE_CODES } from '../src/services/trade/common'
import { sweep } from '../src/services/trade/sweep'
import { SOLD_OUT_MEMO_MS } from '../src/services/trade/sold-out-memo'
import { SHORTAGE_SUBJECT } from '../src/services/trade/waitlist'
import { startGatewayOn } from './engine-gateway'
import { ENGINES, clusterForThisFile, postgresSkipped } from './engines'
import { call, loginByPhone, type Envelope } from './helpers'
import { formOf, idNumber, onStorage, type ShowFixture } from './trade-fixtures'

const TRADE = '/cyy_gatewayapi/trade'
const FULFILL = '/cyy_gatewayapi/fulfill'

const cluster = clusterForThisFile()
let app: App

interface Created {
  orderId: string
  transactionId: string
  bindId: string
  unPaidTransactionIds: string[]
  payAmount: number
  payAmountCents: number
  payAmountChanged: boolean
  orderState: number
  reserveTime: number
  paidDeadline: number
  paidDeadlineTime: number
  needPay: boolean
}

function item(show: ShowFixture, qty: number, extra: Record<string, unknown> = {}) {
  return { showId: show.showId, sessionId: show.sessionId, seatPlanId: show.seatPlanId, qty, ...extra }
}

async function create(token: string, body: Record<string, unknown>, headers: Record<string, string> = {}) {
  return call<Created>(app, { method: 'POST', url: `${TRADE}/buyer/v1/orders/create`, token, body, headers })
}

/** POST coupons/obtain: the buyer claims a template (by `couponCode` or `couponTemplateId`). */
async function obtain(token: string, body: Record<string, string>) {
  return call<{ couponId: string }>(app, { method: 'POST', url: `${TRADE}/buyer/v3/coupons/obtain`, token, body })
}

async function detail(token: string, orderId: string) {
  return call<Record<string, unknown> & { orderState: number; ticketIds: string[]; paidTime: number | null }>(app, {
    url: `${TRADE}/buyer/v5/orders/${orderId}`,
    token,
  })
}

const seatState = (show: ShowFixture, seatId: string) =>
  app.storage.one<{ state: number; order_id: string | null }>(
    'SELECT state, order_id FROM seats WHERE session_id = ? AND seat_id = ?',
    [show.sessionId, seatId],
  )
const stockOf = (show: ShowFixture) => app.storage.value<number>('SELECT stock FROM seat_plans WHERE id = ?', [show.seatPlanId])

/** Pays an order the way a browser does: the sandbox page's Pay form, posted as a form. */
async function payThroughSandbox(token: string, transactionIds: string[], product = 'ALIPAY_WAP') {
  const paid = await call<{ normalUrl: string; paymentId: string }>(app, {
    method: 'POST',
    url: `${TRADE}/buyer/v3/payments/pay`,
    token,
    body: {
      transactionIds,
      paymentProduct: product,
      platform: 'H5',
      returnUrl: 'http://app.test/pay-success?orderType=ticket',
      cancelUrl: 'http://app.test/order/detail',
    },
  })
  assert.equal(paid.body.statusCode, 200, paid.body.comments)
  const pageUrl = new URL(paid.body.data.normalUrl)
  const pageResponse = await app.inject({ method: 'GET', url: pageUrl.pathname + pageUrl.search })
  assert.equal(pageResponse.statusCode, 200)
  const form = formOf(pageResponse.body, 'pay-form')
  const post = () =>
    app.inject({
      method: 'POST',
      url: form.action,
      payload: new URLSearchParams(form.fields).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    })
  return { paymentId: paid.body.data.paymentId, page: pageResponse.body, form, post }
}

for (const engine of ENGINES) {
  describe(`trade on ${engine}`, { skip: engine === 'postgres' && postgresSkipped ? postgresSkipped : false }, () => {
    before(async () => {
      app = await startGatewayOn(engine, cluster)
    })
    after(async () => app?.close())

    describe('the buyer path: phone login, seats, cashier, sandbox page, callback, tickets', () => {
      it('logs in by phone, orders 2 seats, pays on the sandbox page, finds tickets; a replayed callback changes nothing', async () => {
        const user = await loginByPhone(app, '13711110001')
        const show = await onStorage.addShow(app.storage, { seats: 10, price: 28000 })
        const seatIds = show.seatIds.slice(2, 4)
        const risk = await call<{ riskToken: string }>(app, {
          method: 'POST',
          url: '/cyy_gatewayapi/user/buyer/v3/risk/fingerprint',
          token: user.accessToken,
          body: { platform: 'H5', terminalSrc: 'H5' },
        })

        const created = await create(
          user.accessToken,
          { items: [item(show, 2, { seatIds })], paymentParam: { payAmount: 560 } },
          {
            'idempotency-key': 'key-happy-path',
            passid: 'pass-1',
            'risk-token': risk.body.data.riskToken,
          },
        )
        assert.equal(created.body.statusCode, 200, created.body.comments)
        const order = created.body.data
        assert.equal(order.payAmount, 560)
        assert.equal(order.payAmountCents, 56000)
        assert.equal(order.orderState, 1)
        assert.deepEqual(order.unPaidTransactionIds, [order.transactionId])
        assert.ok(order.reserveTime > HOLD_MS / 1000 - 5 && order.reserveTime <= HOLD_MS / 1000)
        for (const seatId of seatIds) assert.deepEqual(await seatState(show, seatId), { state: 1, order_id: order.orderId })

        const reserve = await call<{ time: number }>(app, {
          url: `${TRADE}/buyer/order/v3/${order.transactionId}/reserve_time`,
          token: user.accessToken,
        })
        assert.ok(reserve.body.data.time > 0 && reserve.body.data.time <= HOLD_MS / 1000)
        const item2 = await call<{ paidDeadlineTime: number; orderStatus: string }>(app, {
          url: `${TRADE}/buyer/v2/items/orders/${order.orderId}`,
          token: user.accessToken,
        })
        assert.ok(item2.body.data.paidDeadlineTime > 0)
        assert.equal(item2.body.data.orderStatus, 'UNPAID')

        const cashier = await call<{
          options: Array<{ paymentProduct: string; isCheck: boolean; currency: string }>
          payAmount: number
        }>(app, {
          method: 'POST',
          url: `${TRADE}/buyer/v3/payments/cashiers`,
          token: user.accessToken,
          body: { transactionIds: order.unPaidTransactionIds, platform: 'H5', src: 'H5', browserType: 'OTHER' },
        })
        assert.equal(cashier.body.statusCode, 200, cashier.body.comments)
        assert.equal(cashier.body.data.payAmount, 560)
        const products = cashier.body.data.options.map((option) => option.paymentProduct)
        assert.ok(products.includes('ALIPAY_WAP') && products.includes('WEIXIN_H5'))
        assert.equal(cashier.body.data.options.filter((option) => option.isCheck).length, 1)

        const sandbox = await payThroughSandbox(user.accessToken, order.unPaidTransactionIds)
        assert.match(sandbox.page, /确认支付/)
        assert.match(sandbox.page, /取消/)
        assert.match(sandbox.page, /¥560\.00/)
        assert.match(sandbox.form.action, /^\/cyy_gatewayapi\/trade\/pub\/v1\/payments\/ALIPAY_WAP\/callback\?lang=zh-CN$/)

        const first = await sandbox.post()
        assert.equal(first.statusCode, 303)
        assert.equal(first.headers.location, 'http://app.test/pay-success?orderType=ticket')

        const paidOrder = await detail(user.accessToken, order.orderId)
        assert.equal(paidOrder.body.data.orderState, 9)
        assert.equal(paidOrder.body.data.ticketIds.length, 2)
        const paidTime = paidOrder.body.data.paidTime
        assert.ok(paidTime)
        for (const seatId of seatIds) assert.equal((await seatState(show, seatId))?.state, 2)

        const tickets = await call<
          Array<{ ticketId: string; qrCode: string; pickupCode: string; seatInfo: string; state: string }>
        >(app, {
          url: `${FULFILL}/buyer/v3/orders/${order.orderId}/tickets`,
          token: user.accessToken,
        })
        assert.equal(tickets.body.data.length, 2)
        for (const ticket of tickets.body.data) {
          assert.match(ticket.qrCode, /^SHOWTIX:K\d+:[0-9a-f]{20}$/)
          assert.match(ticket.pickupCode, /^\d{8}$/)
          assert.equal(ticket.state, 'VALID')
        }
        assert.match(tickets.body.data[0]?.seatInfo ?? '', /A 1排3座/)
        const wallet = await call<{ total: number }>(app, {
          url: `${FULFILL}/buyer/v3/tickets/page?type=CURRENT`,
          token: user.accessToken,
        })
        assert.equal(wallet.body.data.total, 2)
        const oneTicket = await call<{ ticketId: string; qrCode: string }>(app, {
          url: `${FULFILL}/buyer/v3/tickets/${tickets.body.data[0]?.ticketId}`,
          token: user.accessToken,
        })
        assert.equal(oneTicket.body.data.qrCode, tickets.body.data[0]?.qrCode)

        // Replay the callback, twice: same redirect, same tickets, same paid time.
        for (let i = 0; i < 2; i += 1) {
          const again = await sandbox.post()
          assert.equal(again.statusCode, 303)
          assert.equal(again.headers.location, 'http://app.test/pay-success?orderType=ticket')
        }
        const afterReplay = await detail(user.accessToken, order.orderId)
        assert.equal(afterReplay.body.data.orderState, 9)
        assert.equal(afterReplay.body.data.paidTime, paidTime)
        assert.equal(await app.storage.value('SELECT COUNT(*) FROM tickets WHERE order_id = ?', [order.orderId]), 2)
        assert.equal(await app.storage.value('SELECT callback_count FROM payments WHERE id = ?', [sandbox.paymentId]), 3)

        // The same callback as JSON (a provider's server-to-server notification) answers an envelope.
        const json = await call<{ outcome: string }>(app, { method: 'POST', url: sandbox.form.action, body: sandbox.form.fields })
        assert.equal(json.body.data.outcome, 'ALREADY_PAID')

        // A forged or altered callback is refused.
        const forged = await app.inject({
          method: 'POST',
          url: sandbox.form.action,
          payload: { ...sandbox.form.fields, amount: '1' },
        })
        assert.equal(forged.statusCode, 400)
        const wrongProduct = await app.inject({
          method: 'POST',
          url: sandbox.form.action.replace('ALIPAY_WAP', 'WEIXIN_H5'),
          payload: sandbox.form.fields,
        })
        assert.equal(wrongProduct.statusCode, 400)

        // Paid: the cashier and pay refuse; the idempotency key still answers the same order.
        const payAgain = await call(app, {
          method: 'POST',
          url: `${TRADE}/buyer/v3/payments/cashiers`,
          token: user.accessToken,
          body: { transactionIds: [order.transactionId], platform: 'H5' },
        })
        assert.equal(payAgain.body.statusCode, CODES.orderState)
        const replay = await create(
          user.accessToken,
          { items: [item(show, 2, { seatIds })], paymentParam: { payAmount: 560 } },
          {
            'idempotency-key': 'key-happy-path',
          },
        )
        assert.equal(replay.body.data.orderId, order.orderId)
        assert.equal(replay.body.data.orderState, 9)

        const bind = await call<{ paid: boolean; payStatus: string }>(app, {
          url: `${TRADE}/buyer/v3/payments/query_by_bind_id?bindId=${order.bindId}`,
          token: user.accessToken,
        })
        assert.equal(bind.body.data.payStatus, 'PAID')
      })

      it("answers Alipay's and Douyin's mini-programs in their providers' shapes: tradePay's tradeNO, tt.pay's orderInfo", async () => {
        const user = await onStorage.addUser(app.storage, '13711110009')
        const show = await onStorage.addShow(app.storage, { stock: 10 })
        const answers: Record<string, Record<string, string>> = {}
        for (const [paymentProduct, platform] of [
          ['ALIPAY_MINI', 'MP_ALI'],
          ['TT_PAY', 'MP_TT'],
        ] as const) {
          const created = await create(user.token, { items: [item(show, 1)] })
          const paid = await call<{ paymentId: string; paymentInfoMap: Record<string, string> }>(app, {
            method: 'POST',
            url: `${TRADE}/buyer/v3/payments/pay`,
            token: user.token,
            body: { transactionIds: created.body.data.unPaidTransactionIds, paymentProduct, platform },
          })
          assert.equal(paid.body.statusCode, 200, paid.body.comments)
          answers[paymentProduct] = { paymentId: paid.body.data.paymentId, ...paid.body.data.paymentInfoMap }
        }
        const alipay = answers.ALIPAY_MINI as Record<string, string>
        assert.deepEqual(Object.keys(alipay).sort(), ['paymentId', 'tradeNO'])
        assert.equal(alipay.tradeNO, alipay.paymentId, "the sandbox's trade is the payment")
        const douyin = answers.TT_PAY as Record<string, string>
        const order = JSON.parse(douyin.orderInfo ?? '{}') as { order_id?: string; order_token?: string }
        assert.equal(order.order_id, douyin.paymentId)
        assert.match(order.order_token ?? '', /^\w{32}$/)
        assert.equal(douyin.package, undefined, 'no WeChat fields: tt.pay takes none')
      })

      it('answers mini-programs with paymentInfoMap, a bank app with paymentInfo, and the sandbox Cancel goes to cancelUrl', async () => {
        const user = await onStorage.addUser(app.storage, '13711110002')
        const show = await onStorage.addShow(app.storage, { stock: 10 })
        const created = await create(user.token, { items: [item(show, 1)] })
        const tx = created.body.data.unPaidTransactionIds
        const mini = await call<{ paymentInfoMap: Record<string, string>; normalUrl: null }>(app, {
          method: 'POST',
          url: `${TRADE}/buyer/v3/payments/pay`,
          token: user.token,
          body: { transactionIds: tx, paymentProduct: 'WEIXIN_MINI', platform: 'MP_WEIXIN', openId: 'o-test' },
        })
        assert.equal(mini.body.statusCode, 200, mini.body.comments)
        for (const key of ['timeStamp', 'package', 'appId', 'signType', 'paySign', 'nonceStr'])
          assert.ok(mini.body.data.paymentInfoMap[key], key)
        assert.equal(mini.body.data.normalUrl, null)
        const bank = await call<{ paymentInfo: { jsonRequestData: string; gatewayUrl: string } }>(app, {
          method: 'POST',
          url: `${TRADE}/buyer/v3/payments/pay`,
          token: user.token,
          body: { transactionIds: tx, paymentProduct: 'CMB_PAY', platform: 'CMB' },
        })
        assert.ok(bank.body.data.paymentInfo.gatewayUrl.includes('/pub/v1/payments/sandbox/'))
        const notOffered = await call(app, {
          method: 'POST',
          url: `${TRADE}/buyer/v3/payments/pay`,
          token: user.token,
          body: { transactionIds: tx, paymentProduct: 'WEIXIN_MINI', platform: 'H5' },
        })
        assert.notEqual(notOffered.body.statusCode, 200)

        const web = await call<{ normalUrl: string }>(app, {
          method: 'POST',
          url: `${TRADE}/buyer/v3/payments/pay`,
          token: user.token,
          body: {
            transactionIds: tx,
            paymentProduct: 'WEIXIN_H5',
            platform: 'H5',
            returnUrl: '/pay-success',
            cancelUrl: '/order/detail/x',
          },
        })
        const url = new URL(web.body.data.normalUrl)
        const html = (await app.inject({ url: url.pathname + url.search })).body
        const cancel = formOf(html, 'cancel-form')
        const cancelled = await app.inject({
          method: 'POST',
          url: cancel.action,
          payload: new URLSearchParams(cancel.fields).toString(),
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        })
        assert.equal(cancelled.statusCode, 303)
        assert.equal(cancelled.headers.location, '/order/detail/x')
        // A page link without its token opens nothing.
        const noToken = await app.inject({ url: `${url.pathname}?token=${'0'.repeat(32)}` })
        assert.equal(noToken.statusCode, 404)
        // The order is still unpaid; a failed payment returns to the cancel URL.
        const fail = formOf(html, 'fail-form')
        const failed = await app.inject({
          method: 'POST',
          url: fail.action,
          payload: new URLSearchParams(fail.fields).toString(),
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        })
        assert.equal(failed.statusCode, 303)
        assert.equal((await detail(user.token, created.body.data.orderId)).body.data.orderState, 1)
        const badUrl = await call(app, {
          method: 'POST',
          url: `${TRADE}/buyer/v3/payments/pay`,
          token: user.token,
          body: { transactionIds: tx, paymentProduct: 'WEIXIN_H5', platform: 'H5', returnUrl: 'javascript:alert(1)' },
        })
        assert.equal(badUrl.http, 400)
      })

      it('bank quick pay needs the SMS code from make_pay_verification_code', async () => {
        const user = await onStorage.addUser(app.storage, '13711110003')
        const show = await onStorage.addShow(app.storage, { stock: 10 })
        const tx = (await create(user.token, { items: [item(show, 1)] })).body.data.unPaidTransactionIds
        const body = { transactionIds: tx, paymentProduct: 'SAND_QUICK', platform: 'H5' }
        const without = await call(app, { method: 'POST', url: `${TRADE}/buyer/v3/payments/pay`, token: user.token, body })
        assert.equal(without.http, 400)
        const sent = await call<{ sent: boolean }>(app, {
          method: 'POST',
          url: `${TRADE}/buyer/v3/payments/make_pay_verification_code`,
          token: user.token,
          body: { transactionIds: tx },
        })
        assert.equal(sent.body.data.sent, true)
        const code = (await app.storage.value(
          "SELECT code FROM outbox WHERE recipient = '+8613711110003' ORDER BY id DESC",
        )) as string
        const wrong = await call(app, {
          method: 'POST',
          url: `${TRADE}/buyer/v3/payments/pay`,
          token: user.token,
          body: { ...body, verificationCode: code === '000000' ? '111111' : '000000' },
        })
        assert.equal(wrong.body.statusCode, CODES.verifyCodeWrong)
        await app.storage.run("DELETE FROM verify_codes WHERE recipient = '+8613711110003'")
        await call(app, {
          method: 'POST',
          url: `${TRADE}/buyer/v3/payments/make_pay_verification_code`,
          token: user.token,
          body: { transactionIds: tx },
        })
        const code2 = (await app.storage.value(
          "SELECT code FROM outbox WHERE recipient = '+8613711110003' ORDER BY id DESC",
        )) as string
        const right = await call<{ normalUrl: string }>(app, {
          method: 'POST',
          url: `${TRADE}/buyer/v3/payments/pay`,
          token: user.token,
          body: { ...body, verificationCode: code2 },
        })
        assert.equal(right.body.statusCode, 200, right.body.comments)
        assert.ok(right.body.data.normalUrl)
      })

      it('shows a MOP shop the exchange rate on CNY options', async () => {
        const user = await onStorage.addUser(app.storage, '13711110004')
        const show = await onStorage.addShow(app.storage, { stock: 10, merchantId: 'TSTMOPMERCHANT', price: 50000 })
        const tx = (await create(user.token, { items: [item(show, 1)] })).body.data.unPaidTransactionIds
        const cashier = await call<{
          currency: string
          options: Array<{
            paymentProduct: string
            currency: string
            exchangeRate: null | { exchangeAmount: number; exchangeCurrency: string }
          }>
        }>(app, {
          method: 'POST',
          url: `${TRADE}/buyer/v3/payments/cashiers`,
          token: user.token,
          body: { transactionIds: tx, platform: 'H5' },
        })
        assert.equal(cashier.body.data.currency, 'MOP')
        const mpay = cashier.body.data.options.find((option) => option.paymentProduct === 'MPAY')
        assert.equal(mpay?.exchangeRate, null)
        const wechat = cashier.body.data.options.find((option) => option.paymentProduct === 'WEIXIN_H5')
        assert.equal(wechat?.exchangeRate?.exchangeCurrency, 'CNY')
        assert.ok((wechat?.exchangeRate?.exchangeAmount ?? 0) > 400 && (wechat?.exchangeRate?.exchangeAmount ?? 0) < 500)
      })
    })

    describe('holds expire and release', () => {
      it('closes an unpaid order past its deadline: seats, stock and coupon come back; paying it is refused', async () => {
        const user = await onStorage.addUser(app.storage, '13722220001')
        const seatShow = await onStorage.addShow(app.storage, { seats: 5 })
        const stockShow = await onStorage.addShow(app.storage, { stock: 5 })
        const template = await onStorage.addTemplate(app.storage, { amount: 1000 })
        const coupon = await obtain(user.token, { couponCode: template })
        const seatOrder = await create(user.token, {
          items: [item(seatShow, 2, { seatIds: seatShow.seatIds.slice(0, 2) })],
          couponId: coupon.body.data.couponId,
        })
        assert.equal(seatOrder.body.statusCode, 200, seatOrder.body.comments)
        assert.equal(seatOrder.body.data.payAmountCents, 2 * seatShow.price - 1000)
        const stockOrder = await create(user.token, { items: [item(stockShow, 3)] })
        assert.equal(stockOrder.body.statusCode, 200, stockOrder.body.comments)
        assert.equal(await stockOf(stockShow), 2)
        assert.equal(
          await app.storage.value('SELECT status FROM user_coupons WHERE id = ?', [coupon.body.data.couponId]),
          'PENDING',
        )

        // A payment page opened before the deadline...
        const sandbox = await payThroughSandbox(user.token, seatOrder.body.data.unPaidTransactionIds)

        // ...the deadline passes (the sweep runs on the timer; here it is called with a later clock).
        const later = Date.now() + HOLD_MS + 1000
        const swept = await sweep(app.storage, later)
        assert.ok(swept.ordersClosed >= 2)
        for (const seatId of seatShow.seatIds.slice(0, 2))
          assert.deepEqual(await seatState(seatShow, seatId), { state: 0, order_id: null })
        assert.equal(await stockOf(stockShow), 5)
        assert.equal(
          await app.storage.value('SELECT status FROM user_coupons WHERE id = ?', [coupon.body.data.couponId]),
          'AVAILABLE',
        )
        const closed = await detail(user.token, seatOrder.body.data.orderId)
        assert.equal(closed.body.data.orderState, 13)
        assert.equal(closed.body.data.closeReason, 'TIMEOUT')
        assert.equal((await detail(user.token, stockOrder.body.data.orderId)).body.data.orderState, 13)

        const cashier = await call(app, {
          method: 'POST',
          url: `${TRADE}/buyer/v3/payments/cashiers`,
          token: user.token,
          body: { transactionIds: seatOrder.body.data.unPaidTransactionIds, platform: 'H5' },
        })
        assert.equal(cashier.body.statusCode, CODES.orderState)
        assert.match(cashier.body.comments, /订单已关闭/)
        // The provider pays anyway: the money goes back, no tickets.
        const late = await sandbox.post()
        assert.equal(late.statusCode, 200)
        assert.match(late.body, /退回|refunded/)
        assert.equal(await app.storage.value('SELECT state FROM payments WHERE id = ?', [sandbox.paymentId]), 'REFUNDED')
        assert.equal(await app.storage.value('SELECT COUNT(*) FROM tickets WHERE order_id = ?', [seatOrder.body.data.orderId]), 0)
        // The seats can be bought again.
        const again = await create(user.token, { items: [item(seatShow, 2, { seatIds: seatShow.seatIds.slice(0, 2) })] })
        assert.equal(again.body.statusCode, 200, again.body.comments)
      })

      it('closes expired orders lazily on a read, and the buyer can cancel (twice is a no-op)', async () => {
        const user = await onStorage.addUser(app.storage, '13722220002')
        const show = await onStorage.addShow(app.storage, { stock: 4 })
        const first = await create(user.token, { items: [item(show, 2)] })
        await app.storage.run('UPDATE orders SET paid_deadline = ? WHERE id = ?', [Date.now() - 1, first.body.data.orderId])
        const list = await call<{ list: Array<{ orderId: string; orderState: number; orderStatusTitle: string }> }>(app, {
          url: `${TRADE}/buyer/v5/orders/page`,
          token: user.token,
        })
        assert.equal(list.body.data.list.find((order) => order.orderId === first.body.data.orderId)?.orderState, 13)
        assert.equal(await stockOf(show), 4)

        const second = await create(user.token, { items: [item(show, 1)] })
        const cancelled = await call<{ orderState: number }>(app, {
          method: 'POST',
          url: `${TRADE}/buyer/v1/orders/${second.body.data.orderId}/cancel`,
          token: user.token,
        })
        assert.equal(cancelled.body.data.orderState, -1)
        assert.equal(await stockOf(show), 4)
        const twice = await call<{ orderState: number }>(app, {
          method: 'POST',
          url: `${TRADE}/buyer/v1/orders/${second.body.data.orderId}/cancel`,
          token: user.token,
        })
        assert.equal(twice.body.data.orderState, -1)
        assert.equal(await stockOf(show), 4)
        const closedCancel = await call(app, {
          method: 'POST',
          url: `${TRADE}/buyer/v1/orders/${first.body.data.orderId}/cancel`,
          token: user.token,
        })
        assert.equal(closedCancel.body.statusCode, CODES.orderState)
      })
    })

    describe('order rules', () => {
      it('refuses past the purchase limit per user per show', async () => {
        const user = await onStorage.addUser(app.storage, '13733330001')
        const show = await onStorage.addShow(app.storage, { stock: 50, limit: 4 })
        const first = await create(user.token, { items: [item(show, 3)] })
        assert.equal(first.body.statusCode, 200)
        const over = await create(user.token, { items: [item(show, 2)] })
        assert.equal(over.body.statusCode, CODES.purchaseLimit)
        // In the request's language (zh-CN unless asked): the client shows the comments as they come.
        assert.equal(over.body.comments, '已达到购买上限')
        const inEnglish = await create(user.token, { items: [item(show, 2)] }, { 'accept-language': 'en-US,en;q=0.9' })
        assert.equal(inEnglish.body.comments, 'You have reached the purchase limit')
        const inMacau = await create(user.token, { items: [item(show, 2)] }, { 'accept-language': 'zh-MO' })
        assert.equal(inMacau.body.comments, '已達到購買上限')
        assert.equal(await stockOf(show), 47)
        await call(app, { method: 'POST', url: `${TRADE}/buyer/v1/orders/${first.body.data.orderId}/cancel`, token: user.token })
        assert.equal((await create(user.token, { items: [item(show, 4)] })).body.statusCode, 200)
        // Package plans count their tickets: 2 units of a 2-ticket package are 4 tickets.
        const pack = await onStorage.addShow(app.storage, { stock: 50, limit: 3, unit: 2 })
        assert.equal((await create(user.token, { items: [item(pack, 2)] })).body.statusCode, CODES.purchaseLimit)
      })

      it('allows one ticket per ID per show on a real-name show, across users', async () => {
        const alice = await onStorage.addUser(app.storage, '13733330002')
        const bob = await onStorage.addUser(app.storage, '13733330003')
        const show = await onStorage.addShow(app.storage, { stock: 50, realName: true })
        const a1 = await onStorage.addAudience(app.storage, alice.userId, idNumber(1))
        const a2 = await onStorage.addAudience(app.storage, alice.userId, idNumber(2))
        const bobSameId = await onStorage.addAudience(app.storage, bob.userId, idNumber(1), '李四')

        const missing = await create(alice.token, { items: [item(show, 2, { audienceIds: [a1] })] })
        assert.equal(missing.body.statusCode, TRADE_CODES.attendeesRequired)
        assert.equal(missing.body.comments, '实名制演出：请选择 2 位观演人，每张票一位')
        const ok1 = await create(alice.token, { items: [item(show, 2, { audienceIds: [a1, a2] })] })
        assert.equal(ok1.body.statusCode, 200, ok1.body.comments)
        const again = await create(alice.token, { items: [item(show, 1, { audienceIds: [a1] })] })
        assert.equal(again.body.statusCode, CODES.realNameDuplicate)
        const bobs = await create(bob.token, { items: [item(show, 1, { audienceIds: [bobSameId] })] })
        assert.equal(bobs.body.statusCode, CODES.realNameDuplicate)
        const bobUsesAlices = await create(bob.token, { items: [item(show, 1, { audienceIds: [a2] })] })
        assert.equal(bobUsesAlices.http, 404)
        // Cancelled, the IDs are free again.
        await call(app, { method: 'POST', url: `${TRADE}/buyer/v1/orders/${ok1.body.data.orderId}/cancel`, token: alice.token })
        assert.equal((await create(bob.token, { items: [item(show, 1, { audienceIds: [bobSameId] })] })).body.statusCode, 200)
        assert.equal(await stockOf(show), 49)
      })

      it('a plan just read sold out is refused without reading it again; tickets given back here are on sale at once', async () => {
        const [first, second, third] = [
          await onStorage.addUser(app.storage, '13733330021'),
          await onStorage.addUser(app.storage, '13733330022'),
          await onStorage.addUser(app.storage, '13733330023'),
        ]
        const show = await onStorage.addShow(app.storage, { stock: 2 })
        const bought = await create(first.token, { items: [item(show, 2)] })
        assert.equal(bought.body.statusCode, 200)
        assert.equal((await create(second.token, { items: [item(show, 1)] })).body.statusCode, CODES.noTickets)
        // The database says one is free (written behind the gateway's back): this process still
        // answers sold out for a moment, from what it read (sold-out-memo.ts).
        await app.storage.run('UPDATE seat_plans SET stock = 1 WHERE id = ?', [show.seatPlanId])
        const memo = await create(second.token, { items: [item(show, 1)] })
        assert.equal(memo.body.statusCode, CODES.noTickets)
        assert.deepEqual(memo.body.data, { seatPlanId: show.seatPlanId }, 'the same refusal as the database gives')
        await app.storage.run('UPDATE seat_plans SET stock = 0 WHERE id = ?', [show.seatPlanId])
        // Cancelled here: its tickets are on sale at once, to the next buyer.
        const cancel = await call(app, {
          method: 'POST',
          url: `${TRADE}/buyer/v1/orders/${bought.body.data.orderId}/cancel`,
          token: first.token,
        })
        assert.equal(cancel.body.statusCode, 200)
        assert.equal((await create(third.token, { items: [item(show, 2)] })).body.statusCode, 200)
      })

      it('makes a repeated create with the same idempotency key a no-op', async () => {
        const user = await onStorage.addUser(app.storage, '13733330004')
        const show = await onStorage.addShow(app.storage, { stock: 10 })
        const headers = { 'idempotency-key': 'same-key-1' }
        const results = await Promise.all([1, 2, 3].map(() => create(user.token, { items: [item(show, 2)] }, headers)))
        const ids = new Set(results.map((result) => result.body.data.orderId))
        assert.equal(ids.size, 1)
        assert.equal(await stockOf(show), 8)
        assert.equal(await app.storage.value('SELECT COUNT(*) FROM orders WHERE user_id = ?', [user.userId]), 1)
        const different = await create(user.token, { items: [item(show, 1)] }, headers)
        assert.equal(different.http, 400)
        // Another user's identical key is theirs alone.
        const other = await onStorage.addUser(app.storage, '13733330005')
        const theirs = await create(other.token, { items: [item(show, 2)] }, headers)
        assert.notEqual(theirs.body.data.orderId, results[0]?.body.data.orderId)
        // A failed create stores nothing: retrying the key after stock comes back succeeds.
        const tiny = await onStorage.addShow(app.storage, { stock: 1 })
        const failed = await create(user.token, { items: [item(tiny, 2)] }, { 'idempotency-key': 'retry-me' })
        assert.equal(failed.body.statusCode, CODES.noTickets)
        // Stock written from outside the gateway is on sale again within SOLD_OUT_MEMO_MS.
        await app.storage.run('UPDATE seat_plans SET stock = 5 WHERE id = ?', [tiny.seatPlanId])
        await new Promise((resolve) => setTimeout(resolve, SOLD_OUT_MEMO_MS))
        assert.equal(
          (await create(user.token, { items: [item(tiny, 2)] }, { 'idempotency-key': 'retry-me' })).body.statusCode,
          200,
        )
      })

      it("prices on the server: the client's payAmount is ignored, express adds the fee, coupons discount", async () => {
        const user = await onStorage.addUser(app.storage, '13733330006')
        const show = await onStorage.addShow(app.storage, { stock: 10, price: 12345 })
        const cheap = await create(user.token, { items: [item(show, 2)], paymentParam: { payAmount: 0.01 } })
        assert.equal(cheap.body.data.payAmount, 246.9)
        assert.equal(cheap.body.data.payAmountCents, 24690)
        assert.equal(cheap.body.data.payAmountChanged, true)
        assert.equal(cheap.body.data.needPay, true)
        assert.equal(await app.storage.value('SELECT pay_amount FROM orders WHERE id = ?', [cheap.body.data.orderId]), 24690)

        const noAddress = await create(user.token, { items: [item(show, 1)], deliveryMethod: 'EXPRESS' })
        assert.equal(noAddress.http, 400)
        const address = await onStorage.addAddress(app.storage, user.userId)
        const template = await onStorage.addTemplate(app.storage, {
          type: 'DISCOUNT',
          discount: 0.8,
          amount: 0,
          limitationType: 'NONE_THRESHOLD_DEDUCT_DISCOUNT',
        })
        const coupon = (await obtain(user.token, { couponTemplateId: template })).body.data
        const express = await create(user.token, {
          items: [item(show, 1)],
          deliveryMethod: 'EXPRESS',
          addressId: address,
          couponId: coupon.couponId,
        })
        assert.equal(express.body.statusCode, 200, express.body.comments)
        // 123.45 + 15.00 express - 20% of 123.45 (24.69) = 113.76
        assert.equal(express.body.data.payAmount, 113.76)
        const expressDetail = await detail(user.token, express.body.data.orderId)
        assert.deepEqual(expressDetail.body.data.priceDetail, {
          ticketAmount: 123.45,
          goodsAmount: 0,
          expressFee: 15,
          discountAmount: 24.69,
          promotionAmount: 0,
          memberDiscountAmount: 0,
          cardAmount: 0,
          couponAmount: 24.69,
          pointsAmount: 0,
          pointsUsed: 0,
          payAmount: 113.76,
          currency: 'CNY',
        })
        assert.equal((expressDetail.body.data.address as { detail: string }).detail, '测试路一号二号楼三单元')

        const preview = await call<{ payAmount: number; coupons: Array<{ couponId: string; usable: boolean }> }>(app, {
          method: 'POST',
          url: `${TRADE}/buyer/v1/orders/pre_order`,
          token: user.token,
          body: { items: [item(show, 1)] },
        })
        assert.equal(preview.body.data.payAmount, 123.45)
        // A coupon over its threshold is listed but not usable.
        const big = await onStorage.addTemplate(app.storage, { amount: 5000, threshold: 100000, limitationType: 'AMOUNT' })
        const bigCoupon = (await obtain(user.token, { couponCode: big })).body.data
        const refused = await create(user.token, { items: [item(show, 1)], couponId: bigCoupon.couponId })
        assert.equal(refused.body.statusCode, 22031101)
      })

      it('places a zero-amount order paid at once, with tickets', async () => {
        const user = await onStorage.addUser(app.storage, '13733330007')
        const free = await onStorage.addShow(app.storage, { seats: 4, price: 0 })
        const created = await create(user.token, { items: [item(free, 2)] })
        assert.equal(created.body.statusCode, 200, created.body.comments)
        assert.equal(created.body.data.payAmount, 0)
        assert.equal(created.body.data.needPay, false)
        assert.deepEqual(created.body.data.unPaidTransactionIds, [])
        assert.equal(created.body.data.orderState, 9)
        assert.equal((await detail(user.token, created.body.data.orderId)).body.data.ticketIds.length, 2)
        assert.equal(
          await app.storage.value('SELECT COUNT(*) FROM seats WHERE session_id = ? AND state = 2', [free.sessionId]),
          2,
        )
        const cashier = await call(app, {
          method: 'POST',
          url: `${TRADE}/buyer/v3/payments/cashiers`,
          token: user.token,
          body: { transactionIds: [created.body.data.transactionId], platform: 'H5' },
        })
        assert.equal(cashier.body.statusCode, CODES.orderState)
        // A cash coupon covering the whole order makes it free too.
        const paidShow = await onStorage.addShow(app.storage, { stock: 3, price: 1000 })
        const template = await onStorage.addTemplate(app.storage, { amount: 2000 })
        const coupon = (await obtain(user.token, { couponCode: template })).body.data
        const covered = await create(user.token, { items: [item(paidShow, 1)], couponId: coupon.couponId })
        assert.equal(covered.body.data.orderState, 9)
        assert.equal(await app.storage.value('SELECT status FROM user_coupons WHERE id = ?', [coupon.couponId]), 'USED')
      })

      it('refuses what is not buyable: pre-sale before its sale time, off-sale, price pending, no stock, unknown seats', async () => {
        const user = await onStorage.addUser(app.storage, '13733330008')
        const pre = await onStorage.addShow(app.storage, { status: 'PRE_SALE', saleTime: Date.now() + 3600_000, stock: 10 })
        const refused = await create(user.token, { items: [item(pre, 1)] })
        assert.equal(refused.body.statusCode, CODES.notBuyable)
        const opened = await onStorage.addShow(app.storage, { status: 'PRE_SALE', saleTime: Date.now() - 1000, stock: 10 })
        assert.equal((await create(user.token, { items: [item(opened, 1)] })).body.statusCode, 200)
        const cancelled = await onStorage.addShow(app.storage, { status: 'CANCELED', stock: 10 })
        assert.equal((await create(user.token, { items: [item(cancelled, 1)] })).body.statusCode, CODES.notBuyable)
        const pending = await onStorage.addShow(app.storage, { pricePending: true, stock: 10 })
        assert.equal((await create(user.token, { items: [item(pending, 1)] })).body.statusCode, CODES.notBuyable)
        const one = await onStorage.addShow(app.storage, { stock: 1 })
        const none = await create(user.token, { items: [item(one, 2)] })
        assert.equal(none.body.statusCode, CODES.noTickets)
        assert.equal(none.body.comments, '暂无余票')
        const seats = await onStorage.addShow(app.storage, { seats: 3 })
        const unknown = await create(user.token, { items: [item(seats, 1, { seatIds: ['Z-9-9'] })] })
        assert.equal(unknown.http, 400)
        const mismatch = await create(user.token, { items: [item(seats, 2, { seatIds: [seats.seatIds[0]] })] })
        assert.equal(mismatch.http, 400)
        // Without seats chosen, the best available are assigned.
        const assigned = await create(user.token, { items: [item(seats, 2)] })
        assert.equal(assigned.body.statusCode, 200)
        assert.equal(
          await app.storage.value('SELECT COUNT(*) FROM seats WHERE session_id = ? AND state = 1', [seats.sessionId]),
          2,
        )
        const taken = await create(user.token, { items: [item(seats, 2)] })
        assert.equal(taken.body.statusCode, CODES.noTickets)
        const wrongPlan = await create(user.token, { items: [{ ...item(seats, 1), seatPlanId: one.seatPlanId }] })
        assert.equal(wrongPlan.http, 404)
        const noEtickets = await onStorage.addShow(app.storage, { stock: 5, deliveryMethods: ['EXPRESS'] })
        assert.equal((await create(user.token, { items: [item(noEtickets, 1)] })).http, 400)
      })

      it('answers malformed input with a 400 envelope, never a 500', async () => {
        const user = await onStorage.addUser(app.storage, '13733330009')
        const show = await onStorage.addShow(app.storage, { stock: 5 })
        const bodies: unknown[] = [
          {},
          { items: [] },
          { items: [{ ...item(show, 0) }] },
          { items: [{ ...item(show, 1), qty: 'two' }] },
          { items: [{ ...item(show, 1), seatPlanId: "x'; DROP TABLE orders; --" }] },
          { items: [{ sessionId: show.sessionId, seatPlanId: show.seatPlanId, qty: 1 }] },
          { items: [item(show, 1)], deliveryMethod: 'DRONE' },
          { items: [item(show, 1)], paymentParam: { payAmount: -5 } },
          { items: [{ ...item(show, 1), seatIds: ['A-1-1', 'A-1-1'] }] },
        ]
        for (const body of bodies) {
          const result = await create(user.token, body as Record<string, unknown>)
          assert.equal(result.http, 400, JSON.stringify(body))
          assert.equal(result.body.statusCode, 400)
          assert.ok(result.body.comments.length > 0)
        }
        const text = await app.inject({
          method: 'POST',
          url: `${TRADE}/buyer/v1/orders/create`,
          payload: '{"items": [',
          headers: { 'access-token': user.token, 'content-type': 'application/json' },
        })
        assert.equal(text.statusCode, 400)
        assert.equal(text.json().statusCode, 400)
        const checks: Array<[string, string, unknown?]> = [
          ['GET', `${TRADE}/buyer/v5/orders/O%27%20OR%201=1`],
          ['GET', `${TRADE}/buyer/v5/orders/page?length=1000`],
          ['GET', `${TRADE}/buyer/v5/orders/page?offset=-1`],
          ['POST', `${TRADE}/buyer/v3/payments/cashiers`, { transactionIds: [], platform: 'H5' }],
          ['POST', `${TRADE}/buyer/v3/payments/cashiers`, { transactionIds: ['T1'], platform: 'NOKIA' }],
          ['POST', `${TRADE}/buyer/v3/payments/pay`, { transactionIds: ['T1'] }],
          [
            'POST',
            `${TRADE}/buyer/v1/invoices/apply`,
            { orderId: 'O1', type: 'PAPER_PLANE', titleType: 'ENTERPRISE', title: 'x' },
          ],
          ['POST', `${TRADE}/buyer/v3/coupons/exchange`, { exchangeCode: '<script>' }],
          ['GET', `${FULFILL}/buyer/v3/tickets/page?type=SOMETIME`],
          ['POST', `${TRADE}/pub/v1/payments/ALIPAY_WAP/callback`, { paymentId: 'P1' }],
          [
            'POST',
            `${TRADE}/pub/v1/payments/ALIPAY_WAP/callback`,
            { paymentId: 'P1', result: 'SUCCESS', amount: '1', ts: '1', nonce: 'ab', sign: 'f'.repeat(64) },
          ],
        ]
        for (const [method, url, body] of checks) {
          const result = await call(app, { method: method as 'GET' | 'POST', url, token: user.token, ...(body ? { body } : {}) })
          assert.equal(result.http, 400, `${method} ${url}: ${result.body.comments}`)
          assert.equal(result.body.statusCode, 400)
        }
      })

      it('answers 15012010 for an expired access token, and 15012007 without one', async () => {
        const user = await onStorage.addUser(app.storage, '13733330010')
        const show = await onStorage.addShow(app.storage, { stock: 5 })
        await app.storage.run('UPDATE sessions SET access_expires_at = 0 WHERE user_id = ?', [user.userId])
        const expired = await create(user.token, { items: [item(show, 1)] })
        assert.equal(expired.body.statusCode, CODES.tokenExpire)
        const list = await call(app, { url: `${TRADE}/buyer/v5/orders/page`, token: user.token })
        assert.equal(list.body.statusCode, CODES.tokenExpire)
        const anonymous = await call(app, { url: `${TRADE}/buyer/v5/orders/page` })
        assert.equal(anonymous.body.statusCode, CODES.notLogin)
        assert.equal(await stockOf(show), 5)
      })
    })

    describe('the waitlist', () => {
      it('registers when a tier is sold out, refuses when full, and hands back released tickets to the first in line', async () => {
        const buyer = await onStorage.addUser(app.storage, '13744440001')
        const waiter = await onStorage.addUser(app.storage, '13744440002')
        const late = await onStorage.addUser(app.storage, '13744440003')
        const show = await onStorage.addShow(app.storage, { stock: 2, waitList: 2 })
        const bought = await create(buyer.token, { items: [item(show, 2)] })
        assert.equal(bought.body.statusCode, 200)
        const early = await call<Created>(app, {
          method: 'POST',
          url: `${TRADE}/buyer/v1/wait_list/create`,
          token: buyer.token,
          body: { items: [item(show, 1)] },
        })
        assert.equal(early.body.statusCode, 200, early.body.comments)
        assert.equal(early.body.data.orderState, 3)
        const registered = await call<Created>(app, {
          method: 'POST',
          url: `${TRADE}/buyer/v1/wait_list/create`,
          token: waiter.token,
          body: { items: [item(show, 1)] },
        })
        assert.equal(registered.body.statusCode, 200, registered.body.comments)
        const full = await call(app, {
          method: 'POST',
          url: `${TRADE}/buyer/v1/wait_list/create`,
          token: late.token,
          body: { items: [item(show, 1)] },
        })
        assert.equal(full.body.statusCode, CODES.waitlistFull)
        assert.equal(full.body.comments, '该票档候补已满')
        // The buyer's first registration is cancelled; the buyer's order lapses: 2 tickets come back;
        // the waiter (first in line now) gets 1 as an unpaid order, the other goes back to stock.
        await call(app, { method: 'POST', url: `${TRADE}/buyer/v1/orders/${early.body.data.orderId}/cancel`, token: buyer.token })
        await sweep(app.storage, Date.now() + HOLD_MS + 1000)
        const mine = await detail(waiter.token, registered.body.data.orderId)
        assert.equal(mine.body.data.orderState, 1)
        assert.equal(mine.body.data.waitListState, 'SUCCESS')
        assert.ok((mine.body.data.paidDeadlineTime as number) > 0)
        assert.equal(await stockOf(show), 1)
        const sms = (await app.storage.value(
          "SELECT body FROM outbox WHERE recipient = '+8613744440002' ORDER BY id DESC",
        )) as string
        assert.match(sms, /候补成功/)
      })
    })

    describe('shortage registrations after the waitlist', () => {
      it('tickets still free after the waitlist tell the registrations in line, oldest first, as far as they go', async () => {
        const buyer = await onStorage.addUser(app.storage, '13744450001')
        const waiter = await onStorage.addUser(app.storage, '13744450002')
        const [first, second, third] = await Promise.all(
          ['13744450003', '13744450004', '13744450005'].map((phone) => onStorage.addUser(app.storage, phone)),
        )
        const show = await onStorage.addShow(app.storage, { stock: 3, waitList: 2 })
        const bought = await create(buyer.token, { items: [item(show, 3)] })
        assert.equal(bought.body.statusCode, 200, bought.body.comments)
        const waiting = await call<Created>(app, {
          method: 'POST',
          url: `${TRADE}/buyer/v1/wait_list/create`,
          token: waiter.token,
          body: { items: [item(show, 1)] },
        })
        assert.equal(waiting.body.statusCode, 200, waiting.body.comments)
        const register = (id: string, userId: string | undefined, qty: number, at: number) =>
          app.storage.run(
            'INSERT INTO shortage_registrations (id, user_id, show_id, session_id, seat_plan_id, qty, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
            [id, userId ?? null, show.showId, show.sessionId, show.seatPlanId, qty, at],
          )
        await register('SRT1', first?.userId, 1, 1)
        await register('SRT2', second?.userId, 2, 2)
        await register('SRT3', third?.userId, 1, 3)

        // 3 come back: the waiter gets 1; of the 2 left the first registration (1) is told, the
        // second (2) is not covered and stops the line, so the third is not told before it.
        await call(app, {
          method: 'POST',
          url: `${TRADE}/buyer/v1/orders/${bought.body.data.orderId}/cancel`,
          token: buyer.token,
        })
        assert.equal((await detail(waiter.token, waiting.body.data.orderId)).body.data.orderState, 1)
        const told = (phone: string) =>
          app.storage.value('SELECT COUNT(*) FROM outbox WHERE recipient = ? AND subject = ?', [`+86${phone}`, SHORTAGE_SUBJECT])
        assert.deepEqual(await Promise.all(['13744450003', '13744450004', '13744450005'].map(told)), [1, 0, 0])
        const left = await app.storage.column(
          'SELECT id FROM shortage_registrations WHERE seat_plan_id = ? ORDER BY created_at',
          [show.seatPlanId],
        )
        assert.deepEqual(left, ['SRT2', 'SRT3'], 'the one told left the line')
      })
    })

    describe('the waitlist of a real-name show', () => {
      const join = (token: string, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
        call<Created>(app, { method: 'POST', url: `${TRADE}/buyer/v1/wait_list/create`, token, body, headers })

      it("refuses a registration without one attendee per ticket in the buyer's words, and registers one with them", async () => {
        const buyer = await onStorage.addUser(app.storage, '13744440011')
        const waiter = await onStorage.addUser(app.storage, '13744440012')
        const show = await onStorage.addShow(app.storage, { stock: 1, waitList: 4, realName: true })
        const mine = await onStorage.addAudience(app.storage, buyer.userId, idNumber(11))
        assert.equal((await create(buyer.token, { items: [item(show, 1, { audienceIds: [mine] })] })).body.statusCode, 200)
        const w1 = await onStorage.addAudience(app.storage, waiter.userId, idNumber(12))
        const w2 = await onStorage.addAudience(app.storage, waiter.userId, idNumber(13), '王五')

        const none = await join(waiter.token, { items: [item(show, 2)] })
        assert.equal(none.http, 200)
        assert.equal(none.body.statusCode, TRADE_CODES.attendeesRequired)
        assert.equal(none.body.comments, '实名制演出：请选择 2 位观演人，每张票一位')
        const inMacau = await join(
          waiter.token,
          { items: [item(show, 2, { audienceIds: [w1] })] },
          { 'accept-language': 'zh-MO' },
        )
        assert.equal(inMacau.body.statusCode, TRADE_CODES.attendeesRequired)
        assert.equal(inMacau.body.comments, '實名制演出：請選擇 2 位觀演人，每張票一位')
        const inEnglish = await join(waiter.token, { items: [item(show, 1)] }, { 'accept-language': 'en-US' })
        assert.equal(inEnglish.body.comments, 'This show is real-name: choose 1 attendee, one per ticket')

        const registered = await join(waiter.token, { items: [item(show, 2, { audienceIds: [w1, w2] })] })
        assert.equal(registered.body.statusCode, 200, registered.body.comments)
        assert.equal(registered.body.data.orderState, 3)
        const names = await app.storage.column(
          'SELECT name FROM order_audiences WHERE order_id = ? AND active = 1 ORDER BY name',
          [registered.body.data.orderId],
        )
        assert.deepEqual(names, ['张三', '王五'].sort())
      })
    })

    describe('invoices', () => {
      it('invoices a paid order for the tickets without delivery, once, and the sandbox issues it', async () => {
        const user = await onStorage.addUser(app.storage, '13755550001')
        const show = await onStorage.addShow(app.storage, { stock: 5, price: 20000 })
        const address = await onStorage.addAddress(app.storage, user.userId)
        const created = await create(user.token, { items: [item(show, 2)], deliveryMethod: 'EXPRESS', addressId: address })
        const body = {
          orderId: created.body.data.orderId,
          type: 'VAT_E_ORDINARY',
          titleType: 'ENTERPRISE',
          title: '测试科技有限公司',
          taxpayerId: '91310000MA1FL0XX1X',
        }
        const unpaid = await call(app, { method: 'POST', url: `${TRADE}/buyer/v1/invoices/apply`, token: user.token, body })
        assert.equal(unpaid.body.statusCode, 22031104)
        const sandbox = await payThroughSandbox(user.token, created.body.data.unPaidTransactionIds)
        await sandbox.post()
        assert.equal((await detail(user.token, created.body.data.orderId)).body.data.orderState, 6)
        const noTaxId = await call(app, {
          method: 'POST',
          url: `${TRADE}/buyer/v1/invoices/apply`,
          token: user.token,
          body: { ...body, taxpayerId: undefined },
        })
        assert.equal(noTaxId.http, 400)
        const applied = await call<{ invoiceId: string; amount: number; status: string }>(app, {
          method: 'POST',
          url: `${TRADE}/buyer/v1/invoices/apply`,
          token: user.token,
          body,
        })
        assert.equal(applied.body.statusCode, 200, applied.body.comments)
        assert.equal(applied.body.data.amount, 400)
        assert.equal(applied.body.data.status, 'APPLYING')
        const twice = await call(app, { method: 'POST', url: `${TRADE}/buyer/v1/invoices/apply`, token: user.token, body })
        assert.equal(twice.body.statusCode, 22031104)
        await sweep(app.storage, Date.now() + INVOICE_ISSUE_DELAY_MS + 1000)
        const issued = await call<{ status: string; invoiceNo: string }>(app, {
          url: `${TRADE}/buyer/v1/invoices/${applied.body.data.invoiceId}`,
          token: user.token,
        })
        assert.equal(issued.body.data.status, 'SUCCESS')
        assert.ok(issued.body.data.invoiceNo)
        const list = await call<{ total: number }>(app, { url: `${TRADE}/buyer/v1/invoices/page`, token: user.token })
        assert.equal(list.body.data.total, 1)
      })
    })

    describe('coupons', () => {
      it('claims within the limits, exchanges codes, lists by status', async () => {
        const user = await onStorage.addUser(app.storage, '13766660001')
        const once = await onStorage.addTemplate(app.storage, { perUser: 1 })
        const first = await obtain(user.token, { couponCode: once })
        assert.equal(first.body.statusCode, 200)
        assert.equal(first.body.comments, '领取成功')
        const second = await obtain(user.token, { couponCode: once })
        assert.equal(second.body.statusCode, 22031102)
        const scarce = await onStorage.addTemplate(app.storage, { total: 1 })
        const other = await onStorage.addUser(app.storage, '13766660002')
        await obtain(other.token, { couponCode: scarce })
        const gone = await obtain(user.token, { couponCode: scarce })
        assert.equal(gone.body.statusCode, 22031102)
        await onStorage.addTemplate(app.storage, { exchangeCode: 'SUMMER2025', type: 'CASH', amount: 3000 })
        const check = await call<{ couponType: string }>(app, {
          method: 'POST',
          url: `${TRADE}/buyer/v3/coupons/exchange_check`,
          token: user.token,
          body: { exchangeCode: 'summer2025' },
        })
        assert.equal(check.body.data.couponType, 'CASH')
        const exchanged = await call<{ couponType: string; amount: number }>(app, {
          method: 'POST',
          url: `${TRADE}/buyer/v3/coupons/exchange`,
          token: user.token,
          body: { exchangeCode: 'SUMMER2025' },
        })
        assert.equal(exchanged.body.data.amount, 30)
        const wrong = await call(app, {
          method: 'POST',
          url: `${TRADE}/buyer/v3/coupons/exchange`,
          token: user.token,
          body: { exchangeCode: 'NOPE1234' },
        })
        assert.equal(wrong.body.statusCode, 22031103)
        assert.equal(wrong.body.comments, '兑换码无效')
        const list = await call<Envelope['data'] & { total: number; list: Array<{ couponStatus: number; status: string }> }>(
          app,
          {
            url: `${TRADE}/buyer/v5/coupons/self/page?status=AVAILABLE`,
            token: user.token,
          },
        )
        assert.equal(list.body.data.total, 2)
        assert.ok(list.body.data.list.every((coupon) => coupon.couponStatus === 1))
        await app.storage.run('UPDATE user_coupons SET expire_time = 1 WHERE user_id = ?', [user.userId])
        const expired = await call<{ total: number }>(app, {
          url: `${TRADE}/buyer/v5/coupons/self/page?status=EXPIRED`,
          token: user.token,
        })
        assert.equal(expired.body.data.total, 2)
      })

      it('gives an offline coupon a verification code', async () => {
        const user = await onStorage.addUser(app.storage, '13766660003')
        const template = await onStorage.addTemplate(app.storage, { useWay: 'OFFLINE' })
        const coupon = (await obtain(user.token, { couponCode: template })).body.data
        const code = await call<{ verifyCode: string; verifyCodeExpireTime: number }>(app, {
          method: 'POST',
          url: `${TRADE}/buyer/v5/coupons/verify/code`,
          token: user.token,
          body: { couponId: coupon.couponId, source: 'SINGLE_COUPON' },
        })
        assert.match(code.body.data.verifyCode, /^\d{10}$/)
        assert.ok(code.body.data.verifyCodeExpireTime > Date.now())
      })
    })
  })
}
