/**
 * Privilege cards (issue 24, D38): the shop's cards and their range, publicly; a card bought as a
 * PRIVILEGE_CARD order priced by the gateway (a PRIVILEGE_CARD coupon taken off, the client's
 * amount never used), paid through the cashier's sandbox, issued once paid and listed as the
 * buyer's; an unpaid order has no card yet; another buyer cannot read it. Through HTTP, on SQLite
 * and on PostgreSQL (trade-app.ts).
 */
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import type { App } from '../src/app'
import type { Db } from '../src/db'
import { ENGINES, clusterForThisFile, postgresSkipped } from './engines'
import { call } from './helpers'
import { tradeApp, type TradeApp } from './trade-app'
import { TEST_MERCHANT, TEST_MOP_MERCHANT, addShow, addTemplate, addUser, formOf } from './trade-fixtures'

const TRADE = '/cyy_gatewayapi/trade'
const SHOP = { 'merchant-id': TEST_MERCHANT }
const DAY = 24 * 3600 * 1000

const cluster = clusterForThisFile()
let databases = 0

const name = (zh: string, en: string) => JSON.stringify({ 'zh-CN': zh, 'zh-MO': zh, 'en-US': en })

/** A 3-ticket card at ¥199 covering one show, one off sale, and a ¥20-off-from-¥99 card coupon for the buyer. */
function fill(db: Db) {
  const show = addShow(db, { stock: 20, price: 18000 })
  const other = addShow(db, { stock: 20, price: 18000 })
  const card = db.prepare(
    `INSERT INTO privilege_card_templates (id, merchant_id, name, image_url, price, currency, valid_days, is_annual,
       convertible_times, discount_rate, show_ids, promotion_desc, rules, sort, on_sale)
     VALUES (?, ?, ?, '/static/posters/c.svg', ?, 'CNY', ?, 0, ?, NULL, ?, ?, ?, ?, ?)`,
  )
  card.run(
    'TPC1',
    TEST_MERCHANT,
    name('畅看卡', 'Drama pass'),
    19900,
    180,
    3,
    JSON.stringify([show.showId]),
    name('3张', '3 tickets'),
    name('规则', 'Rules'),
    0,
    1,
  )
  card.run('TPC2', TEST_MERCHANT, name('停售卡', 'Retired card'), 5000, 30, 1, '[]', '{}', '{}', 1, 0)
  const buyer = addUser(db, '13788890001')
  const other_buyer = addUser(db, '13788890002')
  const coupon = addTemplate(db, { amount: 2000, threshold: 9900, limitationType: 'AMOUNT', useRule: 'ALL_PRODUCT' })
  db.prepare("UPDATE coupon_templates SET biz_type = 'PRIVILEGE_CARD' WHERE id = ?").run(coupon)
  const now = Date.now()
  db.prepare(
    `INSERT INTO user_coupons (id, coupon_code, user_id, template_id, status, obtain_type, start_time, expire_time, obtained_at)
     VALUES ('TUC1', 'TUC1CODE', ?, ?, 'AVAILABLE', 'SHOW_OBTAIN', ?, ?, ?)`,
  ).run(buyer.userId, coupon, now - DAY, now + 30 * DAY, now - DAY)
  return { show, other, buyer, otherBuyer: other_buyer }
}

interface Card {
  cardId: string
  cardName: string
  cardPrice: number
  convertibleTimes: number
  showIds: string[]
}
interface Owned extends Card {
  userCardInstanceId: string
  orderId: string
  cardStatus: string | null
  enabled: boolean
  redeemedTimes: number
  expirationTime: number
}

for (const engine of ENGINES) {
  describe(`privilege cards on ${engine}`, { skip: engine === 'postgres' && postgresSkipped ? postgresSkipped : false }, () => {
    let app: App
    let built: TradeApp<ReturnType<typeof fill>>
    let fixtures: ReturnType<typeof fill>

    before(async () => {
      databases += 1
      built = await tradeApp(engine === 'postgres' ? await cluster().createDatabase(`cards_${databases}`) : undefined, fill)
      ;({ app, fixtures } = built)
    })
    after(async () => built?.close())

    const get = async <T>(url: string, token?: string) => {
      const answer = await call<T>(app, { url, ...(token ? { token } : {}), headers: SHOP })
      assert.equal(answer.body.statusCode, 200, answer.body.comments)
      return answer.body.data
    }
    const post = (url: string, token: string, body: unknown) =>
      call<{ orderId: string; unPaidTransactionIds: string[]; payAmountCents: number; payAmountChanged: boolean }>(app, {
        method: 'POST',
        url,
        token,
        headers: SHOP,
        body,
      })

    it('lists the cards on sale and a card’s range, without a login', async () => {
      const list = await get<{ list: Card[] }>(`${TRADE}/pub/v3/privilege/cards?lang=en-US`)
      assert.deepEqual(
        list.list.map((card) => [card.cardId, card.cardName, card.cardPrice, card.convertibleTimes]),
        [['TPC1', 'Drama pass', 199, 3]],
      )
      const range = await get<{ list: Array<{ showId: string }> }>(`${TRADE}/pub/v3/privilege/cards/TPC1/range`)
      assert.deepEqual(
        range.list.map((show) => show.showId),
        [fixtures.show.showId],
      )
      const missing = await call(app, { url: `${TRADE}/pub/v3/privilege/cards/NOPE`, headers: SHOP })
      assert.notEqual(missing.body.statusCode, 200)
    })

    it('prices a card with the buyer’s card coupon, and refuses a card off sale', async () => {
      const { buyer } = fixtures
      const preview = await post(`${TRADE}/buyer/v1/privilege_card_orders/pre_order`, buyer.token, {
        cardId: 'TPC1',
        couponId: 'TUC1',
      })
      const data = preview.body.data as unknown as {
        payAmount: number
        couponAmount: number
        coupons: Array<{ usable: boolean }>
      }
      assert.deepEqual([data.payAmount, data.couponAmount, data.coupons.map((c) => c.usable)], [179, 20, [true]])
      const retired = await post(`${TRADE}/buyer/v1/privilege_card_orders/create`, buyer.token, { cardId: 'TPC2' })
      assert.equal(retired.body.statusCode, 22031150)
    })

    it('buys a card through the cashier: the gateway’s price, the card issued once paid, listed as the buyer’s only', async () => {
      const { buyer, otherBuyer } = fixtures
      const created = await post(`${TRADE}/buyer/v1/privilege_card_orders/create`, buyer.token, {
        cardId: 'TPC1',
        couponId: 'TUC1',
        paymentParam: { payAmount: 1 },
      })
      assert.equal(created.body.statusCode, 200, created.body.comments)
      assert.deepEqual([created.body.data.payAmountCents, created.body.data.payAmountChanged], [17900, true])
      const { orderId } = created.body.data
      const unpaid = await get<{ card: Owned | null; orderState: number }>(
        `${TRADE}/buyer/v3/privilege/card/query_card_by_order_id?itemOrderId=${orderId}`,
        buyer.token,
      )
      assert.deepEqual([unpaid.card, unpaid.orderState], [null, 1])

      const paid = await call<{ normalUrl: string }>(app, {
        method: 'POST',
        url: `${TRADE}/buyer/v3/payments/pay`,
        token: buyer.token,
        body: { transactionIds: created.body.data.unPaidTransactionIds, paymentProduct: 'ALIPAY_WAP', platform: 'H5' },
      })
      assert.equal(paid.body.statusCode, 200, paid.body.comments)
      const pageUrl = new URL(paid.body.data.normalUrl)
      const page = await app.inject({ method: 'GET', url: pageUrl.pathname + pageUrl.search })
      const form = formOf(page.body, 'pay-form')
      const callback = await call<{ outcome: string }>(app, { method: 'POST', url: form.action, body: form.fields })
      assert.equal(callback.body.data.outcome, 'PAID')

      const bought = await get<{ card: Owned | null; orderState: number }>(
        `${TRADE}/buyer/v3/privilege/card/query_card_by_order_id?itemOrderId=${orderId}&lang=en-US`,
        buyer.token,
      )
      assert.equal(bought.orderState, 9)
      assert.ok(bought.card)
      assert.deepEqual(
        [
          bought.card.cardId,
          bought.card.cardStatus,
          bought.card.enabled,
          bought.card.convertibleTimes,
          bought.card.redeemedTimes,
        ],
        ['TPC1', null, true, 3, 0],
      )
      assert.ok(Math.abs(bought.card.expirationTime - (Date.now() + 180 * DAY)) < 60_000, 'valid 180 days from the payment')
      const mine = await get<{ list: Owned[] }>(`${TRADE}/buyer/v3/purchased/privilege/card/query`, buyer.token)
      assert.deepEqual(
        mine.list.map((card) => card.userCardInstanceId),
        [bought.card.userCardInstanceId],
      )
      const theirs = await get<{ list: Owned[] }>(`${TRADE}/buyer/v3/purchased/privilege/card/query`, otherBuyer.token)
      assert.deepEqual(theirs.list, [])
      const elsewhere = await call<{ list: Owned[] }>(app, {
        url: `${TRADE}/buyer/v3/purchased/privilege/card/query`,
        token: buyer.token,
        headers: { 'merchant-id': TEST_MOP_MERCHANT },
      })
      assert.deepEqual(elsewhere.body.data.list, [], 'a card is listed in the shop that sold it only')
      const peek = await call(app, {
        url: `${TRADE}/buyer/v3/privilege/card/query_card_by_order_id?itemOrderId=${orderId}`,
        token: otherBuyer.token,
        headers: SHOP,
      })
      assert.notEqual(peek.body.statusCode, 200)
      // The coupon was used by the card's order.
      const again = await post(`${TRADE}/buyer/v1/privilege_card_orders/pre_order`, buyer.token, { cardId: 'TPC1' })
      assert.deepEqual((again.body.data as unknown as { coupons: unknown[] }).coupons, [])
    })
  })
}
