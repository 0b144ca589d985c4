/**
 * The gateway side of the flash-sale bench (scripts/lib/bench/flash-sale.mjs runs `node --import
 * tsx server/bench/flash-sale.ts --users N --seats M --inflight C` and reads the one JSON line it
 * prints). For SQLite with 1 gateway process and PostgreSQL (a throwaway cluster) with 1 and 2
 * processes: N buyers race for M seats of one seat-map show (each asking for the best available
 * seat), C requests in flight spread over the processes; then the database is counted (oversold
 * must be 0). First the ceiling: a bare route on the same Fastify setup returning the envelope,
 * one process. The PostgreSQL setups are skipped, with the reason, where it is not installed.
 */
import { createOrders, seatCounts, sharedDatabase, startGateways, type Outcome } from '../test/multi-process'
import { startCluster, whyNoPostgres } from '../test/postgres-cluster'
import { addShow, addUser } from '../test/trade-fixtures'

function intArg(name: string, fallback: number): number {
  const at = process.argv.indexOf(`--${name}`)
  const value = at === -1 ? fallback : Number(process.argv[at + 1])
  if (!Number.isInteger(value) || value < 1) throw new Error(`--${name} must be a positive integer`)
  return value
}

const users = intArg('users', 2000)
const seats = intArg('seats', 500)
const inFlight = intArg('inflight', 200)

const percentile = (sorted: number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN

function figures(outcomes: Outcome[], wallMs: number) {
  const ms = outcomes.map((o) => o.ms).sort((a, b) => a - b)
  const won = outcomes.filter((o) => o.statusCode === 200).length
  const lost = outcomes.filter((o) => o.statusCode === 22031002).length
  return {
    attempts: outcomes.length,
    won,
    lost,
    other: outcomes.length - won - lost,
    wallMs: Math.round(wallMs),
    attemptsPerS: Math.round((outcomes.length * 1000) / wallMs),
    ordersPerS: Math.round((won * 1000) / wallMs),
    p50: Math.round(percentile(ms, 50)),
    p95: Math.round(percentile(ms, 95)),
    p99: Math.round(percentile(ms, 99)),
  }
}

async function measure(url: string | undefined, processes: number, bare = false) {
  const { shared, fixtures } = await sharedDatabase(url, (db) => ({
    show: addShow(db, { seats, limit: 10 }),
    tokens: Array.from({ length: users }, (_, i) => addUser(db, `139${String(i).padStart(8, '0')}`).token),
  }))
  const gateways = await startGateways(shared, processes, bare ? { GATEWAY_BENCH_BARE_ROUTE: 'true' } : {})
  try {
    const { show, tokens } = fixtures
    const body = {
      items: [{ showId: show.showId, sessionId: show.sessionId, seatPlanId: show.seatPlanId, qty: 1 }],
      deliveryMethod: 'E_TICKET',
    }
    const started = performance.now()
    const outcomes = await createOrders(
      gateways.urls,
      tokens,
      Array(users).fill(body),
      inFlight,
      bare ? '/bench/bare' : undefined,
    )
    const result = figures(outcomes, performance.now() - started)
    return bare ? result : { ...result, db: await seatCounts(shared.storage, show.sessionId) }
  } finally {
    await gateways.stop()
    await shared.close()
  }
}

async function main(): Promise<void> {
  const report: Record<string, unknown> = { users, seats, inFlight }
  report.ceiling = await measure(undefined, 1, true)
  report['sqlite, 1 process'] = await measure(undefined, 1)
  const why = whyNoPostgres()
  if (why) report.postgresSkipped = why
  else {
    const cluster = await startCluster()
    try {
      report['postgres, 1 process'] = await measure(await cluster.createDatabase('bench_1'), 1)
      report['postgres, 2 processes'] = await measure(await cluster.createDatabase('bench_2'), 2)
    } finally {
      cluster.stop()
    }
  }
  process.stdout.write(`${JSON.stringify(report)}\n`)
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error)
    process.exit(1)
  },
)
