/**
 * After the sale (issue 21): what the order detail shows (attendees masked), the invoice's
 * amount (spec section 5: the tickets without delivery and without tied-sale goods), a paper
 * invoice's delivery, and the express order's progress in the sweep. On SQLite and on PostgreSQL.
 */
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import type { App } from '../src/app'
import type { Db } from '../src/db'
import type { Storage } from '../src/storage'
import type { OrderRow } from '../src/services/trade/orders'
import { INVOICE_ISSUE_DELAY_MS } from '../src/services/trade/common'
import {
  EXPRESS_CODES,
  EXPRESS_DELIVER_AFTER_MS,
  EXPRESS_SHIP_AFTER_MS,
  EXPRESS_TRANSIT_AFTER_MS,
} from '../src/services/trade/express'
import { sweep } from '../src/services/trade/sweep'
import { issueTickets } from '../src/services/trade/tickets'
import { ENGINES, clusterForThisFile, postgresSkipped } from './engines'
import { call } from './helpers'
import { tradeApp, type TradeApp } from './trade-app'
import { addAddress, addAudience, addGoods, addShow, addUser, idNumber } from './trade-fixtures'

const TRADE = '/cyy_gatewayapi/trade'

const cluster = clusterForThisFile()
let databases = 0

function fill(db: Db) {
  const buyer = addUser(db, '13799992001')
  const show = addShow(db, { stock: 20, price: 38000, deliveryMethods: ['E_TICKET', 'EXPRESS'], realName: true })
  return {
    buyer,
    show,
    goods: addGoods(db, show.showId, { prices: [5000] }),
    addressId: addAddress(db, buyer.userId),
    audiences: [addAudience(db, buyer.userId, idNumber(21), '李雷'), addAudience(db, buyer.userId, idNumber(22), '韩梅梅')],
    /** For an e-ticket order of the same show (one ID, one ticket per show). */
    another: addAudience(db, buyer.userId, idNumber(23), '王芳'),
  }
}

for (const engine of ENGINES) {
  describe(
    `orders after the sale on ${engine}`,
    { skip: engine === 'postgres' && postgresSkipped ? postgresSkipped : false },
    () => {
      let app: App
      let storage: Storage
      let built: TradeApp<ReturnType<typeof fill>>
      let fixtures: ReturnType<typeof fill>
      let orderId = ''
      before(async () => {
        databases += 1
        built = await tradeApp(
          engine === 'postgres' ? await cluster().createDatabase(`after_sale_${databases}`) : undefined,
          fill,
        )
        ;({ app, fixtures, storage } = built)
        const { show, goods, addressId, audiences } = fixtures
        const created = await call<{ orderId: string }>(app, {
          method: 'POST',
          url: `${TRADE}/buyer/v1/orders/create`,
          token: fixtures.buyer.token,
          body: {
            items: [
              { showId: show.showId, sessionId: show.sessionId, seatPlanId: show.seatPlanId, qty: 2, audienceIds: audiences },
              { spu: { spuId: goods.spuId }, skuId: goods.skuIds[0], qty: 1 },
            ],
            deliveryMethod: 'EXPRESS',
            addressId,
          },
        })
        assert.equal(created.body.statusCode, 200, created.body.comments)
        orderId = created.body.data.orderId
      })
      after(async () => built?.close())

      interface Detail {
        priceDetail: { ticketAmount: number; goodsAmount: number; expressFee: number; payAmount: number }
        attendees: Array<{ name: string; idNo: string }>
        canInvoice: boolean
        invoice: { invoiceId: string } | null
      }
      const detail = async () =>
        (await call<Detail>(app, { url: `${TRADE}/buyer/v5/orders/${orderId}`, token: fixtures.buyer.token })).body.data

      it('the detail lists the attendees with their ID numbers masked', async () => {
        const { attendees } = await detail()
        assert.deepEqual(
          attendees.map((attendee) => attendee.name),
          ['李雷', '韩梅梅'],
        )
        for (const [index, attendee] of attendees.entries()) {
          const full = idNumber(21 + index)
          assert.notEqual(attendee.idNo, full)
          assert.equal(attendee.idNo.length, full.length)
          assert.match(attendee.idNo, /\*/)
        }
      })

      it('invoices the tickets only: not the express fee, not the goods', async () => {
        // Paid the way the callback leaves it: state 6 (express, not shipped), tickets issued.
        await storage.run('UPDATE orders SET state = 6, paid_at = ?, paid_deadline = NULL WHERE id = ?', [Date.now(), orderId])
        await issueTickets(
          storage,
          (await storage.one<OrderRow>('SELECT * FROM orders WHERE id = ?', [orderId])) as OrderRow,
          Date.now(),
        )
        const before = await detail()
        assert.ok(before.priceDetail.goodsAmount > 0 && before.priceDetail.expressFee > 0, 'the order has goods and delivery')
        assert.equal(before.canInvoice, true)
        const applied = await call<{ amount: number; status: string }>(app, {
          method: 'POST',
          url: `${TRADE}/buyer/v1/invoices/apply`,
          token: fixtures.buyer.token,
          body: {
            orderId,
            type: 'VAT_E_ORDINARY_PAPER',
            titleType: 'ENTERPRISE',
            title: '李雷文化有限公司',
            taxpayerId: '91310000ma1k2x3y4z',
          },
        })
        assert.equal(applied.body.statusCode, 200, applied.body.comments)
        assert.equal(applied.body.data.amount, before.priceDetail.ticketAmount)
        assert.equal(applied.body.data.amount, 760)
      })

      it('issues the paper invoice with its delivery (the sandbox courier), the taxpayer id kept in capitals', async () => {
        await sweep(storage, Date.now() + INVOICE_ISSUE_DELAY_MS + 1000)
        const { invoice } = await detail()
        const issued = await call<{ status: string; taxpayerId: string; express: Record<string, string> | null }>(app, {
          url: `${TRADE}/buyer/v1/invoices/${invoice?.invoiceId}?lang=en-US`,
          token: fixtures.buyer.token,
        })
        assert.equal(issued.body.data.status, 'SUCCESS')
        assert.equal(issued.body.data.taxpayerId, '91310000MA1K2X3Y4Z')
        assert.equal(issued.body.data.express?.displayName, 'SF Express')
        assert.match(String(issued.body.data.express?.expressNo), /^SF\d{13}$/)
      })

      it('ships, moves and delivers the express order in the sweep (6 -> 7 -> 9), each step once', async () => {
        interface Express {
          orderState: number
          company: string | null
          expressNo: string | null
          events: Array<{ kind: string; title: string }>
        }
        const express = async () =>
          (
            await call<Express>(app, {
              url: `${TRADE}/buyer/v1/orders/${orderId}/express?lang=en-US`,
              token: fixtures.buyer.token,
            })
          ).body.data
        const paidAt = Number(await storage.value('SELECT paid_at FROM orders WHERE id = ?', [orderId]))
        const waiting = await express()
        assert.deepEqual([waiting.orderState, waiting.company, waiting.expressNo], [6, null, null])
        assert.deepEqual(
          waiting.events.map((event) => event.kind),
          ['PAID'],
        )

        await sweep(storage, paidAt + EXPRESS_SHIP_AFTER_MS - 1000)
        assert.equal((await express()).orderState, 6, 'not before the courier is due')
        const shippedAt = paidAt + EXPRESS_SHIP_AFTER_MS + 1000
        await sweep(storage, shippedAt)
        const shipped = await express()
        assert.equal(shipped.orderState, 7)
        assert.equal(shipped.company, 'SF Express')
        assert.match(String(shipped.expressNo), /^SF\d{13}$/)
        assert.deepEqual(
          shipped.events.map((event) => event.kind),
          ['SHIPPED', 'PAID'],
        )
        assert.equal(shipped.events[0]?.title, 'Picked up by the courier')
        const refund = await call<{ expressRefund: number }>(app, {
          method: 'POST',
          url: `${TRADE}/buyer/v1/orders/${orderId}/refund/check`,
          token: fixtures.buyer.token,
          body: {},
        })
        assert.equal(refund.body.data.expressRefund, 0, 'shipped: the express fee is not refunded')

        await sweep(storage, shippedAt + EXPRESS_TRANSIT_AFTER_MS)
        assert.deepEqual(
          (await express()).events.map((event) => event.kind),
          ['IN_TRANSIT', 'SHIPPED', 'PAID'],
        )
        assert.equal((await express()).orderState, 7)
        await sweep(storage, shippedAt + EXPRESS_DELIVER_AFTER_MS)
        const delivered = await express()
        assert.equal(delivered.orderState, 9)
        assert.deepEqual(
          delivered.events.map((event) => event.kind),
          ['DELIVERED', 'IN_TRANSIT', 'SHIPPED', 'PAID'],
        )
        const again = await sweep(storage, shippedAt + 2 * EXPRESS_DELIVER_AFTER_MS)
        assert.equal(again.expressSteps, 0)
      })

      it('refuses the express progress of an order not delivered by express', async () => {
        const { show } = fixtures
        const created = await call<{ orderId: string }>(app, {
          method: 'POST',
          url: `${TRADE}/buyer/v1/orders/create`,
          token: fixtures.buyer.token,
          body: {
            items: [
              {
                showId: show.showId,
                sessionId: show.sessionId,
                seatPlanId: show.seatPlanId,
                qty: 1,
                audienceIds: [fixtures.another],
              },
            ],
            deliveryMethod: 'E_TICKET',
          },
        })
        assert.equal(created.body.statusCode, 200, created.body.comments)
        const refused = await call(app, {
          url: `${TRADE}/buyer/v1/orders/${created.body.data.orderId}/express?lang=en-US`,
          token: fixtures.buyer.token,
        })
        assert.equal(refused.body.statusCode, EXPRESS_CODES.notExpress)
        assert.equal(refused.body.comments, 'This order is not delivered by express')
      })
    },
  )
}
