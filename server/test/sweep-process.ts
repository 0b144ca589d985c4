/**
 * One sweeping instance for sweep.test.ts, as its own PROCESS: with GATEWAY_DB (a SQLite file) or
 * GATEWAY_DATABASE_URL set it opens the storage, prints `ready`, for each line (the time to sweep
 * at) runs one sweep round and prints its result as JSON on one line; it exits when stdin closes.
 */
import { createInterface } from 'node:readline'
import { openStorage } from '../src/storage'
import { sweep } from '../src/services/trade/sweep'

async function main(): Promise<void> {
  const storage = openStorage({ databaseUrl: process.env.GATEWAY_DATABASE_URL, dbFile: process.env.GATEWAY_DB ?? '' })
  const lines = createInterface({ input: process.stdin })
  process.stdout.write('ready\n')
  // One round per line, until stdin closes.
  for await (const line of lines) {
    const result = await sweep(storage, Number(line))
    process.stdout.write(`${JSON.stringify(result)}\n`)
  }
  await storage.close()
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
