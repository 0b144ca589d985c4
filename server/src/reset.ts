// `npm run gateway:reset`: deletes the database and builds it again from the migrations and seed
// (with the demo accounts: `--dev`, as `npm run gateway` runs). SQLite only.
import { rmSync } from 'node:fs'
import { loadConfig } from './config'
import { openDb } from './db'
import { seed } from './seed'
import { migrateStorage, SqliteStorage } from './storage'

async function main(): Promise<void> {
  if (process.argv.includes('--dev') && process.env.GATEWAY_DEV === undefined) process.env.GATEWAY_DEV = 'true'
  const config = loadConfig()
  for (const suffix of ['', '-wal', '-shm']) rmSync(`${config.dbFile}${suffix}`, { force: true })
  const db = openDb(config.dbFile)
  const storage = new SqliteStorage(db)
  await migrateStorage(storage)
  const counts = await seed(db, config, storage)
  await storage.close()
  console.log(`Gateway database reset at ${config.dbFile}:`, counts)
}

void main()
