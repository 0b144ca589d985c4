/**
 * Membership (issue 24, D15, D18): a paid order earns points (floor(paid yuan x the level's
 * multiple)) and growth (floor(paid yuan)); the level follows growth and its upgrade is announced
 * once; points spent on an order come back when it is canceled; a refund takes back what the
 * order earned and returns what it spent, in proportion; points expire at the end of next year and
 * "about to expire" counts those within 30 days; the birthday popup once a year; the shop's member
 * modules. Through HTTP, on SQLite and on PostgreSQL (trade-app.ts).
 */
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { pointsExpireAt } from '@showtix/contract/rules'
import type { App } from '../src/app'
import type { Db } from '../src/db'
import { returnOnRefund } from '../src/services/accounts/membership'
import type { Storage } from '../src/storage'
import { ENGINES, clusterForThisFile, postgresSkipped } from './engines'
import { call } from './helpers'
import { tradeApp, type TradeApp } from './trade-app'
import { TEST_MERCHANT, addShow, addUser, formOf, type ShowFixture } from './trade-fixtures'

const TRADE = '/cyy_gatewayapi/trade'
const USER = '/cyy_gatewayapi/user'
const DAY = 24 * 3600 * 1000
const SHOP = { 'merchant-id': TEST_MERCHANT }

const cluster = clusterForThisFile()
let databases = 0

/** Two levels in the test shop: level 2 from 500 growth earns 1.5 points a yuan; 10 points a yuan pay up to 20%. */
function fill(db: Db) {
  db.prepare(
    `INSERT OR IGNORE INTO member_levels (merchant_id, level, name, growth_min, points_multiple, icon, color, birthday_gifts)
     VALUES (?, 1, '{"zh-CN":"普通","zh-MO":"普通","en-US":"Basic"}', 0, 1, 'i', '#999', '[]'),
            (?, 2, '{"zh-CN":"银卡","zh-MO":"銀卡","en-US":"Silver"}', 500, 1.5, 'i', '#aaa', '[{"giftDesc":"gift"}]')`,
  ).run(TEST_MERCHANT, TEST_MERCHANT)
  db.prepare('INSERT OR IGNORE INTO point_rules (merchant_id, rate, limit_proportion) VALUES (?, 10, 20)').run(TEST_MERCHANT)
  const month = String(new Date(Date.now() + 8 * 3600 * 1000).getUTCMonth() + 1).padStart(2, '0')
  const birthdayUser = addUser(db, '13788880003')
  db.prepare('UPDATE users SET birthday = ? WHERE id = ?').run(`1990-${month}-15`, birthdayUser.userId)
  return {
    show: addShow(db, { stock: 20, price: 38000 }),
    cheap: addShow(db, { stock: 20, price: 10000 }),
    buyer: addUser(db, '13788880001'),
    expiring: addUser(db, '13788880002'),
    birthdayUser,
  }
}

const item = (show: ShowFixture, qty: number) => ({
  showId: show.showId,
  sessionId: show.sessionId,
  seatPlanId: show.seatPlanId,
  qty,
})

interface Level {
  primeLevel: number
  primeLevelName: string
  growthValue: number
  nextLevelGrowthValue: number | null
  points: number
}
interface Pop {
  levelUpgrade: { fromLevel: number; toLevel: number; levelName: string } | null
  birthday: { year: number } | null
}
interface Ledger {
  list: Array<{ type: string; delta: number; orderId: string | null; expireAt: number | null }>
  total: number
  hasMore: boolean
}

for (const engine of ENGINES) {
  describe(`membership on ${engine}`, { skip: engine === 'postgres' && postgresSkipped ? postgresSkipped : false }, () => {
    let app: App
    let built: TradeApp<ReturnType<typeof fill>>
    let fixtures: ReturnType<typeof fill>
    let storage: Storage

    before(async () => {
      databases += 1
      built = await tradeApp(engine === 'postgres' ? await cluster().createDatabase(`membership_${databases}`) : undefined, fill)
      ;({ app, fixtures, storage } = built)
    })
    after(async () => built?.close())

    const get = async <T>(url: string, token: string) => {
      const answer = await call<T>(app, { url, token, headers: SHOP })
      assert.equal(answer.body.statusCode, 200, answer.body.comments)
      return answer.body.data
    }

    /** Creates an order and pays it through the cashier's sandbox page and its callback. */
    async function buy(token: string, show: ShowFixture, qty: number, usePoints = false): Promise<string> {
      const body = { items: [item(show, qty)], deliveryMethod: 'E_TICKET', usePoints }
      const created = await call<{ orderId: string; unPaidTransactionIds: string[] }>(app, {
        method: 'POST',
        url: `${TRADE}/buyer/v1/orders/create`,
        token,
        body,
      })
      assert.equal(created.body.statusCode, 200, created.body.comments)
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
      return created.body.data.orderId
    }

    it('a paid order earns points and growth by the rule, crosses a level, and announces the upgrade once', async () => {
      const { buyer, show, cheap } = fixtures
      const before = await get<Level>(`${USER}/buyer/v3/prime/current/level?lang=en-US`, buyer.token)
      assert.deepEqual([before.primeLevel, before.growthValue, before.points, before.nextLevelGrowthValue], [1, 0, 0, 500])

      const first = await buy(buyer.token, show, 2) // ¥760 at level 1 (x1)
      const level = await get<Level>(`${USER}/buyer/v3/prime/current/level?lang=en-US`, buyer.token)
      assert.deepEqual(
        [level.primeLevel, level.primeLevelName, level.growthValue, level.points, level.nextLevelGrowthValue],
        [2, 'Silver', 760, 760, null],
      )
      const points = await get<Ledger>(`${USER}/buyer/v3/point/records?offset=0&length=20`, buyer.token)
      assert.equal(points.list[0]?.type, 'EARN')
      assert.equal(points.list[0]?.orderId, first)
      assert.equal(points.list[0]?.expireAt, pointsExpireAt(Date.now()))

      const pop = await get<Pop>(`${USER}/buyer/v3/prime/query/pop/setting?lang=en-US`, buyer.token)
      assert.deepEqual(pop.levelUpgrade && [pop.levelUpgrade.fromLevel, pop.levelUpgrade.toLevel, pop.levelUpgrade.levelName], [
        1,
        2,
        'Silver',
      ])
      const put = await call<boolean>(app, {
        method: 'PUT',
        url: `${USER}/buyer/v3/prime/no_longer_remind_user_level_upgrade`,
        token: buyer.token,
      })
      assert.equal(put.body.data, true)
      assert.equal((await get<Pop>(`${USER}/buyer/v3/prime/query/pop/setting`, buyer.token)).levelUpgrade, null)

      // At level 2 (x1.5): ¥100 earns 150 points and 100 growth.
      await buy(buyer.token, cheap, 1)
      const after = await get<Level>(`${USER}/buyer/v3/prime/current/level`, buyer.token)
      assert.deepEqual([after.growthValue, after.points], [860, 910])
      const growth = await get<Ledger>(`${USER}/buyer/v3/prime/growth_value/records?offset=0&length=1`, buyer.token)
      assert.deepEqual([growth.list[0]?.delta, growth.total, growth.hasMore], [100, 2, true])
    })

    it('spends points by the s5 formula, and a refund returns them and takes back what the order earned, in proportion', async () => {
      const { buyer, show } = fixtures
      const start = await get<Level>(`${USER}/buyer/v3/prime/current/level`, buyer.token)
      // ¥380: 20% is ¥76, the balance pays floor(910 / 10) = ¥91: ¥76 paid with 760 points; ¥304 paid earns 456 (x1.5).
      const orderId = await buy(buyer.token, show, 1, true)
      const paid = await get<Level>(`${USER}/buyer/v3/prime/current/level`, buyer.token)
      assert.deepEqual([paid.points, paid.growthValue], [start.points - 760 + 456, start.growthValue + 304])

      const half = await storage.withTransaction((tx) => returnOnRefund(tx, orderId, 0.5, Date.now()))
      assert.deepEqual(half, { pointsReversed: 228, growthReversed: 152, pointsReturned: 380 })
      const rest = await storage.withTransaction((tx) => returnOnRefund(tx, orderId, 0.5, Date.now()))
      assert.deepEqual(rest, { pointsReversed: 228, growthReversed: 152, pointsReturned: 380 })
      const again = await storage.withTransaction((tx) => returnOnRefund(tx, orderId, 0.5, Date.now()))
      assert.deepEqual(again, { pointsReversed: 0, growthReversed: 0, pointsReturned: 0 })
      const refunded = await get<Level>(`${USER}/buyer/v3/prime/current/level`, buyer.token)
      assert.deepEqual([refunded.points, refunded.growthValue], [start.points, start.growthValue])
    })

    it('a canceled order gives its points back, and a refund below a level boundary lowers the level', async () => {
      const { buyer, cheap } = fixtures
      const start = await get<Level>(`${USER}/buyer/v3/prime/current/level`, buyer.token)
      const created = await call<{ orderId: string }>(app, {
        method: 'POST',
        url: `${TRADE}/buyer/v1/orders/create`,
        token: buyer.token,
        body: { items: [item(cheap, 1)], deliveryMethod: 'E_TICKET', usePoints: true },
      })
      assert.equal(
        (await get<Level>(`${USER}/buyer/v3/prime/current/level`, buyer.token)).points,
        start.points - 200, // 20% of ¥100 = ¥20 = 200 points
      )
      const canceled = await call(app, {
        method: 'POST',
        url: `${TRADE}/buyer/v1/orders/${created.body.data.orderId}/cancel`,
        token: buyer.token,
        body: {},
      })
      assert.equal(canceled.body.statusCode, 200, canceled.body.comments)
      assert.equal((await get<Level>(`${USER}/buyer/v3/prime/current/level`, buyer.token)).points, start.points)
      const ledger = await get<Ledger>(`${USER}/buyer/v3/point/records?offset=0&length=2`, buyer.token)
      assert.deepEqual(
        ledger.list.map((row) => [row.type, row.delta]),
        [
          ['RETURN', 200],
          ['SPEND', -200],
        ],
      )

      // The first order (¥760) refunded whole: growth 860 - 760 = 100 < 500, back to level 1.
      const first = (
        await get<Ledger>(`${USER}/buyer/v3/prime/growth_value/records?offset=0&length=20`, fixtures.buyer.token)
      ).list.at(-1)
      await storage.withTransaction((tx) => returnOnRefund(tx, first?.orderId ?? '', 1, Date.now()))
      const level = await get<Level>(`${USER}/buyer/v3/prime/current/level`, buyer.token)
      assert.deepEqual([level.primeLevel, level.growthValue], [1, 100])
      assert.equal((await get<Pop>(`${USER}/buyer/v3/prime/query/pop/setting`, buyer.token)).levelUpgrade, null)
    })

    it('points expire at their date; those within 30 days are about to expire', async () => {
      const { expiring } = fixtures
      const now = Date.now()
      await storage.run('UPDATE users SET points = 300 WHERE id = ?', [expiring.userId])
      const lot = `INSERT INTO points_ledger (user_id, merchant_id, type, delta, order_id, created_at, expire_at, remaining)
                   VALUES (?, ?, 'EARN', ?, NULL, ?, ?, ?)`
      await storage.run(lot, [expiring.userId, TEST_MERCHANT, 100, now - 400 * DAY, now - DAY, 100])
      await storage.run(lot, [expiring.userId, TEST_MERCHANT, 120, now - 300 * DAY, now + 10 * DAY, 120])
      await storage.run(lot, [expiring.userId, TEST_MERCHANT, 80, now - 10 * DAY, now + 200 * DAY, 80])
      const soon = await get<{ pointAmount: number; expiringPoints: number; expireTime: number | null }>(
        `${USER}/buyer/v3/point/be_about_to_expire_point`,
        expiring.token,
      )
      assert.deepEqual(soon, { pointAmount: 200, expiringPoints: 120, expireTime: now + 10 * DAY })
      const ledger = await get<Ledger>(`${USER}/buyer/v3/point/records?offset=0&length=1`, expiring.token)
      assert.deepEqual([ledger.list[0]?.type, ledger.list[0]?.delta], ['EXPIRE', -100])
    })

    it('the birthday popup shows in the birthday month until announced, once a year', async () => {
      const { birthdayUser } = fixtures
      const pop = await get<Pop>(`${USER}/buyer/v3/prime/query/pop/setting`, birthdayUser.token)
      assert.equal(pop.birthday?.year, new Date(Date.now() + 8 * 3600 * 1000).getUTCFullYear())
      for (let i = 0; i < 2; i += 1) {
        const put = await call(app, {
          method: 'PUT',
          url: `${USER}/buyer/v3/prime/no_longer_remind_user_birthday`,
          token: birthdayUser.token,
        })
        assert.equal(put.body.statusCode, 200)
      }
      assert.equal((await get<Pop>(`${USER}/buyer/v3/prime/query/pop/setting`, birthdayUser.token)).birthday, null)
      assert.equal((await get<Pop>(`${USER}/buyer/v3/prime/query/pop/setting`, fixtures.buyer.token)).birthday, null)
    })

    it('answers the shop’s member modules, publicly, and refuses the buyer calls without a login', async () => {
      const functions = await call<Array<{ code: string; enabled: boolean }>>(app, {
        url: `${USER}/pub/v3/shop_functions`,
        headers: SHOP,
      })
      assert.deepEqual(
        functions.body.data.filter((item) => item.enabled).map((item) => item.code),
        ['MEMBER_LEVEL', 'GROWTH_VALUE', 'POINTS'],
      )
      const hidden = await call<string[]>(app, { url: `${USER}/pub/v3/module_not_display?merchantId=${TEST_MERCHANT}` })
      assert.deepEqual(hidden.body.data, ['PRIME_CARD', 'PRIVILEGE_COMPARE'])
      const anonymous = await call(app, { url: `${USER}/buyer/v3/prime/current/level` })
      assert.notEqual(anonymous.body.statusCode, 200)
    })
  })
}
