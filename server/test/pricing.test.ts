/**
 * Pricing on create order and pre_order (issue 8): promotions (FULL, PER, DISCOUNT), the member
 * discount, the coupon and points in that order with the delivery fee last; the re-price codes
 * 22037056, 12501099 and 22037057; points taken off the balance on create and given back when
 * the order is cancelled or expires; and the purchase captcha token a show's captcha window asks
 * for (missing, expired, another buyer's).
 */
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import type { App } from '../src/app'
import { CODES } from '../src/http/envelope'
import { HOLD_MS, TRADE_CODES } from '../src/services/trade/common'
import { sweep } from '../src/services/trade/sweep'
import { startGatewayOn } from './engine-gateway'
import { ENGINES, clusterForThisFile, postgresSkipped } from './engines'
import { call, loginByPhone } from './helpers'
import { TEST_MERCHANT, type ShowFixture, onStorage } from './trade-fixtures'

const cluster = clusterForThisFile()

const TRADE = '/cyy_gatewayapi/trade'
const SHOW = '/cyy_gatewayapi/show'
const USER = '/cyy_gatewayapi/user'

let app: App

let serial = 0
async function addPromotion(show: ShowFixture, method: string, threshold: number, value: number): Promise<string> {
  serial += 1
  const id = `TPM${process.pid}X${serial}`
  await app.storage.run(
    `INSERT INTO promotions (id, merchant_id, show_ids, method, threshold, value, title, start_time, end_time)
       VALUES (?, ?, ?, ?, ?, ?, '{"zh-CN":"促销","zh-MO":"促銷","en-US":"Promotion"}', ?, ?)`,
    [id, TEST_MERCHANT, JSON.stringify([show.showId]), method, threshold, value, Date.now() - 1000, Date.now() + 3600_000],
  )
  return id
}

async function addPrivilege(show: ShowFixture, level: number, rate: number): Promise<string> {
  serial += 1
  const id = `TMD${process.pid}X${serial}`
  await app.storage.run(
    `INSERT INTO member_discount_privileges (id, merchant_id, level, discount_rate, show_ids, target_name)
       VALUES (?, ?, ?, ?, ?, '{"zh-CN":"会员价","zh-MO":"會員價","en-US":"Member price"}')`,
    [id, TEST_MERCHANT, level, rate, JSON.stringify([show.showId])],
  )
  return id
}

async function member(phone: string, level: number, points: number) {
  const user = await onStorage.addUser(app.storage, phone)
  await app.storage.run('UPDATE users SET prime_level = ?, points = ? WHERE id = ?', [level, points, user.userId])
  return user
}

const pointsOf = async (userId: string) => (await app.storage.value('SELECT points FROM users WHERE id = ?', [userId])) as number

const item = (show: ShowFixture, qty: number) => ({
  showId: show.showId,
  sessionId: show.sessionId,
  seatPlanId: show.seatPlanId,
  qty,
})

interface PreOrder {
  ticketAmount: number
  promotionAmount: number
  memberDiscountAmount: number
  couponAmount: number
  pointsAmount: number
  pointsUsed: number
  payAmount: number
  promotion: { promotionId: string; discountAmount: number; method: string } | null
  promotions: Array<{ promotionId: string; usable: boolean; discountAmount: number }>
  memberDiscount: { privilegeId: string; discountAmount: number; belongTo: string; targetName: string } | null
  points: { pointAmount: number; rate: number; adaptPointRuleVoList: Array<{ limitProportion: number }> }
  coupons: Array<{ couponId: string; usable: boolean; discountAmount: number }>
}

interface Created {
  orderId: string
  payAmount: number
  payAmountCents: number
  discountAmount: number
}

const preOrder = (token: string, body: Record<string, unknown>) =>
  call<PreOrder>(app, { method: 'POST', url: `${TRADE}/buyer/v1/orders/pre_order`, token, body })
const create = (token: string, body: Record<string, unknown>) =>
  call<Created & Record<string, unknown>>(app, { method: 'POST', url: `${TRADE}/buyer/v1/orders/create`, token, body })
const priceDetail = async (token: string, orderId: string) =>
  (await call<{ priceDetail: Record<string, number> }>(app, { url: `${TRADE}/buyer/v5/orders/${orderId}`, token })).body.data
    .priceDetail

async function obtain(token: string, templateId: string): Promise<string> {
  const got = await call<{ couponId: string }>(app, {
    method: 'POST',
    url: `${TRADE}/buyer/v3/coupons/obtain`,
    token,
    body: { couponTemplateId: templateId },
  })
  assert.equal(got.body.statusCode, 200, got.body.comments)
  return got.body.data.couponId
}

for (const engine of ENGINES) {
  describe(`pricing on ${engine}`, { skip: engine === 'postgres' && postgresSkipped ? postgresSkipped : false }, () => {
    before(async () => {
      app = await startGatewayOn(engine, cluster)
      await app.storage.run(
        'INSERT INTO point_rules (merchant_id, rate, limit_proportion) VALUES (?, 10, 20) ON CONFLICT (merchant_id) DO UPDATE SET rate = 10, limit_proportion = 20',
        [TEST_MERCHANT],
      )
    })
    after(async () => {
      await app?.close()
    })

    describe('promotions', () => {
      it('FULL: ¥50 off once the tickets reach ¥500; nothing below', async () => {
        const show = await onStorage.addShow(app.storage, { price: 30000 })
        const id = await addPromotion(show, 'FULL', 50000, 5000)
        const user = await onStorage.addUser(app.storage, '13900070001')
        const one = await preOrder(user.token, { items: [item(show, 1)] })
        assert.equal(one.body.data.promotion, null)
        assert.equal(one.body.data.promotions[0]?.usable, false)
        assert.equal(one.body.data.payAmount, 300)
        const two = await preOrder(user.token, { items: [item(show, 2)] })
        assert.equal(two.body.data.promotion?.promotionId, id)
        assert.equal(two.body.data.promotionAmount, 50)
        assert.equal(two.body.data.payAmount, 550)
        const order = await create(user.token, { items: [item(show, 2)], promotionId: id, promotionAmount: 50 })
        assert.equal(order.body.statusCode, 200, order.body.comments)
        assert.equal(order.body.data.payAmount, 550)
        assert.equal((await priceDetail(user.token, order.body.data.orderId)).promotionAmount, 50)
      })

      it('PER: ¥30 off every whole ¥300 spent', async () => {
        const show = await onStorage.addShow(app.storage, { price: 25000 })
        const id = await addPromotion(show, 'PER', 30000, 3000)
        const user = await onStorage.addUser(app.storage, '13900070002')
        // 3 x 250 = 750: two whole 300s, ¥60 off.
        const priced = await preOrder(user.token, { items: [item(show, 3)] })
        assert.equal(priced.body.data.promotion?.promotionId, id)
        assert.equal(priced.body.data.promotionAmount, 60)
        assert.equal(priced.body.data.payAmount, 690)
      })

      it('DISCOUNT: 2 tickets or more at 85%, the discount rounded down to the cent', async () => {
        const show = await onStorage.addShow(app.storage, { price: 33333 })
        const id = await addPromotion(show, 'DISCOUNT', 2, 0.85)
        const user = await onStorage.addUser(app.storage, '13900070003')
        assert.equal((await preOrder(user.token, { items: [item(show, 1)] })).body.data.promotionAmount, 0)
        // 666.66 x 15% = 99.999: 99.99 off, 566.67 to pay.
        const priced = await preOrder(user.token, { items: [item(show, 2)] })
        assert.equal(priced.body.data.promotion?.promotionId, id)
        assert.equal(priced.body.data.promotionAmount, 99.99)
        assert.equal(priced.body.data.payAmount, 566.67)
      })

      it('the list answers the running promotions of a show', async () => {
        const show = await onStorage.addShow(app.storage)
        const id = await addPromotion(show, 'FULL', 10000, 1000)
        const list = await call<{ promotions: Array<{ promotionId: string; method: string; threshold: number; value: number }> }>(
          app,
          {
            url: `${TRADE}/pub/v3/promotions/list?showId=${show.showId}`,
          },
        )
        assert.deepEqual(
          list.body.data.promotions.map((row) => [row.promotionId, row.method, row.threshold, row.value]),
          [[id, 'FULL', 10000, 1000]],
        )
      })
    })

    describe('the four discounts in order, the delivery fee last', () => {
      it('promotion, member discount, coupon, points on what is left; the same at pre_order, create and in the detail', async () => {
        const show = await onStorage.addShow(app.storage, { price: 30000 })
        const promotion = await addPromotion(show, 'FULL', 50000, 5000)
        const privilege = await addPrivilege(show, 3, 0.95)
        const user = await member('13900070010', 3, 100_000)
        const couponId = await obtain(user.token, await onStorage.addTemplate(app.storage, { amount: 2000 }))
        const body = { items: [item(show, 2)], deliveryMethod: 'EXPRESS' as const, couponId, usePoints: true }
        const addressId = await onStorage.addAddress(app.storage, user.userId)
        const priced = await preOrder(user.token, { ...body, addressId: addressId })
        const data = priced.body.data
        // 600 - 50 (promotion) = 550; 5% of 550 = 27.50; 550 - 27.50 - 20 (coupon) = 502.50;
        // points pay 20% of that = 100.50 (1005 points at 10 a yuan); + 15 express = 417.00.
        assert.equal(data.promotionAmount, 50)
        assert.equal(data.memberDiscount?.privilegeId, privilege)
        assert.equal(data.memberDiscountAmount, 27.5)
        assert.equal(data.couponAmount, 20)
        assert.equal(data.pointsAmount, 100.5)
        assert.equal(data.pointsUsed, 1005)
        assert.equal(data.payAmount, 417)
        assert.deepEqual(data.points, { pointAmount: 100_000, rate: 10, adaptPointRuleVoList: [{ limitProportion: 20 }] })

        const order = await create(user.token, {
          ...body,
          addressId: addressId,
          promotionId: promotion,
          promotionAmount: 50,
          privilegeId: privilege,
          memberDiscountAmount: 27.5,
          paymentParam: { payAmount: 417 },
        })
        assert.equal(order.body.statusCode, 200, order.body.comments)
        assert.equal(order.body.data.payAmountCents, 41700)
        assert.equal(order.body.data.payAmountChanged, false)
        assert.equal(await pointsOf(user.userId), 100_000 - 1005)
        assert.deepEqual(await priceDetail(user.token, order.body.data.orderId), {
          ticketAmount: 600,
          goodsAmount: 0,
          expressFee: 15,
          discountAmount: 198,
          promotionAmount: 50,
          memberDiscountAmount: 27.5,
          cardAmount: 0,
          couponAmount: 20,
          pointsAmount: 100.5,
          pointsUsed: 1005,
          payAmount: 417,
          currency: 'CNY',
        })
      })

      it('D17: a shop whose promotions and member discounts do not stack applies only the larger, and refuses both', async () => {
        const show = await onStorage.addShow(app.storage, { price: 30000 })
        const promotion = await addPromotion(show, 'FULL', 50000, 5000)
        const privilege = await addPrivilege(show, 3, 0.9)
        const user = await member('13900070017', 3, 0)
        const body = { items: [item(show, 2)], deliveryMethod: 'E_TICKET' as const }
        const config = (await app.storage.value('SELECT config FROM shops WHERE merchant_id = ?', [TEST_MERCHANT])) as string
        const withConfig = (promoPrimeShared: boolean) =>
          app.storage.run('UPDATE shops SET config = ? WHERE merchant_id = ?', [
            JSON.stringify({ ...JSON.parse(config), cyMerchantPrimeConfigVO: { promoPrimeShared } }),
            TEST_MERCHANT,
          ])
        try {
          await withConfig(false)
          // 600: the promotion takes 50, the member discount 10% of 600 = 60: only the 60 applies.
          const alone = (await preOrder(user.token, body)).body.data
          assert.deepEqual(
            [alone.promotion, alone.memberDiscount?.privilegeId, alone.memberDiscountAmount, alone.payAmount],
            [null, privilege, 60, 540],
          )
          const both = await create(user.token, {
            ...body,
            promotionId: promotion,
            privilegeId: privilege,
            memberDiscountAmount: 60,
          })
          assert.equal(both.body.statusCode, 22037056)
          const one = await create(user.token, {
            ...body,
            privilegeId: privilege,
            memberDiscountAmount: 60,
            paymentParam: { payAmount: 540 },
          })
          assert.equal(one.body.statusCode, 200, one.body.comments)
          assert.equal(one.body.data.payAmountCents, 54000)
          await withConfig(true)
          // Stacked (the default): 600 - 50 = 550, then 10% of 550 = 55.
          const stacked = (await preOrder(user.token, body)).body.data
          assert.deepEqual([stacked.promotionAmount, stacked.memberDiscountAmount, stacked.payAmount], [50, 55, 495])
        } finally {
          await app.storage.run('UPDATE shops SET config = ? WHERE merchant_id = ?', [config, TEST_MERCHANT])
        }
      })

      it('a coupon threshold is measured on what the promotion and member discount leave', async () => {
        const show = await onStorage.addShow(app.storage, { price: 30000 })
        await addPromotion(show, 'FULL', 30000, 5000)
        const user = await onStorage.addUser(app.storage, '13900070011')
        // Spend ¥300: the tickets are ¥300, but ¥250 after the promotion.
        const couponId = await obtain(
          user.token,
          await onStorage.addTemplate(app.storage, { amount: 1000, threshold: 30000, limitationType: 'AMOUNT' }),
        )
        const priced = await preOrder(user.token, { items: [item(show, 1)] })
        assert.equal(priced.body.data.coupons.find((coupon) => coupon.couponId === couponId)?.usable, false)
      })

      it('points: capped by the balance (whole yuan) and by the share; none without a balance', async () => {
        const show = await onStorage.addShow(app.storage, { price: 30000 })
        const poor = await member('13900070012', 1, 25)
        // 25 points at 10 a yuan: ¥2 (20 points), below 20% of ¥300.
        const capped = await preOrder(poor.token, { items: [item(show, 1)], usePoints: true })
        assert.equal(capped.body.data.pointsAmount, 2)
        assert.equal(capped.body.data.pointsUsed, 20)
        const none = await onStorage.addUser(app.storage, '13900070013')
        const nothing = await preOrder(none.token, { items: [item(show, 1)], usePoints: true })
        assert.equal(nothing.body.data.pointsAmount, 0)
        assert.equal(nothing.body.data.payAmount, 300)
      })
    })

    describe('points are spent on create and given back', () => {
      it('cancelling gives them back; so does an order closed at its deadline', async () => {
        const show = await onStorage.addShow(app.storage, { price: 10000 })
        const user = await member('13900070020', 1, 1000)
        const first = await create(user.token, { items: [item(show, 1)], usePoints: true })
        assert.equal(first.body.statusCode, 200, first.body.comments)
        // 20% of 100 = 20 yuan = 200 points.
        assert.equal(first.body.data.payAmount, 80)
        assert.equal(await pointsOf(user.userId), 800)
        const cancelled = await call(app, {
          method: 'POST',
          url: `${TRADE}/buyer/v1/orders/${first.body.data.orderId}/cancel`,
          token: user.token,
        })
        assert.equal(cancelled.body.statusCode, 200)
        assert.equal(await pointsOf(user.userId), 1000)
        // Cancelling again gives nothing more.
        await call(app, { method: 'POST', url: `${TRADE}/buyer/v1/orders/${first.body.data.orderId}/cancel`, token: user.token })
        assert.equal(await pointsOf(user.userId), 1000)

        const second = await create(user.token, { items: [item(show, 1)], usePoints: true })
        assert.equal(await pointsOf(user.userId), 800)
        await sweep(app.storage, Date.now() + HOLD_MS + 1000)
        const state = await app.storage.value('SELECT state FROM orders WHERE id = ?', [second.body.data.orderId])
        assert.equal(state, 13)
        assert.equal(await pointsOf(user.userId), 1000)
      })
    })

    describe('the re-price codes', () => {
      it('22037056: a promotion that is not the one that applies, or whose amount changed', async () => {
        const show = await onStorage.addShow(app.storage, { price: 30000 })
        const id = await addPromotion(show, 'FULL', 50000, 5000)
        const user = await onStorage.addUser(app.storage, '13900070030')
        const wrong = await create(user.token, { items: [item(show, 1)], promotionId: id })
        assert.equal(wrong.body.statusCode, CODES.promotionDiscountWrong)
        const unknown = await create(user.token, { items: [item(show, 2)], promotionId: 'NOPE' })
        assert.equal(unknown.body.statusCode, CODES.promotionDiscountWrong)
        const changed = await call(app, { method: 'POST', url: '/dev/pricing/promotion', body: { promotionId: id, value: 6000 } })
        assert.equal(changed.body.statusCode, 200)
        const stale = await create(user.token, { items: [item(show, 2)], promotionId: id, promotionAmount: 50 })
        assert.equal(stale.body.statusCode, CODES.promotionDiscountWrong)
        assert.deepEqual(stale.body.data, { promotionId: id, before: 50, after: 60 })
        // Nothing was held by the refusals.
        assert.equal(await app.storage.value('SELECT COUNT(*) FROM orders WHERE user_id = ?', [user.userId]), 0)
        const ended = await call(app, { method: 'POST', url: '/dev/pricing/promotion', body: { promotionId: id, active: false } })
        assert.equal(ended.body.statusCode, 200)
        const gone = await create(user.token, { items: [item(show, 2)], promotionId: id, promotionAmount: 60 })
        assert.equal(gone.body.statusCode, CODES.promotionDiscountWrong)
        const plain = await create(user.token, { items: [item(show, 2)] })
        assert.equal(plain.body.data.payAmount, 600)
      })

      it('12501099: a member discount that is not the buyer’s; 22037057: its amount changed, then the new amount goes through', async () => {
        const show = await onStorage.addShow(app.storage, { price: 20000 })
        const gold = await addPrivilege(show, 3, 0.95)
        const silver = await addPrivilege(show, 2, 0.98)
        const phone = '13900070031'
        const user = await member(phone, 2, 0)
        const privileges = await call<{ showDiscountPrivileges: Array<{ privilegeId: string }> }>(app, {
          url: `${USER}/buyer/v3/prime_privilege`,
          token: user.token,
          headers: { 'merchant-id': TEST_MERCHANT },
        })
        assert.ok(privileges.body.data.showDiscountPrivileges.some((entry) => entry.privilegeId === silver))
        assert.ok(!privileges.body.data.showDiscountPrivileges.some((entry) => entry.privilegeId === gold))

        const notMine = await create(user.token, { items: [item(show, 1)], privilegeId: gold, memberDiscountAmount: 10 })
        assert.equal(notMine.body.statusCode, CODES.memberDiscountWrong)

        const priced = await preOrder(user.token, { items: [item(show, 1)] })
        assert.equal(priced.body.data.memberDiscount?.privilegeId, silver)
        assert.equal(priced.body.data.memberDiscountAmount, 4)
        const moved = await call(app, {
          method: 'POST',
          url: '/dev/pricing/privilege',
          body: { privilegeId: silver, discountRate: 0.9 },
        })
        assert.equal(moved.body.statusCode, 200)
        const stale = await create(user.token, { items: [item(show, 1)], privilegeId: silver, memberDiscountAmount: 4 })
        assert.equal(stale.body.statusCode, CODES.memberDiscountChange)
        assert.deepEqual(stale.body.data, { privilegeId: silver, before: 4, after: 20 })
        const again = await preOrder(user.token, { items: [item(show, 1)] })
        assert.equal(again.body.data.memberDiscountAmount, 20)
        const ok = await create(user.token, {
          items: [item(show, 1)],
          privilegeId: silver,
          memberDiscountAmount: 20,
          paymentParam: { payAmount: 180 },
        })
        assert.equal(ok.body.statusCode, 200, ok.body.comments)
        assert.equal(ok.body.data.payAmount, 180)
      })

      it('a seeded show lists the privileges that apply to it (discountPrivilegeIds)', async () => {
        const seeded = await call<{ discountPrivilegeIds: string[] }>(app, { url: `${SHOW}/pub/v5/show/SH1015/dynamic` })
        assert.deepEqual(seeded.body.data.discountPrivilegeIds, ['MD1002', 'MD1003', 'MD1004'])
      })
    })

    describe('the purchase captcha token on create order', () => {
      /** SH1008: a seeded show whose captcha window is open now (a slide captcha). */
      const CAPTCHA_SHOW = 'SH1008'
      const line = async () => {
        const row = (await app.storage.one(
          `SELECT ss.id AS "sessionId", sp.id AS "seatPlanId" FROM sessions_show ss JOIN seat_plans sp ON sp.session_id = ss.id
          WHERE ss.show_id = ? AND ss.status = 'ON_SALE' AND sp.price > 0 AND sp.stock > 5 ORDER BY ss.start_time, sp.seq LIMIT 1`,
          [CAPTCHA_SHOW],
        )) as { sessionId: string; seatPlanId: string }
        return { showId: CAPTCHA_SHOW, ...row, qty: 1 }
      }
      /** The show's tickets with the goods it is not sold without (its soundtrack vinyl, a sku in stock). */
      const withVinyl = async () => {
        const sku = (await app.storage.one(
          'SELECT k.id FROM goods_skus k JOIN goods_spus g ON g.id = k.spu_id WHERE g.show_id = ? AND g.tied_required = 1 AND k.stock > 5 ORDER BY k.id LIMIT 1',
          [CAPTCHA_SHOW],
        )) as { id: string }
        const spuId = (await app.storage.value('SELECT spu_id FROM goods_skus WHERE id = ?', [sku.id])) as string
        return [await line(), { spu: { spuId }, skuId: sku.id, qty: 1 }]
      }
      async function solve(token?: string): Promise<string> {
        const headers: Record<string, string> = token ? { 'access-token': token } : {}
        const captcha = await call<{ captchaId: string; target: number }>(app, {
          method: 'POST',
          url: `${SHOW}/pub/v3/show/${CAPTCHA_SHOW}/captcha`,
          headers,
        })
        const solved = await call<{ token: string; expireTime: number }>(app, {
          method: 'POST',
          url: `${SHOW}/pub/v3/show/${CAPTCHA_SHOW}/captcha/verify`,
          body: { captchaId: captcha.body.data.captchaId, answer: String(captcha.body.data.target) },
          headers,
        })
        assert.equal(solved.body.statusCode, 200, solved.body.comments)
        return solved.body.data.token
      }

      it('missing: refused with its code and message; a valid token of the buyer goes through', async () => {
        const user = await loginByPhone(app, '13900070040')
        const missing = await create(user.accessToken, { items: await withVinyl() })
        assert.equal(missing.body.statusCode, TRADE_CODES.captchaRequired)
        assert.match(missing.body.comments, /验证/)
        const token = await solve(user.accessToken)
        const ok = await create(user.accessToken, { items: await withVinyl(), captchaToken: token })
        assert.equal(ok.body.statusCode, 200, ok.body.comments)
      })

      it('expired, of another buyer, or unknown: refused', async () => {
        const user = await loginByPhone(app, '13900070041')
        const other = await loginByPhone(app, '13900070042')
        const othersToken = await solve(other.accessToken)
        const foreign = await create(user.accessToken, { items: await withVinyl(), captchaToken: othersToken })
        assert.equal(foreign.body.statusCode, TRADE_CODES.captchaInvalid)
        const unknown = await create(user.accessToken, { items: await withVinyl(), captchaToken: 'not-a-token' })
        assert.equal(unknown.body.statusCode, TRADE_CODES.captchaInvalid)
        const mine = await solve(user.accessToken)
        await app.storage.run('UPDATE show_captcha_tokens SET expires_at = ? WHERE token = ?', [Date.now() - 1, mine])
        const expired = await create(user.accessToken, { items: await withVinyl(), captchaToken: mine })
        assert.equal(expired.body.statusCode, TRADE_CODES.captchaInvalid)
      })

      it('a token solved before login is the first buyer’s who uses it', async () => {
        const anonymous = await solve()
        const first = await loginByPhone(app, '13900070043')
        const second = await loginByPhone(app, '13900070044')
        const used = await create(first.accessToken, { items: await withVinyl(), captchaToken: anonymous })
        assert.equal(used.body.statusCode, 200, used.body.comments)
        const stolen = await create(second.accessToken, { items: await withVinyl(), captchaToken: anonymous })
        assert.equal(stolen.body.statusCode, TRADE_CODES.captchaInvalid)
      })

      it('outside a captcha window no token is asked for', async () => {
        const show = await onStorage.addShow(app.storage)
        const user = await onStorage.addUser(app.storage, '13900070045')
        const plain = await create(user.token, { items: [item(show, 1)] })
        assert.equal(plain.body.statusCode, 200, plain.body.comments)
      })
    })
  })
}
