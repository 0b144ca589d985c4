/**
 * The seat-map contract the pick-seat page relies on (src/domain/seat-map): the layout decodes
 * into the seats the gateway counts, the states bitmap says what the list says, a seat held by an
 * order shows as locked in both, the layout answers 304 to its ETag, and a show that does not
 * pick seats has no seat map.
 */
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import type { App } from '../src/app'
import {
  buildSeatTable,
  seatIdOf,
  seatIndexOf,
  statesFromBitmap,
  statesFromList,
  type SeatMapLayout,
} from '../../src/domain/seat-map'
import { startGatewayOn } from './engine-gateway'
import { ENGINES, clusterForThisFile, postgresSkipped } from './engines'
import { call, loginByPhone } from './helpers'

const cluster = clusterForThisFile()

const BASE = '/cyy_gatewayapi/show/pub/v3/show_session'

interface States {
  seatCount: number
  freeCount: number
  bitmap?: string
  seats?: Array<[string, number]>
  areaSeatPlans: Record<string, string>
  seatPlans: Array<{ seatPlanId: string; freeCount: number }>
}

for (const engine of ENGINES) {
  describe(
    `seat maps as the pick-seat page reads them on ${engine}`,
    { skip: engine === 'postgres' && postgresSkipped ? postgresSkipped : false },
    () => {
      let app: App
      before(async () => {
        app = await startGatewayOn(engine, cluster)
      })
      after(async () => {
        await app?.close()
      })

      const layoutOf = async (session: string) => {
        const response = await app.inject({ url: `${BASE}/${session}/seat_map/layout` })
        return { response, layout: (response.json() as { data: SeatMapLayout }).data }
      }
      const statesOf = async (session: string, format: 'bitmap' | 'list') =>
        (await call<States>(app, { url: `${BASE}/${session}/seat_map/states?format=${format}` })).body.data

      it('the stadium layout decodes into more than 20,000 seats, as many as the gateway counts', async () => {
        const { layout } = await layoutOf('SH1001S1')
        const table = buildSeatTable(layout)
        assert.ok(table.count > 20_000)
        assert.equal(table.count, layout.seatCount)
        const states = await statesOf('SH1001S1', 'bitmap')
        assert.equal(states.seatCount, table.count)
        for (const area of table.areas) assert.ok(states.areaSeatPlans[area.areaId], `area ${area.areaId} sells a seat plan`)
      })

      it('the bitmap and the list agree seat for seat, and free seats add up to the plans` free counts', async () => {
        const table = buildSeatTable((await layoutOf('SH1001S1')).layout)
        const fromBitmap = statesFromBitmap(table.count, (await statesOf('SH1001S1', 'bitmap')).bitmap ?? '')
        const list = await statesOf('SH1001S1', 'list')
        const fromList = statesFromList(table, list.seats ?? [])
        assert.deepEqual([...fromBitmap], [...fromList])
        const free = fromBitmap.filter((s) => s === 0).length
        assert.equal(free, list.freeCount)
        assert.equal(
          list.seatPlans.reduce((sum, p) => sum + p.freeCount, 0),
          free,
        )
      })

      it('a seat held by an order turns locked in the states, and only that seat changes', async () => {
        // The theatre show (SH1007: seat picking, not real-name, no captcha).
        const session = 'SH1007S1'
        const table = buildSeatTable((await layoutOf(session)).layout)
        const before = statesFromBitmap(table.count, (await statesOf(session, 'bitmap')).bitmap ?? '')
        const { areaSeatPlans } = await statesOf(session, 'list')
        const seat = before.findIndex((state) => state === 0)
        assert.ok(seat >= 0, 'a free seat')
        const seatId = seatIdOf(table, seat)
        assert.equal(seatIndexOf(table, seatId), seat)
        const seatPlanId = areaSeatPlans[table.areas[table.area[seat] ?? 0]?.areaId ?? '']
        const buyer = await loginByPhone(app, '13700008001')
        const created = await call<{ orderId: string }>(app, {
          method: 'POST',
          url: '/cyy_gatewayapi/trade/buyer/v1/orders/create',
          token: buyer.accessToken,
          headers: { 'idempotency-key': 'seatmap-test-1' },
          body: { items: [{ showId: 'SH1007', bizShowSessionId: session, seatPlanId, qty: 1, seatIds: [seatId] }] },
        })
        assert.equal(created.body.statusCode, 200, created.body.comments)
        const after = statesFromBitmap(table.count, (await statesOf(session, 'bitmap')).bitmap ?? '')
        assert.equal(after[seat], 1, 'locked')
        assert.equal([...after].filter((state, i) => state !== before[i]).length, 1, 'only that seat changed')
      })

      it('the layout answers 304 to its ETag', async () => {
        const { response } = await layoutOf('SH1001S1')
        const etag = String(response.headers.etag)
        const again = await app.inject({ url: `${BASE}/SH1001S1/seat_map/layout`, headers: { 'if-none-match': etag } })
        assert.equal(again.statusCode, 304)
      })

      it('a session whose show does not pick seats has no seat map (404, as the page says)', async () => {
        const states = await call(app, { url: `${BASE}/SH1002S1/seat_map/states` })
        assert.equal(String(states.body.statusCode), '404')
      })
    },
  )
}
