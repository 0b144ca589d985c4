// `npm run gateway:migrate`: applies the migrations not applied yet to the configured database
// (GATEWAY_DATABASE_URL=postgres://..., else the SQLite file GATEWAY_DB), under the migration
// lock, and prints what it applied. A gateway refuses to start while migrations are pending.
import { loadConfig } from './config'
import { migrateStorage, openStorage } from './storage'

async function main(): Promise<void> {
  const config = loadConfig()
  const storage = openStorage({ databaseUrl: config.databaseUrl, dbFile: config.dbFile })
  try {
    const applied = await migrateStorage(storage)
    console.log(`${storage.engine}: ${applied.length ? `applied ${applied.join(', ')}` : 'up to date'}`)
  } finally {
    await storage.close()
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
