/**
 * The expiry sweep once across instances (issue 18, item 5): two sweeping PROCESSES on one
 * database (PostgreSQL, or one SQLite WAL file) sweep at the same moment. Each expired order is
 * closed once, and its seats and stock are given back once.
 */
import assert from 'node:assert/strict'
import { spawn } from 'node:child_process'
import path from 'node:path'
import { createInterface } from 'node:readline'
import { describe, it } from 'node:test'
import type { Storage } from '../src/storage'
import { HOLD_MS } from '../src/services/trade/common'
import { createOrder } from '../src/services/trade/orders'
import type { SweepResult } from '../src/services/trade/sweep'
import { ENGINES, postgresSkipped, clusterForThisFile } from './engines'
import { sharedDatabase } from './multi-process'
import { addShow, addUser } from './trade-fixtures'

const BUYERS = 12
const SEATS = 40
const STOCK = 30

const cluster = clusterForThisFile()
let databases = 0

const SWEEPER = path.join(__dirname, 'sweep-process.ts')

/** A sweeping process on the shared database: `go(now)` makes it sweep once and answers its result. */
async function sweeper(env: Record<string, string>): Promise<{ go: (now: number) => Promise<SweepResult> }> {
  const child = spawn(process.execPath, ['--import', 'tsx', SWEEPER], {
    env: { ...process.env, ...env },
    stdio: ['pipe', 'pipe', 'inherit'],
  })
  const lines = createInterface({ input: child.stdout })
  const next = () =>
    new Promise<string>((resolve, reject) => {
      child.once('exit', (code) => reject(new Error(`sweep process exited with ${code}`)))
      lines.once('line', (line) => {
        child.removeAllListeners('exit')
        resolve(line)
      })
    })
  assert.equal(await next(), 'ready')
  return {
    go: async (now) => {
      const answer = next()
      child.stdin.write(`${now}\n`)
      return JSON.parse(await answer) as SweepResult
    },
  }
}

for (const engine of ENGINES) {
  describe(`the sweep on ${engine}`, { skip: engine === 'postgres' && postgresSkipped ? postgresSkipped : false }, () => {
    it('closes each expired order once when two instances sweep at the same moment, giving seats and stock back once', async () => {
      databases += 1
      const url = engine === 'postgres' ? await cluster().createDatabase(`sweep_${databases}`) : undefined
      const { shared, fixtures } = await sharedDatabase(url, (db) => ({
        seated: addShow(db, { seats: SEATS, limit: 10 }),
        stocked: addShow(db, { stock: STOCK, limit: 10 }),
        buyers: Array.from({ length: BUYERS }, (_, i) => addUser(db, `138${String(i).padStart(8, '0')}`).userId),
      }))
      try {
        const { seated, stocked, buyers } = fixtures
        const placed = Date.now() - HOLD_MS - 60_000
        for (const userId of buyers) {
          const input = {
            items: [
              { showId: seated.showId, sessionId: seated.sessionId, seatPlanId: seated.seatPlanId, qty: 2 },
              { showId: stocked.showId, sessionId: stocked.sessionId, seatPlanId: stocked.seatPlanId, qty: 1 },
            ],
            deliveryMethod: 'E_TICKET' as const,
            terminalSrc: 'H5',
          }
          await createOrder(shared.storage, userId, input, undefined, placed)
        }
        const heldBefore = await shared.storage.value<number>('SELECT COUNT(*) FROM seats WHERE session_id = ? AND state <> 0', [
          seated.sessionId,
        ])
        assert.equal(heldBefore, BUYERS * 2)
        assert.equal(await stockOf(shared.storage, stocked.seatPlanId), STOCK - BUYERS)

        const [first, second] = [await sweeper(shared.env), await sweeper(shared.env)]
        const now = Date.now()
        const [a, b] = await Promise.all([first.go(now), second.go(now)])

        assert.equal(a.ordersClosed + b.ordersClosed, BUYERS, JSON.stringify({ a, b }))
        assert.deepEqual(
          await shared.storage.all<{ state: number; n: number }>(
            'SELECT state, COUNT(*) AS n FROM orders WHERE user_id IN (' + buyers.map(() => '?').join(', ') + ') GROUP BY state',
            buyers,
          ),
          [{ state: 13, n: BUYERS }],
        )
        assert.equal(
          await shared.storage.value<number>('SELECT COUNT(*) FROM seats WHERE session_id = ? AND state <> 0', [
            seated.sessionId,
          ]),
          0,
        )
        assert.equal(await stockOf(shared.storage, stocked.seatPlanId), STOCK, 'stock given back once, not twice')
      } finally {
        await shared.close()
      }
    })
  })
}

async function stockOf(storage: Storage, seatPlanId: string): Promise<number> {
  return (await storage.value<number>('SELECT stock FROM seat_plans WHERE id = ?', [seatPlanId])) as number
}
