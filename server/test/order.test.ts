/**
 * The confirm-order page's calls as the app makes them (src/domain/order.ts builds the body):
 * promotions/list, pre_order and orders/create with the app's body, the idempotency key (a
 * repeated submit answers the first order), a zero-amount order placed directly, the best coupon
 * the app's rule picks agreeing with what the gateway then charges, and the cashier's options.
 * On SQLite and on PostgreSQL (trade-app.ts: the fixtures in the gateway's own database).
 */
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { orderBody, type ConfirmParams } from '../../src/domain/order'
import { bestCoupon, type CouponLike } from '../../src/domain/purchase/coupons'
import type { App } from '../src/app'
import type { Db } from '../src/db'
import { CODES } from '../src/http/envelope'
import { ENGINES, clusterForThisFile, postgresSkipped } from './engines'
import { call } from './helpers'
import { tradeApp, type TradeApp } from './trade-app'
import { addAddress, addShow, addTemplate, addUser } from './trade-fixtures'

const TRADE = '/cyy_gatewayapi/trade'

/** The confirm page's parameters for `qty` tickets of a fixture show's one seat plan, no seats chosen. */
function ticketsOf(show: { showId: string; sessionId: string; seatPlanId: string }, qty: number): ConfirmParams {
  return {
    showId: show.showId,
    sessionId: show.sessionId,
    seatPlanId: show.seatPlanId,
    qty,
    seatIds: [],
    lines: [{ seatPlanId: show.seatPlanId, qty, seatIds: [] }],
    goods: [],
  }
}

const cluster = clusterForThisFile()
let databases = 0

/** Everything the tests below use, written before the gateway starts. */
function fill(db: Db) {
  const buyer = addUser(db, '13799990001')
  return {
    listed: addShow(db, { stock: 10 }),
    buyer,
    priced: addShow(db, { stock: 10, price: 38000, deliveryMethods: ['E_TICKET', 'EXPRESS'] }),
    small: addTemplate(db, { amount: 2000 }),
    large: addTemplate(db, { amount: 5000, threshold: 30000, limitationType: 'AMOUNT' }),
    addressId: addAddress(db, buyer.userId),
    freeBuyer: addUser(db, '13799990002'),
    free: addShow(db, { stock: 10, price: 0 }),
    expressBuyer: addUser(db, '13799990003'),
    express: addShow(db, { stock: 10, deliveryMethods: ['E_TICKET', 'EXPRESS'] }),
    halfCentBuyer: addUser(db, '13799990004'),
    halfCent: addShow(db, { stock: 10, price: 101 }),
    lastSeatBuyer: addUser(db, '13799990005'),
    lateBuyer: addUser(db, '13799990006'),
    lastSeat: addShow(db, { seats: 1 }),
  }
}

for (const engine of ENGINES) {
  describe(
    `orders from the confirm page on ${engine}`,
    { skip: engine === 'postgres' && postgresSkipped ? postgresSkipped : false },
    () => {
      let app: App
      let built: TradeApp<ReturnType<typeof fill>>
      let fixtures: ReturnType<typeof fill>
      before(async () => {
        databases += 1
        built = await tradeApp(engine === 'postgres' ? await cluster().createDatabase(`order_${databases}`) : undefined, fill)
        ;({ app, fixtures } = built)
      })
      after(async () => built?.close())

      interface Created {
        orderId: string
        transactionId: string
        orderState: number
        needPay: boolean
        payAmountCents: number
        unPaidTransactionIds: string[]
      }

      describe('promotions/list', () => {
        it('answers a show with its (empty) promotions, publicly', async () => {
          const showId = fixtures.listed.showId
          const { http, body } = await call<{ showId: string; promotions: unknown[] }>(app, {
            url: `${TRADE}/pub/v3/promotions/list?showId=${showId}`,
          })
          assert.equal(http, 200)
          assert.equal(body.statusCode, 200)
          assert.deepEqual(body.data, { showId, promotions: [] })
        })

        it('refuses an unknown show (404) and a malformed id (400)', async () => {
          const unknown = await call(app, { url: `${TRADE}/pub/v3/promotions/list?showId=NOPE404` })
          assert.equal(unknown.http, 404)
          const malformed = await call(app, { url: `${TRADE}/pub/v3/promotions/list?showId=${encodeURIComponent('<x>')}` })
          assert.equal(malformed.http, 400)
          const missing = await call(app, { url: `${TRADE}/pub/v3/promotions/list` })
          assert.equal(missing.http, 400)
        })
      })

      describe('confirm order with the app’s body', () => {
        it('prices, creates once per idempotency key, and charges what the app’s best coupon gives', async () => {
          const { buyer: user, priced: show, small, large, addressId } = fixtures
          for (const templateId of [small, large]) {
            const got = await call(app, {
              method: 'POST',
              url: `${TRADE}/buyer/v3/coupons/obtain`,
              token: user.token,
              body: { couponTemplateId: templateId },
            })
            assert.equal(got.body.statusCode, 200)
          }
          const params = ticketsOf(show, 2)

          const preview = await call<{
            payAmountCents: number
            expressFee: number
            coupons: Array<CouponLike & { couponTemplateId: string }>
          }>(app, {
            method: 'POST',
            url: `${TRADE}/buyer/v1/orders/pre_order`,
            token: user.token,
            body: orderBody({ params, delivery: 'EXPRESS', addressId, audienceIds: [] }),
          })
          assert.equal(preview.body.statusCode, 200, preview.body.comments)
          const best = bestCoupon(preview.body.data.coupons)
          assert.equal(best?.couponTemplateId, large, 'the app picks the larger discount')

          const body = orderBody({ params, delivery: 'EXPRESS', addressId, audienceIds: [], couponId: best?.couponId ?? null })
          const headers = { 'idempotency-key': 'order-test-1' }
          const first = await call<Created>(app, {
            method: 'POST',
            url: `${TRADE}/buyer/v1/orders/create`,
            token: user.token,
            body,
            headers,
          })
          assert.equal(first.body.statusCode, 200, first.body.comments)
          const again = await call<Created>(app, {
            method: 'POST',
            url: `${TRADE}/buyer/v1/orders/create`,
            token: user.token,
            body,
            headers,
          })
          assert.equal(again.body.data.orderId, first.body.data.orderId, 'a repeated submit answers the first order')
          assert.equal(first.body.data.needPay, true)
          // 2 x 380 + express - 50 off.
          assert.equal(first.body.data.payAmountCents, 2 * 38000 + Math.round(preview.body.data.expressFee * 100) - 5000)

          const cashier = await call<{ options: Array<{ paymentProduct: string; isCheck: boolean }> }>(app, {
            method: 'POST',
            url: `${TRADE}/buyer/v3/payments/cashiers`,
            token: user.token,
            body: { transactionIds: first.body.data.unPaidTransactionIds, platform: 'H5', browserType: 'OTHER' },
          })
          assert.equal(cashier.body.statusCode, 200)
          assert.ok(cashier.body.data.options.length > 1, 'the web offers a list')
        })

        it('a repeated submit of the order that took the last seat answers that order; the next buyer is refused', async () => {
          // A sold-out plan is refused before any transaction (orders.ts linesUnlessSoldOut), but never
          // a repeated idempotency key: it answers the first order, as the app expects after a lost answer.
          const { lastSeatBuyer, lateBuyer, lastSeat } = fixtures
          const body = orderBody({ params: ticketsOf(lastSeat, 1), delivery: 'E_TICKET', audienceIds: [] })
          const submit = (token: string, key: string) =>
            call<Created>(app, {
              method: 'POST',
              url: `${TRADE}/buyer/v1/orders/create`,
              token,
              body,
              headers: { 'idempotency-key': key },
            })
          const first = await submit(lastSeatBuyer.token, 'order-test-last-seat')
          assert.equal(first.body.statusCode, 200, first.body.comments)
          const again = await submit(lastSeatBuyer.token, 'order-test-last-seat')
          assert.equal(again.body.statusCode, 200, again.body.comments)
          assert.equal(again.body.data.orderId, first.body.data.orderId)
          const late = await submit(lateBuyer.token, 'order-test-late')
          assert.equal(late.body.statusCode, CODES.noTickets)
          const other = await submit(lastSeatBuyer.token, 'order-test-last-seat-2')
          assert.equal(other.body.statusCode, CODES.noTickets, 'a new key is a new order: none left')
        })

        it('a zero-amount order is placed paid, with nothing to pay', async () => {
          const { freeBuyer: user, free: show } = fixtures
          const params = ticketsOf(show, 1)
          const created = await call<Created>(app, {
            method: 'POST',
            url: `${TRADE}/buyer/v1/orders/create`,
            token: user.token,
            body: orderBody({ params, delivery: 'E_TICKET', audienceIds: [] }),
            headers: { 'idempotency-key': 'order-test-free' },
          })
          assert.equal(created.body.statusCode, 200, created.body.comments)
          assert.equal(created.body.data.needPay, false)
          assert.equal(created.body.data.payAmountCents, 0)
          assert.deepEqual(created.body.data.unPaidTransactionIds, [])
          assert.notEqual(created.body.data.orderState, 1, 'no longer unpaid')
        })

        it('reads the amount the app says it pays with the money rule both tiers share (1.005 yuan is 1.01)', async () => {
          const { halfCentBuyer: user, halfCent: show } = fixtures
          const params = ticketsOf(show, 1)
          const body = { ...orderBody({ params, delivery: 'E_TICKET', audienceIds: [] }), paymentParam: { payAmount: 1.005 } }
          const created = await call<Created & { clientPayAmount: number | null; payAmountChanged: boolean }>(app, {
            method: 'POST',
            url: `${TRADE}/buyer/v1/orders/create`,
            token: user.token,
            body,
            headers: { 'idempotency-key': 'order-test-half-cent' },
          })
          assert.equal(created.body.statusCode, 200, created.body.comments)
          assert.equal(created.body.data.payAmountCents, 101)
          assert.equal(created.body.data.clientPayAmount, 1.01)
          assert.equal(created.body.data.payAmountChanged, false, 'what the app showed is what is charged')
          assert.equal(created.body.comments, 'success')
        })

        it('express without an address is refused by the gateway too', async () => {
          const { expressBuyer: user, express: show } = fixtures
          const params = ticketsOf(show, 1)
          const created = await call(app, {
            method: 'POST',
            url: `${TRADE}/buyer/v1/orders/create`,
            token: user.token,
            body: orderBody({ params, delivery: 'EXPRESS', addressId: null, audienceIds: [] }),
          })
          assert.equal(created.http, 400)
        })
      })
    },
  )
}
