/**
 * The shop's cart and goods orders (issue 23), on SQLite and on PostgreSQL: the cart takes goods
 * only where the shop has one, a line's quantity stays within the sku's stock (per attribute
 * combination) and the goods' limit, the count follows; a goods order is priced by the gateway
 * (goods, express fee, an ITEM coupon) whatever the client says, holds the stock, empties the
 * cart lines it bought, goes to the same cashier, and gives the stock back when cancelled; two
 * buyers racing for the last unit make one order and nothing is oversold.
 */
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import type { App } from '../src/app'
import type { Db } from '../src/db'
import { TRADE_CODES } from '../src/services/trade/common'
import type { Storage } from '../src/storage'
import { ENGINES, clusterForThisFile, postgresSkipped } from './engines'
import { call } from './helpers'
import { tradeApp, type TradeApp } from './trade-app'
import { TEST_MERCHANT, TEST_MOP_MERCHANT, addAddress, addGoods, addShow, addTemplate, addUser } from './trade-fixtures'

const TRADE = '/cyy_gatewayapi/trade'
const CART = `${TRADE}/buyer/v1/cart`
const SHOP = { 'merchant-id': TEST_MERCHANT }
const NO_CART_SHOP = { 'merchant-id': TEST_MOP_MERCHANT }

const cluster = clusterForThisFile()
let databases = 0
let phone = 13900230000

function fill(db: Db) {
  addShow(db, { stock: 1 }) // the test shops and places
  db.prepare('UPDATE shops SET config = ? WHERE merchant_id = ?').run(
    JSON.stringify({ productCartConfig: { enable: true, enableSpuType: ['MERCH'] } }),
    TEST_MERCHANT,
  )
  const buyer = () => {
    phone += 1
    const user = addUser(db, String(phone))
    return { ...user, addressId: addAddress(db, user.userId) }
  }
  // A tee of two skus (say Black/M 5 left and White/L none), limit 4 per buyer; a light stick.
  const tee = addGoods(db, null, { prices: [12800, 13800], stock: 5, limit: 4 })
  db.prepare('UPDATE goods_skus SET stock = 0 WHERE id = ?').run(tee.skuIds[1])
  const stick = addGoods(db, null, { prices: [3900], stock: 50 })
  const last = addGoods(db, null, { prices: [9900], stock: 1 })
  const foreign = addGoods(db, null, { prices: [1000], merchantId: TEST_MOP_MERCHANT })
  const template = addTemplate(db, { type: 'CASH', amount: 3000, useRule: 'LIMIATION_ITEM', useLimit: { itemIds: [tee.spuId] } })
  db.prepare("UPDATE coupon_templates SET biz_type = 'ITEM' WHERE id = ?").run(template)
  const shopper = buyer()
  db.prepare(
    `INSERT INTO user_coupons (id, coupon_code, user_id, template_id, status, start_time, expire_time, obtained_at)
     VALUES (?, ?, ?, ?, 'AVAILABLE', ?, ?, ?)`,
  ).run(`TUC${phone}`, `CODE${phone}`, shopper.userId, template, Date.now() - 1000, Date.now() + 86_400_000, Date.now())
  return {
    tee,
    stick,
    last,
    foreign,
    shopper,
    couponId: `TUC${phone}`,
    limited: buyer(),
    racers: [buyer(), buyer(), buyer(), buyer()],
    canceller: buyer(),
  }
}

for (const engine of ENGINES) {
  describe(`shop on ${engine}`, { skip: engine === 'postgres' && postgresSkipped ? postgresSkipped : false }, () => {
    let app: App
    let storage: Storage
    let built: TradeApp<ReturnType<typeof fill>>
    let f: ReturnType<typeof fill>
    before(async () => {
      databases += 1
      built = await tradeApp(engine === 'postgres' ? await cluster().createDatabase(`shop_${databases}`) : undefined, fill)
      ;({ app, storage, fixtures: f } = built)
    })
    after(async () => built?.close())

    const send = <T>(method: 'GET' | 'POST' | 'PUT', url: string, token: string, body?: unknown, headers = SHOP) =>
      call<T>(app, { method, url: `${url}${url.includes('?') ? '&' : '?'}lang=en-US`, token, body, headers })
    const stockOf = async (skuId: string | undefined) =>
      Number(await storage.value<number>('SELECT stock FROM goods_skus WHERE id = ?', [skuId ?? '']))
    interface Count {
      count: number
      enabled: boolean
    }
    interface CartView {
      lines: Array<{ id: number; skuId: string; qty: number; skuLabel: string; available: boolean; soldOut: boolean }>
      selectedAmount: number
      count: number
    }
    interface Created {
      orderId: string
      payAmountCents: number
      goodsAmount: number
      expressFee: number
      discountAmount: number
      unPaidTransactionIds: string[]
    }

    it('the cart takes skus within stock and limit, and its count follows every change', async () => {
      const { tee, stick, shopper } = f
      const add = (spuId: string, skuId: string | undefined, qty: number) =>
        send<Count>('POST', `${CART}/items`, shopper.token, { spuId, skuId, qty })
      assert.equal((await add(tee.spuId, tee.skuIds[0], 2)).body.data.count, 2)
      const added = await add(stick.spuId, stick.skuIds[0], 1)
      assert.deepEqual(added.body.data, { count: 3, enabled: true })
      // The White/L combination has none left; more tees than the limit of 4 are refused.
      const soldOut = await add(tee.spuId, tee.skuIds[1], 1)
      assert.equal(soldOut.body.statusCode, TRADE_CODES.goodsSoldOut)
      assert.match(soldOut.body.comments, /sold out/)
      const overLimit = await add(tee.spuId, tee.skuIds[0], 3)
      assert.equal(overLimit.body.statusCode, TRADE_CODES.goodsLimit)
      assert.match(overLimit.body.comments, /limited to 4 per buyer/)

      const cart = await send<CartView>('GET', CART, shopper.token)
      assert.equal(cart.body.data.count, 3)
      assert.deepEqual(
        cart.body.data.lines.map((line) => [line.skuId, line.qty, line.skuLabel, line.available]),
        [
          [stick.skuIds[0], 1, 'Edition 1', true],
          [tee.skuIds[0], 2, 'Edition 1', true],
        ],
      )
      assert.equal(cart.body.data.selectedAmount, 39 + 256)
      const teeLine = cart.body.data.lines[1]?.id as number
      const changed = await send<Count>('PUT', `${CART}/items/${teeLine}`, shopper.token, { qty: 3 })
      assert.equal(changed.body.data.count, 4)
      const unselected = await send<Count>('PUT', `${CART}/items/${cart.body.data.lines[0]?.id}`, shopper.token, {
        selected: false,
      })
      assert.equal(unselected.body.data.count, 4)
      assert.equal((await send<CartView>('GET', CART, shopper.token)).body.data.selectedAmount, 384)
      // Another buyer's line id is not theirs to change.
      const theirs = await send('PUT', `${CART}/items/${teeLine}`, f.limited.token, { qty: 1 })
      assert.equal(theirs.http, 404)
    })

    it("answers a goods' Douyin id (MP_TT), null where it has none, and not found for another shop's goods", async () => {
      const { tee, foreign, shopper } = f
      await storage.run("INSERT INTO goods_third_ids (spu_id, platform, third_goods_id) VALUES (?, 'MP_TT', '7300001')", [
        tee.spuId,
      ])
      const third = (spuId: string) =>
        send<{ thirdGoodsId: string | null }>(
          'GET',
          `/cyy_gatewayapi/show/pub/v3/spus/${spuId}/third_goods_id?platform=MP_TT`,
          shopper.token,
        )
      assert.equal((await third(tee.spuId)).body.data.thirdGoodsId, '7300001')
      const none = await third(f.stick.spuId)
      assert.equal(none.body.statusCode, 200, none.body.comments)
      assert.equal(none.body.data.thirdGoodsId, null)
      assert.equal((await third(foreign.spuId)).http, 404)
      const other = await send(
        'GET',
        `/cyy_gatewayapi/show/pub/v3/spus/${tee.spuId}/third_goods_id?platform=MP_WEIXIN`,
        shopper.token,
      )
      assert.equal(other.http, 400, 'only platforms that pay by it')
    })

    it('a shop without a cart answers count 0 and refuses goods into it; goods of another shop are not found', async () => {
      const { foreign, tee, shopper } = f
      const count = await send<Count>('GET', `${CART}/count`, shopper.token, undefined, NO_CART_SHOP)
      assert.deepEqual(count.body.data, { count: 0, enabled: false })
      const refused = await send(
        'POST',
        `${CART}/items`,
        shopper.token,
        { spuId: foreign.spuId, skuId: foreign.skuIds[0], qty: 1 },
        NO_CART_SHOP,
      )
      assert.equal(refused.body.statusCode, TRADE_CODES.cartUnsupported)
      const elsewhere = await send(
        'POST',
        `${CART}/items`,
        shopper.token,
        { spuId: tee.spuId, skuId: tee.skuIds[0], qty: 1 },
        NO_CART_SHOP,
      )
      assert.equal(elsewhere.http, 404)
    })

    it('checks out from the cart: amounts recomputed by the gateway, the ITEM coupon taken off, the cart emptied, the cashier ready', async () => {
      const { tee, shopper, couponId } = f
      const body = {
        lines: [{ spuId: tee.spuId, skuId: tee.skuIds[0], qty: 3 }],
        addressId: shopper.addressId,
        couponId,
        fromCart: true,
        paymentParam: { payAmount: 0.01 },
      }
      const priced = await send<{
        goodsAmount: number
        expressFee: number
        couponAmount: number
        payAmountCents: number
        coupons: Array<{ couponId: string; usable: boolean }>
      }>('POST', `${TRADE}/buyer/v1/goods_orders/pre_order`, shopper.token, body)
      assert.equal(priced.body.statusCode, 200, priced.body.comments)
      assert.equal(priced.body.data.goodsAmount, 384)
      assert.equal(priced.body.data.expressFee, 15)
      assert.equal(priced.body.data.couponAmount, 30)
      assert.equal(priced.body.data.payAmountCents, 38400 + 1500 - 3000)
      assert.deepEqual(
        priced.body.data.coupons.map((coupon) => [coupon.couponId, coupon.usable]),
        [[couponId, true]],
      )

      const before = await stockOf(tee.skuIds[0])
      const created = await send<Created>('POST', `${TRADE}/buyer/v1/goods_orders/create`, shopper.token, body)
      assert.equal(created.body.statusCode, 200, created.body.comments)
      assert.equal(created.body.data.payAmountCents, 36900, "the client's 0.01 is not what is charged")
      assert.equal(await stockOf(tee.skuIds[0]), before - 3)
      const order = await storage.one<{ order_type: string; show_id: string | null; coupon_id: string }>(
        'SELECT order_type, show_id, coupon_id FROM orders WHERE id = ?',
        [created.body.data.orderId],
      )
      assert.deepEqual(order, { order_type: 'GOODS', show_id: null, coupon_id: couponId })
      // The order's page and the buyer's list read it: its goods, its type.
      const detail = await send<{ goods: Array<{ skuId: string; qty: number }>; orderType: string }>(
        'GET',
        `${TRADE}/buyer/v5/orders/${created.body.data.orderId}`,
        shopper.token,
      )
      assert.equal(detail.body.statusCode, 200, detail.body.comments)
      assert.deepEqual(
        detail.body.data.goods.map((line) => [line.skuId, line.qty]),
        [[tee.skuIds[0], 3]],
      )
      assert.equal(detail.body.data.orderType, 'goods')
      // The tee left the cart; the unselected stick stays.
      const cart = await send<CartView>('GET', CART, shopper.token)
      assert.deepEqual(
        cart.body.data.lines.map((line) => line.qty),
        [1],
      )
      const cashier = await send<{ options: unknown[] }>('POST', `${TRADE}/buyer/v3/payments/cashiers`, shopper.token, {
        transactionIds: created.body.data.unPaidTransactionIds,
        platform: 'H5',
        browserType: 'OTHER',
      })
      assert.equal(cashier.body.statusCode, 200, cashier.body.comments)
      assert.ok(cashier.body.data.options.length > 0)
      // Over the limit now: 3 live + 2 > 4.
      const again = await send('POST', `${TRADE}/buyer/v1/goods_orders/create`, shopper.token, {
        lines: [{ spuId: tee.spuId, skuId: tee.skuIds[0], qty: 2 }],
        addressId: shopper.addressId,
      })
      assert.equal(again.body.statusCode, TRADE_CODES.goodsLimit)
    })

    it('removes cart lines: the count follows, another buyer cannot remove them', async () => {
      const { stick, limited, canceller } = f
      await send('POST', `${CART}/items`, limited.token, { spuId: stick.spuId, skuId: stick.skuIds[0], qty: 2 })
      const line = (await send<CartView>('GET', CART, limited.token)).body.data.lines[0]?.id as number
      const notTheirs = await send<Count>('POST', `${CART}/items/remove`, canceller.token, { ids: [line] })
      assert.equal(notTheirs.body.data.count, 0)
      assert.equal((await send<Count>('GET', `${CART}/count`, limited.token)).body.data.count, 2)
      const removed = await send<Count>('POST', `${CART}/items/remove`, limited.token, { ids: [line] })
      assert.deepEqual(removed.body.data, { count: 0, enabled: true })
    })

    it('refuses goods of another shop and an order without an address', async () => {
      const { foreign, stick, limited } = f
      const other = await send('POST', `${TRADE}/buyer/v1/goods_orders/create`, limited.token, {
        lines: [{ spuId: foreign.spuId, skuId: foreign.skuIds[0], qty: 1 }],
        addressId: limited.addressId,
      })
      assert.equal(other.http, 400)
      const noAddress = await send('POST', `${TRADE}/buyer/v1/goods_orders/create`, limited.token, {
        lines: [{ spuId: stick.spuId, skuId: stick.skuIds[0], qty: 1 }],
      })
      assert.equal(noAddress.http, 400)
    })

    it('two buyers race for the last unit: one order, the others told it is sold out, stock never below 0', async () => {
      const { last, racers } = f
      const results = await Promise.all(
        racers.map((racer) =>
          send<Created>('POST', `${TRADE}/buyer/v1/goods_orders/create`, racer.token, {
            lines: [{ spuId: last.spuId, skuId: last.skuIds[0], qty: 1 }],
            addressId: racer.addressId,
          }),
        ),
      )
      const codes = results.map((result) => result.body.statusCode).sort()
      assert.deepEqual(codes, [200, ...racers.slice(1).map(() => TRADE_CODES.goodsSoldOut)].sort())
      assert.equal(await stockOf(last.skuIds[0]), 0)
      const sold = await storage.value<number>('SELECT COALESCE(SUM(qty), 0) FROM order_goods WHERE sku_id = ?', [
        last.skuIds[0] ?? '',
      ])
      assert.equal(Number(sold), 1)
    })

    it('a cancelled goods order gives its stock back', async () => {
      const { stick, canceller } = f
      const before = await stockOf(stick.skuIds[0])
      const created = await send<Created>('POST', `${TRADE}/buyer/v1/goods_orders/create`, canceller.token, {
        lines: [{ spuId: stick.spuId, skuId: stick.skuIds[0], qty: 2 }],
        addressId: canceller.addressId,
      })
      assert.equal(created.body.statusCode, 200, created.body.comments)
      assert.equal(await stockOf(stick.skuIds[0]), before - 2)
      const cancelled = await send('POST', `${TRADE}/buyer/v1/orders/${created.body.data.orderId}/cancel`, canceller.token, {})
      assert.equal(cancelled.body.statusCode, 200, cancelled.body.comments)
      assert.equal(await stockOf(stick.skuIds[0]), before)
    })
  })
}
