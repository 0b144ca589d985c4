/**
 * One sweeping instance for sweep.test.ts, as its own PROCESS: with GATEWAY_DB (a SQLite file) or
 * GATEWAY_DATABASE_URL set it opens the storage, prints `ready`, waits for a line with the time to
 * sweep at, runs one sweep round, prints its result as JSON on one line and exits.
 */
import { createInterface } from 'node:readline'
import { openDb } from '../src/db'
import { migrateStorage, openStorage, SqliteStorage } from '../src/storage'
import { sweep } from '../src/services/trade/sweep'

async function main(): Promise<void> {
  const storage = openStorage({ databaseUrl: process.env.GATEWAY_DATABASE_URL, dbFile: process.env.GATEWAY_DB ?? '' })
  // The instance's own synchronous handle (the accounts' purge), as a gateway on PostgreSQL has.
  const db = openDb(':memory:')
  await migrateStorage(new SqliteStorage(db))
  const lines = createInterface({ input: process.stdin })
  process.stdout.write('ready\n')
  const [line] = await new Promise<string[]>((resolve) => lines.once('line', (text) => resolve([text])))
  const result = await sweep(storage, db, Number(line))
  process.stdout.write(`${JSON.stringify(result)}\n`)
  lines.close()
  await storage.close()
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
