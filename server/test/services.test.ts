/**
 * The services around the show (issue 26). The on-site code (D5): the holder's code finds their
 * tickets at the gate for 60 s, a forged or old one is refused. Parking (D37): a plate's fee from the sandbox car park, a PARKING_FEE coupon taken
 * off, the order paid through the cashier, the record, and the car then paid (a second lookup says
 * so); a plate that is not one, a stay within the free period (paid at once, nothing to pay), and
 * another buyer's record. On SQLite and on PostgreSQL (trade-app.ts).
 */
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import type { App } from '../src/app'
import type { Db } from '../src/db'
import { PARKING_CODES } from '../src/services/services/parking'
import { SITE_CODE_CODES, SITE_CODE_VALID_MS } from '../src/services/services/site-code'
import { ENGINES, clusterForThisFile, postgresSkipped } from './engines'
import { call } from './helpers'
import { tradeApp, type TradeApp } from './trade-app'
import { TEST_MOP_MERCHANT, addShow, addUser, formOf } from './trade-fixtures'

const PARKING = '/cyy_gatewayapi/trade/buyer/v1/parking'
const FULFILL = '/cyy_gatewayapi/fulfill'
const TRADE = '/cyy_gatewayapi/trade'
const MACAU = `merchantId=${TEST_MOP_MERCHANT}`

const cluster = clusterForThisFile()
let databases = 0

/** A car park and a parking coupon of the MOP test shop, and two drivers. */
function fill(db: Db) {
  const free = addShow(db, { price: 0 }) // the test shops and venue, and a free show to hold a ticket of
  db.prepare(
    `INSERT INTO car_parks (id, merchant_id, venue_id, name, free_minutes, hourly_cents, daily_cap_cents)
     VALUES ('TCP1', ?, 'TSTVENUE', '{"zh-CN":"测试停车场","zh-MO":"測試停車場","en-US":"Test car park"}', 30, 500, 6000)`,
  ).run(TEST_MOP_MERCHANT)
  db.prepare(
    `INSERT INTO coupon_templates (id, merchant_id, coupon_type, title, amount, threshold, limitation_type, use_rule,
       expiration_type, expire_days, biz_type, use_way, total_qty, per_user_limit)
     VALUES ('TCTPARK', ?, 'CASH', '{"zh-CN":"停车券","zh-MO":"泊車券","en-US":"Parking voucher"}', 2000, 0,
       'NONE_THRESHOLD_DEDUCT_AMOUNT', 'ALL_PRODUCT', 'DYNAMIC', 14, 'PARKING_FEE', 'ONLINE', 100, 1)`,
  ).run(TEST_MOP_MERCHANT)
  return { driver: addUser(db, '13900091001'), other: addUser(db, '13900091002'), holder: addUser(db, '13900091003'), free }
}

interface Fee {
  stayId: string
  minutes: number
  feeAmount: number
  couponAmount: number
  payAmount: number
  currency: string
  coupons: Array<{ couponId: string; usable: boolean; discountAmount: number }>
  couponId: string | null
}

for (const engine of ENGINES) {
  describe(`parking on ${engine}`, { skip: engine === 'postgres' && postgresSkipped ? postgresSkipped : false }, () => {
    let app: App
    let built: TradeApp<ReturnType<typeof fill>>
    let fixtures: ReturnType<typeof fill>
    before(async () => {
      databases += 1
      built = await tradeApp(engine === 'postgres' ? await cluster().createDatabase(`parking_${databases}`) : undefined, fill)
      ;({ app, fixtures } = built)
    })
    after(async () => built?.close())

    it('the on-site code finds the holder tickets for 60 s; a forged or old code is refused', async () => {
      const { holder, free } = fixtures
      const order = await call<{ orderState: number }>(app, {
        method: 'POST',
        url: `${TRADE}/buyer/v1/orders/create`,
        token: holder.token,
        body: {
          items: [{ spu: { showId: free.showId }, sessionId: free.sessionId, seatPlanId: free.seatPlanId, qty: 2 }],
          deliveryMethod: 'E_TICKET',
        },
      })
      assert.equal(order.body.data.orderState, 9, order.body.comments)
      const before = Date.now()
      const issued = await call<{ code: string; expiresAt: number; validSeconds: number; ticketCount: number }>(app, {
        url: `${FULFILL}/buyer/v3/site_code`,
        token: holder.token,
      })
      assert.equal(issued.body.data.validSeconds, 60)
      assert.equal(issued.body.data.ticketCount, 2)
      assert.ok(issued.body.data.expiresAt >= before + SITE_CODE_VALID_MS)
      const check = (code: string) =>
        call<{ bizUserId: string; tickets: Array<{ ticketId: string }> }>(app, {
          method: 'POST',
          url: `${FULFILL}/staff/v3/site_code/check?lang=en-US`,
          token: fixtures.other.token,
          body: { code },
        })
      const found = await check(issued.body.data.code)
      assert.equal(found.body.data.bizUserId, holder.userId)
      assert.equal(found.body.data.tickets.length, 2)
      const [prefix, userId, expiresAt, mac] = issued.body.data.code.split('.')
      // Someone else's id under the holder's MAC, and a MAC changed by one character.
      assert.equal(
        (await check([prefix, fixtures.other.userId, expiresAt, mac].join('.'))).body.statusCode,
        SITE_CODE_CODES.invalid,
      )
      const flipped = `${mac?.slice(0, -1)}${mac?.endsWith('0') ? '1' : '0'}`
      assert.equal((await check([prefix, userId, expiresAt, flipped].join('.'))).body.statusCode, SITE_CODE_CODES.invalid)
      assert.equal((await check('not a code')).body.statusCode, SITE_CODE_CODES.invalid)
      // An old code (signed for a moment long past) is expired even with a good MAC.
      const old = await app.storage.value<string>("SELECT value FROM trade_secrets WHERE name = 'payment'")
      assert.ok(old)
      const { createHmac } = await import('node:crypto')
      const past = Date.now() - 1000
      const pastMac = createHmac('sha256', old).update(`STXS1.${userId}.${past}`).digest('hex').slice(0, 16)
      const expired = await check(`STXS1.${userId}.${past}.${pastMac}`)
      assert.equal(expired.body.statusCode, SITE_CODE_CODES.expired)
      assert.match(expired.body.comments, /expired/)
    })

    const fee = (token: string, plate: string, couponId?: string) =>
      call<Fee>(app, {
        method: 'POST',
        url: `${PARKING}/fee?${MACAU}&lang=en-US`,
        token,
        body: { carParkId: 'TCP1', plate, ...(couponId ? { couponId } : {}) },
      })

    it('prices a plate, takes a parking coupon off, is paid through the cashier and listed in the records', async () => {
      const token = fixtures.driver.token
      const parks = await call<{ list: Array<{ carParkId: string; name: string }> }>(app, {
        url: `${PARKING}/car_parks?${MACAU}&lang=en-US`,
        token,
      })
      assert.deepEqual(
        parks.body.data.list.map((park) => park.name),
        ['Test car park'],
      )
      const coupon = await call<{ couponId: string }>(app, {
        method: 'POST',
        url: `${TRADE}/buyer/v3/coupons/obtain`,
        token,
        body: { couponCode: 'TCTPARK' },
      })
      assert.equal(coupon.body.statusCode, 200, coupon.body.comments)

      // The sandbox: MA-12-34 entered 234 + 10 minutes ago: 5 started hours at 5 = 25.
      const quoted = await fee(token, ' ma 12 34 ')
      assert.equal(quoted.body.statusCode, 200, quoted.body.comments)
      assert.equal(quoted.body.data.minutes, 244)
      assert.equal(quoted.body.data.feeAmount, 25)
      assert.equal(quoted.body.data.currency, 'MOP')
      assert.deepEqual(
        quoted.body.data.coupons.map((c) => [c.usable, c.discountAmount]),
        [[true, 20]],
      )
      const withCoupon = await fee(token, 'MA-12-34', coupon.body.data.couponId)
      assert.equal(withCoupon.body.data.stayId, quoted.body.data.stayId, 'the same stay')
      assert.equal(withCoupon.body.data.payAmount, 5)

      const created = await call<{ orderId: string; unPaidTransactionIds: string[]; payAmount: number }>(app, {
        method: 'POST',
        url: `${PARKING}/orders?${MACAU}`,
        token,
        body: { stayId: quoted.body.data.stayId, couponId: coupon.body.data.couponId, paymentParam: { payAmount: 1 } },
      })
      assert.equal(created.body.statusCode, 200, created.body.comments)
      assert.equal(created.body.data.payAmount, 5, 'the gateway prices it, not the client')

      const paid = await call<{ normalUrl: string }>(app, {
        method: 'POST',
        url: `${TRADE}/buyer/v3/payments/pay`,
        token,
        body: { transactionIds: created.body.data.unPaidTransactionIds, paymentProduct: 'ALIPAY_WAP', platform: 'H5' },
      })
      assert.equal(paid.body.statusCode, 200, paid.body.comments)
      const pageUrl = new URL(paid.body.data.normalUrl)
      const page = await app.inject({ method: 'GET', url: pageUrl.pathname + pageUrl.search })
      const form = formOf(page.body, 'pay-form')
      const callback = await call<{ outcome: string }>(app, { method: 'POST', url: form.action, body: form.fields })
      assert.equal(callback.body.data.outcome, 'PAID')

      const records = await call<{
        total: number
        list: Array<{ orderId: string; plate: string; orderState: number; couponAmount: number; leaveBy: number | null }>
      }>(app, { url: `${PARKING}/orders?lang=en-US`, token })
      assert.equal(records.body.data.total, 1)
      const record = records.body.data.list[0]
      assert.equal(record?.orderId, created.body.data.orderId)
      assert.equal(record?.plate, 'MA1234')
      assert.equal(record?.orderState, 9)
      assert.equal(record?.couponAmount, 20)
      assert.ok(record?.leaveBy)

      const again = await fee(token, 'MA-12-34')
      assert.equal(again.body.statusCode, PARKING_CODES.alreadyPaid)
      assert.match(again.body.comments, /leave within 15 minutes/)

      const theirs = await call(app, { url: `${PARKING}/orders/${created.body.data.orderId}`, token: fixtures.other.token })
      assert.equal(theirs.http, 404)
      const mine = await call<{ payAmount: number }>(app, { url: `${PARKING}/orders/${created.body.data.orderId}`, token })
      assert.equal(mine.body.data.payAmount, 5)
      // The order page names it by its car park and plate (it has no show).
      const order = await call<{ firstShowName: string; orderType: string }>(app, {
        url: `${TRADE}/buyer/v5/orders/${created.body.data.orderId}?lang=en-US`,
        token,
      })
      assert.equal(order.body.data.firstShowName, 'Test car park · MA1234')
      assert.equal(order.body.data.orderType, 'parking')
    })

    it('costs nothing within the free period: the order is paid at once', async () => {
      const token = fixtures.other.token
      // 012: entered 12 + 10 = 22 minutes ago.
      const quoted = await fee(token, 'MB-10-12')
      assert.equal(quoted.body.data.minutes, 22)
      assert.equal(quoted.body.data.payAmount, 0)
      const created = await call<{ orderState: number; needPay: boolean }>(app, {
        method: 'POST',
        url: `${PARKING}/orders?${MACAU}`,
        token,
        body: { stayId: quoted.body.data.stayId },
      })
      assert.equal(created.body.data.orderState, 9)
      assert.equal(created.body.data.needPay, false)
    })

    it('refuses what is not a plate, in the buyer language, and an unknown car park', async () => {
      const wrong = await call(app, {
        method: 'POST',
        url: `${PARKING}/fee?${MACAU}&lang=zh-MO`,
        token: fixtures.driver.token,
        body: { carParkId: 'TCP1', plate: '12345' },
      })
      assert.equal(wrong.body.statusCode, PARKING_CODES.plateInvalid)
      assert.match(wrong.body.comments, /車牌/)
      const elsewhere = await call(app, {
        method: 'POST',
        url: `${PARKING}/fee?${MACAU}`,
        token: fixtures.driver.token,
        body: { carParkId: 'NOPARK', plate: 'MA-12-34' },
      })
      assert.equal(elsewhere.http, 404)
    })
  })
}
