import Database from 'better-sqlite3'
import { mkdirSync } from 'node:fs'
import path from 'node:path'

export type Db = Database.Database

/**
 * Opens the SQLite database with the settings every connection needs (migrations: storage/migrations.ts).
 * `file` may be the bytes of a database (`db.serialize()`): an in-memory copy of it.
 */
export function openDb(file: string | Buffer): Db {
  if (typeof file === 'string' && file !== ':memory:') mkdirSync(path.dirname(file), { recursive: true })
  const db = new Database(file)
  db.pragma('journal_mode = WAL')
  db.pragma('foreign_keys = ON')
  db.pragma('busy_timeout = 5000')
  db.pragma('synchronous = NORMAL')
  return db
}
