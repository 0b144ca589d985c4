/**
 * The holder's extras on both engines (issues 20, 21, 23): on-site tickets by venue (D5), the
 * commemorative stubs and their printed copies (D6), and goods added to a paid ticket order
 * (order-add-purchase).
 */
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { gateCode, gateStep } from '@showtix/contract/rules'
import type { App } from '../src/app'
import type { Db } from '../src/db'
import { ADD_PURCHASE_CODES } from '../src/services/trade/add-purchase'
import { STUB_CODES } from '../src/services/trade/stub-rules'
import { ENGINES, clusterForThisFile, postgresSkipped } from './engines'
import { call } from './helpers'
import { tradeApp, type TradeApp } from './trade-app'
import { addAddress, addGoods, addShow, addUser, formOf } from './trade-fixtures'

const TRADE = '/cyy_gatewayapi/trade'
const FULFILL = '/cyy_gatewayapi/fulfill'

const cluster = clusterForThisFile()
let databases = 0

function fill(db: Db) {
  const alice = addUser(db, '13788882001')
  const carol = addUser(db, '13788882003')
  const dave = addUser(db, '13788882004')
  /** The shop's printed stub (D6), two designs. */
  const stub = addGoods(db, null, { prices: [1900, 2900] })
  db.prepare('UPDATE goods_spus SET stub = 1 WHERE id = ?').run(stub.spuId)
  return {
    alice,
    bob: addUser(db, '13788882002'),
    carol,
    staff: addUser(db, '13788882009'),
    carolAddress: addAddress(db, carol.userId),
    show: addShow(db, { stock: 30, price: 10000 }),
    paper: addShow(db, { stock: 10, price: 0, deliveryMethods: ['VENUE'] }),
    stubShow: addShow(db, { stock: 10, price: 5000 }),
    stub,
    dave,
    daveAddress: addAddress(db, dave.userId),
    ...withGoods(db),
  }
}

/** A show sold with goods (two skus), and goods of another show. */
function withGoods(db: Db) {
  const goodsShow = addShow(db, { stock: 20, price: 8000 })
  const otherShow = addShow(db, { stock: 20, price: 8000 })
  return {
    goodsShow,
    showGoods: addGoods(db, goodsShow.showId, { prices: [3000, 4000] }),
    otherGoods: addGoods(db, otherShow.showId, { prices: [1000] }),
  }
}

interface Ticket {
  ticketId: string
  state: string
  venueName: string
  gateSecret?: string | null
  pickupCode?: string | null
}

for (const engine of ENGINES) {
  describe(
    `the holder's extras on ${engine}`,
    { skip: engine === 'postgres' && postgresSkipped ? postgresSkipped : false },
    () => {
      let app: App
      let built: TradeApp<ReturnType<typeof fill>>

      const post = <T>(url: string, body: unknown, token: string) => call<T>(app, { method: 'POST', url, body, token })
      const get = <T>(url: string, token: string) => call<T>(app, { url, token })

      /** Buys and pays `qty` tickets of `show` as `token`; resolves to the order and its ticket ids. */
      async function buy(
        token: string,
        show: { showId: string; sessionId: string; seatPlanId: string },
        qty: number,
        deliveryMethod = 'E_TICKET',
      ) {
        const item = { showId: show.showId, sessionId: show.sessionId, seatPlanId: show.seatPlanId, qty }
        const order = await post<{ unPaidTransactionIds: string[]; orderId: string }>(
          `${TRADE}/buyer/v1/orders/create`,
          { items: [item], deliveryMethod },
          token,
        )
        assert.equal(order.body.statusCode, 200, order.body.comments)
        if (order.body.data.unPaidTransactionIds.length) await pay(token, order.body.data.unPaidTransactionIds)
        const answer = await get<Ticket[]>(`${FULFILL}/buyer/v3/orders/${order.body.data.orderId}/tickets`, token)
        return { orderId: order.body.data.orderId, tickets: answer.body.data.map((ticket) => ticket.ticketId) }
      }

      async function pay(token: string, transactionIds: string[]) {
        const answer = await post<{ normalUrl: string }>(
          `${TRADE}/buyer/v3/payments/pay`,
          { transactionIds, paymentProduct: 'ALIPAY_WAP', platform: 'H5' },
          token,
        )
        assert.equal(answer.body.statusCode, 200, answer.body.comments)
        const url = new URL(answer.body.data.normalUrl)
        const form = formOf((await app.inject({ url: url.pathname + url.search })).body, 'pay-form')
        await app.inject({ method: 'POST', url: form.action, payload: form.fields })
      }

      before(async () => {
        databases += 1
        built = await tradeApp(engine === 'postgres' ? await cluster().createDatabase(`extras_${databases}`) : undefined, fill)
        ;({ app } = built)
      })
      after(async () => built?.close())

      describe('on-site tickets (D5)', () => {
        it("lists the venues of the buyer's tickets still to use, and a venue's tickets with their codes", async () => {
          const { alice, bob, show, paper } = built.fixtures
          const bought = await buy(alice.token, show, 2)
          await buy(alice.token, paper, 1, 'VENUE')
          const venues = await get<Array<{ venueId: string; ticketCount: number; venueName: string; nextShowName: string }>>(
            `${FULFILL}/buyer/v3/site_tickets/venues`,
            alice.token,
          )
          assert.equal(venues.body.statusCode, 200, venues.body.comments)
          assert.equal(venues.body.data.length, 1, 'the test shows share one venue')
          assert.equal(venues.body.data[0]?.ticketCount, 3)
          const ofShow = await get<Array<{ ticketCount: number }>>(
            `${FULFILL}/buyer/v3/site_tickets/venues?showId=${show.showId}`,
            alice.token,
          )
          assert.equal(ofShow.body.data[0]?.ticketCount, 2)
          const venueId = venues.body.data[0]?.venueId as string
          const atVenue = await get<{ venueName: string; tickets: Ticket[] }>(
            `${FULFILL}/buyer/v3/site_tickets?venueId=${venueId}&showId=${show.showId}`,
            alice.token,
          )
          assert.deepEqual(atVenue.body.data.tickets.map((ticket) => ticket.ticketId).sort(), [...bought.tickets].sort())
          assert.match(atVenue.body.data.tickets[0]?.gateSecret ?? '', /^[0-9a-f]{32}$/, 'each e-ticket draws its rotating code')
          const all = await get<{ tickets: Ticket[] }>(`${FULFILL}/buyer/v3/site_tickets?venueId=${venueId}`, alice.token)
          const paperTicket = all.body.data.tickets.find((ticket) => !ticket.gateSecret)
          assert.match(paperTicket?.pickupCode ?? '', /^\d{8}$/, 'a ticket picked up at the venue shows its pickup code')
          const bobs = await get<Array<unknown>>(`${FULFILL}/buyer/v3/site_tickets/venues`, bob.token)
          assert.deepEqual(bobs.body.data, [], 'nobody sees another buyer’s tickets')
          const bobAtVenue = await get<{ tickets: Ticket[] }>(`${FULFILL}/buyer/v3/site_tickets?venueId=${venueId}`, bob.token)
          assert.deepEqual(bobAtVenue.body.data.tickets, [])
          const unknown = await get(`${FULFILL}/buyer/v3/site_tickets?venueId=NOSUCHVENUE`, alice.token)
          assert.equal(unknown.http, 404)
        })
      })

      describe('commemorative stubs (D6)', () => {
        interface Stub {
          ticket: { ticketId: string; state: string }
          print: { orderId: string; orderState: number } | null
        }
        const STUBS = `${TRADE}/buyer/v1/ticket_stubs`

        it('lists a used ticket and one whose show is over as stubs, and prints one copy of a stub once', async () => {
          const { carol, staff, stubShow, stub, carolAddress, bob } = built.fixtures
          const { tickets } = await buy(carol.token, stubShow, 3)
          const [used, past, valid] = tickets as [string, string, string]
          const none = await get<{ list: Stub[] }>(STUBS, carol.token)
          assert.deepEqual(none.body.data.list, [], 'valid tickets have no stub yet')

          const secret = (await get<Ticket>(`${FULFILL}/buyer/v3/tickets/${used}`, carol.token)).body.data.gateSecret as string
          const entered = await post(
            `${FULFILL}/staff/v3/tickets/check_in`,
            { code: gateCode(used, gateStep(Date.now()), secret) },
            staff.token,
          )
          assert.equal(entered.body.statusCode, 200, entered.body.comments)
          const afterEntry = await get<{ list: Stub[]; total: number }>(STUBS, carol.token)
          assert.deepEqual(
            afterEntry.body.data.list.map((entry) => [entry.ticket.ticketId, entry.ticket.state]),
            [[used, 'USED']],
          )

          const tooEarly = await post(`${STUBS}/${valid}/print`, { skuId: stub.skuIds[0], addressId: carolAddress }, carol.token)
          assert.equal(tooEarly.body.statusCode, STUB_CODES.notReady, 'a valid ticket of a show to come has no stub')
          assert.equal((await get(`${STUBS}/${valid}`, carol.token)).http, 404)

          const offer = await get<{ goods: { spuId: string; skus: Array<{ skuId: string; label: string }> } | null }>(
            `${STUBS}/${used}`,
            carol.token,
          )
          assert.equal(offer.body.statusCode, 200, offer.body.comments)
          assert.deepEqual(
            offer.body.data.goods?.skus.map((sku) => sku.skuId),
            stub.skuIds,
            'each design is a sku of the stub goods',
          )
          assert.equal((await get(`${STUBS}/${used}`, bob.token)).http, 404, 'nobody sees another buyer’s stub')
          const foreign = await post(`${STUBS}/${used}/print`, { skuId: stub.skuIds[0], addressId: carolAddress }, bob.token)
          assert.equal(foreign.http, 404)

          const printed = await post<{ orderId: string; payAmountCents: number; needPay: boolean }>(
            `${STUBS}/${used}/print`,
            { skuId: stub.skuIds[1], addressId: carolAddress, paymentParam: { payAmount: 0.01 } },
            carol.token,
          )
          assert.equal(printed.body.statusCode, 200, printed.body.comments)
          assert.equal(
            printed.body.data.payAmountCents,
            2900 + 1500,
            'the design’s price and the delivery, not what the client said',
          )
          assert.equal(printed.body.data.needPay, true)
          const twice = await post(`${STUBS}/${used}/print`, { skuId: stub.skuIds[0], addressId: carolAddress }, carol.token)
          assert.equal(twice.body.statusCode, STUB_CODES.printed, 'one live print per ticket')
          const listed = await get<{ list: Stub[] }>(STUBS, carol.token)
          assert.equal(listed.body.data.list[0]?.print?.orderId, printed.body.data.orderId)

          const cancelled = await post(`${TRADE}/buyer/v1/orders/${printed.body.data.orderId}/cancel`, {}, carol.token)
          assert.equal(cancelled.body.statusCode, 200, cancelled.body.comments)
          const again = await post<{ orderId: string }>(
            `${STUBS}/${used}/print`,
            { skuId: stub.skuIds[0], addressId: carolAddress },
            carol.token,
          )
          assert.equal(again.body.statusCode, 200, 'a cancelled print can be ordered again')

          // The show is over: the ticket never used is a stub too (EXPIRED).
          await built.storage.run('UPDATE sessions_show SET start_time = ?, end_time = ? WHERE id = ?', [
            Date.now() - 3 * 3_600_000,
            Date.now() - 3_600_000,
            stubShow.sessionId,
          ])
          const over = await get<{ list: Stub[] }>(STUBS, carol.token)
          assert.deepEqual(over.body.data.list.map((entry) => entry.ticket.state).sort(), ['EXPIRED', 'EXPIRED', 'USED'])
          assert.ok(over.body.data.list.some((entry) => entry.ticket.ticketId === past))
        })

        it('keeps the stub off the shelf: not listed, and refused in a shop goods order', async () => {
          const { carol, stub, carolAddress } = built.fixtures
          const shelf = await call<{ spuList: Array<{ spuId: string }> }>(app, {
            url: '/cyy_gatewayapi/show/pub/v3/spus?merchantId=TSTMERCHANT&offset=0&length=20',
          })
          assert.equal(shelf.body.statusCode, 200, shelf.body.comments)
          assert.ok(!shelf.body.data.spuList.some((spu) => spu.spuId === stub.spuId))
          const order = await post(
            `${TRADE}/buyer/v1/goods_orders/create?merchantId=TSTMERCHANT`,
            { lines: [{ spuId: stub.spuId, skuId: stub.skuIds[0], qty: 1 }], addressId: carolAddress },
            carol.token,
          )
          assert.equal(order.body.statusCode, STUB_CODES.fromTicket)
        })
      })

      describe('add-purchase (issue 21)', () => {
        interface Offer {
          canAdd: boolean
          goods: Array<{ spuId: string; skus: Array<{ skuId: string }> }>
          added: Array<{ orderId: string; orderState: number; goods: Array<{ skuId: string; qty: number }> }>
        }
        const addPath = (orderId: string) => `${TRADE}/buyer/v1/orders/${orderId}/add_purchase`

        it('adds goods of the show to a paid ticket order as a goods order of its own, shown on the order', async () => {
          const { dave, daveAddress, goodsShow, showGoods, otherGoods, bob } = built.fixtures
          const unpaid = await post<{ orderId: string }>(
            `${TRADE}/buyer/v1/orders/create`,
            {
              items: [{ showId: goodsShow.showId, sessionId: goodsShow.sessionId, seatPlanId: goodsShow.seatPlanId, qty: 1 }],
              deliveryMethod: 'E_TICKET',
            },
            dave.token,
          )
          assert.equal(unpaid.body.statusCode, 200, unpaid.body.comments)
          const early = await get<Offer>(addPath(unpaid.body.data.orderId), dave.token)
          assert.equal(early.body.statusCode, 200, early.body.comments)
          assert.equal(early.body.data.canAdd, false, 'an unpaid order takes no goods')
          const refusedEarly = await post(
            addPath(unpaid.body.data.orderId),
            { lines: [{ spuId: showGoods.spuId, skuId: showGoods.skuIds[0], qty: 1 }], addressId: daveAddress },
            dave.token,
          )
          assert.equal(refusedEarly.body.statusCode, ADD_PURCHASE_CODES.closed)

          const { orderId } = await buy(dave.token, goodsShow, 2)
          const offer = await get<Offer>(addPath(orderId), dave.token)
          assert.equal(offer.body.statusCode, 200, offer.body.comments)
          assert.equal(offer.body.data.canAdd, true)
          assert.deepEqual(
            offer.body.data.goods.map((goods) => goods.spuId),
            [showGoods.spuId],
            'only the goods sold with its show',
          )
          assert.equal((await get(addPath(orderId), bob.token)).http, 404, 'nobody sees another buyer’s order')

          const foreign = await post(
            addPath(orderId),
            { lines: [{ spuId: otherGoods.spuId, skuId: otherGoods.skuIds[0], qty: 1 }], addressId: daveAddress },
            dave.token,
          )
          assert.equal(foreign.body.statusCode, ADD_PURCHASE_CODES.notOfOrder)

          const added = await post<{ orderId: string; payAmountCents: number; unPaidTransactionIds: string[] }>(
            addPath(orderId),
            {
              lines: [{ spuId: showGoods.spuId, skuId: showGoods.skuIds[1], qty: 2 }],
              addressId: daveAddress,
              paymentParam: { payAmount: 0.01 },
            },
            dave.token,
          )
          assert.equal(added.body.statusCode, 200, added.body.comments)
          assert.equal(
            added.body.data.payAmountCents,
            2 * 4000 + 1500,
            'the goods and their delivery, as the gateway prices them',
          )
          await pay(dave.token, added.body.data.unPaidTransactionIds)

          const parent = await get<{
            canAddPurchase: boolean
            addPurchases: Array<{ orderId: string; orderState: number; goods: Array<{ skuId: string; qty: number }> }>
            priceDetail: { goodsAmount: number }
          }>(`${TRADE}/buyer/v5/orders/${orderId}`, dave.token)
          assert.equal(parent.body.data.canAddPurchase, true)
          assert.deepEqual(
            parent.body.data.addPurchases.map((one) => [one.orderId, one.goods.map((goods) => [goods.skuId, goods.qty])]),
            [[added.body.data.orderId, [[showGoods.skuIds[1], 2]]]],
          )
          assert.notEqual(parent.body.data.addPurchases[0]?.orderState, 1, 'paid on its own')
          assert.equal(parent.body.data.priceDetail.goodsAmount, 0, 'the ticket order’s own amounts are unchanged')
          const child = await get<{ addedToOrderId: string | null }>(
            `${TRADE}/buyer/v5/orders/${added.body.data.orderId}`,
            dave.token,
          )
          assert.equal(child.body.data.addedToOrderId, orderId)

          // The show is over: nothing more can be added.
          await built.storage.run('UPDATE sessions_show SET start_time = ?, end_time = ? WHERE id = ?', [
            Date.now() - 3 * 3_600_000,
            Date.now() - 3_600_000,
            goodsShow.sessionId,
          ])
          const late = await post(
            addPath(orderId),
            { lines: [{ spuId: showGoods.spuId, skuId: showGoods.skuIds[0], qty: 1 }], addressId: daveAddress },
            dave.token,
          )
          assert.equal(late.body.statusCode, ADD_PURCHASE_CODES.closed)
          assert.equal((await get<Offer>(addPath(orderId), dave.token)).body.data.canAdd, false)
        })
      })
    },
  )
}
