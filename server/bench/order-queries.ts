/**
 * The statements one create order sends to PostgreSQL (each one a round trip), for the flash-sale
 * work (docs/decisions/flash-sale.md): `node --import tsx server/bench/order-queries.ts` starts a
 * throwaway cluster, a gateway on it and a seat-map show, places two orders to warm up, then prints
 * the statements of a third order (one that wins a seat) and of one refused on a sold-out plan.
 */
import pg from 'pg'
import { createGateway } from '../src/gateway'
import { sharedDatabase } from '../test/multi-process'
import { startCluster } from '../test/postgres-cluster'
import { addShow, addUser } from '../test/trade-fixtures'

const CREATE = '/cyy_gatewayapi/trade/buyer/v1/orders/create'
const SEATS = 3

let recording: string[] | undefined
const query = pg.Client.prototype.query as (...args: unknown[]) => unknown
;(pg.Client.prototype as { query: (...args: unknown[]) => unknown }).query = function (this: pg.Client, ...args: unknown[]) {
  const first = args[0] as string | { text: string }
  recording?.push((typeof first === 'string' ? first : first.text).replace(/\s+/g, ' ').slice(0, 160))
  return query.apply(this, args)
}

async function main(): Promise<void> {
  const cluster = await startCluster()
  try {
    const url = await cluster.createDatabase('order_queries')
    const { shared, fixtures } = await sharedDatabase(url, (db) => ({
      show: addShow(db, { seats: SEATS, limit: 10 }),
      tokens: Array.from({ length: SEATS + 1 }, (_, i) => addUser(db, `135${String(i).padStart(8, '0')}`).token),
    }))
    const app = await createGateway({ databaseUrl: url, port: 0, dev: true, logLevel: 'silent', authRateLimit: 1e6 })
    await app.ready()
    const { show, tokens } = fixtures
    const payload = {
      items: [{ showId: show.showId, sessionId: show.sessionId, seatPlanId: show.seatPlanId, qty: 1 }],
      deliveryMethod: 'E_TICKET',
    }
    for (const [i, token] of tokens.entries()) {
      recording = i >= SEATS - 1 ? [] : undefined
      const response = await app.inject({
        method: 'POST',
        url: CREATE,
        payload,
        headers: { 'terminal-src': 'H5', 'access-token': token },
      })
      if (!recording) continue
      const { statusCode } = response.json() as { statusCode: number }
      console.log(`\n${statusCode === 200 ? 'an order placed' : `refused (${statusCode})`}: ${recording.length} statements`)
      recording.forEach((text, n) => console.log(`${String(n + 1).padStart(3)} ${text}`))
    }
    recording = undefined
    await app.close()
    await shared.close()
  } finally {
    cluster.stop()
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error)
    process.exit(1)
  },
)
