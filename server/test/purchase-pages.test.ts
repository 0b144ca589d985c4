/**
 * The purchase pages' routes: pre-filled grab info (pre_filed_info: login, only during a
 * pre-sale, choices checked against the show and the buyer's own attendees and addresses, the
 * last submission prevails, invalid once an order of the show is created in the grab period),
 * the tied sales with their required flag and skus, and a ticket read only by its holder.
 */
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import type { App } from '../src/app'
import { PRE_FILL_CODES } from '../src/routes/pre-fill'
import { startGatewayOn } from './engine-gateway'
import { ENGINES, clusterForThisFile, postgresSkipped } from './engines'
import { call } from './helpers'
import { TEST_MERCHANT, idNumber, type ShowFixture, onStorage } from './trade-fixtures'

const cluster = clusterForThisFile()

const SHOW = '/cyy_gatewayapi/show'
const TRADE = '/cyy_gatewayapi/trade'
const FULFILL = '/cyy_gatewayapi/fulfill'
const DAY = 24 * 60 * 60 * 1000
const headers = { 'merchant-id': TEST_MERCHANT }

interface PreFill {
  showId: string
  supportPreFill: boolean
  status: 'none' | 'valid' | 'invalid'
  reason: string | null
  info: null | {
    bizShowSessionId: string
    seatPlanId: string
    qty: number
    deliverMethod: string
    audienceIds: string[]
    addressId: string | null
    audiences?: Array<{ name: string; idNo: string }>
    address?: { recipient: string } | null
    seatPlan?: { seatPlanName: string } | null
  }
}

let app: App
let phone = 0
const user = async () => {
  phone += 1
  return await onStorage.addUser(app.storage, `1370000${String(phone).padStart(4, '0')}`)
}

for (const engine of ENGINES) {
  describe(`purchase pages on ${engine}`, { skip: engine === 'postgres' && postgresSkipped ? postgresSkipped : false }, () => {
    before(async () => {
      app = await startGatewayOn(engine, cluster)
    })
    after(async () => {
      await app?.close()
    })

    describe('pre-filled grab info (pre_filed_info/{showId})', () => {
      const url = (showId: string, query = '') => `${SHOW}/buyer/v3/pre_filed_info/${showId}${query}`
      const save = (token: string, show: ShowFixture, body: Record<string, unknown>) =>
        call<PreFill>(app, {
          method: 'POST',
          url: url(show.showId),
          token,
          headers,
          body: { bizShowSessionId: show.sessionId, seatPlanId: show.seatPlanId, deliverMethod: 'E_TICKET', ...body },
        })
      const read = (token: string, show: ShowFixture, query = '?needDetails=true') =>
        call<PreFill>(app, { url: url(show.showId, query), token, headers })

      it('needs login', async () => {
        const show = await onStorage.addShow(app.storage, { status: 'PRE_SALE', saleTime: Date.now() + DAY })
        const { body } = await call(app, { url: url(show.showId), headers })
        assert.notEqual(body.statusCode, 200)
      })

      it('saves during the pre-sale; the last submission replaces the earlier one; details in words', async () => {
        const show = await onStorage.addShow(app.storage, {
          status: 'PRE_SALE',
          saleTime: Date.now() + DAY,
          realName: true,
          limit: 4,
        })
        const buyer = await user()
        const first = await onStorage.addAudience(app.storage, buyer.userId, idNumber(401), '张三')
        const second = await onStorage.addAudience(app.storage, buyer.userId, idNumber(402), '李四')
        const address = await onStorage.addAddress(app.storage, buyer.userId)

        const none = await read(buyer.token, show)
        assert.equal(none.body.statusCode, 200, none.body.comments)
        assert.deepEqual([none.body.data.status, none.body.data.supportPreFill, none.body.data.info], ['none', true, null])

        const saved = await save(buyer.token, show, { qty: 1, audienceIds: [first] })
        assert.equal(saved.body.statusCode, 200, saved.body.comments)
        assert.equal(saved.body.data.status, 'valid')

        const again = await save(buyer.token, show, {
          qty: 2,
          audienceIds: [second, first],
          deliverMethod: 'EXPRESS',
          addressId: address,
        })
        assert.equal(again.body.statusCode, 200, again.body.comments)
        const got = await read(buyer.token, show)
        assert.equal(got.body.data.status, 'valid')
        const info = got.body.data.info
        assert.ok(info)
        assert.equal(info.qty, 2, 'the last submission prevails')
        assert.deepEqual(info.audienceIds, [second, first])
        assert.equal(info.deliverMethod, 'EXPRESS')
        assert.deepEqual(
          info.audiences?.map((entry) => entry.name),
          ['李四', '张三'],
        )
        assert.ok(info.audiences?.every((entry) => entry.idNo.includes('*') && !entry.idNo.includes(idNumber(401).slice(6, 14))))
        assert.equal(info.address?.recipient, '张三')
        assert.equal(info.seatPlan?.seatPlanName, '看台')
        assert.equal(await app.storage.value('SELECT COUNT(*) FROM pre_filled_infos WHERE user_id = ?', [buyer.userId]), 1)

        // Asked for another session: none.
        const other = await read(buyer.token, show, '?bizShowSessionId=NOPE1')
        assert.equal(other.body.data.status, 'none')
        // Another buyer sees none of it.
        const stranger = await read((await user()).token, show)
        assert.equal(stranger.body.data.status, 'none')
      })

      it('refuses a show not in pre-sale, and choices that do not fit, naming the field', async () => {
        const onSale = await onStorage.addShow(app.storage, { status: 'ON_SALE' })
        const buyer = await user()
        const closed = await save(buyer.token, onSale, { qty: 1, audienceIds: [] })
        assert.equal(closed.body.statusCode, PRE_FILL_CODES.closed)

        const show = await onStorage.addShow(app.storage, {
          status: 'PRE_SALE',
          saleTime: Date.now() + DAY,
          realName: true,
          limit: 2,
        })
        const mine = await onStorage.addAudience(app.storage, buyer.userId, idNumber(411))
        const theirs = await onStorage.addAudience(app.storage, (await user()).userId, idNumber(412))
        const cases: Array<[Record<string, unknown>, string, string]> = [
          [{ qty: 3, audienceIds: [mine] }, 'qty', 'overLimit'],
          [{ qty: 1, audienceIds: [] }, 'audienceIds', 'count'],
          [{ qty: 1, audienceIds: [theirs] }, 'audienceIds', 'unknown'],
          [{ qty: 1, audienceIds: [mine, mine] }, 'audienceIds', 'duplicate'],
          [{ qty: 1, audienceIds: [mine], seatPlanId: 'OTHERPLAN' }, 'seatPlanId', 'unknown'],
          [{ qty: 1, audienceIds: [mine], deliverMethod: 'EXPRESS' }, 'addressId', 'required'],
        ]
        for (const [body, field, reason] of cases) {
          const refused = await save(buyer.token, show, body)
          assert.equal(refused.body.statusCode, PRE_FILL_CODES.badChoice, JSON.stringify(body))
          assert.deepEqual(refused.body.data, { field, reason }, JSON.stringify(body))
        }
        const bad = await save(buyer.token, show, { qty: 0, audienceIds: [mine] })
        assert.equal(bad.http, 400)
        assert.equal((await read(buyer.token, show)).body.data.status, 'none', 'nothing saved')
      })

      it('becomes invalid once an order of the show is created in the grab period', async () => {
        const show = await onStorage.addShow(app.storage, { status: 'PRE_SALE', saleTime: Date.now() + DAY })
        const buyer = await user()
        const other = await user()
        assert.equal((await save(buyer.token, show, { qty: 2, audienceIds: [] })).body.statusCode, 200)
        assert.equal((await save(other.token, show, { qty: 1, audienceIds: [] })).body.statusCode, 200)
        // The sale opens.
        await app.storage.run('UPDATE shows SET sale_time = ? WHERE id = ?', [Date.now() - 1000, show.showId])
        assert.equal((await read(buyer.token, show)).body.data.status, 'valid', 'still valid at sale time')
        assert.equal((await read(buyer.token, show)).body.data.supportPreFill, false, 'no new pre-fills once on sale')

        const created = await call<{ orderId: string }>(app, {
          method: 'POST',
          url: `${TRADE}/buyer/v1/orders/create`,
          token: buyer.token,
          body: { items: [{ showId: show.showId, sessionId: show.sessionId, seatPlanId: show.seatPlanId, qty: 2 }] },
        })
        assert.equal(created.body.statusCode, 200, created.body.comments)
        const after = await read(buyer.token, show)
        assert.deepEqual([after.body.data.status, after.body.data.reason], ['invalid', 'orderPlaced'])
        assert.equal(after.body.data.info?.qty, 2, 'still shown, marked invalid')
        assert.equal((await read(other.token, show)).body.data.status, 'valid', "another buyer's order changes nothing")
      })
    })

    describe('tied sales with required goods and skus', () => {
      it('says which goods are required and lists their skus in words', async () => {
        const { body } = await call<{
          spuList: Array<{
            spuId: string
            required: boolean
            skus: Array<{ skuId: string; idArr: string[]; label: string; price: number }>
          }>
        }>(app, { url: `${SHOW}/pub/v5/tied_sale_search?showId=SH1008&lang=en-US` })
        assert.equal(body.statusCode, 200, body.comments)
        const vinyl = body.data.spuList.find((spu) => spu.spuId === 'G1005')
        assert.ok(vinyl)
        assert.equal(vinyl.required, true)
        assert.deepEqual(
          vinyl.skus.map((sku) => [sku.label, sku.price]),
          [
            ['Standard', 199],
            ['Deluxe', 299],
          ],
        )
        assert.ok(vinyl.skus.every((sku) => sku.idArr.length === 1))
        const shirt = await call<{ spuList: Array<{ required: boolean }> }>(app, {
          url: `${SHOW}/pub/v5/tied_sale_search?showId=SH1001`,
        })
        assert.ok(shirt.body.data.spuList.length > 0)
        assert.ok(shirt.body.data.spuList.every((spu) => spu.required === false))
      })
    })

    describe('show static says whether it takes pre-filled info', () => {
      it('true for a pre-sale with a sale time, false on sale', async () => {
        const pre = await call<{ supportPreFill: boolean }>(app, { url: `${SHOW}/pub/v5/show/SH1003/static` })
        assert.equal(pre.body.data.supportPreFill, true)
        const onSale = await call<{ supportPreFill: boolean }>(app, { url: `${SHOW}/pub/v5/show/SH1006/static` })
        assert.equal(onSale.body.data.supportPreFill, false)
      })
    })

    describe('a ticket is read by its holder only', () => {
      it('404 for a ticket id that is not the caller’s', async () => {
        const holder = await user()
        const show = await onStorage.addShow(app.storage)
        const created = await call<{ orderId: string }>(app, {
          method: 'POST',
          url: `${TRADE}/buyer/v1/orders/create`,
          token: holder.token,
          body: { items: [{ showId: show.showId, sessionId: show.sessionId, seatPlanId: show.seatPlanId, qty: 1 }] },
        })
        assert.equal(created.body.statusCode, 200, created.body.comments)
        const orderId = created.body.data.orderId
        // Paid directly in the database (the payment flow has its own tests), tickets issued.
        const { issueTickets } = await import('../src/services/trade/tickets')
        const order = (await app.storage.one('SELECT * FROM orders WHERE id = ?', [orderId])) as Parameters<
          typeof issueTickets
        >[1]
        await issueTickets(app.storage, order, Date.now())
        const ticketId = (await app.storage.value('SELECT id FROM tickets WHERE order_id = ?', [orderId])) as string
        const own = await call<{ ticketId: string; qrCode: string | null }>(app, {
          url: `${FULFILL}/buyer/v3/tickets/${ticketId}`,
          token: holder.token,
        })
        assert.equal(own.body.statusCode, 200, own.body.comments)
        assert.equal(own.body.data.ticketId, ticketId)
        const other = await call(app, { url: `${FULFILL}/buyer/v3/tickets/${ticketId}`, token: (await user()).token })
        assert.equal(other.body.statusCode, 404)
      })
    })

    describe('dev: a pre-sale opens now', () => {
      it('makes the show on sale (no more pre-fills) and refuses an unknown show', async () => {
        const opened = await call<{ saleTime: number }>(app, { method: 'POST', url: '/dev/shows/SH1045/open-sale' })
        assert.equal(opened.body.statusCode, 200, opened.body.comments)
        assert.ok(opened.body.data.saleTime <= Date.now())
        const detail = await call<{ supportPreFill: boolean }>(app, { url: `${SHOW}/pub/v5/show/SH1045/static` })
        assert.equal(detail.body.data.supportPreFill, false)
        const unknown = await call(app, { method: 'POST', url: '/dev/shows/NOPE999/open-sale' })
        assert.equal(unknown.http, 404)
      })
    })
  })
}
