/**
 * Goods returns (decision D36) over HTTP on both engines: a paid goods order returned before it
 * ships gives back what was paid with the delivery and its stock at once; once shipped, the
 * delivery is kept and the stock comes back when the sandbox warehouse receives it (the sweep);
 * the amount is the gateway's whatever the client sends; a second request is refused, as are an
 * unpaid order, a ticket order and a return later than 7 days after delivery. The detail and the
 * "other" list say "Return in progress", then "Returned". And what the express page of such an
 * order tells besides its events (spec s8's delivery messages): waiting, an address the courier
 * does not serve (never collected), stopped by the return, no tracking yet, an unknown courier, and
 * (the rule alone: the gateway's own sweep would race a real wait) not collected in time.
 */
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { HOUR_MS } from '@showtix/contract/rules'
import type { App } from '../src/app'
import type { Db } from '../src/db'
import { EXPRESS_LATE_AFTER_MS, EXPRESS_SHIP_AFTER_MS, expressNotice } from '../src/services/trade/express'
import { GOODS_RETURN_CODES, GOODS_RETURN_SETTLE_MS, GOODS_RETURN_WINDOW_MS } from '../src/services/trade/goods-returns'
import { markPaid } from '../src/services/trade/orders'
import { sweep } from '../src/services/trade/sweep'
import type { Storage } from '../src/storage'
import { ENGINES, clusterForThisFile, postgresSkipped } from './engines'
import { call } from './helpers'
import { tradeApp, type TradeApp } from './trade-app'
import { TEST_MERCHANT, addAddress, addGoods, addShow, addUser } from './trade-fixtures'

const TRADE = '/cyy_gatewayapi/trade'
const SHOP = { 'merchant-id': TEST_MERCHANT }

const cluster = clusterForThisFile()
let databases = 0

function fill(db: Db) {
  const show = addShow(db, { stock: 10 })
  const user = addUser(db, '13900231001')
  const poBox = addAddress(db, user.userId)
  db.prepare("UPDATE user_addresses SET detail = '邮政信箱 1234 号（自取）' WHERE id = ?").run(poBox)
  return {
    show,
    poBox,
    buyer: { ...user, addressId: addAddress(db, user.userId) },
    // A tee at ¥128.00, 10 in stock.
    tee: addGoods(db, null, { prices: [12800], stock: 10, limit: 10 }),
  }
}

interface Detail {
  orderState: number
  orderStatusTitle: string
  canReturn?: boolean
  returnAmount?: number | null
  returnDeadline?: number | null
  goodsReturn?: { state: string; stateTitle: string; refundAmount: number; expressRefund: number } | null
  priceDetail: { payAmount: number; expressFee: number }
}

for (const engine of ENGINES) {
  describe(`goods returns on ${engine}`, { skip: engine === 'postgres' && postgresSkipped ? postgresSkipped : false }, () => {
    let app: App
    let storage: Storage
    let built: TradeApp<ReturnType<typeof fill>>
    let f: ReturnType<typeof fill>
    before(async () => {
      databases += 1
      built = await tradeApp(
        engine === 'postgres' ? await cluster().createDatabase(`goods_returns_${databases}`) : undefined,
        fill,
      )
      ;({ app, storage, fixtures: f } = built)
    })
    after(async () => built?.close())

    const send = <T>(method: 'GET' | 'POST', url: string, body?: unknown) =>
      call<T>(app, { method, url: `${url}${url.includes('?') ? '&' : '?'}lang=en-US`, token: f.buyer.token, body, headers: SHOP })
    const stock = async () =>
      Number(await storage.value<number>('SELECT stock FROM goods_skus WHERE id = ?', [f.tee.skuIds[0] ?? '']))
    const detail = async (orderId: string) => (await send<Detail>('GET', `${TRADE}/buyer/v5/orders/${orderId}`)).body.data
    const returnOf = (orderId: string, body: unknown = {}) =>
      send<{ state: string; refundAmount: number; expressRefund: number }>(
        'POST',
        `${TRADE}/buyer/v1/orders/${orderId}/goods_return`,
        body,
      )

    /** A goods order of `qty` tees, paid `paidAgo` ms ago: its id. */
    async function paidTees(qty: number, paidAgo = 0, addressId = f.buyer.addressId): Promise<string> {
      const created = await send<{ orderId: string }>('POST', `${TRADE}/buyer/v1/goods_orders/create`, {
        lines: [{ spuId: f.tee.spuId, skuId: f.tee.skuIds[0], qty }],
        addressId,
      })
      assert.equal(created.body.statusCode, 200, created.body.comments)
      await markPaid(storage, [created.body.data.orderId], null, Date.now() - paidAgo)
      return created.body.data.orderId
    }
    /** The sweep as if `ahead` ms later, until a round ran (the gateway's own timer may be sweeping). */
    const sweepAhead = async (ahead: number) => {
      while ((await sweep(storage, Date.now() + ahead)).skipped);
    }

    it('before shipping: everything paid comes back with the delivery, the stock at once; a second request is refused', async () => {
      const before = await stock()
      const orderId = await paidTees(2)
      assert.equal(await stock(), before - 2)
      const offered = await detail(orderId)
      assert.deepEqual(
        { canReturn: offered.canReturn, amount: offered.returnAmount, deadline: offered.returnDeadline },
        { canReturn: true, amount: offered.priceDetail.payAmount, deadline: null },
      )
      // What the client says it wants back is not read: the gateway pays back what was paid.
      const returned = await returnOf(orderId, { refundAmount: 99999, amount: 99999 })
      assert.equal(returned.body.statusCode, 200, returned.body.comments)
      assert.deepEqual(
        { state: returned.body.data.state, amount: returned.body.data.refundAmount, express: returned.body.data.expressRefund },
        { state: 'RETURNING', amount: 2 * 128 + offered.priceDetail.expressFee, express: offered.priceDetail.expressFee },
      )
      assert.equal(await stock(), before, 'not sent: the tees are on sale again at once')
      const again = await returnOf(orderId)
      assert.equal(again.body.statusCode, GOODS_RETURN_CODES.already)
      assert.equal(again.body.comments, 'A return was already requested for this order')
      const after = await detail(orderId)
      assert.deepEqual(
        { state: after.orderState, title: after.orderStatusTitle, canReturn: after.canReturn, return: after.goodsReturn?.state },
        { state: 11, title: 'Return in progress', canReturn: false, return: 'RETURNING' },
      )
      // The courier does not ship a returned order.
      await sweepAhead(EXPRESS_SHIP_AFTER_MS + 1000)
      assert.equal((await detail(orderId)).orderState, 11)
      assert.equal(await stock(), before, 'the stock came back once only')
      await sweepAhead(GOODS_RETURN_SETTLE_MS + 1000)
      const settled = await detail(orderId)
      assert.deepEqual([settled.orderStatusTitle, settled.goodsReturn?.stateTitle], ['Returned', 'Returned'])
      const other = await send<{ list: Array<{ orderId: string; orderStatusTitle: string }> }>(
        'GET',
        `${TRADE}/buyer/v5/orders/page?listType=OTHER&offset=0&length=20`,
      )
      assert.equal(
        other.body.data.list.find((line) => line.orderId === orderId)?.orderStatusTitle,
        'Returned',
        'the other list says so',
      )
    })

    it('once shipped: the delivery is kept, and the stock comes back when the parcel is received', async () => {
      const before = await stock()
      const orderId = await paidTees(1, EXPRESS_SHIP_AFTER_MS + 1000)
      await sweepAhead(0)
      const shipped = await detail(orderId)
      assert.equal(shipped.orderState, 7, 'picked up by the courier')
      assert.equal(shipped.returnAmount, 128)
      const returned = await returnOf(orderId)
      assert.deepEqual([returned.body.data.refundAmount, returned.body.data.expressRefund], [128, 0])
      assert.equal(await stock(), before - 1, 'still with the buyer or on its way back')
      await sweepAhead(GOODS_RETURN_SETTLE_MS + 1000)
      assert.equal(await stock(), before, 'received: on sale again')
      assert.equal((await detail(orderId)).goodsReturn?.state, 'RETURNED')
    })

    it('refuses an unpaid order, a ticket order, and a return more than 7 days after delivery', async () => {
      const unpaid = await send<{ orderId: string }>('POST', `${TRADE}/buyer/v1/goods_orders/create`, {
        lines: [{ spuId: f.tee.spuId, skuId: f.tee.skuIds[0], qty: 1 }],
        addressId: f.buyer.addressId,
      })
      assert.equal((await returnOf(unpaid.body.data.orderId)).body.statusCode, GOODS_RETURN_CODES.notReturnable)
      const tickets = await send<{ orderId: string }>('POST', `${TRADE}/buyer/v1/orders/create`, {
        items: [{ showId: f.show.showId, sessionId: f.show.sessionId, seatPlanId: f.show.seatPlanId, qty: 1 }],
      })
      await markPaid(storage, [tickets.body.data.orderId], null, Date.now())
      assert.equal((await returnOf(tickets.body.data.orderId)).body.statusCode, GOODS_RETURN_CODES.notReturnable)

      const delivered = await paidTees(1)
      const deliveredAt = (ago: number) =>
        storage.run('UPDATE orders SET state = 9 WHERE id = ?', [delivered]).then(() =>
          storage.run(
            `INSERT INTO order_express_events (order_id, kind, at) VALUES (?, 'DELIVERED', ?)
               ON CONFLICT (order_id, kind) DO UPDATE SET at = excluded.at`,
            [delivered, Date.now() - ago],
          ),
        )
      await deliveredAt(GOODS_RETURN_WINDOW_MS - HOUR_MS)
      const open = await detail(delivered)
      assert.equal(open.canReturn, true, 'an hour before the 7 days are up')
      assert.ok(Math.abs(Number(open.returnDeadline) - (Date.now() + HOUR_MS)) < 60_000)
      await deliveredAt(GOODS_RETURN_WINDOW_MS + HOUR_MS)
      assert.equal((await detail(delivered)).canReturn, false)
      const late = await returnOf(delivered)
      assert.equal(late.body.statusCode, GOODS_RETURN_CODES.tooLate)
      assert.equal(late.body.comments, 'Goods can be returned only within 7 days of delivery')
    })

    it('tells on the express page what the events do not: waiting, undeliverable, stopped, no tracking, unknown courier', async () => {
      const notice = async (orderId: string) =>
        (await send<{ notice: string | null }>('GET', `${TRADE}/buyer/v1/orders/${orderId}/express`)).body.data.notice
      const waiting = await paidTees(1)
      assert.equal(await notice(waiting), 'WAITING')
      // A post-office box: the courier never collects it, however late.
      const poBox = await paidTees(1, EXPRESS_SHIP_AFTER_MS + 1000, f.poBox)
      await sweepAhead(EXPRESS_SHIP_AFTER_MS)
      assert.equal((await detail(poBox)).orderState, 6, 'not collected')
      assert.equal(await notice(poBox), 'UNDELIVERABLE')
      await returnOf(poBox)
      assert.equal(await notice(poBox), 'STOPPED', 'returned before it left')
      const page = await send<{ orderStatusTitle: string }>('GET', `${TRADE}/buyer/v1/orders/${poBox}/express`)
      assert.equal(page.body.data.orderStatusTitle, 'Return in progress', 'not the ticket words of 11')
      // Shipped outside the sandbox courier: a number without events, then a courier not known.
      const outside = await paidTees(1)
      await storage.run("UPDATE orders SET state = 7, express_company = 'SF', express_no = 'SF1234567890123' WHERE id = ?", [
        outside,
      ])
      assert.equal(await notice(outside), 'NO_TRACKING')
      await storage.run("UPDATE orders SET express_company = 'XYZ' WHERE id = ?", [outside])
      assert.equal(await notice(outside), 'UNKNOWN_CARRIER')
      await storage.run("UPDATE orders SET express_company = 'SF' WHERE id = ?", [outside])
      await storage.run("INSERT INTO order_express_events (order_id, kind, at) VALUES (?, 'SHIPPED', ?)", [outside, Date.now()])
      assert.equal(await notice(outside), null, 'the events say it all')
    })

    it('says an order not collected EXPRESS_LATE_AFTER_MS after payment cannot be shipped (a minute either side)', () => {
      const now = Date.now()
      const order = (paidAgo: number) => ({
        state: 6,
        paid_at: now - paidAgo,
        express_no: null,
        express_company: null,
        address: JSON.stringify({ area: '上海 上海市', detail: '漕溪北路88号' }),
      })
      assert.equal(expressNotice(order(EXPRESS_LATE_AFTER_MS - 60_000), 0, now), 'WAITING')
      assert.equal(expressNotice(order(EXPRESS_LATE_AFTER_MS + 60_000), 0, now), 'CANNOT_SHIP')
      assert.equal(expressNotice({ ...order(0), state: 1, paid_at: null }, 0, now), 'NOT_PAID')
      assert.equal(
        expressNotice({ ...order(0), address: JSON.stringify({ detail: 'P.O. Box 88, Macau' }) }, 0, now),
        'UNDELIVERABLE',
      )
    })
  })
}
