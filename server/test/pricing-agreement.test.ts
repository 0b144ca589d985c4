/**
 * The app's price and the gateway's charge agree (issue 18 item 1: one pricing rule, the
 * contract's `orderAmounts`). For a few representative carts the confirm page's own steps run:
 * pre_order with the app's body, the app's price from that answer (`orderPricing`, the choice of
 * coupon and points), then create order with the app's body; what the gateway charges (and
 * records in the order's price detail) is what the page showed, to the cent.
 * On SQLite and on PostgreSQL (trade-app.ts: the fixtures in the gateway's own database).
 */
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import type { OrderDetail, PreOrder } from '@showtix/contract'
import { orderBody, type ConfirmParams, type DeliveryMethod } from '../../src/domain/order'
import { orderPricing } from '../../src/domain/purchase/order-pricing'
import type { App } from '../src/app'
import type { Db } from '../src/db'
import { ENGINES, clusterForThisFile, postgresSkipped } from './engines'
import { call } from './helpers'
import { tradeApp, type TradeApp } from './trade-app'
import { TEST_MERCHANT, addAddress, addGoods, addShow, addTemplate, addUser, type ShowFixture } from './trade-fixtures'

const TRADE = '/cyy_gatewayapi/trade'
const TITLE = '{"zh-CN":"优惠","zh-MO":"優惠","en-US":"Offer"}'

const cluster = clusterForThisFile()
let databases = 0
let serial = 0

function addPromotion(db: Db, show: ShowFixture, method: string, threshold: number, value: number): void {
  serial += 1
  db.prepare(
    `INSERT INTO promotions (id, merchant_id, show_ids, method, threshold, value, title, start_time, end_time)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    `AGPM${serial}`,
    TEST_MERCHANT,
    JSON.stringify([show.showId]),
    method,
    threshold,
    value,
    TITLE,
    0,
    Date.now() + 86_400_000,
  )
}

function addPrivilege(db: Db, show: ShowFixture, level: number, rate: number): void {
  serial += 1
  db.prepare(
    `INSERT INTO member_discount_privileges (id, merchant_id, level, discount_rate, show_ids, target_name)
     VALUES (?, ?, ?, ?, ?, ?)`,
  ).run(`AGMD${serial}`, TEST_MERCHANT, level, rate, JSON.stringify([show.showId]), TITLE)
}

/** A buyer at a member level with a points balance, an address for express. */
function buyer(db: Db, phone: string, level: number, points: number) {
  const user = addUser(db, phone)
  db.prepare('UPDATE users SET prime_level = ?, points = ? WHERE id = ?').run(level, points, user.userId)
  return { ...user, addressId: addAddress(db, user.userId) }
}

interface Cart {
  readonly name: string
  readonly show: ShowFixture
  readonly user: ReturnType<typeof buyer>
  readonly qty: number
  readonly delivery: DeliveryMethod
  readonly template?: string
  readonly goods?: { spuId: string; skuId: string; qty: number }
  readonly usePoints: boolean
}

function fill(db: Db): Cart[] {
  db.prepare('INSERT INTO point_rules (merchant_id, rate, limit_proportion) VALUES (?, 10, 20)').run(TEST_MERCHANT)
  const plain = addShow(db, { price: 38000, deliveryMethods: ['E_TICKET', 'EXPRESS'] })
  const member = addShow(db, { price: 33333 })
  addPrivilege(db, member, 3, 0.85)
  const everything = addShow(db, { price: 29990, deliveryMethods: ['E_TICKET', 'EXPRESS'] })
  addPromotion(db, everything, 'FULL', 50000, 5000)
  addPrivilege(db, everything, 2, 0.9)
  const goods = addGoods(db, everything.showId, { prices: [12345] })
  const odd = addShow(db, { price: 3333 })
  return [
    {
      name: 'a coupon with a threshold, express delivery',
      show: plain,
      user: buyer(db, '13799880001', 1, 0),
      qty: 2,
      delivery: 'EXPRESS',
      template: addTemplate(db, { amount: 5000, threshold: 30000, limitationType: 'AMOUNT' }),
      usePoints: false,
    },
    {
      name: 'a member discount and points, e-ticket',
      show: member,
      user: buyer(db, '13799880002', 3, 50_000),
      qty: 3,
      delivery: 'E_TICKET',
      usePoints: true,
    },
    {
      name: 'promotion, member discount, coupon, points, tied goods and express',
      show: everything,
      user: buyer(db, '13799880003', 2, 1_000_000),
      qty: 2,
      delivery: 'EXPRESS',
      template: addTemplate(db, { amount: 2000 }),
      goods: { spuId: goods.spuId, skuId: goods.skuIds[0] as string, qty: 1 },
      usePoints: true,
    },
    {
      name: 'points on an odd amount (the share rounded down to a cent, the points up)',
      show: odd,
      user: buyer(db, '13799880004', 1, 1_000),
      qty: 1,
      delivery: 'E_TICKET',
      usePoints: true,
    },
  ]
}

function paramsOf(cart: Cart): ConfirmParams {
  const { show, qty } = cart
  return {
    showId: show.showId,
    sessionId: show.sessionId,
    seatPlanId: show.seatPlanId,
    qty,
    seatIds: [],
    lines: [{ seatPlanId: show.seatPlanId, qty, seatIds: [] }],
    goods: cart.goods ? [cart.goods] : [],
  }
}

for (const engine of ENGINES) {
  describe(
    `the app's price is the gateway's charge on ${engine}`,
    { skip: engine === 'postgres' && postgresSkipped ? postgresSkipped : false },
    () => {
      let app: App
      let built: TradeApp<Cart[]>
      before(async () => {
        databases += 1
        const url = engine === 'postgres' ? await cluster().createDatabase(`agree_${databases}`) : undefined
        built = await tradeApp(url, fill)
        app = built.app
      })
      after(async () => built?.close())

      const names = [
        'a coupon with a threshold',
        'a member discount and points',
        'promotion, member discount',
        'points on an odd',
      ]
      names.forEach((label, index) => {
        it(label, async () => {
          const cart = built.fixtures[index] as Cart
          const { user } = cart
          let couponId: string | null = null
          if (cart.template) {
            const got = await call<{ couponId: string }>(app, {
              method: 'POST',
              url: `${TRADE}/buyer/v3/coupons/obtain`,
              token: user.token,
              body: { couponTemplateId: cart.template },
            })
            assert.equal(got.body.statusCode, 200, got.body.comments)
            couponId = got.body.data.couponId
          }
          const base = { params: paramsOf(cart), delivery: cart.delivery, addressId: user.addressId, audienceIds: [] }
          const preview = await call<PreOrder>(app, {
            method: 'POST',
            url: `${TRADE}/buyer/v1/orders/pre_order`,
            token: user.token,
            body: orderBody(base),
          })
          assert.equal(preview.body.statusCode, 200, preview.body.comments)
          const priced = orderPricing(preview.body.data, { couponId, usePoints: cart.usePoints })
          const shown = priced.breakdown
          assert.ok(shown.payCents > 0 && shown.discountCents + shown.deliveryCents + shown.goodsCents > 0, cart.name)

          const created = await call<{ orderId: string; payAmountCents: number; payAmountChanged: boolean }>(app, {
            method: 'POST',
            url: `${TRADE}/buyer/v1/orders/create`,
            token: user.token,
            body: orderBody({
              ...base,
              couponId,
              promotion: priced.promotion,
              memberDiscount: priced.memberDiscount,
              usePoints: cart.usePoints,
              payCents: shown.payCents,
            }),
            headers: { 'idempotency-key': `agree-${engine}-${index}` },
          })
          assert.equal(created.body.statusCode, 200, created.body.comments)
          assert.equal(created.body.data.payAmountCents, shown.payCents, `${cart.name}: charged what the page showed`)
          assert.equal(created.body.data.payAmountChanged, false)

          const detail = await call<OrderDetail>(app, {
            url: `${TRADE}/buyer/v5/orders/${created.body.data.orderId}`,
            token: user.token,
          })
          const recorded = detail.body.data.priceDetail
          const yuan = (cents: number) => cents / 100
          assert.deepEqual(
            {
              promotion: recorded.promotionAmount,
              member: recorded.memberDiscountAmount,
              coupon: recorded.couponAmount,
              points: recorded.pointsAmount,
              pay: recorded.payAmount,
            },
            {
              promotion: yuan(shown.promotionCents),
              member: yuan(shown.memberDiscountCents),
              coupon: yuan(shown.couponCents),
              points: yuan(shown.pointsCents),
              pay: yuan(shown.payCents),
            },
            cart.name,
          )
        })
      })
    },
  )
}
