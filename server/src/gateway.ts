import { buildApp, type App, type BuildOptions } from './app'
import { loadConfig, type GatewayConfig } from './config'
import { openDb } from './db'
import { seed } from './seed'
import { isPostgresUrl, migrateStorage, openStorage, SqliteStorage, type Storage } from './storage'
import { copyInto } from './storage/copy'

/**
 * Opens the storage (SQLite file, or PostgreSQL with GATEWAY_DATABASE_URL), applies the
 * migrations not applied yet (under a lock: several gateways may start together), seeds an empty
 * database, and builds the app.
 *
 * On PostgreSQL the seed is generated on an in-memory SQLite database and copied over; that
 * SQLite database also serves the routes not on the storage layer yet (`app.db`), so until they
 * move (issue 18) only the storage layer's paths (sign-in checks, orders) share PostgreSQL.
 */
export async function createGateway(overrides: Partial<GatewayConfig> = {}, options: BuildOptions = {}): Promise<App> {
  const config = loadConfig(process.env, overrides)
  const onPostgres = isPostgresUrl(config.databaseUrl)
  const db = openDb(onPostgres ? ':memory:' : config.dbFile)
  const local = new SqliteStorage(db)
  await migrateStorage(local)
  await seed(db, config, local)
  let storage: Storage = local
  if (onPostgres) {
    storage = openStorage({ databaseUrl: config.databaseUrl, dbFile: config.dbFile })
    await migrateStorage(storage)
    await copyInto(db, storage)
  }
  const app = await buildApp(config, db, storage, options)
  app.addHook('onClose', async () => {
    await storage.close()
    if (storage !== local) await local.close()
  })
  return app
}
