/**
 * Concurrency over real HTTP (the gateway listening on a port, 200 fetches in flight at once):
 * 200 buyers race for 50 seats, or 50 units of stock. Exactly 50 orders succeed, no seat is
 * held twice, the rest are told 'No tickets available' (暂无余票).
 */
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import type { App } from '../src/app'
import { CODES } from '../src/http/envelope'
import { startGatewayOn } from './engine-gateway'
import { ENGINES, clusterForThisFile, postgresSkipped } from './engines'
import {} from './helpers'
import { type ShowFixture, onStorage } from './trade-fixtures'

const cluster = clusterForThisFile()

const BUYERS = 200
const SEATS = 50

let app: App
let base: string
let tokens: string[]

interface Outcome {
  statusCode: number
  comments: string
  data: { orderId: string } | null
}

async function race(bodies: Array<Record<string, unknown>>): Promise<Outcome[]> {
  return Promise.all(
    bodies.map(async (body, i) => {
      const response = await fetch(`${base}/cyy_gatewayapi/trade/buyer/v1/orders/create`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'access-token': tokens[i] as string, 'terminal-src': 'H5' },
        body: JSON.stringify(body),
      })
      assert.equal(response.status, 200)
      return (await response.json()) as Outcome
    }),
  )
}

function tally(outcomes: Outcome[]) {
  const won = outcomes.filter((outcome) => outcome.statusCode === 200)
  const lost = outcomes.filter((outcome) => outcome.statusCode === CODES.noTickets)
  assert.equal(
    won.length + lost.length,
    outcomes.length,
    JSON.stringify(outcomes.find((o) => o.statusCode !== 200 && o.statusCode !== CODES.noTickets)),
  )
  for (const outcome of lost) assert.equal(outcome.comments, '暂无余票')
  return { won, lost }
}

/** Every held seat belongs to exactly one live order, and every live order holds exactly its seats. */
async function assertNoSeatTwice(show: ShowFixture, seatsPerOrder: number, orders: number): Promise<void> {
  const held = (await app.storage.all('SELECT seat_id, order_id FROM seats WHERE session_id = ? AND state <> 0', [
    show.sessionId,
  ])) as Array<{
    seat_id: string
    order_id: string
  }>
  assert.equal(held.length, orders * seatsPerOrder)
  const claimed = (await app.storage.column(
    'SELECT oi.seat_ids FROM order_items oi JOIN orders o ON o.id = oi.order_id WHERE oi.session_id = ? AND o.state = 1',
    [show.sessionId],
  )) as string[]
  const seats = claimed.flatMap((text) => JSON.parse(text) as string[])
  assert.equal(seats.length, new Set(seats).size, 'a seat is in two orders')
  assert.equal(seats.length, held.length)
  const byOrder = new Map<string, number>()
  for (const seat of held) byOrder.set(seat.order_id, (byOrder.get(seat.order_id) ?? 0) + 1)
  assert.equal(byOrder.size, orders)
  for (const count of byOrder.values()) assert.equal(count, seatsPerOrder)
}

for (const engine of ENGINES) {
  describe(`trade concurrency on ${engine}`, { skip: engine === 'postgres' && postgresSkipped ? postgresSkipped : false }, () => {
    before(async () => {
      app = await startGatewayOn(engine, cluster)
      base = await app.listen({ port: 0, host: '127.0.0.1' })
      const users = Array.from({ length: BUYERS }, (_, i) => onStorage.addUser(app.storage, `136${String(i).padStart(8, '0')}`))
      tokens = (await Promise.all(users)).map((user) => user.token)
    })
    after(async () => {
      await app?.close()
    })

    describe('200 parallel buyers', () => {
      it('race for 50 seats (4 buyers per seat): exactly 50 orders, no seat twice', async () => {
        const show = await onStorage.addShow(app.storage, { seats: SEATS, limit: 10 })
        const bodies = tokens.map((_, i) => ({
          items: [
            {
              showId: show.showId,
              sessionId: show.sessionId,
              seatPlanId: show.seatPlanId,
              qty: 1,
              seatIds: [show.seatIds[i % SEATS]],
            },
          ],
        }))
        const { won, lost } = tally(await race(bodies))
        assert.equal(won.length, SEATS)
        assert.equal(lost.length, BUYERS - SEATS)
        await assertNoSeatTwice(show, 1, SEATS)
        assert.equal(await app.storage.value('SELECT stock FROM seat_plans WHERE id = ?', [show.seatPlanId]), 0)
      })

      it('race for 50 seats, 2 overlapping seats each: whole orders or nothing, no seat twice', async () => {
        const show = await onStorage.addShow(app.storage, { seats: SEATS, limit: 10 })
        const bodies = tokens.map((_, i) => ({
          items: [
            {
              showId: show.showId,
              sessionId: show.sessionId,
              seatPlanId: show.seatPlanId,
              qty: 2,
              // Pairs (k, k+1) overlap with their neighbours: many partial conflicts.
              seatIds: [show.seatIds[(i * 7) % SEATS], show.seatIds[(i * 7 + 1) % SEATS]],
            },
          ],
        }))
        const { won } = tally(await race(bodies))
        assert.ok(won.length > 0 && won.length <= SEATS / 2)
        await assertNoSeatTwice(show, 2, won.length)
      })

      it('race for 50 units of stock: exactly 50 orders, stock never below zero', async () => {
        const show = await onStorage.addShow(app.storage, { stock: SEATS, limit: 10 })
        const bodies = tokens.map(() => ({
          items: [{ showId: show.showId, sessionId: show.sessionId, seatPlanId: show.seatPlanId, qty: 1 }],
        }))
        const { won, lost } = tally(await race(bodies))
        assert.equal(won.length, SEATS)
        assert.equal(lost.length, BUYERS - SEATS)
        assert.equal(await app.storage.value('SELECT stock FROM seat_plans WHERE id = ?', [show.seatPlanId]), 0)
        assert.equal(
          await app.storage.value('SELECT COALESCE(SUM(tickets), 0) FROM order_items WHERE seat_plan_id = ?', [show.seatPlanId]),
          SEATS,
        )
      })
    })
  })
}
