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
import { SWEEP_KEY, type SweepResult } from '../src/services/trade/sweep'
import { ENGINES, postgresSkipped, clusterForThisFile } from './engines'
import { sharedDatabase } from './multi-process'
import { addShow, addUser } from './trade-fixtures'

const BUYERS = 12
const SEATS = 40
const STOCK = 30

const cluster = clusterForThisFile()
let databases = 0

const SWEEPER = path.join(__dirname, 'sweep-process.ts')

interface Sweeper {
  /** One round at `now`: its result. */
  go(now: number): Promise<SweepResult>
  stop(): Promise<void>
}

/** A sweeping process on the shared database. */
async function sweeper(env: Record<string, string>): Promise<Sweeper> {
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
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve()
        child.removeAllListeners('exit')
        child.once('exit', () => resolve())
        child.stdin.end()
      }),
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
        const [a, b] = await Promise.all([first.go(now), second.go(now)]).finally(() =>
          Promise.all([first.stop(), second.stop()]),
        )

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

describe('a sweep while another instance sweeps', { skip: postgresSkipped ?? false }, () => {
  it('skips the round at once instead of waiting, and the next round closes what is due', async () => {
    databases += 1
    const url = await cluster().createDatabase(`sweep_${databases}`)
    const { shared, fixtures } = await sharedDatabase(url, (db) => ({
      stocked: addShow(db, { stock: STOCK, limit: 10 }),
      userId: addUser(db, '13899999999').userId,
    }))
    try {
      const { stocked, userId } = fixtures
      const input = {
        items: [{ showId: stocked.showId, sessionId: stocked.sessionId, seatPlanId: stocked.seatPlanId, qty: 1 }],
        deliveryMethod: 'E_TICKET' as const,
        terminalSrc: 'H5',
      }
      await createOrder(shared.storage, userId, input, undefined, Date.now() - HOLD_MS - 60_000)
      const instance = await sweeper(shared.env)
      const now = Date.now()
      // This test holds the sweep as another instance would, mid-round.
      const during = await shared.storage.withTransaction(async (tx) => {
        await tx.lock([SWEEP_KEY])
        return instance.go(now)
      })
      assert.deepEqual({ skipped: during.skipped, closed: during.ordersClosed }, { skipped: true, closed: 0 })
      const next = await instance.go(now).finally(() => instance.stop())
      assert.deepEqual({ skipped: next.skipped, closed: next.ordersClosed }, { skipped: false, closed: 1 })
      assert.equal(await stockOf(shared.storage, stocked.seatPlanId), STOCK)
    } finally {
      await shared.close()
    }
  })
})

async function stockOf(storage: Storage, seatPlanId: string): Promise<number> {
  return (await storage.value<number>('SELECT stock FROM seat_plans WHERE id = ?', [seatPlanId])) as number
}
