/**
 * The gateway side of the flash-sale bench (scripts/lib/bench/flash-sale.mjs runs `node --import
 * tsx server/bench/flash-sale.ts --users N --seats M --inflight C` and reads the one JSON line it
 * prints). For SQLite with 1 gateway process and PostgreSQL (a throwaway cluster) with 1 and 2
 * processes: N buyers race for M seats of one seat-map show (each asking for the best available
 * seat), C requests in flight spread over the processes; then the database is counted (oversold
 * must be 0). First the ceiling: a bare route on the same Fastify setup returning the envelope,
 * one process. Each setup first serves `--warm` orders (400) of another show by other buyers, not
 * measured, and reports the CPU milliseconds per attempt of the load generator (this process), the
 * gateway processes and the PostgreSQL server (/proc), which a busy machine changes far less than
 * the rates. `--setups ceiling,sqlite1,postgres1,postgres2` runs some only. The PostgreSQL setups are skipped, with the reason, where it is not installed.
 */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
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
/**
 * Orders placed first on another show by other buyers, not measured (`--warm 0`: none): a sale
 * starts on gateways already serving (JIT-compiled code, pooled connections, prepared statements).
 */
const warm = process.argv.includes('--warm') ? Number(process.argv[process.argv.indexOf('--warm') + 1]) : 400
if (!Number.isInteger(warm) || warm < 0) throw new Error('--warm must be 0 or a positive integer')
/** `--setups ceiling,sqlite1,postgres1,postgres2` (default: all) runs some of them only (comparing a change). */
const setupsAt = process.argv.indexOf('--setups')
const setups = new Set(
  setupsAt === -1 ? ['ceiling', 'sqlite1', 'postgres1', 'postgres2'] : String(process.argv[setupsAt + 1]).split(','),
)

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

const TICK_MS = 10 // /proc/<pid>/stat counts CPU in clock ticks of 1/100 s (USER_HZ)

/** CPU milliseconds a process used: its own, plus `reaped` its waited-for children's (a server's exited backends). */
function cpuMsOf(pid: number, reaped = false): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? []
    // After the command: state(0) ppid(1) ... utime(11) stime(12) cutime(13) cstime(14).
    const own = Number(fields[11]) + Number(fields[12])
    return (own + (reaped ? Number(fields[13]) + Number(fields[14]) : 0)) * TICK_MS
  } catch {
    return 0 // exited
  }
}

/** The PostgreSQL server's CPU: the postmaster with its reaped backends, and its live children. */
function postgresCpuMs(dataDir: string | undefined): number {
  if (!dataDir) return 0
  const postmaster = Number(readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0])
  let ms = cpuMsOf(postmaster, true)
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const ppid = Number(readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1]?.split(' ')[1])
      if (ppid === postmaster) ms += cpuMsOf(Number(entry))
    } catch {
      // gone meanwhile
    }
  }
  return ms
}

/** CPU used so far by the load generator (this process), the gateway processes and the database server. */
function cpuSample(pids: readonly number[], dataDir: string | undefined) {
  const own = process.cpuUsage()
  return {
    loadGenerator: (own.user + own.system) / 1000,
    gateways: pids.reduce((sum, pid) => sum + cpuMsOf(pid), 0),
    postgres: postgresCpuMs(dataDir),
  }
}

/** CPU ms per attempt of each part between two samples, and the cores busy on average. */
function cpuPerAttempt(
  before: ReturnType<typeof cpuSample>,
  after: ReturnType<typeof cpuSample>,
  attempts: number,
  wallMs: number,
) {
  const part = (key: keyof typeof before) => Math.round(((after[key] - before[key]) / attempts) * 1000) / 1000
  const total = part('loadGenerator') + part('gateways') + part('postgres')
  return {
    loadGenerator: part('loadGenerator'),
    gateways: part('gateways'),
    postgres: part('postgres'),
    total: Math.round(total * 1000) / 1000,
    coresBusy: Math.round(((total * attempts) / wallMs) * 100) / 100,
  }
}

async function measure(url: string | undefined, processes: number, bare = false, dataDir?: string) {
  const { shared, fixtures } = await sharedDatabase(url, (db) => ({
    show: addShow(db, { seats, limit: 10 }),
    tokens: Array.from({ length: users }, (_, i) => addUser(db, `139${String(i).padStart(8, '0')}`).token),
    warmShow: addShow(db, { seats: Math.max(1, warm), limit: 10 }),
    warmTokens: Array.from({ length: warm }, (_, i) => addUser(db, `136${String(i).padStart(8, '0')}`).token),
  }))
  const gateways = await startGateways(shared, processes, bare ? { GATEWAY_BENCH_BARE_ROUTE: 'true' } : {})
  try {
    const { show, tokens, warmShow, warmTokens } = fixtures
    const bodyOf = (s: typeof show) => ({
      items: [{ showId: s.showId, sessionId: s.sessionId, seatPlanId: s.seatPlanId, qty: 1 }],
      deliveryMethod: 'E_TICKET',
    })
    const body = bodyOf(show)
    const path = bare ? '/bench/bare' : undefined
    if (warm) await createOrders(gateways.urls, warmTokens, Array(warm).fill(bodyOf(warmShow)), inFlight, path)
    const cpuBefore = cpuSample(gateways.pids, dataDir)
    const started = performance.now()
    const outcomes = await createOrders(gateways.urls, tokens, Array(users).fill(body), inFlight, path)
    const wallMs = performance.now() - started
    const cpuMsPerAttempt = cpuPerAttempt(cpuBefore, cpuSample(gateways.pids, dataDir), outcomes.length, wallMs)
    const result = { ...figures(outcomes, wallMs), cpuMsPerAttempt }
    return bare ? result : { ...result, db: await seatCounts(shared.storage, show.sessionId) }
  } finally {
    await gateways.stop()
    await shared.close()
  }
}

async function main(): Promise<void> {
  const report: Record<string, unknown> = { users, seats, inFlight, warm }
  if (setups.has('ceiling')) report.ceiling = await measure(undefined, 1, true)
  if (setups.has('sqlite1')) report['sqlite, 1 process'] = await measure(undefined, 1)
  const why = whyNoPostgres()
  if (why) report.postgresSkipped = why
  else if (setups.has('postgres1') || setups.has('postgres2')) {
    const cluster = await startCluster()
    try {
      if (setups.has('postgres1'))
        report['postgres, 1 process'] = await measure(await cluster.createDatabase('bench_1'), 1, false, cluster.dataDir)
      if (setups.has('postgres2'))
        report['postgres, 2 processes'] = await measure(await cluster.createDatabase('bench_2'), 2, false, cluster.dataDir)
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
