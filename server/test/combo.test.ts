/**
 * Combo tickets (issue 26, D27): a combo of two shows priced by combo_activities/price (a fixed
 * bundle price, a rate on the sum), bought as ONE order with one item per show whose tickets land
 * in the holder once paid; the stock of each session taken in one transaction, and a sold-out
 * session refusing the whole combo with nothing held. On SQLite and on PostgreSQL (trade-app.ts).
 */
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { CODES } from '@showtix/contract/codes'
import type { App } from '../src/app'
import type { Db } from '../src/db'
import { ENGINES, clusterForThisFile, postgresSkipped } from './engines'
import { call } from './helpers'
import { tradeApp, type TradeApp } from './trade-app'
import { TEST_MERCHANT, addShow, addUser, formOf } from './trade-fixtures'

const TRADE = '/cyy_gatewayapi/trade'
const FULFILL = '/cyy_gatewayapi/fulfill'
const SHOP = `merchantId=${TEST_MERCHANT}`

const cluster = clusterForThisFile()
let databases = 0

/** Two combos of the test shop: TCB1 (A + B at ¥299 fixed) and TCB2 (A + C, the last ticket of C, at 80%). */
function fill(db: Db) {
  const a = addShow(db, { price: 18000, stock: 50 })
  const b = addShow(db, { price: 18000, stock: 50 })
  const c = addShow(db, { price: 38000, stock: 1 })
  const combo = db.prepare(
    `INSERT INTO combo_activities (id, merchant_id, name, description, poster_url, rule_type, price_cents, rate)
     VALUES (?, ?, '{"zh-CN":"套票","zh-MO":"套票","en-US":"Combo"}', '{"zh-CN":"","zh-MO":"","en-US":""}', '/p.svg', ?, ?, ?)`,
  )
  combo.run('TCB1', TEST_MERCHANT, 'FIXED', 29900, null)
  combo.run('TCB2', TEST_MERCHANT, 'DISCOUNT', null, 0.8)
  const entry = db.prepare('INSERT INTO combo_activity_shows (combo_id, show_id, tier_price, seq) VALUES (?, ?, ?, ?)')
  entry.run('TCB1', a.showId, 18000, 0)
  entry.run('TCB1', b.showId, 18000, 1)
  entry.run('TCB2', a.showId, 18000, 0)
  entry.run('TCB2', c.showId, 38000, 1)
  return { a, b, c, buyer: addUser(db, '13900093001'), second: addUser(db, '13900093002') }
}

interface Price {
  originalAmount: number
  payAmount: number
  savedAmount: number
  available: boolean
  lines: Array<{ showId: string; available: boolean }>
}

for (const engine of ENGINES) {
  describe(`combo tickets on ${engine}`, { skip: engine === 'postgres' && postgresSkipped ? postgresSkipped : false }, () => {
    let app: App
    let built: TradeApp<ReturnType<typeof fill>>
    let fx: ReturnType<typeof fill>
    before(async () => {
      databases += 1
      built = await tradeApp(engine === 'postgres' ? await cluster().createDatabase(`combo_${databases}`) : undefined, fill)
      ;({ app, fixtures: fx } = built)
    })
    after(async () => built?.close())

    const sessionsOf = (...shows: Array<{ showId: string; sessionId: string }>) =>
      shows.map(({ showId, sessionId }) => ({ showId, sessionId }))
    const price = (comboId: string, sessions: unknown, qty = 1) =>
      call<Price>(app, {
        method: 'POST',
        url: `${TRADE}/pub/v1/combo_activities/price?${SHOP}`,
        body: { comboId, sessions, qty },
      })
    const order = (token: string, comboId: string, sessions: unknown, qty = 1, payAmount?: number) =>
      call<{ orderId: string; unPaidTransactionIds: string[]; payAmount: number; discountAmount: number; ticketAmount: number }>(
        app,
        {
          method: 'POST',
          url: `${TRADE}/buyer/v1/combo_activities/orders?${SHOP}&lang=en-US`,
          token,
          body: { comboId, sessions, qty, ...(payAmount !== undefined ? { paymentParam: { payAmount } } : {}) },
        },
      )
    const stockOf = (seatPlanId: string) => app.storage.value<number>('SELECT stock FROM seat_plans WHERE id = ?', [seatPlanId])

    it('lists the combos of a show and prices a fixed combo and a rate combo for the sessions chosen', async () => {
      const listed = await call<{ list: Array<{ comboId: string; comboAmount: number; originalAmount: number }> }>(app, {
        url: `${TRADE}/pub/v1/combo_activities?${SHOP}&showId=${fx.b.showId}`,
      })
      assert.deepEqual(
        listed.body.data.list.map((combo) => [combo.comboId, combo.originalAmount, combo.comboAmount]),
        [['TCB1', 360, 299]],
      )
      const detail = await call<{
        shows: Array<{ showId: string; tierPrice: number; sessions: Array<{ sessionId: string; available: boolean }> }>
      }>(app, { url: `${TRADE}/pub/v1/combo_activities/TCB2?${SHOP}` })
      assert.deepEqual(
        detail.body.data.shows.map((show) => [show.showId, show.tierPrice, show.sessions.map((s) => s.available)]),
        [
          [fx.a.showId, 180, [true]],
          [fx.c.showId, 380, [true]],
        ],
      )
      const fixed = await price('TCB1', sessionsOf(fx.a, fx.b), 2)
      assert.equal(fixed.body.statusCode, 200, fixed.body.comments)
      assert.deepEqual([fixed.body.data.originalAmount, fixed.body.data.payAmount, fixed.body.data.savedAmount], [720, 598, 122])
      const rate = await price('TCB2', sessionsOf(fx.a, fx.c))
      assert.deepEqual([rate.body.data.originalAmount, rate.body.data.payAmount, rate.body.data.savedAmount], [560, 448, 112])
      // Two sets of C: one ticket is left, the price says so (the order decides).
      const short = await price('TCB2', sessionsOf(fx.a, fx.c), 2)
      assert.equal(short.body.data.available, false)
      assert.deepEqual(
        short.body.data.lines.map((line) => line.available),
        [true, false],
      )
      // Not one session of each show of the combo.
      assert.equal((await price('TCB1', sessionsOf(fx.a))).http, 400)
      assert.equal((await price('TCB1', sessionsOf(fx.a, fx.c))).http, 400)
    })

    it('buys a combo as one order at the combo price, holding each session, and both tickets land in the holder', async () => {
      const token = fx.buyer.token
      const before = [await stockOf(fx.a.seatPlanId), await stockOf(fx.b.seatPlanId)]
      const created = await order(token, 'TCB1', sessionsOf(fx.a, fx.b), 1, 1)
      assert.equal(created.body.statusCode, 200, created.body.comments)
      assert.equal(created.body.data.payAmount, 299, 'the gateway prices it, not the client')
      assert.equal(created.body.data.ticketAmount, 360)
      assert.equal(created.body.data.discountAmount, 61)
      assert.deepEqual([await stockOf(fx.a.seatPlanId), await stockOf(fx.b.seatPlanId)], [before[0]! - 1, before[1]! - 1])

      const paid = await call<{ normalUrl: string }>(app, {
        method: 'POST',
        url: `${TRADE}/buyer/v3/payments/pay`,
        token,
        body: { transactionIds: created.body.data.unPaidTransactionIds, paymentProduct: 'ALIPAY_WAP', platform: 'H5' },
      })
      assert.equal(paid.body.statusCode, 200, paid.body.comments)
      const url = new URL(paid.body.data.normalUrl)
      const form = formOf((await app.inject({ url: url.pathname + url.search })).body, 'pay-form')
      await app.inject({ method: 'POST', url: form.action, payload: form.fields })

      const tickets = await call<Array<{ showId: string }>>(app, {
        url: `${FULFILL}/buyer/v3/orders/${created.body.data.orderId}/tickets`,
        token,
      })
      assert.deepEqual(tickets.body.data.map((ticket) => ticket.showId).sort(), [fx.a.showId, fx.b.showId].sort())
      const holder = await call<{ total: number }>(app, {
        url: `${FULFILL}/buyer/v3/tickets/page?type=CURRENT&offset=0&length=20`,
        token,
      })
      assert.equal(holder.body.data.total, 2)
    })

    it('refuses the whole combo when one session is sold out, holding nothing of the others', async () => {
      const token = fx.second.token
      const aBefore = (await stockOf(fx.a.seatPlanId)) ?? 0
      const refused = await order(token, 'TCB2', sessionsOf(fx.a, fx.c), 2)
      assert.equal(refused.body.statusCode, CODES.noTickets, refused.body.comments)
      assert.match(refused.body.comments, /No tickets available/)
      assert.equal(await stockOf(fx.a.seatPlanId), aBefore, 'the first show gave its tickets back')
      assert.equal(await stockOf(fx.c.seatPlanId), 1)
      // The last ticket of C goes to the first combo order; the next is refused whole.
      const first = await order(token, 'TCB2', sessionsOf(fx.a, fx.c))
      assert.equal(first.body.statusCode, 200, first.body.comments)
      assert.equal(first.body.data.payAmount, 448)
      const again = await order(fx.buyer.token, 'TCB2', sessionsOf(fx.a, fx.c))
      assert.equal(again.body.statusCode, CODES.noTickets)
      assert.equal(await stockOf(fx.a.seatPlanId), aBefore - 1)
    })
  })
}
