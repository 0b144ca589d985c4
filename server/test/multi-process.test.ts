/**
 * Two gateway PROCESSES on one database, on PostgreSQL and on one SQLite WAL file (issue 18, item
 * 7): 2,000 buyers for 500 seats through both sell exactly 500, none twice; one buyer sending 20
 * orders at once across both never holds more than the purchase limit. Without the storage
 * layer's lock these fail (docs/decisions/gateway-storage.md records the experiment).
 */
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { CODES } from '../src/http/envelope'
import { ENGINES, postgresSkipped, clusterForThisFile } from './engines'
import { createOrders, seatCounts, sharedDatabase, startGateways } from './multi-process'
import { addShow, addUser } from './trade-fixtures'

const BUYERS = 2000
const SEATS = 500
const IN_FLIGHT = 200
const LIMIT = 4
const AT_ONCE = 20

const cluster = clusterForThisFile()
let databases = 0

async function databaseUrl(engine: (typeof ENGINES)[number]): Promise<string | undefined> {
  if (engine === 'sqlite') return undefined
  databases += 1
  return cluster().createDatabase(`multi_${databases}`)
}

for (const engine of ENGINES) {
  describe(
    `two gateway processes on ${engine}`,
    { skip: engine === 'postgres' && postgresSkipped ? postgresSkipped : false },
    () => {
      it(`sells exactly ${SEATS} seats to ${BUYERS} buyers, none twice`, async () => {
        const { shared, fixtures } = await sharedDatabase(await databaseUrl(engine), (db) => ({
          show: addShow(db, { seats: SEATS, limit: 10 }),
          tokens: Array.from({ length: BUYERS }, (_, i) => addUser(db, `137${String(i).padStart(8, '0')}`).token),
        }))
        const gateways = await startGateways(shared, 2)
        try {
          const { show, tokens } = fixtures
          const body = {
            items: [{ showId: show.showId, sessionId: show.sessionId, seatPlanId: show.seatPlanId, qty: 1 }],
            deliveryMethod: 'E_TICKET',
          }
          const outcomes = await createOrders(gateways.urls, tokens, Array(BUYERS).fill(body), IN_FLIGHT)
          const won = outcomes.filter((o) => o.statusCode === CODES.success).length
          const lost = outcomes.filter((o) => o.statusCode === CODES.noTickets).length
          const counts = await seatCounts(shared.storage, show.sessionId)
          assert.deepEqual(
            { won, lost, ...counts },
            { won: SEATS, lost: BUYERS - SEATS, held: SEATS, liveOrders: SEATS, distinctSeats: SEATS, oversold: 0 },
          )
        } finally {
          await gateways.stop()
          await shared.close()
        }
      })

      it(`keeps one buyer sending ${AT_ONCE} orders at once within the purchase limit of ${LIMIT}`, async () => {
        const { shared, fixtures } = await sharedDatabase(await databaseUrl(engine), (db) => ({
          show: addShow(db, { seats: 100, limit: LIMIT }),
          token: addUser(db, '13912345678').token,
        }))
        const gateways = await startGateways(shared, 2)
        try {
          const { show, token } = fixtures
          const body = {
            items: [{ showId: show.showId, sessionId: show.sessionId, seatPlanId: show.seatPlanId, qty: 1 }],
            deliveryMethod: 'E_TICKET',
          }
          // Each order asks for a seat of its own: only the limit can refuse them.
          const bodies = Array.from({ length: AT_ONCE }, (_, i) => ({
            ...body,
            items: [{ ...body.items[0], seatIds: [show.seatIds[i] as string] }],
          }))
          const outcomes = await createOrders(gateways.urls, [token], bodies, AT_ONCE)
          const won = outcomes.filter((o) => o.statusCode === CODES.success).length
          const limited = outcomes.filter((o) => o.statusCode === CODES.purchaseLimit).length
          const { held } = await seatCounts(shared.storage, show.sessionId)
          assert.deepEqual({ won, limited, held }, { won: LIMIT, limited: AT_ONCE - LIMIT, held: LIMIT })
        } finally {
          await gateways.stop()
          await shared.close()
        }
      })
    },
  )
}
