/**
 * The trade routes on both engines (issue 18): on SQLite and on PostgreSQL, a buyer prices and
 * creates an order, pays it through the cashier, the sandbox page and its signed callback, finds
 * the order, its tickets and the ticket wallet, asks for an invoice, claims and exchanges coupons,
 * cancels an order (its stock comes back) and joins a waitlist. Every answer comes from the
 * database the gateway was given: on PostgreSQL, nothing is read from a process-local copy.
 * The fixtures are written on SQLite and, for PostgreSQL, copied there (multi-process.ts), so the
 * buyer's session is in the database itself.
 */
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import type { App } from '../src/app'
import type { Storage } from '../src/storage'
import { ENGINES, postgresSkipped, clusterForThisFile } from './engines'
import { call } from './helpers'
import { tradeApp, type TradeApp } from './trade-app'
import { TEST_GUIDE_MERCHANT, TEST_MOP_MERCHANT, addShow, addTemplate, addUser, formOf, type ShowFixture } from './trade-fixtures'

const TRADE = '/cyy_gatewayapi/trade'
const FULFILL = '/cyy_gatewayapi/fulfill'

const cluster = clusterForThisFile()
let databases = 0

interface Created {
  orderId: string
  transactionId: string
  bindId: string
  unPaidTransactionIds: string[]
  payAmount: number
  orderState: number
}

const item = (show: ShowFixture, qty: number) => ({
  showId: show.showId,
  sessionId: show.sessionId,
  seatPlanId: show.seatPlanId,
  qty,
})

for (const engine of ENGINES) {
  describe(`the trade routes on ${engine}`, { skip: engine === 'postgres' && postgresSkipped ? postgresSkipped : false }, () => {
    let app: App
    let built: TradeApp<{
      seated: ShowFixture
      stocked: ShowFixture
      full: ShowFixture
      token: string
      template: string
      exchange: string
      guiding: ShowFixture
      plain: ShowFixture
      mop: ShowFixture
    }>
    let storage: Storage
    let fixtures: (typeof built)['fixtures']

    before(async () => {
      databases += 1
      const url = engine === 'postgres' ? await cluster().createDatabase(`trade_${databases}`) : undefined
      built = await tradeApp(url, (db) => ({
        seated: addShow(db, { seats: 10, price: 28000 }),
        stocked: addShow(db, { stock: 5, price: 10000 }),
        full: addShow(db, { stock: 0, waitList: 10 }),
        token: addUser(db, '13900000001').token,
        template: addTemplate(db, { amount: 3000 }),
        exchange: addTemplate(db, { amount: 1000, exchangeCode: 'ENGINES2025' }),
        guiding: addShow(db, { stock: 5, price: 10000, merchantId: TEST_GUIDE_MERCHANT }),
        plain: addShow(db, { stock: 5, price: 10000 }),
        mop: addShow(db, { stock: 5, price: 10000, merchantId: TEST_MOP_MERCHANT }),
      }))
      ;({ app, fixtures, storage } = built)
    })
    after(async () => built?.close())

    it('prices, creates, pays through the sandbox, and shows the order, its tickets and the wallet', async () => {
      const { seated, token } = fixtures
      const body = { items: [item(seated, 2)], deliveryMethod: 'E_TICKET' }
      const preview = await call<{ payAmount: number; available: boolean }>(app, {
        method: 'POST',
        url: `${TRADE}/buyer/v1/orders/pre_order`,
        token,
        body,
      })
      assert.equal(preview.body.statusCode, 200, preview.body.comments)
      assert.deepEqual(
        { pay: preview.body.data.payAmount, available: preview.body.data.available },
        { pay: 560, available: true },
      )

      const created = await call<Created>(app, { method: 'POST', url: `${TRADE}/buyer/v1/orders/create`, token, body })
      assert.equal(created.body.statusCode, 200, created.body.comments)
      const order = created.body.data
      assert.equal(
        await storage.value('SELECT COUNT(*) FROM seats WHERE session_id = ? AND order_id = ?', [
          seated.sessionId,
          order.orderId,
        ]),
        2,
      )

      const cashier = await call<{ options: Array<{ paymentProduct: string }> }>(app, {
        method: 'POST',
        url: `${TRADE}/buyer/v3/payments/cashiers`,
        token,
        body: { transactionIds: order.unPaidTransactionIds, platform: 'H5' },
      })
      assert.ok(cashier.body.data.options.some((option) => option.paymentProduct === 'ALIPAY_WAP'))

      const paid = await call<{ normalUrl: string; paymentId: string }>(app, {
        method: 'POST',
        url: `${TRADE}/buyer/v3/payments/pay`,
        token,
        body: { transactionIds: order.unPaidTransactionIds, paymentProduct: 'ALIPAY_WAP', platform: 'H5' },
      })
      assert.equal(paid.body.statusCode, 200, paid.body.comments)
      const pageUrl = new URL(paid.body.data.normalUrl)
      const page = await app.inject({ method: 'GET', url: pageUrl.pathname + pageUrl.search })
      assert.equal(page.statusCode, 200)
      assert.match(page.body, /¥560\.00/)
      const form = formOf(page.body, 'pay-form')
      const callback = await call<{ outcome: string }>(app, { method: 'POST', url: form.action, body: form.fields })
      assert.equal(callback.body.data.outcome, 'PAID')

      const detail = await call<{ orderState: number; ticketIds: string[] }>(app, {
        url: `${TRADE}/buyer/v5/orders/${order.orderId}?lang=en-US`,
        token,
      })
      assert.equal(detail.body.data.orderState, 9)
      assert.equal(detail.body.data.ticketIds.length, 2)
      const tickets = await call<Array<{ qrCode: string | null; seatInfo: string }>>(app, {
        url: `${FULFILL}/buyer/v3/orders/${order.orderId}/tickets`,
        token,
      })
      assert.equal(tickets.body.data.length, 2)
      for (const ticket of tickets.body.data) assert.match(ticket.qrCode ?? '', /^SHOWTIX:/)
      const wallet = await call<{ total: number }>(app, { url: `${FULFILL}/buyer/v3/tickets/page?type=CURRENT`, token })
      assert.equal(wallet.body.data.total, 2)
      const list = await call<{ total: number; list: Array<{ orderId: string }> }>(app, {
        url: `${TRADE}/buyer/v5/orders/page`,
        token,
      })
      assert.equal(list.body.data.list[0]?.orderId, order.orderId)
      const bind = await call<{ payStatus: string }>(app, {
        url: `${TRADE}/buyer/v3/payments/query_by_bind_id?bindId=${order.bindId}`,
        token,
      })
      assert.equal(bind.body.data.payStatus, 'PAID')

      const invoice = await call<{ status: string; amount: number }>(app, {
        method: 'POST',
        url: `${TRADE}/buyer/v1/invoices/apply`,
        token,
        body: { orderId: order.orderId, type: 'VAT_E_ORDINARY', titleType: 'INDIVIDUAL_OR_INSTITUTION', title: '周先生' },
      })
      assert.deepEqual({ ...invoice.body.data }, { ...invoice.body.data, status: 'APPLYING', amount: 560 })
      const invoices = await call<{ total: number }>(app, { url: `${TRADE}/buyer/v1/invoices/page`, token })
      assert.equal(invoices.body.data.total, 1)
    })

    it("in WeChat's browser: a guiding shop offers Alipay to pay after opening another browser, never here; others leave out what cannot pay there", async () => {
      const { guiding, plain, mop, token } = fixtures
      const productsIn = async (show: ShowFixture) => {
        const body = { items: [item(show, 1)], deliveryMethod: 'E_TICKET' }
        const created = await call<Created>(app, { method: 'POST', url: `${TRADE}/buyer/v1/orders/create`, token, body })
        assert.equal(created.body.statusCode, 200, created.body.comments)
        const transactionIds = created.body.data.unPaidTransactionIds
        const cashier = await call<{ options: Array<{ paymentProduct: string }> }>(app, {
          method: 'POST',
          url: `${TRADE}/buyer/v3/payments/cashiers`,
          token,
          body: { transactionIds, platform: 'WXH5', browserType: 'WEIXIN' },
        })
        assert.equal(cashier.body.statusCode, 200, cashier.body.comments)
        return { transactionIds, products: cashier.body.data.options.map((option) => option.paymentProduct) }
      }
      const guided = await productsIn(guiding)
      assert.deepEqual(guided.products, ['WEIXIN_JSAPI', 'UNIONPAY_WAP', 'ALIPAY_WAP'])
      const here = await call(app, {
        method: 'POST',
        url: `${TRADE}/buyer/v3/payments/pay`,
        token,
        body: { transactionIds: guided.transactionIds, paymentProduct: 'ALIPAY_WAP', platform: 'WXH5' },
      })
      assert.notEqual(here.body.statusCode, 200, 'Alipay cannot finish inside WeChat')
      assert.deepEqual((await productsIn(plain)).products, ['WEIXIN_JSAPI', 'UNIONPAY_WAP'])
      // A MOP shop: MPay and Alipay HK cannot pay inside WeChat either.
      assert.deepEqual((await productsIn(mop)).products, ['WEIXIN_JSAPI', 'UNIONPAY_WAP'])
    })

    it('claims and exchanges coupons, cancels an order (its stock comes back) and joins a waitlist', async () => {
      const { stocked, full, token, template } = fixtures
      const claimed = await call<{ couponId: string; amount: number }>(app, {
        method: 'POST',
        url: `${TRADE}/buyer/v3/coupons/obtain`,
        token,
        body: { couponTemplateId: template },
      })
      assert.equal(claimed.body.statusCode, 200, claimed.body.comments)
      assert.equal(claimed.body.data.amount, 30)
      const exchanged = await call<{ amount: number }>(app, {
        method: 'POST',
        url: `${TRADE}/buyer/v3/coupons/exchange`,
        token,
        body: { exchangeCode: 'engines2025' },
      })
      assert.equal(exchanged.body.data.amount, 10)
      const mine = await call<{ total: number }>(app, { url: `${TRADE}/buyer/v5/coupons/self/page?status=AVAILABLE`, token })
      assert.equal(mine.body.data.total, 2)

      const created = await call<Created>(app, {
        method: 'POST',
        url: `${TRADE}/buyer/v1/orders/create`,
        token,
        body: { items: [item(stocked, 2)], deliveryMethod: 'E_TICKET', couponId: claimed.body.data.couponId },
      })
      assert.equal(created.body.statusCode, 200, created.body.comments)
      assert.equal(created.body.data.payAmount, 170)
      assert.equal(await storage.value('SELECT stock FROM seat_plans WHERE id = ?', [stocked.seatPlanId]), 3)
      const canceled = await call<{ orderState: number }>(app, {
        method: 'POST',
        url: `${TRADE}/buyer/v1/orders/${created.body.data.orderId}/cancel`,
        token,
      })
      assert.equal(canceled.body.data.orderState, -1)
      assert.equal(await storage.value('SELECT stock FROM seat_plans WHERE id = ?', [stocked.seatPlanId]), 5)
      const coupon = await call<{ status: string }>(app, {
        url: `${TRADE}/buyer/v5/coupons/${claimed.body.data.couponId}`,
        token,
      })
      assert.equal(coupon.body.data.status, 'AVAILABLE')

      const waiting = await call<Created>(app, {
        method: 'POST',
        url: `${TRADE}/buyer/v1/wait_list/create`,
        token,
        body: { items: [item(full, 1)], deliveryMethod: 'E_TICKET' },
      })
      assert.equal(waiting.body.statusCode, 200, waiting.body.comments)
      assert.equal(waiting.body.data.orderState, 3)
      const recent = await call<{ hasUnpaidOrder: boolean; order: { orderId: string } | null }>(app, {
        url: `${TRADE}/buyer/v1/recently_order_info?showId=${full.showId}`,
        token,
      })
      assert.deepEqual(
        { unpaid: recent.body.data.hasUnpaidOrder, orderId: recent.body.data.order?.orderId },
        { unpaid: false, orderId: waiting.body.data.orderId },
      )
    })
  })
}
