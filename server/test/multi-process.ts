/**
 * Several gateway processes on one database (SQLite WAL file or PostgreSQL), for the concurrency
 * tests and the flash-sale bench: a fixture database (a seat-map show, users with sessions) built
 * on SQLite and, for PostgreSQL, copied over; processes started on it; requests spread over them.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { Agent, request } from 'node:http'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { createInterface } from 'node:readline'
import { openDb, type Db } from '../src/db'
import { SEEDERS } from '../src/seed'
import { PostgresStorage, SqliteStorage, migrateStorage, type Storage } from '../src/storage'
import { copyInto } from '../src/storage/copy'

const PROCESS_SCRIPT = path.join(__dirname, 'gateway-process.ts')

export interface SharedDatabase {
  /** The environment a gateway process needs to use it. */
  readonly env: Record<string, string>
  /** The storage layer on it, for counting what was sold. */
  readonly storage: Storage
  close(): Promise<void>
}

/**
 * Builds the fixtures with `fill` on a new SQLite file (migrated, the seed marked done so the
 * processes start fast), then, given a PostgreSQL URL, copies them there.
 */
export async function sharedDatabase<T>(
  postgresUrl: string | undefined,
  fill: (db: Db) => T,
): Promise<{ shared: SharedDatabase; fixtures: T }> {
  const dir = mkdtempSync(path.join(tmpdir(), 'showtix-multi-'))
  const file = path.join(dir, 'gateway.sqlite')
  const db = openDb(file)
  const local = new SqliteStorage(db)
  await migrateStorage(local)
  db.exec('CREATE TABLE IF NOT EXISTS seed_runs (name TEXT PRIMARY KEY, ran_at TEXT NOT NULL)')
  for (const [name] of SEEDERS) db.prepare('INSERT INTO seed_runs (name, ran_at) VALUES (?, ?)').run(name, 'fixture')
  const fixtures = db.transaction(() => fill(db))()
  if (!postgresUrl) {
    return {
      fixtures,
      shared: {
        env: { GATEWAY_DB: file, GATEWAY_DATA_DIR: dir },
        storage: local,
        async close() {
          await local.close()
          rmSync(dir, { recursive: true, force: true })
        },
      },
    }
  }
  const postgres = PostgresStorage.open(postgresUrl)
  await migrateStorage(postgres)
  await copyInto(db, postgres)
  await local.close()
  return {
    fixtures,
    shared: {
      env: { GATEWAY_DATABASE_URL: postgresUrl, GATEWAY_DATA_DIR: dir },
      storage: postgres,
      async close() {
        await postgres.close()
        rmSync(dir, { recursive: true, force: true })
      },
    },
  }
}

export interface Gateways {
  readonly urls: string[]
  /** The processes' ids (the bench counts their CPU). */
  readonly pids: number[]
  stop(): Promise<void>
}

/** Starts `count` gateway processes on the shared database; resolves with their URLs. */
export async function startGateways(
  shared: SharedDatabase,
  count: number,
  extraEnv: Record<string, string> = {},
): Promise<Gateways> {
  const children: ChildProcess[] = []
  const started = Array.from({ length: count }, () => {
    const child = spawn(process.execPath, ['--import', 'tsx', PROCESS_SCRIPT], {
      env: { ...process.env, ...shared.env, ...extraEnv, GATEWAY_DEV: 'true' },
      stdio: ['pipe', 'pipe', 'inherit'],
    })
    children.push(child)
    return new Promise<string>((resolve, reject) => {
      child.once('exit', (code) => reject(new Error(`gateway process exited with ${code}`)))
      const lines = createInterface({ input: child.stdout as NodeJS.ReadableStream })
      lines.once('line', (line) => resolve((JSON.parse(line) as { url: string }).url))
    })
  })
  const stop = async () => {
    await Promise.all(
      children.map(
        (child) =>
          new Promise<void>((resolve) => {
            if (child.exitCode !== null) return resolve()
            child.removeAllListeners('exit')
            child.once('exit', () => resolve())
            child.stdin?.end()
          }),
      ),
    )
  }
  try {
    return { urls: await Promise.all(started), pids: children.map((child) => child.pid as number), stop }
  } catch (error) {
    for (const child of children) child.kill()
    throw error
  }
}

export interface Outcome {
  readonly statusCode: number
  readonly http: number
  readonly ms: number
}

/** POSTs `bodies` to create order, request i on gateway i % n with token i, at most `inFlight` at once. */
export async function createOrders(
  urls: readonly string[],
  tokens: readonly string[],
  bodies: ReadonlyArray<Record<string, unknown>>,
  inFlight: number,
  path = '/cyy_gatewayapi/trade/buyer/v1/orders/create',
): Promise<Outcome[]> {
  const outcomes: Outcome[] = new Array(bodies.length)
  // node:http with kept-alive sockets, not fetch: the load generator shares the machine's cores
  // with what it measures, and fetch costs it about twice the CPU per request.
  const agent = new Agent({ keepAlive: true, maxSockets: inFlight })
  let next = 0
  const worker = async () => {
    while (next < bodies.length) {
      const i = next
      next += 1
      const started = performance.now()
      const { http, text } = await post(agent, `${urls[i % urls.length]}${path}`, JSON.stringify(bodies[i]), {
        'content-type': 'application/json',
        'access-token': tokens[i % tokens.length] as string,
        'terminal-src': 'H5',
      })
      const body = JSON.parse(text) as { statusCode: number }
      outcomes[i] = { statusCode: body.statusCode, http, ms: performance.now() - started }
    }
  }
  try {
    await Promise.all(Array.from({ length: Math.min(inFlight, bodies.length) }, worker))
  } finally {
    agent.destroy()
  }
  return outcomes
}

/** One POST: the HTTP status and the body's text. */
function post(agent: Agent, url: string, body: string, headers: Record<string, string>): Promise<{ http: number; text: string }> {
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      { method: 'POST', agent, headers: { ...headers, 'content-length': Buffer.byteLength(body) } },
      (res) => {
        let text = ''
        res.setEncoding('utf8')
        res.on('data', (chunk: string) => (text += chunk))
        res.on('end', () => resolve({ http: res.statusCode ?? 0, text }))
        res.on('error', reject)
      },
    )
    req.on('error', reject)
    req.end(body)
  })
}

/** Seats of a session held, seats in live orders, and seats in more than one live order. */
export async function seatCounts(storage: Storage, sessionId: string) {
  const held = (await storage.value<number>('SELECT COUNT(*) FROM seats WHERE session_id = ? AND state <> 0', [sessionId])) ?? 0
  const claimed = await storage.column<string>(
    'SELECT oi.seat_ids FROM order_items oi JOIN orders o ON o.id = oi.order_id WHERE oi.session_id = ? AND o.state IN (1, 6, 7, 9)',
    [sessionId],
  )
  const claims = new Map<string, number>()
  for (const text of claimed) for (const seat of JSON.parse(text) as string[]) claims.set(seat, (claims.get(seat) ?? 0) + 1)
  return {
    held,
    liveOrders: claimed.length,
    distinctSeats: claims.size,
    oversold: [...claims.values()].filter((n) => n > 1).length,
  }
}
