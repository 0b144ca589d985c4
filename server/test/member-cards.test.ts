/**
 * Paid membership (issue 24, D16): a shop that shows the prime card sells membership cards; a
 * buyer who accepted the agreement buys one as a MEMBER order priced by the gateway (the client's
 * amount never used), pays it through the cashier's sandbox, and holds at least the card's level
 * (the upgrade announced) until it ends; a renewal runs on from the end of the running one; an
 * ended membership lowers the level back to what growth gives. Refused without the agreement, off
 * sale, or in a shop that does not show the card; another buyer cannot read the order. Through
 * HTTP, on SQLite and on PostgreSQL (trade-app.ts).
 */
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import type { App } from '../src/app'
import type { Db } from '../src/db'
import type { Storage } from '../src/storage'
import { ENGINES, clusterForThisFile, postgresSkipped } from './engines'
import { call } from './helpers'
import { tradeApp, type TradeApp } from './trade-app'
import { TEST_MERCHANT, TEST_MOP_MERCHANT, addShow, addUser, formOf } from './trade-fixtures'

const TRADE = '/cyy_gatewayapi/trade'
const USER = '/cyy_gatewayapi/user'
const SHOP = { 'merchant-id': TEST_MERCHANT }
const DAY = 24 * 3600 * 1000

const cluster = clusterForThisFile()
let databases = 0

const name = (zh: string, en: string) => JSON.stringify({ 'zh-CN': zh, 'zh-MO': zh, 'en-US': en })

/** Two levels (Silver from 500 growth); a 365-day Silver card at ¥99 and one off sale; the shop shows the prime card. */
function fill(db: Db) {
  addShow(db, { stock: 1, price: 100 }) // the test shops' rows come with a show
  db.prepare(
    `INSERT OR IGNORE INTO member_levels (merchant_id, level, name, growth_min, points_multiple, icon, color, birthday_gifts)
     VALUES (?, 1, '{"zh-CN":"普通","zh-MO":"普通","en-US":"Basic"}', 0, 1, 'i', '#999', '[]'),
            (?, 2, '{"zh-CN":"银卡","zh-MO":"銀卡","en-US":"Silver"}', 500, 1.5, 'i', '#aaa', '[]')`,
  ).run(TEST_MERCHANT, TEST_MERCHANT)
  const config = JSON.parse(
    (db.prepare('SELECT config FROM shops WHERE merchant_id = ?').pluck().get(TEST_MERCHANT) as string | undefined) ?? '{}',
  ) as Record<string, unknown>
  config.cyMerchantPrimeConfigVO = { isShowPrimeCard: true, promoPrimeShared: true, isShowPrivilegeCompare: false }
  db.prepare('UPDATE shops SET config = ? WHERE merchant_id = ?').run(JSON.stringify(config), TEST_MERCHANT)
  const card = db.prepare(
    `INSERT INTO member_cards (id, merchant_id, name, description, price, currency, valid_days, level_floor, sort, on_sale)
     VALUES (?, ?, ?, ?, ?, 'CNY', ?, ?, ?, ?)`,
  )
  card.run('TMC1', TEST_MERCHANT, name('银卡年卡', 'Silver year'), name('一年银卡', 'Silver for a year'), 9900, 365, 2, 0, 1)
  card.run('TMC2', TEST_MERCHANT, name('停售', 'Retired'), '{}', 100, 30, 2, 1, 0)
  card.run('TMC3', TEST_MOP_MERCHANT, name('澳门卡', 'Macau card'), '{}', 100, 30, 2, 0, 1)
  return { buyer: addUser(db, '13788870001'), otherBuyer: addUser(db, '13788870002') }
}

interface Created {
  orderId: string
  unPaidTransactionIds: string[]
  payAmountCents: number
  payAmountChanged: boolean
}
interface Result {
  paid: boolean
  orderState: number
  expireAt: number | null
  primeLevel: number
  primeLevelName: string
  card: { cardId: string; levelFloorName: string }
}
interface Level {
  primeLevel: number
  primeLevelName: string
}

for (const engine of ENGINES) {
  describe(`paid membership on ${engine}`, { skip: engine === 'postgres' && postgresSkipped ? postgresSkipped : false }, () => {
    let app: App
    let storage: Storage
    let built: TradeApp<ReturnType<typeof fill>>
    let fixtures: ReturnType<typeof fill>

    before(async () => {
      databases += 1
      built = await tradeApp(engine === 'postgres' ? await cluster().createDatabase(`members_${databases}`) : undefined, fill)
      ;({ app, fixtures, storage } = built)
    })
    after(async () => built?.close())

    const get = async <T>(url: string, token: string) => {
      const answer = await call<T>(app, { url, token, headers: SHOP })
      assert.equal(answer.body.statusCode, 200, answer.body.comments)
      return answer.body.data
    }
    const create = (token: string, body: unknown, headers: Record<string, string> = SHOP) =>
      call<Created>(app, { method: 'POST', url: `${TRADE}/buyer/v1/member_card_orders/create`, token, headers, body })

    async function pay(token: string, created: Created) {
      const paid = await call<{ normalUrl: string }>(app, {
        method: 'POST',
        url: `${TRADE}/buyer/v3/payments/pay`,
        token,
        body: { transactionIds: created.unPaidTransactionIds, paymentProduct: 'ALIPAY_WAP', platform: 'H5' },
      })
      assert.equal(paid.body.statusCode, 200, paid.body.comments)
      const pageUrl = new URL(paid.body.data.normalUrl)
      const page = await app.inject({ method: 'GET', url: pageUrl.pathname + pageUrl.search })
      const form = formOf(page.body, 'pay-form')
      const callback = await call<{ outcome: string }>(app, { method: 'POST', url: form.action, body: form.fields })
      assert.equal(callback.body.data.outcome, 'PAID')
    }

    it('lists the cards on sale, none in a shop that does not show the prime card', async () => {
      const { buyer } = fixtures
      const list = await get<{ list: Array<{ cardId: string; price: number; levelFloorName: string }>; current: unknown }>(
        `${TRADE}/buyer/v1/member_cards?lang=en-US`,
        buyer.token,
      )
      assert.deepEqual(
        list.list.map((card) => [card.cardId, card.price, card.levelFloorName]),
        [['TMC1', 99, 'Silver']],
      )
      assert.equal(list.current, null)
      const macau = await call<{ list: unknown[] }>(app, {
        url: `${TRADE}/buyer/v1/member_cards`,
        token: buyer.token,
        headers: { 'merchant-id': TEST_MOP_MERCHANT },
      })
      assert.deepEqual(macau.body.data.list, [])
    })

    it('refuses an order without the agreement, a card off sale, and one of a shop that does not show the card', async () => {
      const { buyer } = fixtures
      assert.equal((await create(buyer.token, { cardId: 'TMC1', agreed: false })).body.statusCode, 22031161)
      assert.equal((await create(buyer.token, { cardId: 'TMC2', agreed: true })).body.statusCode, 22031160)
      const macau = await create(buyer.token, { cardId: 'TMC3', agreed: true }, { 'merchant-id': TEST_MOP_MERCHANT })
      assert.equal(macau.body.statusCode, 22031160)
      assert.equal((await create(buyer.token, { cardId: 'TMC3', agreed: true })).body.statusCode, 22031160)
    })

    it('sells a MEMBER order at the gateway’s price; paid, the level rises to the floor, announced once, and a renewal runs on', async () => {
      const { buyer, otherBuyer } = fixtures
      const created = await create(buyer.token, { cardId: 'TMC1', agreed: true, paymentParam: { payAmount: 1 } })
      assert.equal(created.body.statusCode, 200, created.body.comments)
      assert.deepEqual([created.body.data.payAmountCents, created.body.data.payAmountChanged], [9900, true])
      const { orderId } = created.body.data
      const url = `${TRADE}/buyer/v1/member_card_orders/${orderId}?lang=en-US`
      const unpaid = await get<Result>(url, buyer.token)
      assert.deepEqual([unpaid.paid, unpaid.orderState, unpaid.expireAt, unpaid.primeLevel], [false, 1, null, 1])
      const peek = await call(app, { url, token: otherBuyer.token, headers: SHOP })
      assert.notEqual(peek.body.statusCode, 200)

      await pay(buyer.token, created.body.data)
      const paid = await get<Result>(url, buyer.token)
      assert.deepEqual([paid.paid, paid.orderState, paid.primeLevel, paid.primeLevelName], [true, 9, 2, 'Silver'])
      assert.ok(paid.expireAt && Math.abs(paid.expireAt - (Date.now() + 365 * DAY)) < 60_000, 'runs 365 days from the payment')
      const level = await get<Level>(`${USER}/buyer/v3/prime/current/level?lang=en-US`, buyer.token)
      assert.deepEqual([level.primeLevel, level.primeLevelName], [2, 'Silver'])
      const pop = await get<{ levelUpgrade: { toLevel: number } | null }>(`${USER}/buyer/v3/prime/query/pop/setting`, buyer.token)
      assert.equal(pop.levelUpgrade?.toLevel, 2)
      const list = await get<{ current: { cardId: string; expireAt: number } | null }>(
        `${TRADE}/buyer/v1/member_cards`,
        buyer.token,
      )
      assert.deepEqual([list.current?.cardId, list.current?.expireAt], ['TMC1', paid.expireAt])

      const detail = await get<{ firstShowName: string; orderType: string }>(
        `${TRADE}/buyer/v5/orders/${orderId}?lang=en-US`,
        buyer.token,
      )
      assert.deepEqual([detail.orderType, detail.firstShowName], ['member', 'Silver year'], 'the order is named after its card')

      const renewal = await create(buyer.token, { cardId: 'TMC1', agreed: true })
      await pay(buyer.token, renewal.body.data)
      const renewed = await get<Result>(`${TRADE}/buyer/v1/member_card_orders/${renewal.body.data.orderId}`, buyer.token)
      assert.equal(renewed.expireAt, (paid.expireAt as number) + 365 * DAY, 'a renewal starts where the running one ends')
    })

    it('an ended membership lowers the level back to what growth gives', async () => {
      const { buyer } = fixtures
      await storage.run('UPDATE user_member_cards SET start_at = ?, expire_at = ? WHERE user_id = ?', [
        Date.now() - 2 * DAY,
        Date.now() - DAY,
        buyer.userId,
      ])
      const level = await get<Level>(`${USER}/buyer/v3/prime/current/level?lang=en-US`, buyer.token)
      assert.deepEqual([level.primeLevel, level.primeLevelName], [1, 'Basic'])
      const list = await get<{ current: unknown }>(`${TRADE}/buyer/v1/member_cards`, buyer.token)
      assert.equal(list.current, null)
    })
  })
}
