/**
 * A trade test's gateway on either engine: its fixtures written on a SQLite file (trade-fixtures.ts,
 * no seed) and, for PostgreSQL, copied there (multi-process.ts sharedDatabase); then the gateway
 * built on that database, so what the routes read and write is the database itself on both.
 */
import type { App } from '../src/app'
import type { Db } from '../src/db'
import { createGateway } from '../src/gateway'
import type { Storage } from '../src/storage'
import { TEST_CONFIG } from './helpers'
import { sharedDatabase } from './multi-process'

export interface TradeApp<T> {
  readonly app: App
  readonly fixtures: T
  /** The storage layer on the same database, for what a test counts. */
  readonly storage: Storage
  close(): Promise<void>
}

/** `postgresUrl`: a new database on the file's cluster (engines.ts), or undefined for SQLite. */
export async function tradeApp<T>(postgresUrl: string | undefined, fill: (db: Db) => T): Promise<TradeApp<T>> {
  const { shared, fixtures } = await sharedDatabase(postgresUrl, fill)
  const app = await createGateway({
    ...TEST_CONFIG,
    ...(postgresUrl ? { databaseUrl: postgresUrl } : { dbFile: shared.env.GATEWAY_DB as string }),
  })
  await app.ready()
  return {
    app,
    fixtures,
    storage: shared.storage,
    async close() {
      await app.close()
      await shared.close()
    },
  }
}
