import { openDb } from '../db'
import { PostgresStorage } from './postgres'
import { SqliteStorage } from './sqlite'
import type { Storage } from './types'

export type { Engine, Params, Queryable, Row, Storage, Tx } from './types'
export { migrateStorage, pendingMigrations } from './migrations'
export { busyError, isUniqueViolation } from './errors'
export { inList } from './sql'

/** A postgres:// or postgresql:// URL. */
export const isPostgresUrl = (url: string | undefined): url is string => !!url && /^postgres(ql)?:\/\//.test(url)

/** PostgreSQL when `databaseUrl` is a postgres:// URL, else the SQLite file (better-sqlite3). */
export function openStorage(options: { databaseUrl?: string | undefined; dbFile: string }): Storage {
  if (isPostgresUrl(options.databaseUrl)) return PostgresStorage.open(options.databaseUrl)
  return new SqliteStorage(openDb(options.dbFile))
}

export { PostgresStorage, SqliteStorage }
