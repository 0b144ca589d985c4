/**
 * Owners: every order, ticket, payment, coupon and invoice route reads or changes only the
 * caller's own. Alice owns one of each; Bob, logged in, tries every route with Alice's ids and
 * gets the not-found envelope (HTTP 404, statusCode 404) while Alice's things stay as they were.
 * On SQLite and on PostgreSQL (trade-app.ts: the fixtures in the gateway's own database).
 */
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import type { App } from '../src/app'
import type { Db } from '../src/db'
import type { Storage } from '../src/storage'
import { ENGINES, clusterForThisFile, postgresSkipped } from './engines'
import { call, type Call } from './helpers'
import { tradeApp, type TradeApp } from './trade-app'
import { addAddress, addAudience, addShow, addTemplate, addUser, formOf, idNumber } from './trade-fixtures'

const TRADE = '/cyy_gatewayapi/trade'
const FULFILL = '/cyy_gatewayapi/fulfill'

const cluster = clusterForThisFile()
let databases = 0

function fill(db: Db) {
  const alice = addUser(db, '13788880001')
  return {
    alice,
    bob: addUser(db, '13788880002'),
    show: addShow(db, { stock: 20, price: 10000 }),
    template: addTemplate(db),
    offlineTemplate: addTemplate(db, { useWay: 'OFFLINE' }),
    addressId: addAddress(db, alice.userId),
    audienceId: addAudience(db, alice.userId, idNumber(7)),
  }
}

for (const engine of ENGINES) {
  describe(`owners on ${engine}`, { skip: engine === 'postgres' && postgresSkipped ? postgresSkipped : false }, () => {
    let app: App
    let storage: Storage
    let built: TradeApp<ReturnType<typeof fill>>
    let alice: { userId: string; token: string }
    let bob: { userId: string; token: string }
    const own = {
      unpaidOrderId: '',
      unpaidTransactionId: '',
      unpaidBindId: '',
      paidOrderId: '',
      ticketId: '',
      couponId: '',
      offlineCouponId: '',
      invoiceId: '',
      addressId: '',
      audienceId: '',
      showId: '',
      sessionId: '',
      seatPlanId: '',
    }

    before(async () => {
      databases += 1
      built = await tradeApp(engine === 'postgres' ? await cluster().createDatabase(`owners_${databases}`) : undefined, fill)
      ;({ app, storage } = built)
      const { show, template, offlineTemplate, addressId, audienceId } = built.fixtures
      ;({ alice, bob } = built.fixtures)
      Object.assign(own, { showId: show.showId, sessionId: show.sessionId, seatPlanId: show.seatPlanId })
      const item = { showId: show.showId, sessionId: show.sessionId, seatPlanId: show.seatPlanId, qty: 1 }
      const post = <T>(url: string, body: unknown, token = alice.token) => call<T>(app, { method: 'POST', url, body, token })

      const unpaid = await post<{ orderId: string; transactionId: string; bindId: string }>(`${TRADE}/buyer/v1/orders/create`, {
        items: [item],
      })
      own.unpaidOrderId = unpaid.body.data.orderId
      own.unpaidTransactionId = unpaid.body.data.transactionId
      own.unpaidBindId = unpaid.body.data.bindId

      const paid = await post<{ unPaidTransactionIds: string[]; orderId: string }>(`${TRADE}/buyer/v1/orders/create`, {
        items: [item],
      })
      own.paidOrderId = paid.body.data.orderId
      const pay = await post<{ normalUrl: string }>(`${TRADE}/buyer/v3/payments/pay`, {
        transactionIds: paid.body.data.unPaidTransactionIds,
        paymentProduct: 'ALIPAY_WAP',
        platform: 'H5',
      })
      const url = new URL(pay.body.data.normalUrl)
      const form = formOf((await app.inject({ url: url.pathname + url.search })).body, 'pay-form')
      await app.inject({ method: 'POST', url: form.action, payload: form.fields })
      own.ticketId = (await storage.value<string>('SELECT id FROM tickets WHERE order_id = ?', [own.paidOrderId])) as string

      own.couponId = (
        await post<{ couponId: string }>(`${TRADE}/buyer/v3/coupons/obtain`, { couponCode: template })
      ).body.data.couponId
      own.offlineCouponId = (
        await post<{ couponId: string }>(`${TRADE}/buyer/v3/coupons/obtain`, {
          couponCode: offlineTemplate,
        })
      ).body.data.couponId
      own.invoiceId = (
        await post<{ invoiceId: string }>(`${TRADE}/buyer/v1/invoices/apply`, {
          orderId: own.paidOrderId,
          type: 'VAT_E_ORDINARY',
          titleType: 'INDIVIDUAL_OR_INSTITUTION',
          title: '爱丽丝',
        })
      ).body.data.invoiceId
      own.addressId = addressId
      own.audienceId = audienceId
      for (const [name, value] of Object.entries(own)) assert.ok(value, `fixture ${name}`)
    })
    after(async () => built?.close())

    /** Every owned route, as Bob would call it with Alice's ids. */
    function routes(): Array<[string, Call]> {
      const item = { showId: own.showId, sessionId: own.sessionId, seatPlanId: own.seatPlanId, qty: 1 }
      const tx = [own.unpaidTransactionId]
      return [
        ['order detail v5', { url: `${TRADE}/buyer/v5/orders/${own.unpaidOrderId}` }],
        ['order by id (v2 items)', { url: `${TRADE}/buyer/v2/items/orders/${own.unpaidOrderId}` }],
        ['reserve time', { url: `${TRADE}/buyer/order/v3/${own.unpaidTransactionId}/reserve_time` }],
        ['cancel order', { method: 'POST', url: `${TRADE}/buyer/v1/orders/${own.unpaidOrderId}/cancel` }],
        ['cashier', { method: 'POST', url: `${TRADE}/buyer/v3/payments/cashiers`, body: { transactionIds: tx, platform: 'H5' } }],
        [
          'pay',
          {
            method: 'POST',
            url: `${TRADE}/buyer/v3/payments/pay`,
            body: { transactionIds: tx, paymentProduct: 'ALIPAY_WAP', platform: 'H5' },
          },
        ],
        [
          'pay verification code',
          { method: 'POST', url: `${TRADE}/buyer/v3/payments/make_pay_verification_code`, body: { transactionIds: tx } },
        ],
        ['query by bind id', { url: `${TRADE}/buyer/v3/payments/query_by_bind_id?bindId=${own.unpaidBindId}` }],
        ['ticket detail', { url: `${FULFILL}/buyer/v3/tickets/${own.ticketId}` }],
        ["order's tickets", { url: `${FULFILL}/buyer/v3/orders/${own.paidOrderId}/tickets` }],
        ['coupon detail', { url: `${TRADE}/buyer/v5/coupons/${own.couponId}` }],
        [
          'coupon verify code',
          { method: 'POST', url: `${TRADE}/buyer/v5/coupons/verify/code`, body: { couponId: own.offlineCouponId } },
        ],
        [
          'create order with her coupon',
          { method: 'POST', url: `${TRADE}/buyer/v1/orders/create`, body: { items: [item], couponId: own.couponId } },
        ],
        [
          'pre-order with her coupon',
          { method: 'POST', url: `${TRADE}/buyer/v1/orders/pre_order`, body: { items: [item], couponId: own.couponId } },
        ],
        [
          'create order to her address',
          {
            method: 'POST',
            url: `${TRADE}/buyer/v1/orders/create`,
            body: { items: [item], deliveryMethod: 'EXPRESS', addressId: own.addressId },
          },
        ],
        [
          'create order for her attendee',
          {
            method: 'POST',
            url: `${TRADE}/buyer/v1/orders/create`,
            body: { items: [{ ...item, audienceIds: [own.audienceId] }] },
          },
        ],
        [
          'invoice her order',
          {
            method: 'POST',
            url: `${TRADE}/buyer/v1/invoices/apply`,
            body: { orderId: own.paidOrderId, type: 'VAT_E_ORDINARY', titleType: 'INDIVIDUAL_OR_INSTITUTION', title: 'Bob' },
          },
        ],
        ['invoice detail', { url: `${TRADE}/buyer/v1/invoices/${own.invoiceId}` }],
      ]
    }

    const snapshot = async () => ({
      orders: await storage.all('SELECT id, state, paid_at FROM orders WHERE user_id = ? ORDER BY id', [alice.userId]),
      coupons: await storage.all('SELECT id, status, order_id FROM user_coupons WHERE user_id = ? ORDER BY id', [alice.userId]),
      invoices: await storage.all('SELECT id, status FROM invoices WHERE user_id = ?', [alice.userId]),
      tickets: await storage.value('SELECT COUNT(*) FROM tickets'),
      bobOrders: await storage.value('SELECT COUNT(*) FROM orders WHERE user_id = ?', [bob.userId]),
      payments: await storage.value('SELECT COUNT(*) FROM payments'),
    })

    describe('two users on every owned trade route', () => {
      it("gives Bob the not-found envelope for each of Alice's things, and changes nothing", async () => {
        const before = await snapshot()
        for (const [name, request] of routes()) {
          const result = await call(app, { ...request, token: bob.token })
          assert.equal(result.http, 404, `${name}: HTTP ${result.http} ${JSON.stringify(result.body)}`)
          assert.equal(result.body.statusCode, 404, name)
          assert.equal(result.body.data, null, name)
          assert.match(result.body.comments, /not found/, name)
        }
        assert.deepEqual(await snapshot(), before)
      })

      it('lets Alice use the same routes', async () => {
        for (const [name, request] of routes()) {
          if (
            name.startsWith('create order') ||
            name === 'pre-order with her coupon' ||
            name === 'cancel order' ||
            name === 'invoice her order'
          )
            continue
          const result = await call(app, { ...request, token: alice.token })
          assert.equal(result.body.statusCode, 200, `${name}: ${result.body.comments}`)
        }
      })

      it("shows Bob none of Alice's things in his lists", async () => {
        const lists = [
          `${TRADE}/buyer/v5/orders/page`,
          `${FULFILL}/buyer/v3/tickets/page?type=ALL`,
          `${TRADE}/buyer/v5/coupons/self/page`,
          `${TRADE}/buyer/v1/invoices/page`,
        ]
        for (const url of lists) {
          const mine = await call<{ total: number }>(app, { url, token: alice.token })
          assert.ok(mine.body.data.total > 0, url)
          const his = await call<{ total: number; list: unknown[] }>(app, { url, token: bob.token })
          assert.equal(his.body.data.total, 0, url)
          assert.deepEqual(his.body.data.list, [])
        }
        const recent = await call<{ order: unknown }>(app, { url: `${TRADE}/buyer/v1/recently_order_info`, token: bob.token })
        assert.equal(recent.body.data.order, null)
      })
    })
  })
}
