import { buildApp, type App, type BuildOptions } from './app'
import { loadConfig, type GatewayConfig } from './config'
import { openDb } from './db'
import { seed } from './seed'
import { isPostgresUrl, migrateStorage, openStorage, pendingMigrations, SqliteStorage, type Storage } from './storage'
import { copyInto } from './storage/copy'

/** The command that applies the migrations (a gateway refuses to start while some are pending). */
export const MIGRATE_COMMAND = 'npm run gateway:migrate'

/** A database that outlives the process has migrations not applied yet: the gateway does not start on it. */
export class PendingMigrationsError extends Error {
  constructor(readonly pending: readonly string[]) {
    super(
      `The database has ${pending.length} pending migration${pending.length === 1 ? '' : 's'} (${pending.join(', ')}). ` +
        `Apply them with \`${MIGRATE_COMMAND}\` (with the same GATEWAY_DATABASE_URL or GATEWAY_DB), then start the gateway again.`,
    )
    this.name = 'PendingMigrationsError'
  }
}

export interface GatewayOptions extends BuildOptions {
  /**
   * Apply pending migrations before starting (the dev conveniences: `npm run gateway`, `--migrate`).
   * Without it a gateway on a database with pending migrations refuses to start
   * (PendingMigrationsError): migrations are `npm run gateway:migrate`'s job, not every start's.
   * An in-memory SQLite database (`:memory:`, tests and e2e) is new at every start and nothing
   * else can reach it, so it is always migrated.
   */
  readonly migrate?: boolean
}

/**
 * Opens the storage (SQLite file, or PostgreSQL with GATEWAY_DATABASE_URL), checks that its
 * migrations are applied (or applies them: `migrate`), seeds an empty database, and builds the app.
 *
 * On PostgreSQL the seed is generated on an in-memory SQLite database and copied over; that
 * SQLite database also serves the routes not on the storage layer yet (`app.db`).
 */
export async function createGateway(overrides: Partial<GatewayConfig> = {}, options: GatewayOptions = {}): Promise<App> {
  const config = loadConfig(process.env, overrides)
  const onPostgres = isPostgresUrl(config.databaseUrl)
  const db = openDb(onPostgres ? ':memory:' : config.dbFile)
  const local = new SqliteStorage(db)
  const storage: Storage = onPostgres ? openStorage({ databaseUrl: config.databaseUrl, dbFile: config.dbFile }) : local
  const closeAll = async () => {
    await storage.close()
    if (storage !== local) await local.close()
  }
  try {
    if (options.migrate || (!onPostgres && config.dbFile === ':memory:')) await migrateStorage(storage)
    else {
      const pending = await pendingMigrations(storage)
      if (pending.length) throw new PendingMigrationsError(pending)
    }
    // The in-memory scratch database the seed is generated on (PostgreSQL) is new: always migrated.
    if (onPostgres) await migrateStorage(local)
    await seed(db, config, local)
    if (onPostgres) await copyInto(db, storage)
  } catch (error) {
    await closeAll()
    throw error
  }
  const app = await buildApp(config, db, storage, options)
  app.addHook('onClose', closeAll)
  return app
}
