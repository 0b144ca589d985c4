/**
 * Using a privilege card at confirm order (issue 24, D38; services/trade/card-use.ts): pre_order
 * offers the buyer's cards in force, each judged for the order, and applies the one named; create
 * holds its redemptions (the dearest tickets free) or its rate, priced by the gateway; a card with
 * no redemptions left, an expired card, a card out of its range and another buyer's card are
 * refused; cancelling gives the redemptions back, and so does a refund, in the share of the tickets
 * refunded. Through HTTP, on SQLite and on PostgreSQL (trade-app.ts).
 */
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import type { App } from '../src/app'
import type { Db } from '../src/db'
import type { Storage } from '../src/storage'
import { markPaid } from '../src/services/trade/orders'
import { CARD_USE_CODES } from '../src/services/trade/card-use'
import { ENGINES, clusterForThisFile, postgresSkipped } from './engines'
import { call } from './helpers'
import { tradeApp, type TradeApp } from './trade-app'
import { TEST_MERCHANT, addShow, addTemplate, addUser, type ShowFixture } from './trade-fixtures'

const TRADE = '/cyy_gatewayapi/trade'
const SHOP = { 'merchant-id': TEST_MERCHANT }
const DAY = 24 * 3600 * 1000
const PRICE = 18000

const cluster = clusterForThisFile()
let databases = 0

const name = (zh: string, en: string) => JSON.stringify({ 'zh-CN': zh, 'zh-MO': zh, 'en-US': en })

/** A 3-ticket card and a 20%-off card on one show; the buyer's cards at each edge, and another buyer's. */
function fill(db: Db) {
  const show = addShow(db, { stock: 50, price: PRICE })
  const outside = addShow(db, { stock: 50, price: PRICE })
  const template = db.prepare(
    `INSERT INTO privilege_card_templates (id, merchant_id, name, image_url, price, currency, valid_days, is_annual,
       convertible_times, discount_rate, show_ids, promotion_desc, rules, sort, on_sale)
     VALUES (?, ?, ?, '/static/posters/c.svg', 19900, 'CNY', 180, 0, ?, ?, ?, '{}', '{}', 0, 1)`,
  )
  template.run('UPC1', TEST_MERCHANT, name('畅看卡', 'Drama pass'), 3, null, JSON.stringify([show.showId]))
  template.run('UPC2', TEST_MERCHANT, name('八折卡', 'Year card'), 0, 0.8, JSON.stringify([show.showId]))
  const buyer = addUser(db, '13788891001')
  const other = addUser(db, '13788891002')
  const now = Date.now()
  const card = db.prepare(
    `INSERT INTO user_privilege_cards (id, user_id, template_id, order_id, status, convertible_times, redeemed_times, expire_at, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  )
  card.run('UCARD', buyer.userId, 'UPC1', 'OC1', 'AVAILABLE', 3, 0, now + 100 * DAY, now - DAY)
  card.run('UCRATE', buyer.userId, 'UPC2', 'OC2', 'AVAILABLE', 0, 0, now + 100 * DAY, now - DAY)
  card.run('UCUSED', buyer.userId, 'UPC1', 'OC3', 'USED', 3, 3, now + 100 * DAY, now - DAY)
  card.run('UCOLD', buyer.userId, 'UPC1', 'OC4', 'AVAILABLE', 3, 0, now - 1000, now - 200 * DAY)
  card.run('UCTHEIRS', other.userId, 'UPC1', 'OC5', 'AVAILABLE', 3, 0, now + 100 * DAY, now - DAY)
  // The exchange popup: a voucher for the drama pass (UPC1), and a card coupon that is not one.
  const voucher = addTemplate(db, {
    type: 'EXCHANGE',
    amount: 0,
    limitationType: 'QUANTITY',
    threshold: 1,
    useRule: 'ALL_PRODUCT',
    useLimit: { itemIds: ['UPC1'] },
  })
  const cash = addTemplate(db, { amount: 2000, useRule: 'ALL_PRODUCT' })
  db.prepare("UPDATE coupon_templates SET biz_type = 'PRIVILEGE_CARD' WHERE id IN (?, ?)").run(voucher, cash)
  const coupon = db.prepare(
    `INSERT INTO user_coupons (id, coupon_code, user_id, template_id, status, obtain_type, start_time, expire_time, obtained_at)
     VALUES (?, ?, ?, ?, 'AVAILABLE', 'EXCHANGE_CODE', ?, ?, ?)`,
  )
  coupon.run('UVOUCHER', 'UVOUCHERCODE', buyer.userId, voucher, now - DAY, now + 30 * DAY, now - DAY)
  coupon.run('UCASH', 'UCASHCODE', buyer.userId, cash, now - DAY, now + 30 * DAY, now - DAY)
  // support_auto_use: the shop starts confirm order with the best coupon; a third buyer holds two.
  db.prepare('UPDATE shops SET config = ? WHERE merchant_id = ?').run(
    JSON.stringify({ cyMerchantPrimeConfigVO: { autoChooseBestCoupon: true } }),
    TEST_MERCHANT,
  )
  const picker = addUser(db, '13788891003')
  const small = addTemplate(db, { amount: 2000 })
  const large = addTemplate(db, { amount: 5000 })
  coupon.run('USMALL', 'USMALLCODE', picker.userId, small, now - DAY, now + 3 * DAY, now - DAY)
  coupon.run('ULARGE', 'ULARGECODE', picker.userId, large, now - DAY, now + 30 * DAY, now - DAY)
  return { show, outside, buyer, other, picker }
}

interface CardOffer {
  userCardInstanceId: string
  usable: boolean
  reason: string | null
  discountAmountCents: number
  redeemTickets: number
  remainingTimes: number | null
}
interface Priced {
  payAmountCents: number
  cardAmount: number
  chosenCardId: string | null
  privilegeCards: CardOffer[]
}

for (const engine of ENGINES) {
  describe(
    `privilege card use on ${engine}`,
    { skip: engine === 'postgres' && postgresSkipped ? postgresSkipped : false },
    () => {
      let app: App
      let storage: Storage
      let built: TradeApp<ReturnType<typeof fill>>
      let fixtures: ReturnType<typeof fill>

      before(async () => {
        databases += 1
        built = await tradeApp(engine === 'postgres' ? await cluster().createDatabase(`card_use_${databases}`) : undefined, fill)
        ;({ app, fixtures, storage } = built)
      })
      after(async () => built?.close())

      const items = (show: ShowFixture, qty: number) => [
        { showId: show.showId, sessionId: show.sessionId, seatPlanId: show.seatPlanId, qty },
      ]
      const order = <T>(path: 'pre_order' | 'create', body: Record<string, unknown>, token = fixtures.buyer.token) =>
        call<T>(app, { method: 'POST', url: `${TRADE}/buyer/v1/orders/${path}`, token, headers: SHOP, body })
      const remaining = async (cardId: string) => {
        const row = await storage.one<{ convertible_times: number; redeemed_times: number; status: string }>(
          'SELECT convertible_times, redeemed_times, status FROM user_privilege_cards WHERE id = ?',
          [cardId],
        )
        return row ? row.convertible_times - row.redeemed_times : -1
      }

      it('offers the cards in force for the show, and prices the order with the one named', async () => {
        const plain = await order<Priced>('pre_order', { items: items(fixtures.show, 2) })
        assert.equal(plain.body.statusCode, 200, plain.body.comments)
        assert.deepEqual(
          plain.body.data.privilegeCards.map((card) => [
            card.userCardInstanceId,
            card.usable,
            card.discountAmountCents,
            card.redeemTickets,
          ]),
          [
            ['UCARD', true, 2 * PRICE, 2],
            ['UCRATE', true, (2 * PRICE) / 5, 0],
          ],
          'the used-up and expired cards are not offered',
        )
        assert.deepEqual([plain.body.data.payAmountCents, plain.body.data.chosenCardId], [2 * PRICE, null])
        const rate = await order<Priced>('pre_order', { items: items(fixtures.show, 2), userCardId: 'UCRATE' })
        assert.deepEqual([rate.body.data.payAmountCents, rate.body.data.cardAmount], [28800, 72])
        const outside = await order<Priced>('pre_order', { items: items(fixtures.outside, 1) })
        assert.deepEqual(
          outside.body.data.privilegeCards.map((card) => [card.usable, card.reason]),
          [
            [false, 'NOT_IN_RANGE'],
            [false, 'NOT_IN_RANGE'],
          ],
        )
      })

      it('refuses a card with no redemptions left, an expired card, a show out of its range and another buyer’s card', async () => {
        const refusal = async (show: ShowFixture, userCardId: string) =>
          (await order('create', { items: items(show, 1), userCardId })).body.statusCode
        assert.equal(await refusal(fixtures.show, 'UCUSED'), CARD_USE_CODES.cardUnusable)
        assert.equal(await refusal(fixtures.show, 'UCOLD'), CARD_USE_CODES.cardUnusable)
        assert.equal(await refusal(fixtures.outside, 'UCARD'), CARD_USE_CODES.cardUnusable)
        assert.notEqual(await refusal(fixtures.show, 'UCTHEIRS'), 200)
        assert.equal(await remaining('UCARD'), 3, 'nothing held by a refused order')
        assert.equal(await remaining('UCTHEIRS'), 3)
      })

      it('redeems tickets on create, gives them back on cancel, and on refund in the share of the tickets refunded', async () => {
        // Two tickets free: nothing to pay, the order is paid at once, one redemption left.
        const free = await order<{ orderId: string; payAmountCents: number; needPay: boolean }>('create', {
          items: items(fixtures.show, 2),
          userCardId: 'UCARD',
          paymentParam: { payAmount: 0 },
        })
        assert.equal(free.body.statusCode, 200, free.body.comments)
        assert.deepEqual([free.body.data.payAmountCents, free.body.data.needPay], [0, false])
        assert.equal(await remaining('UCARD'), 1)

        // Two more: one redeemed (the last), one paid; cancelling gives that one back.
        const half = await order<{ orderId: string; payAmountCents: number }>('create', {
          items: items(fixtures.show, 2),
          userCardId: 'UCARD',
        })
        assert.equal(half.body.statusCode, 200, half.body.comments)
        assert.equal(half.body.data.payAmountCents, PRICE)
        assert.equal(await remaining('UCARD'), 0)
        const noneLeft = await order('create', { items: items(fixtures.show, 1), userCardId: 'UCARD' })
        assert.equal(noneLeft.body.statusCode, CARD_USE_CODES.cardUnusable, 'held by the unpaid order')
        const cancelled = await call(app, {
          method: 'POST',
          url: `${TRADE}/buyer/v1/orders/${half.body.data.orderId}/cancel`,
          token: fixtures.buyer.token,
          headers: SHOP,
        })
        assert.equal(cancelled.body.statusCode, 200, cancelled.body.comments)
        assert.equal(await remaining('UCARD'), 1)

        // Paid with the card again (one redeemed, one paid), then refunded ticket by ticket.
        const paid = await order<{ orderId: string }>('create', { items: items(fixtures.show, 2), userCardId: 'UCARD' })
        assert.equal(paid.body.statusCode, 200, paid.body.comments)
        await markPaid(storage, [paid.body.data.orderId], null, Date.now())
        assert.equal(await remaining('UCARD'), 0)
        const tickets = await storage.column<string>('SELECT id FROM tickets WHERE order_id = ? ORDER BY seq', [
          paid.body.data.orderId,
        ])
        const refund = (ticketIds: string[]) =>
          call(app, {
            method: 'POST',
            url: `${TRADE}/buyer/v1/orders/${paid.body.data.orderId}/refund/apply`,
            token: fixtures.buyer.token,
            headers: SHOP,
            body: { ticketIds },
          })
        const first = await refund([tickets[0] as string])
        assert.equal(first.body.statusCode, 200, first.body.comments)
        assert.equal(await remaining('UCARD'), 0, 'half the tickets: floor(1 x 1/2) = 0 back yet')
        const second = await refund([tickets[1] as string])
        assert.equal(second.body.statusCode, 200, second.body.comments)
        assert.equal(await remaining('UCARD'), 1, 'every ticket refunded: the redemption is back')
        const detail = await call<{ priceDetail: { cardAmount: number } }>(app, {
          url: `${TRADE}/buyer/v5/orders/${free.body.data.orderId}`,
          token: fixtures.buyer.token,
          headers: SHOP,
        })
        assert.equal(detail.body.data.priceDetail.cardAmount, 360, 'the order detail shows what the card took off')
      })

      it('the exchange popup: support info names the card, exchange_coupon/use issues it at once and uses the coupon up', async () => {
        const support = (couponId: string) =>
          call<{ supportUse: boolean; privilegeCardName: string | null; privilegeCardTemplateId: string | null }>(app, {
            url: `${TRADE}/buyer/v3/coupons/${couponId}/support_info?lang=en-US`,
            token: fixtures.buyer.token,
            headers: SHOP,
          })
        const use = (couponId: string, privilegeCardTemplateId: string, token = fixtures.buyer.token) =>
          call<{ orderId: string; card: { cardId: string; convertibleTimes: number; redeemedTimes: number; enabled: boolean } }>(
            app,
            {
              method: 'POST',
              url: `${TRADE}/buyer/v1/exchange_coupon/use?lang=en-US`,
              token,
              headers: SHOP,
              body: { couponId, privilegeCardTemplateId, type: 'PRIVILEGE_CARD' },
            },
          )
        const before = (await support('UVOUCHER')).body.data
        assert.deepEqual(
          [before.supportUse, before.privilegeCardName, before.privilegeCardTemplateId],
          [true, 'Drama pass', 'UPC1'],
        )
        assert.equal((await support('UCASH')).body.data.supportUse, false, 'a card coupon that is not a voucher: coupon-shows')
        assert.equal((await use('UCASH', 'UPC1')).body.statusCode, 22031101)
        assert.equal((await use('UVOUCHER', 'UPC2')).body.statusCode, 22031101, 'not the card it names')
        assert.notEqual((await use('UVOUCHER', 'UPC1', fixtures.other.token)).body.statusCode, 200, 'another buyer’s coupon')

        const used = await use('UVOUCHER', 'UPC1')
        assert.equal(used.body.statusCode, 200, used.body.comments)
        const { card } = used.body.data
        assert.deepEqual([card.cardId, card.convertibleTimes, card.redeemedTimes, card.enabled], ['UPC1', 3, 0, true])
        const order = await storage.one<{ state: number; pay_amount: number }>(
          'SELECT state, pay_amount FROM orders WHERE id = ?',
          [used.body.data.orderId],
        )
        assert.deepEqual([order?.state, order?.pay_amount], [9, 0], 'nothing to pay: paid at once')
        assert.equal(await storage.value<string>('SELECT status FROM user_coupons WHERE id = ?', ['UVOUCHER']), 'USED')
        assert.equal((await support('UVOUCHER')).body.data.supportUse, false)
        assert.equal((await use('UVOUCHER', 'UPC1')).body.statusCode, 22031101, 'once only')
        const orders = await storage.value<number>('SELECT COUNT(*) FROM orders WHERE user_id = ? AND order_type = ?', [
          fixtures.buyer.userId,
          'PRIVILEGE_CARD',
        ])
        assert.equal(Number(orders), 1, 'a refused exchange makes no order')
      })

      it('support_auto_use: pre_order picks the best coupon and prices it in when the body names none', async () => {
        const auto = await order<Priced & { chosenCouponId: string | null; couponAmount: number }>(
          'pre_order',
          { items: items(fixtures.show, 1) },
          fixtures.picker.token,
        )
        assert.equal(auto.body.statusCode, 200, auto.body.comments)
        assert.deepEqual(
          [auto.body.data.chosenCouponId, auto.body.data.couponAmount, auto.body.data.payAmountCents],
          ['ULARGE', 50, PRICE - 5000],
        )
        const named = await order<Priced & { chosenCouponId: string | null }>(
          'pre_order',
          { items: items(fixtures.show, 1), couponId: 'USMALL' },
          fixtures.picker.token,
        )
        assert.deepEqual([named.body.data.chosenCouponId, named.body.data.payAmountCents], ['USMALL', PRICE - 2000])
      })
    },
  )
}
