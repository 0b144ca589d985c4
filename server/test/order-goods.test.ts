/**
 * Tied-sale goods ordered with the tickets (issue 8): pre_order and create price them from the
 * gateway's own skus (show discounts stay on the tickets), an order without a show's required
 * goods is refused in the buyer's language, a sku of another goods item or goods of another
 * show is refused at the edge, the sku's stock is held on create and comes back when the order is
 * cancelled or closed, limitPerUser holds over the buyer's live orders, and the order detail
 * lists the goods lines. On SQLite and on PostgreSQL (trade-app.ts: each test's fixtures written
 * in the gateway's own database before it starts).
 */
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import type { App } from '../src/app'
import type { Db } from '../src/db'
import { HOLD_MS, TRADE_CODES } from '../src/services/trade/common'
import { sweep } from '../src/services/trade/sweep'
import type { Storage } from '../src/storage'
import { ENGINES, clusterForThisFile, postgresSkipped } from './engines'
import { call } from './helpers'
import { tradeApp, type TradeApp } from './trade-app'
import { TEST_MERCHANT, addGoods, addShow, addUser, type GoodsFixture, type ShowFixture } from './trade-fixtures'

const TRADE = '/cyy_gatewayapi/trade'

const cluster = clusterForThisFile()
let databases = 0

let phone = 13900070000
const buyerOn = (db: Db) => {
  phone += 1
  return addUser(db, String(phone))
}

/** Each test's shows, goods and buyers, written before the gateway starts. */
function fill(db: Db) {
  const priced = addShow(db, { price: 38000, stock: 20 })
  const promoted = addShow(db, { price: 10000, stock: 20 })
  db.prepare(
    `INSERT INTO promotions (id, merchant_id, show_ids, method, threshold, value, title, start_time, end_time)
     VALUES (?, ?, ?, 'DISCOUNT', 1, 0.5, '{"zh-CN":"半价","zh-MO":"半價","en-US":"Half price"}', ?, ?)`,
  ).run(`TPG${process.pid}X${phone}`, TEST_MERCHANT, JSON.stringify([promoted.showId]), Date.now() - 1000, Date.now() + 3600_000)
  const requiring = addShow(db, { stock: 20 })
  const required = addGoods(db, requiring.showId, { required: true })
  addGoods(db, requiring.showId)
  const edge = addShow(db, { stock: 20 })
  const other = addShow(db, { stock: 20 })
  const limited = addShow(db, { stock: 20 })
  const held = addShow(db, { stock: 1 })
  return {
    priced: { show: priced, goods: addGoods(db, priced.showId, { prices: [19900, 29900] }), user: buyerOn(db) },
    promoted: { show: promoted, goods: addGoods(db, promoted.showId, { prices: [5000] }), user: buyerOn(db) },
    requiring: { show: requiring, required, user: buyerOn(db) },
    edge: {
      show: edge,
      mine: addGoods(db, edge.showId, { prices: [1000, 2000] }),
      theirs: addGoods(db, other.showId),
      user: buyerOn(db),
    },
    limited: {
      show: limited,
      goods: addGoods(db, limited.showId, { prices: [1000, 2000], limit: 3, stock: 2 }),
      user: buyerOn(db),
      someone: buyerOn(db),
    },
    held: { show: held, goods: addGoods(db, held.showId, { stock: 5 }), user: buyerOn(db), late: buyerOn(db) },
  }
}

for (const engine of ENGINES) {
  describe(`goods on ${engine}`, { skip: engine === 'postgres' && postgresSkipped ? postgresSkipped : false }, () => {
    let app: App
    let storage: Storage
    let built: TradeApp<ReturnType<typeof fill>>
    let fixtures: ReturnType<typeof fill>
    before(async () => {
      databases += 1
      built = await tradeApp(engine === 'postgres' ? await cluster().createDatabase(`goods_${databases}`) : undefined, fill)
      ;({ app, storage, fixtures } = built)
    })
    after(async () => built?.close())

    const tickets = (show: ShowFixture, qty = 1) => ({
      spu: { showId: show.showId },
      sessionId: show.sessionId,
      seatPlanId: show.seatPlanId,
      qty,
    })
    const goodsItem = (goods: GoodsFixture, sku: number, qty: number) => ({
      spu: { spuId: goods.spuId },
      skuId: goods.skuIds[sku],
      qty,
    })

    interface GoodsLine {
      spuId: string
      skuId: string
      name: string
      skuLabel: string
      posterUrl: string
      qty: number
      unitPrice: number
      amount: number
    }
    interface Priced {
      ticketAmount: number
      goodsAmount: number
      promotionAmount: number
      payAmount: number
      payAmountCents: number
      totalAmount: number
      goods: GoodsLine[]
    }
    interface Created {
      orderId: string
      payAmountCents: number
      goodsAmount: number
      totalAmount: number
    }
    interface Detail {
      goods: GoodsLine[]
      priceDetail: { ticketAmount: number; goodsAmount: number; payAmount: number }
      total: number
    }

    const post = <T>(path: string, token: string, body: unknown, lang = 'zh-CN') =>
      call<T>(app, { method: 'POST', url: `${TRADE}/buyer/v1/orders/${path}?lang=${lang}`, token, body })
    const stockOf = async (skuId: string | undefined) =>
      (await storage.value<number>('SELECT stock FROM goods_skus WHERE id = ?', [skuId ?? ''])) as number

    describe('goods priced with the tickets', () => {
      it('pre_order and create price the goods from the gateway skus and list them; the order detail has them', async () => {
        const { show, goods, user } = fixtures.priced
        const body = {
          items: [tickets(show, 2), goodsItem(goods, 1, 2)],
          deliveryMethod: 'E_TICKET',
          paymentParam: { payAmount: 1 },
        }
        const priced = await post<Priced>('pre_order', user.token, body, 'en-US')
        assert.equal(priced.body.statusCode, 200, priced.body.comments)
        assert.equal(priced.body.data.ticketAmount, 760)
        assert.equal(priced.body.data.goodsAmount, 598)
        assert.equal(priced.body.data.payAmountCents, 76000 + 59800)
        assert.equal(priced.body.data.totalAmount, 1358)
        const [line] = priced.body.data.goods
        assert.equal(line?.skuId, goods.skuIds[1])
        assert.equal(line?.name, `Test goods ${goods.spuId}`)
        assert.equal(line?.skuLabel, 'Edition 2')
        assert.equal(line?.unitPrice, 299)
        assert.equal(line?.amount, 598)

        const created = await post<Created>('create', user.token, body)
        assert.equal(created.body.statusCode, 200, created.body.comments)
        // The client's payAmount (1 yuan) is not what is charged.
        assert.equal(created.body.data.payAmountCents, 135800)
        assert.equal(created.body.data.goodsAmount, 598)

        const detail = await call<Detail>(app, {
          url: `${TRADE}/buyer/v5/orders/${created.body.data.orderId}?lang=zh-MO`,
          token: user.token,
        })
        assert.equal(detail.body.data.priceDetail.goodsAmount, 598)
        assert.equal(detail.body.data.priceDetail.payAmount, 1358)
        assert.equal(detail.body.data.total, 1358)
        assert.deepEqual(
          detail.body.data.goods.map((entry) => [entry.spuId, entry.skuId, entry.qty, entry.name, entry.skuLabel]),
          [[goods.spuId, goods.skuIds[1], 2, `測試商品 ${goods.spuId}`, '版本2']],
        )
      })

      it('a show promotion takes off the tickets only: the goods are paid in full', async () => {
        const { show, goods, user } = fixtures.promoted
        const priced = await post<Priced>('pre_order', user.token, { items: [tickets(show), goodsItem(goods, 0, 1)] })
        assert.equal(priced.body.data.promotionAmount, 50)
        assert.equal(priced.body.data.payAmountCents, 5000 + 5000)
      })
    })

    describe('goods checked at the edge', () => {
      it('refuses an order without the required goods, in the request language; with them it is made', async () => {
        const { show, required, user } = fixtures.requiring
        for (const [lang, words] of [
          ['zh-CN', '本场演出须同时购买'],
          ['zh-MO', '本場演出須同時購買'],
          ['en-US', 'This show is sold with'],
        ] as const) {
          const refused = await post('create', user.token, { items: [tickets(show)] }, lang)
          assert.equal(refused.body.statusCode, TRADE_CODES.goodsRequired)
          assert.match(refused.body.comments, new RegExp(words))
          assert.deepEqual(refused.body.data, { spuIds: [required.spuId] })
        }
        const preview = await post('pre_order', user.token, { items: [tickets(show)] })
        assert.equal(preview.body.statusCode, TRADE_CODES.goodsRequired)
        const made = await post<Created>('create', user.token, { items: [tickets(show), goodsItem(required, 0, 1)] })
        assert.equal(made.body.statusCode, 200, made.body.comments)
      })

      it('refuses a sku of another goods item, goods of another show, goods without tickets and an unknown sku', async () => {
        const { show, mine, theirs, user } = fixtures.edge
        const wrongSku = await post('create', user.token, {
          items: [tickets(show), { spu: { spuId: mine.spuId }, skuId: theirs.skuIds[0], qty: 1 }],
        })
        assert.equal(wrongSku.http, 400)
        const otherShow = await post('create', user.token, { items: [tickets(show), goodsItem(theirs, 0, 1)] })
        assert.equal(otherShow.http, 400)
        const unknown = await post('pre_order', user.token, {
          items: [tickets(show), { spu: { spuId: mine.spuId }, skuId: 'NO-SUCH-SKU', qty: 1 }],
        })
        assert.equal(unknown.http, 400)
        const alone = await post('create', user.token, { items: [goodsItem(mine, 0, 1)] })
        assert.equal(alone.http, 400)
        const noSku = await post('create', user.token, { items: [tickets(show), { spu: { spuId: mine.spuId }, qty: 1 }] })
        assert.equal(noSku.http, 400)
        const twice = await post('create', user.token, { items: [tickets(show), goodsItem(mine, 0, 1), goodsItem(mine, 0, 1)] })
        assert.equal(twice.http, 400)
        assert.equal(await stockOf(mine.skuIds[0]), 10, 'nothing was held')
      })

      it('keeps limitPerUser over the buyer live orders and refuses more than the stock', async () => {
        const { show, goods, user, someone } = fixtures.limited
        const over = await post('create', user.token, { items: [tickets(show), goodsItem(goods, 0, 2), goodsItem(goods, 1, 2)] })
        assert.equal(over.body.statusCode, TRADE_CODES.goodsLimit)
        const first = await post('create', user.token, { items: [tickets(show), goodsItem(goods, 0, 2)] })
        assert.equal(first.body.statusCode, 200, first.body.comments)
        const second = await post('create', user.token, { items: [tickets(show), goodsItem(goods, 1, 2)] }, 'en-US')
        assert.equal(second.body.statusCode, TRADE_CODES.goodsLimit)
        assert.match(second.body.comments, /limited to 3 per buyer/)
        const soldOut = await post('create', someone.token, { items: [tickets(show), goodsItem(goods, 0, 1)] }, 'en-US')
        assert.equal(soldOut.body.statusCode, TRADE_CODES.goodsSoldOut)
        assert.match(soldOut.body.comments, /Not enough of/)
      })
    })

    describe('goods stock held and released', () => {
      it('holds the sku stock on create and gives it back on cancel and on close; a refused order holds nothing', async () => {
        const { show, goods, user, late: other } = fixtures.held
        const sku = goods.skuIds[0]
        const made = await post<Created>('create', user.token, { items: [tickets(show), goodsItem(goods, 0, 3)] })
        assert.equal(made.body.statusCode, 200, made.body.comments)
        assert.equal(await stockOf(sku), 2)
        // No tickets left: the goods of the refused order are not held either.
        const late = await post('create', other.token, { items: [tickets(show), goodsItem(goods, 0, 1)] })
        assert.notEqual(late.body.statusCode, 200)
        assert.equal(await stockOf(sku), 2)
        const cancelled = await call(app, {
          method: 'POST',
          url: `${TRADE}/buyer/v1/orders/${made.body.data.orderId}/cancel`,
          token: user.token,
        })
        assert.equal(cancelled.body.statusCode, 200)
        assert.equal(await stockOf(sku), 5)
        // Cancelling again gives nothing back twice.
        await call(app, { method: 'POST', url: `${TRADE}/buyer/v1/orders/${made.body.data.orderId}/cancel`, token: user.token })
        assert.equal(await stockOf(sku), 5)

        const again = await post<Created>('create', user.token, { items: [tickets(show), goodsItem(goods, 0, 2)] })
        assert.equal(again.body.statusCode, 200, again.body.comments)
        assert.equal(await stockOf(sku), 3)
        await sweep(app.storage, Date.now() + HOLD_MS + 1000)
        const state = await storage.value('SELECT state FROM orders WHERE id = ?', [again.body.data.orderId])
        assert.equal(state, 13)
        assert.equal(await stockOf(sku), 5)
      })
    })
  })
}
