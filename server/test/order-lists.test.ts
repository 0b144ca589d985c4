/**
 * The order list's three lists (spec section 2: ticket, other, history; decision D11) on
 * `orders/page?listType=`: where an order is, as its session ends, as it is cancelled and as
 * 30 days pass, where a non-ticket order is, and paging. On SQLite and on PostgreSQL.
 */
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import type { App } from '../src/app'
import type { Db } from '../src/db'
import type { Storage } from '../src/storage'
import { HISTORY_AFTER_MS } from '../src/services/trade/orders'
import { ENGINES, clusterForThisFile, postgresSkipped } from './engines'
import { call } from './helpers'
import { tradeApp, type TradeApp } from './trade-app'
import { addShow, addUser, type ShowFixture } from './trade-fixtures'

const TRADE = '/cyy_gatewayapi/trade'
const MINUTE = 60 * 1000

const cluster = clusterForThisFile()
let databases = 0

function fill(db: Db) {
  return {
    buyer: addUser(db, '13799991001'),
    pager: addUser(db, '13799991002'),
    shows: Array.from({ length: 6 }, () => addShow(db, { stock: 20 })),
    cutter: addUser(db, '13799991003'),
    named: [addShow(db, { stock: 20 }), addShow(db, { stock: 20 })],
  }
}

interface Brief {
  orderId: string
  orderState: number
}
interface Listed {
  list: Brief[]
  total: number
  hasMore: boolean
}

for (const engine of ENGINES) {
  describe(
    `the three order lists on ${engine}`,
    { skip: engine === 'postgres' && postgresSkipped ? postgresSkipped : false },
    () => {
      let app: App
      let storage: Storage
      let built: TradeApp<ReturnType<typeof fill>>
      let fixtures: ReturnType<typeof fill>
      before(async () => {
        databases += 1
        built = await tradeApp(
          engine === 'postgres' ? await cluster().createDatabase(`order_lists_${databases}`) : undefined,
          fill,
        )
        ;({ app, fixtures, storage } = built)
      })
      after(async () => built?.close())

      async function order(token: string, show: ShowFixture): Promise<string> {
        const created = await call<{ orderId: string }>(app, {
          method: 'POST',
          url: `${TRADE}/buyer/v1/orders/create`,
          token,
          body: { items: [{ showId: show.showId, sessionId: show.sessionId, seatPlanId: show.seatPlanId, qty: 1 }] },
        })
        assert.equal(created.body.statusCode, 200, created.body.comments)
        return created.body.data.orderId
      }

      async function listOf(token: string, listType: string, query = ''): Promise<Listed> {
        const answer = await call<Listed>(app, { url: `${TRADE}/buyer/v5/orders/page?listType=${listType}${query}`, token })
        assert.equal(answer.body.statusCode, 200, answer.body.comments)
        return answer.body.data
      }

      /** Which of the three lists hold the order. */
      async function listsHolding(orderId: string): Promise<string[]> {
        const found: string[] = []
        for (const type of ['TICKET', 'OTHER', 'HISTORY']) {
          const { list } = await listOf(fixtures.buyer.token, type, '&length=100')
          if (list.some((brief) => brief.orderId === orderId)) found.push(type)
        }
        return found
      }

      it('an unpaid ticket order is in "ticket" only, and moves to "history" once its session has ended', async () => {
        const show = fixtures.shows[0] as ShowFixture
        const orderId = await order(fixtures.buyer.token, show)
        assert.deepEqual(await listsHolding(orderId), ['TICKET'])
        await storage.run('UPDATE orders SET state = 9, paid_deadline = NULL WHERE id = ?', [orderId])
        await storage.run('UPDATE sessions_show SET end_time = ? WHERE id = ?', [Date.now() + MINUTE, show.sessionId])
        assert.deepEqual(await listsHolding(orderId), ['TICKET'], 'a session ending in a minute has not ended')
        await storage.run('UPDATE sessions_show SET end_time = ? WHERE id = ?', [Date.now() - MINUTE, show.sessionId])
        assert.deepEqual(await listsHolding(orderId), ['HISTORY'], 'a session that ended a minute ago has')
      })

      it('a cancelled ticket order stays in "ticket" for 30 days, then is history', async () => {
        const orderId = await order(fixtures.buyer.token, fixtures.shows[1] as ShowFixture)
        const cancelled = await call<Brief>(app, {
          method: 'POST',
          url: `${TRADE}/buyer/v1/orders/${orderId}/cancel`,
          token: fixtures.buyer.token,
        })
        assert.equal(cancelled.body.data.orderState, -1)
        assert.deepEqual(await listsHolding(orderId), ['TICKET'])
        await storage.run('UPDATE orders SET closed_at = ? WHERE id = ?', [Date.now() - HISTORY_AFTER_MS + MINUTE, orderId])
        assert.deepEqual(await listsHolding(orderId), ['TICKET'], 'a minute short of 30 days')
        await storage.run('UPDATE orders SET closed_at = ? WHERE id = ?', [Date.now() - HISTORY_AFTER_MS - MINUTE, orderId])
        assert.deepEqual(await listsHolding(orderId), ['HISTORY'], 'a minute past 30 days')
      })

      it('an order of another type is in "other", and in history 30 days after it was refunded', async () => {
        const orderId = await order(fixtures.buyer.token, fixtures.shows[2] as ShowFixture)
        await storage.run("UPDATE orders SET order_type = 'GOODS', state = 9, paid_deadline = NULL WHERE id = ?", [orderId])
        assert.deepEqual(await listsHolding(orderId), ['OTHER'])
        await storage.run('UPDATE orders SET state = 11, closed_at = ? WHERE id = ?', [
          Date.now() - HISTORY_AFTER_MS - MINUTE,
          orderId,
        ])
        assert.deepEqual(await listsHolding(orderId), ['HISTORY'])
      })

      it('pages a list newest first, with its total', async () => {
        const token = fixtures.pager.token
        const ids = []
        for (const show of fixtures.shows.slice(3)) ids.push(await order(token, show))
        // Made a minute apart (three creates may share a millisecond).
        for (const [index, id] of ids.entries())
          await storage.run('UPDATE orders SET created_at = ? WHERE id = ?', [Date.now() - (3 - index) * MINUTE, id])
        const first = await listOf(token, 'TICKET', '&offset=0&length=2')
        assert.equal(first.total, 3)
        assert.equal(first.hasMore, true)
        assert.deepEqual(
          first.list.map((brief) => brief.orderId),
          [ids[2], ids[1]],
        )
        const second = await listOf(token, 'TICKET', '&offset=2&length=2')
        assert.deepEqual(
          second.list.map((brief) => brief.orderId),
          [ids[0]],
        )
        assert.equal(second.hasMore, false)
        assert.equal((await listOf(token, 'OTHER')).total, 0)
      })

      it('cuts what the list shows (spec section 3): several shows at 10 characters, venues at 10, sessions at 20', async () => {
        const [first, second] = fixtures.named as [ShowFixture, ShowFixture]
        const eleven = '一二三四五六七八九十多'
        const ten = '甲乙丙丁戊己庚辛壬癸'
        const twenty = '子丑寅卯辰巳午未申酉戌亥子丑寅卯辰巳午未'
        await storage.run('UPDATE shows SET name = ? WHERE id = ?', [eleven, first.showId])
        await storage.run("UPDATE venues SET name = ? WHERE id = 'TSTVENUE'", [ten])
        await storage.run('UPDATE sessions_show SET name = ? WHERE id = ?', [`${twenty}多`, first.sessionId])
        const created = await call<{ orderId: string }>(app, {
          method: 'POST',
          url: `${TRADE}/buyer/v1/orders/create`,
          token: fixtures.cutter.token,
          body: {
            items: [first, second].map((show) => ({
              showId: show.showId,
              sessionId: show.sessionId,
              seatPlanId: show.seatPlanId,
              qty: 1,
            })),
          },
        })
        assert.equal(created.body.statusCode, 200, created.body.comments)
        const [brief] = (await listOf(fixtures.cutter.token, 'TICKET')).list as unknown as Array<{
          firstShowName: string
          firstVenueName: string
          sessionName: string
          crossShow: boolean
        }>
        assert.equal(brief?.crossShow, true)
        assert.equal(
          brief?.firstShowName,
          '一二三四五六七八九十…等多场演出',
          '11 characters: cut at 10, then "and several shows"',
        )
        assert.equal(brief?.firstVenueName, ten, '10 characters: not cut')
        assert.equal(brief?.sessionName, `${twenty}…`, '21 characters: cut at 20')
      })

      it('refuses a list type it does not know', async () => {
        const answer = await call(app, { url: `${TRADE}/buyer/v5/orders/page?listType=ALL`, token: fixtures.buyer.token })
        assert.equal(answer.http, 400)
      })
    },
  )
}
