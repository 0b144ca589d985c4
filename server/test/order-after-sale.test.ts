/**
 * After the sale (issue 21): what the order detail shows (attendees masked) and the invoice's
 * amount (spec section 5: the tickets without delivery and without tied-sale goods). On SQLite
 * and on PostgreSQL.
 */
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import type { App } from '../src/app'
import type { Db } from '../src/db'
import type { Storage } from '../src/storage'
import type { OrderRow } from '../src/services/trade/orders'
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
            type: 'VAT_E_ORDINARY',
            titleType: 'INDIVIDUAL_OR_INSTITUTION',
            title: '李雷',
            email: 'li@example.com',
          },
        })
        assert.equal(applied.body.statusCode, 200, applied.body.comments)
        assert.equal(applied.body.data.amount, before.priceDetail.ticketAmount)
        assert.equal(applied.body.data.amount, 760)
      })
    },
  )
}
