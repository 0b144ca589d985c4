/**
 * Tied-sale goods ordered with the tickets (issue 8): pre_order and create price them from the
 * gateway's own skus (show discounts stay on the tickets), an order without a show's required
 * goods is refused in the buyer's language, a sku of another goods item or goods of another
 * show is refused at the edge, the sku's stock is held on create and comes back when the order is
 * cancelled or closed, limitPerUser holds over the buyer's live orders, and the order detail
 * lists the goods lines.
 */
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import type { App } from '../src/app'
import { HOLD_MS, TRADE_CODES } from '../src/services/trade/common'
import { sweep } from '../src/services/trade/sweep'
import { call, startGateway } from './helpers'
import { TEST_MERCHANT, addGoods, addShow, addUser, type GoodsFixture, type ShowFixture } from './trade-fixtures'

const TRADE = '/cyy_gatewayapi/trade'

let app: App
before(async () => {
  app = await startGateway()
})
after(async () => {
  await app.close()
})

let phone = 13900070000
const buyer = () => {
  phone += 1
  return addUser(app.db, String(phone))
}

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
const stockOf = (skuId: string | undefined) =>
  app.db.prepare('SELECT stock FROM goods_skus WHERE id = ?').pluck().get(skuId) as number

describe('goods priced with the tickets', () => {
  it('pre_order and create price the goods from the gateway skus and list them; the order detail has them', async () => {
    const show = addShow(app.db, { price: 38000, stock: 20 })
    const goods = addGoods(app.db, show.showId, { prices: [19900, 29900] })
    const user = buyer()
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
    const show = addShow(app.db, { price: 10000, stock: 20 })
    const goods = addGoods(app.db, show.showId, { prices: [5000] })
    app.db
      .prepare(
        `INSERT INTO promotions (id, merchant_id, show_ids, method, threshold, value, title, start_time, end_time)
         VALUES (?, ?, ?, 'DISCOUNT', 1, 0.5, '{"zh-CN":"半价","zh-MO":"半價","en-US":"Half price"}', ?, ?)`,
      )
      .run(`TPG${process.pid}`, TEST_MERCHANT, JSON.stringify([show.showId]), Date.now() - 1000, Date.now() + 3600_000)
    const user = buyer()
    const priced = await post<Priced>('pre_order', user.token, { items: [tickets(show), goodsItem(goods, 0, 1)] })
    assert.equal(priced.body.data.promotionAmount, 50)
    assert.equal(priced.body.data.payAmountCents, 5000 + 5000)
  })
})

describe('goods checked at the edge', () => {
  it('refuses an order without the required goods, in the request language; with them it is made', async () => {
    const show = addShow(app.db, { stock: 20 })
    const required = addGoods(app.db, show.showId, { required: true })
    addGoods(app.db, show.showId)
    const user = buyer()
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
    const show = addShow(app.db, { stock: 20 })
    const other = addShow(app.db, { stock: 20 })
    const mine = addGoods(app.db, show.showId, { prices: [1000, 2000] })
    const theirs = addGoods(app.db, other.showId)
    const user = buyer()
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
    assert.equal(stockOf(mine.skuIds[0]), 10, 'nothing was held')
  })

  it('keeps limitPerUser over the buyer live orders and refuses more than the stock', async () => {
    const show = addShow(app.db, { stock: 20 })
    const goods = addGoods(app.db, show.showId, { prices: [1000, 2000], limit: 3, stock: 2 })
    const user = buyer()
    const over = await post('create', user.token, { items: [tickets(show), goodsItem(goods, 0, 2), goodsItem(goods, 1, 2)] })
    assert.equal(over.body.statusCode, TRADE_CODES.goodsLimit)
    const first = await post('create', user.token, { items: [tickets(show), goodsItem(goods, 0, 2)] })
    assert.equal(first.body.statusCode, 200, first.body.comments)
    const second = await post('create', user.token, { items: [tickets(show), goodsItem(goods, 1, 2)] }, 'en-US')
    assert.equal(second.body.statusCode, TRADE_CODES.goodsLimit)
    assert.match(second.body.comments, /limited to 3 per buyer/)
    const someone = buyer()
    const soldOut = await post('create', someone.token, { items: [tickets(show), goodsItem(goods, 0, 1)] }, 'en-US')
    assert.equal(soldOut.body.statusCode, TRADE_CODES.goodsSoldOut)
    assert.match(soldOut.body.comments, /Not enough of/)
  })
})

describe('goods stock held and released', () => {
  it('holds the sku stock on create and gives it back on cancel and on close; a refused order holds nothing', async () => {
    const show = addShow(app.db, { stock: 1 })
    const goods = addGoods(app.db, show.showId, { stock: 5 })
    const sku = goods.skuIds[0]
    const user = buyer()
    const made = await post<Created>('create', user.token, { items: [tickets(show), goodsItem(goods, 0, 3)] })
    assert.equal(made.body.statusCode, 200, made.body.comments)
    assert.equal(stockOf(sku), 2)
    // No tickets left: the goods of the refused order are not held either.
    const late = await post('create', buyer().token, { items: [tickets(show), goodsItem(goods, 0, 1)] })
    assert.notEqual(late.body.statusCode, 200)
    assert.equal(stockOf(sku), 2)
    const cancelled = await call(app, {
      method: 'POST',
      url: `${TRADE}/buyer/v1/orders/${made.body.data.orderId}/cancel`,
      token: user.token,
    })
    assert.equal(cancelled.body.statusCode, 200)
    assert.equal(stockOf(sku), 5)
    // Cancelling again gives nothing back twice.
    await call(app, { method: 'POST', url: `${TRADE}/buyer/v1/orders/${made.body.data.orderId}/cancel`, token: user.token })
    assert.equal(stockOf(sku), 5)

    const again = await post<Created>('create', user.token, { items: [tickets(show), goodsItem(goods, 0, 2)] })
    assert.equal(again.body.statusCode, 200, again.body.comments)
    assert.equal(stockOf(sku), 3)
    await sweep(app.storage, app.db, Date.now() + HOLD_MS + 1000)
    const state = app.db.prepare('SELECT state FROM orders WHERE id = ?').pluck().get(again.body.data.orderId)
    assert.equal(state, 13)
    assert.equal(stockOf(sku), 5)
  })
})
