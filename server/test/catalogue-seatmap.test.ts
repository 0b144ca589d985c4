/**
 * Seat maps: the venue layout served apart from the session's seat states. The stadium has at
 * least 20,000 seats; its states answer small (a 2-bit bitmap or the non-free seats).
 */
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { SeatMapLayoutSchema } from '@showtix/contract'
import { Value } from '@sinclair/typebox/value'
import type { App } from '../src/app'
import { forEachSeat, type SeatMapLayout } from '../src/services/catalogue/seatmap'
import { startGatewayOn } from './engine-gateway'
import { ENGINES, clusterForThisFile, postgresSkipped } from './engines'
import { call } from './helpers'

const SHOW = '/cyy_gatewayapi/show'

const cluster = clusterForThisFile()

for (const engine of ENGINES) {
  describe(`seat maps on ${engine}`, { skip: engine === 'postgres' && postgresSkipped ? postgresSkipped : false }, () => {
    let app: App
    before(async () => {
      app = await startGatewayOn(engine, cluster)
    })
    after(async () => {
      await app.close()
    })

    interface States {
      bizShowSessionId: string
      seatCount: number
      freeCount: number
      layoutVersion: string
      areaSeatPlans: Record<string, string>
      seatPlans: Array<{ seatPlanId: string; freeCount: number; colorValue: string }>
      format: 'list' | 'bitmap'
      seats?: Array<[string, number]>
      bitmap?: string
    }

    const stadiumSession = async () =>
      (await app.storage.value<string>(
        "SELECT ss.id FROM sessions_show ss JOIN shows s ON s.id = ss.show_id JOIN venues v ON v.id = s.venue_id WHERE v.kind = 'STADIUM' AND s.seat_pick_type = 'SUPPORT_PICK' ORDER BY ss.id LIMIT 1",
      )) as string

    describe('seat map layout', () => {
      it('serves the stadium layout with at least 20,000 seats in stands, areas and rows, each with x,y', async () => {
        const sessionId = await stadiumSession()
        const response = await app.inject({ url: `${SHOW}/pub/v3/show_session/${sessionId}/seat_map/layout` })
        assert.equal(response.statusCode, 200)
        const body = response.json() as { statusCode: number; data: SeatMapLayout }
        assert.equal(body.statusCode, 200)
        const layout = body.data
        assert.ok(layout.seatCount >= 20000, `${layout.seatCount} seats`)
        assert.equal(layout.stands.length, 4)
        let seats = 0
        const ids = new Set<string>()
        forEachSeat(layout, (id) => {
          seats += 1
          ids.add(id)
        })
        assert.equal(seats, layout.seatCount)
        assert.equal(ids.size, seats, 'seat ids are unique')
        for (const stand of layout.stands) {
          for (const area of stand.areas) {
            for (const row of area.rows) {
              assert.equal(row.xy.length % 2, 0)
              assert.ok(row.xy.every((n) => Number.isInteger(n) && n >= 0 && n <= Math.max(layout.width, layout.height)))
            }
          }
        }
        const rows = await app.storage.value<number>('SELECT COUNT(*) FROM seats WHERE session_id = ?', [sessionId])
        assert.equal(rows, layout.seatCount, 'one seats row per layout seat')
        assert.ok(response.body.length < 400_000, `layout is ${response.body.length} bytes`)
      })

      it('answers 304 to If-None-Match with its ETag, and says it may be cached', async () => {
        const url = `${SHOW}/pub/v3/show_session/${await stadiumSession()}/seat_map/layout`
        const first = await app.inject({ url })
        const etag = String(first.headers.etag)
        assert.match(etag, /^".+"$/)
        assert.match(String(first.headers['cache-control']), /max-age/)
        const again = await app.inject({ url, headers: { 'if-none-match': etag } })
        assert.equal(again.statusCode, 304)
        assert.equal(again.body, '')
      })

      it('serves the theatres (about 1,500 seats) and refuses sessions without a seat map', async () => {
        const theatre = (await app.storage.value<string>(
          "SELECT ss.id FROM sessions_show ss WHERE ss.show_id = 'SH1007' LIMIT 1",
        )) as string
        const layout = await call<SeatMapLayout>(app, { url: `${SHOW}/pub/v3/show_session/${theatre}/seat_map/layout` })
        const stadium = await call<SeatMapLayout>(app, {
          url: `${SHOW}/pub/v3/show_session/${await stadiumSession()}/seat_map/layout`,
        })
        // Sent as stored, not through the schema: the contract's schema must still describe both.
        for (const served of [layout.body.data, stadium.body.data]) {
          assert.deepEqual([...Value.Errors(SeatMapLayoutSchema, served)].slice(0, 3), [], served.venueId)
        }
        assert.ok(layout.body.data.seatCount >= 1400 && layout.body.data.seatCount <= 1600)
        const none = await call(app, { url: `${SHOW}/pub/v3/show_session/SH1002S1/seat_map/layout` })
        assert.equal(none.http, 404)
        assert.match(none.body.comments, /seat map/)
        const unknown = await call(app, { url: `${SHOW}/pub/v3/show_session/NOPE/seat_map/states` })
        assert.equal(unknown.http, 404)
      })
    })

    describe('seat states', () => {
      it('answers the stadium states as a 2-bit bitmap by default, consistent with the seats table', async () => {
        const sessionId = await stadiumSession()
        const result = await app.inject({ url: `${SHOW}/pub/v3/show_session/${sessionId}/seat_map/states` })
        const body = result.json() as { data: States }
        const states = body.data
        assert.equal(states.format, 'bitmap')
        assert.ok(result.body.length < 20_000, `states are ${result.body.length} bytes`)
        const layout = (await call<SeatMapLayout>(app, { url: `${SHOW}/pub/v3/show_session/${sessionId}/seat_map/layout` })).body
          .data
        const bytes = Buffer.from(states.bitmap ?? '', 'base64')
        assert.equal(bytes.length, Math.ceil(layout.seatCount / 4))
        const db = new Map(
          (
            await app.storage.all<{ seat_id: string; state: number }>('SELECT seat_id, state FROM seats WHERE session_id = ?', [
              sessionId,
            ])
          ).map((row) => [row.seat_id, row.state]),
        )
        let free = 0
        forEachSeat(layout, (id, _area, _stand, i) => {
          const state = ((bytes[i >> 2] ?? 0) >> ((i & 3) * 2)) & 3
          assert.equal(state, db.get(id), id)
          if (state === 0) free += 1
        })
        assert.equal(free, states.freeCount)
        assert.equal(
          states.seatPlans.reduce((sum, plan) => sum + plan.freeCount, 0),
          free,
        )
        assert.ok(free > 0 && free < layout.seatCount, 'some seats are sold, some free')
      })

      it('lists the non-free seats only with format=list, and maps every area to a seat plan of the session', async () => {
        const sessionId = await stadiumSession()
        const result = await call<States>(app, { url: `${SHOW}/pub/v3/show_session/${sessionId}/seat_map/states?format=list` })
        const states = result.body.data
        const taken = await app.storage.value<number>('SELECT COUNT(*) FROM seats WHERE session_id = ? AND state <> 0', [
          sessionId,
        ])
        assert.equal(states.seats?.length, taken)
        assert.ok(states.seats?.every(([, state]) => state > 0 && state <= 3))
        const plans = new Set(states.seatPlans.map((plan) => plan.seatPlanId))
        const layout = (await call<SeatMapLayout>(app, { url: `${SHOW}/pub/v3/show_session/${sessionId}/seat_map/layout` })).body
          .data
        for (const stand of layout.stands)
          for (const area of stand.areas) assert.ok(plans.has(states.areaSeatPlans[area.areaId] ?? ''), area.areaId)
        const bad = await call(app, { url: `${SHOW}/pub/v3/show_session/${sessionId}/seat_map/states?format=csv` })
        assert.equal(bad.http, 400)
        assert.match(bad.body.comments, /format/)
      })

      it('reflects a seat taken after the seed (held seats show as state 1)', async () => {
        const sessionId = await stadiumSession()
        const seat = (await app.storage.one<{ seat_id: string; seat_plan_id: string }>(
          'SELECT seat_id, seat_plan_id FROM seats WHERE session_id = ? AND state = 0 ORDER BY seat_id LIMIT 1',
          [sessionId],
        )) as { seat_id: string; seat_plan_id: string }
        const before = await call<States>(app, { url: `${SHOW}/pub/v3/show_session/${sessionId}/seat_map/states?format=list` })
        await app.storage.run('UPDATE seats SET state = 1 WHERE session_id = ? AND seat_id = ?', [sessionId, seat.seat_id])
        try {
          const after = await call<States>(app, { url: `${SHOW}/pub/v3/show_session/${sessionId}/seat_map/states?format=list` })
          assert.ok(after.body.data.seats?.some(([id, state]) => id === seat.seat_id && state === 1))
          assert.equal(after.body.data.freeCount, before.body.data.freeCount - 1)
        } finally {
          await app.storage.run('UPDATE seats SET state = 0 WHERE session_id = ? AND seat_id = ?', [sessionId, seat.seat_id])
        }
      })

      it('shows a sold-out seat-picking session as fully taken', async () => {
        const sessionId = (await app.storage.value<string>(
          "SELECT ss.id FROM sessions_show ss JOIN shows s ON s.id = ss.show_id WHERE s.status = 'SOLD_OUT' AND s.seat_pick_type = 'SUPPORT_PICK' ORDER BY ss.id LIMIT 1",
        )) as string
        const result = await call<States>(app, { url: `${SHOW}/pub/v3/show_session/${sessionId}/seat_map/states` })
        assert.equal(result.body.data.freeCount, 0)
      })
    })
  })
}
