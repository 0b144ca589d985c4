/**
 * Rebook (decision D13) over HTTP on both engines: another session of the same price moves the
 * tickets to a REBOOK child order (the holder shows the new session, the old stock is back, the
 * invoice cancelled); once only; another price is refused with its words; 24 h before the start
 * a minute either side.
 */
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { HOUR_MS } from '@showtix/contract/rules'
import type { App } from '../src/app'
import type { Db } from '../src/db'
import type { Storage } from '../src/storage'
import type { OrderRow } from '../src/services/trade/orders'
import { REBOOK_CODES } from '../src/services/trade/rebook'
import { issueTickets } from '../src/services/trade/tickets'
import { ENGINES, clusterForThisFile, postgresSkipped } from './engines'
import { call } from './helpers'
import { tradeApp, type TradeApp } from './trade-app'
import { addShow, addUser, type ShowFixture } from './trade-fixtures'

const TRADE = '/cyy_gatewayapi/trade'
const MINUTE = 60 * 1000

const cluster = clusterForThisFile()
let databases = 0

/** A second session of the show, with a seat plan at `price`. */
function addSession(db: Db, show: ShowFixture, suffix: string, price: number): { sessionId: string; seatPlanId: string } {
  const sessionId = `${show.sessionId}${suffix}`
  const start = Date.now() + 40 * 24 * HOUR_MS
  db.prepare(
    "INSERT INTO sessions_show (id, show_id, name, start_time, end_time, status) VALUES (?, ?, '另一场', ?, ?, 'ON_SALE')",
  ).run(sessionId, show.showId, start, start + 2 * HOUR_MS)
  const seatPlanId = `${sessionId}P1`
  db.prepare(
    "INSERT INTO seat_plans (id, session_id, name, name_en, price, original_price, color, stock, seat_plan_unit) VALUES (?, ?, '看台', 'Stand', ?, ?, '#f60', 10, 1)",
  ).run(seatPlanId, sessionId, price, price)
  return { sessionId, seatPlanId }
}

function fill(db: Db) {
  const show = addShow(db, { stock: 20, price: 28000 })
  const edge = addShow(db, { stock: 20, price: 28000 })
  addSession(db, edge, 'B', 28000)
  // A show that does not allow rebooking, though it has another session of the price.
  const closed = addShow(db, { stock: 20, price: 28000 })
  addSession(db, closed, 'B', 28000)
  db.prepare('UPDATE shows SET support_rebook = 0 WHERE id = ?').run(closed.showId)
  // A show whose other session has no seat plan of the price, and one whose other session is sold out.
  const dearOnly = addShow(db, { stock: 20, price: 28000 })
  addSession(db, dearOnly, 'B', 38000)
  const soldOut = addShow(db, { stock: 20, price: 28000 })
  const full = addSession(db, soldOut, 'B', 28000)
  db.prepare('UPDATE seat_plans SET stock = 0 WHERE id = ?').run(full.seatPlanId)
  return {
    buyer: addUser(db, '13799994001'),
    show,
    same: addSession(db, show, 'B', 28000),
    dearer: addSession(db, show, 'C', 38000),
    edge,
    closed,
    lonely: addShow(db, { stock: 20, price: 28000 }),
    dearOnly,
    soldOut,
  }
}

for (const engine of ENGINES) {
  describe(`rebook on ${engine}`, { skip: engine === 'postgres' && postgresSkipped ? postgresSkipped : false }, () => {
    let app: App
    let storage: Storage
    let built: TradeApp<ReturnType<typeof fill>>
    let fixtures: ReturnType<typeof fill>
    before(async () => {
      databases += 1
      built = await tradeApp(engine === 'postgres' ? await cluster().createDatabase(`rebook_${databases}`) : undefined, fill)
      ;({ app, fixtures, storage } = built)
    })
    after(async () => built?.close())

    async function paidOrder(show: ShowFixture, qty: number): Promise<string> {
      const created = await call<{ orderId: string }>(app, {
        method: 'POST',
        url: `${TRADE}/buyer/v1/orders/create`,
        token: fixtures.buyer.token,
        body: { items: [{ showId: show.showId, sessionId: show.sessionId, seatPlanId: show.seatPlanId, qty }] },
      })
      assert.equal(created.body.statusCode, 200, created.body.comments)
      const { orderId } = created.body.data
      const row = (await storage.one<OrderRow>('SELECT * FROM orders WHERE id = ?', [orderId])) as OrderRow
      await storage.run('UPDATE orders SET state = 9, paid_at = ?, paid_deadline = NULL WHERE id = ?', [Date.now(), orderId])
      await issueTickets(storage, { ...row, state: 9 }, Date.now())
      return orderId
    }
    const check = (orderId: string, sessionId?: string) =>
      call<{ sessions: Array<{ sessionId: string; samePrice: boolean; available: boolean }> }>(app, {
        url: `${TRADE}/buyer/v1/rebook/check?orderId=${orderId}${sessionId ? `&sessionId=${sessionId}` : ''}`,
        token: fixtures.buyer.token,
      })
    const apply = (orderId: string, sessionId: string) =>
      call<{ orderId: string }>(app, {
        method: 'POST',
        url: `${TRADE}/buyer/v1/reschedule_ticket/apply`,
        token: fixtures.buyer.token,
        body: { orderId, sessionId },
      })
    const stock = async (seatPlanId: string) =>
      Number(await storage.value('SELECT stock FROM seat_plans WHERE id = ?', [seatPlanId]))

    it('lists the sessions of the same price, refuses another price with its words, and rebooks once', async () => {
      const { show, same, dearer } = fixtures
      const orderId = await paidOrder(show, 2)
      await call(app, {
        method: 'POST',
        url: `${TRADE}/buyer/v1/invoices/apply`,
        token: fixtures.buyer.token,
        body: { orderId, type: 'VAT_E_ORDINARY', titleType: 'INDIVIDUAL_OR_INSTITUTION', title: '测试', email: 'a@example.com' },
      })
      interface Line {
        orderId: string
        supportRebook: boolean
        hasChildren: boolean
      }
      const line = async () =>
        (
          await call<{ list: Line[] }>(app, {
            url: `${TRADE}/buyer/v5/orders/page?listType=TICKET&offset=0&length=20`,
            token: fixtures.buyer.token,
          })
        ).body.data.list.find((each) => each.orderId === orderId)
      assert.deepEqual(
        { rebook: (await line())?.supportRebook, children: (await line())?.hasChildren },
        { rebook: true, children: false },
        'the list says what the detail says (spec s3 brief)',
      )
      const listed = await check(orderId)
      assert.deepEqual(
        listed.body.data.sessions.map(({ sessionId, samePrice, available }) => ({ sessionId, samePrice, available })),
        [
          { sessionId: same.sessionId, samePrice: true, available: true },
          { sessionId: dearer.sessionId, samePrice: false, available: false },
        ],
      )
      const dear = await apply(orderId, dearer.sessionId)
      assert.equal(dear.body.statusCode, REBOOK_CODES.otherPrice)
      assert.equal(dear.body.comments, '只能改签到相同票价的场次，该场次没有相同票价')

      const oldStock = await stock(show.seatPlanId)
      const newStock = await stock(same.seatPlanId)
      const moved = await apply(orderId, same.sessionId)
      assert.equal(moved.body.statusCode, 200, moved.body.comments)
      const childId = moved.body.data.orderId
      const tickets = await storage.all<{ order_id: string; session_id: string }>(
        "SELECT order_id, session_id FROM tickets WHERE user_id = ? AND state = 'VALID' AND show_id = ?",
        [fixtures.buyer.userId, show.showId],
      )
      assert.deepEqual(
        tickets.map((ticket) => [ticket.order_id, ticket.session_id]),
        [
          [childId, same.sessionId],
          [childId, same.sessionId],
        ],
      )
      assert.equal(await stock(show.seatPlanId), oldStock + 2)
      assert.equal(await stock(same.seatPlanId), newStock - 2)
      assert.equal(await storage.value('SELECT status FROM invoices WHERE order_id = ?', [orderId]), 'CANCELLED')
      const parent = await call<{ hasChildren: boolean; childOrderId: string; supportRebook: boolean }>(app, {
        url: `${TRADE}/buyer/v5/orders/${orderId}`,
        token: fixtures.buyer.token,
      })
      assert.deepEqual(
        {
          hasChildren: parent.body.data.hasChildren,
          child: parent.body.data.childOrderId,
          again: parent.body.data.supportRebook,
        },
        { hasChildren: true, child: childId, again: false },
      )
      const child = await call<{ orderType: string; sessionId: string; parentOrderId: string }>(app, {
        url: `${TRADE}/buyer/v5/orders/${childId}`,
        token: fixtures.buyer.token,
      })
      assert.deepEqual(
        { type: child.body.data.orderType, session: child.body.data.sessionId, parent: child.body.data.parentOrderId },
        { type: 'rebook', session: same.sessionId, parent: orderId },
      )
      let parentLine: Line | undefined
      for (const listType of ['TICKET', 'OTHER', 'HISTORY']) {
        const page = await call<{ list: Line[] }>(app, {
          url: `${TRADE}/buyer/v5/orders/page?listType=${listType}&offset=0&length=20`,
          token: fixtures.buyer.token,
        })
        parentLine ??= page.body.data.list.find((each) => each.orderId === orderId)
      }
      assert.deepEqual([parentLine?.supportRebook, parentLine?.hasChildren], [false, true], 'listed as rebooked')
      assert.equal((await apply(orderId, same.sessionId)).body.statusCode, REBOOK_CODES.notAllowed, 'once')
      assert.equal((await apply(childId, show.sessionId)).body.statusCode, REBOOK_CODES.notAllowed, 'a rebook is not rebooked')
    })

    it('closes 24 h before the start: a minute more is accepted, a minute less refused', async () => {
      const { edge } = fixtures
      const orderId = await paidOrder(edge, 1)
      const startsIn = (ms: number) =>
        storage.run('UPDATE sessions_show SET start_time = ?, end_time = ? WHERE id = ?', [
          Date.now() + ms,
          Date.now() + ms + HOUR_MS,
          edge.sessionId,
        ])
      await startsIn(24 * HOUR_MS + MINUTE)
      assert.equal((await check(orderId)).body.statusCode, 200)
      await startsIn(24 * HOUR_MS - MINUTE)
      assert.equal((await check(orderId)).body.statusCode, REBOOK_CODES.tooLate)
    })

    it('says why on the detail when it cannot rebook, and the check refuses with the same words: each reason', async () => {
      const { closed, lonely, dearOnly, soldOut, edge, buyer } = fixtures
      const detail = async (orderId: string) =>
        (
          await call<{ supportRebook: boolean; rebookRefusal: string | null }>(app, {
            url: `${TRADE}/buyer/v5/orders/${orderId}?lang=en-US`,
            token: buyer.token,
          })
        ).body.data
      const refused = async (orderId: string, code: number, words: string) => {
        const checked = await call(app, {
          url: `${TRADE}/buyer/v1/rebook/check?orderId=${orderId}&lang=en-US`,
          token: buyer.token,
        })
        assert.equal(checked.body.statusCode, code, checked.body.comments)
        assert.equal(checked.body.comments, words)
        assert.deepEqual(await detail(orderId), { ...(await detail(orderId)), supportRebook: false, rebookRefusal: words })
      }
      await refused(await paidOrder(closed, 1), REBOOK_CODES.notAllowed, 'This show does not allow rebooking')
      const nothing = 'No other session of this show has tickets at your price, so there is nothing to rebook to'
      await refused(await paidOrder(lonely, 1), REBOOK_CODES.noSession, nothing)
      await refused(await paidOrder(dearOnly, 1), REBOOK_CODES.noSession, nothing)
      await refused(await paidOrder(soldOut, 1), REBOOK_CODES.noSession, nothing)
      const late = await paidOrder(edge, 1)
      await storage.run('UPDATE sessions_show SET start_time = ?, end_time = ? WHERE id = ?', [
        Date.now() + HOUR_MS,
        Date.now() + 2 * HOUR_MS,
        edge.sessionId,
      ])
      await refused(late, REBOOK_CODES.tooLate, 'Tickets cannot be rebooked within 24 hours of the show')
      // An unpaid order is not told (it is not rebooked: it is paid or cancelled).
      const unpaid = await call<{ orderId: string }>(app, {
        method: 'POST',
        url: `${TRADE}/buyer/v1/orders/create`,
        token: buyer.token,
        body: { items: [{ showId: lonely.showId, sessionId: lonely.sessionId, seatPlanId: lonely.seatPlanId, qty: 1 }] },
      })
      assert.equal((await detail(unpaid.body.data.orderId)).rebookRefusal, null)
    })
  })
}
