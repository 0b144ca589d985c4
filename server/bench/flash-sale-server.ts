/**
 * The gateway side of the flash-sale bench (scripts/lib/bench/flash-sale.mjs spawns it with
 * `node --import tsx server/bench/flash-sale-server.ts --users N --seats M`):
 *
 * 1. builds a gateway (dev mode) on a FILE database in a fresh temp dir (WAL, as openDb sets it:
 *    the figure is the one a real deployment pays, not :memory:'s), listening on 127.0.0.1:0, with
 *    one seat-picking show of M seats and N users with sessions;
 * 2. prints one JSON line on stdout: `{url, tokens, showId, sessionId, seatPlanId, seatIds, noTickets}`;
 * 3. waits for the line `report` on stdin, then counts from the database (seats held, distinct
 *    seats in live orders, seats claimed by more than one live order, live orders), closes the
 *    gateway, measures the raw write-transaction rate of SQLite on the same file with the same
 *    pragmas (single-row INSERT transactions into a scratch table for ~1.5 s), prints one JSON
 *    line and removes the temp dir.
 *
 * Nothing else is written to stdout. stdin closing or SIGTERM also removes the temp dir and exits.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { createInterface } from 'node:readline'
import type { App } from '../src/app'
import { openDb } from '../src/db'
import { createGateway } from '../src/gateway'
import { CODES } from '../src/http/envelope'
import { ORDER_STATE } from '../src/services/trade/common'
import { addShow, addUser, type ShowFixture } from '../test/trade-fixtures'

const RAW_TX_MS = 1500
/** Orders that hold their seats (not cancelled, closed, refunded, nor waitlist registrations). */
const LIVE_STATES = [ORDER_STATE.unpaid, ORDER_STATE.delivering, ORDER_STATE.express, ORDER_STATE.succeeded]

function intArg(name: string, fallback: number): number {
  const at = process.argv.indexOf(`--${name}`)
  const value = at === -1 ? fallback : Number(process.argv[at + 1])
  if (!Number.isInteger(value) || value < 1) throw new Error(`--${name} must be a positive integer`)
  return value
}

const users = intArg('users', 2000)
const seats = intArg('seats', 500)
const dir = mkdtempSync(path.join(tmpdir(), 'showtix-flash-'))
const dbFile = path.join(dir, 'gateway.sqlite')
let app: App | undefined

function cleanUp(): void {
  rmSync(dir, { recursive: true, force: true })
}

function counts(db: App['db'], show: ShowFixture) {
  const seatsHeld = db
    .prepare('SELECT COUNT(*) FROM seats WHERE session_id = ? AND state <> 0')
    .pluck()
    .get(show.sessionId) as number
  const live = `o.state IN (${LIVE_STATES.join(', ')})`
  const claimed = db
    .prepare(`SELECT oi.seat_ids FROM order_items oi JOIN orders o ON o.id = oi.order_id WHERE oi.session_id = ? AND ${live}`)
    .pluck()
    .all(show.sessionId) as Array<string | null>
  const claims = new Map<string, number>()
  for (const text of claimed) {
    for (const seat of JSON.parse(text ?? '[]') as string[]) claims.set(seat, (claims.get(seat) ?? 0) + 1)
  }
  const liveOrders = db
    .prepare(
      `SELECT COUNT(DISTINCT o.id) FROM orders o JOIN order_items oi ON oi.order_id = o.id WHERE oi.session_id = ? AND ${live}`,
    )
    .pluck()
    .get(show.sessionId) as number
  return {
    seatsHeld,
    distinctSeats: claims.size,
    seatClaims: [...claims.values()].reduce((sum, n) => sum + n, 0),
    oversold: [...claims.values()].filter((n) => n > 1).length,
    liveOrders,
  }
}

/** Single-row INSERT transactions on the same file, same pragmas (openDb), for ~RAW_TX_MS. */
function rawWriteRate(): { transactions: number; ms: number; perSecond: number } {
  const db = openDb(dbFile)
  try {
    db.exec('CREATE TABLE IF NOT EXISTS bench_scratch (id INTEGER PRIMARY KEY, n INTEGER NOT NULL, at INTEGER NOT NULL)')
    const insert = db.prepare('INSERT INTO bench_scratch (n, at) VALUES (?, ?)')
    const write = db.transaction((n: number) => insert.run(n, Date.now()))
    const started = performance.now()
    let transactions = 0
    let elapsed = 0
    while (elapsed < RAW_TX_MS) {
      write.immediate(transactions)
      transactions += 1
      if (transactions % 64 === 0) elapsed = performance.now() - started
    }
    elapsed = performance.now() - started
    return { transactions, ms: Math.round(elapsed), perSecond: Math.round((transactions * 1000) / elapsed) }
  } finally {
    db.close()
  }
}

async function main(): Promise<void> {
  app = await createGateway({
    dbFile,
    dataDir: dir,
    port: 0,
    host: '127.0.0.1',
    dev: true,
    publicUrl: 'http://gateway.bench',
    logLevel: 'warn',
  })
  const db = app.db
  const show = addShow(db, { seats, limit: 10 })
  const tokens = db.transaction(() =>
    Array.from({ length: users }, (_, i) => addUser(db, `139${String(i).padStart(8, '0')}`).token),
  )()
  const url = await app.listen({ port: 0, host: '127.0.0.1' })
  const { showId, sessionId, seatPlanId, seatIds } = show
  process.stdout.write(`${JSON.stringify({ url, tokens, showId, sessionId, seatPlanId, seatIds, noTickets: CODES.noTickets })}\n`)

  const lines = createInterface({ input: process.stdin })
  for await (const line of lines) {
    if (line.trim() !== 'report') continue
    const found = counts(db, show)
    await app.close()
    app = undefined
    const rawTx = rawWriteRate()
    process.stdout.write(`${JSON.stringify({ ...found, rawTx })}\n`)
    break
  }
  lines.close()
  if (app) await app.close()
  cleanUp()
}

process.on('SIGTERM', () => {
  void (app?.close() ?? Promise.resolve()).finally(() => {
    cleanUp()
    process.exit(143)
  })
})

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error)
    void (app?.close() ?? Promise.resolve()).finally(() => {
      cleanUp()
      process.exit(1)
    })
  },
)
