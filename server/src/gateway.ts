import { buildApp, type App, type BuildOptions } from './app'
import { loadConfig, type GatewayConfig } from './config'
import { openDb } from './db'
import { forgetDemoPasswords, seed } from './seed'
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
  /**
   * The bytes of a migrated and seeded SQLite database (`db.serialize()`) to start from instead of
   * an empty in-memory one, for the same `dev` and `publicUrl` (what the seed reads): the tests'
   * way to seed once per run rather than 76,000 seats per gateway (server/test/seed-image.ts).
   * Ignored for a SQLite file.
   */
  readonly seedImage?: Buffer
}

/** Whether a PostgreSQL database holds a seed already (copyInto fills only one that does not). */
async function isSeeded(storage: Storage): Promise<boolean> {
  if (!(await storage.value<boolean>("SELECT to_regclass('seed_runs') IS NOT NULL"))) return false
  return Boolean(await storage.value('SELECT 1 FROM seed_runs LIMIT 1'))
}

/**
 * Opens the storage (SQLite file, or PostgreSQL with GATEWAY_DATABASE_URL), checks that its
 * migrations are applied (or applies them: `migrate`), seeds an empty database, and builds the app.
 *
 * On PostgreSQL the seed is generated on an in-memory SQLite database and copied over, when the
 * PostgreSQL database has none yet (another instance may have copied it already: then nothing is
 * generated). Without dev mode the demo accounts' passwords are taken away from the database
 * served, on either engine.
 */
export async function createGateway(overrides: Partial<GatewayConfig> = {}, options: GatewayOptions = {}): Promise<App> {
  const config = loadConfig(process.env, overrides)
  const onPostgres = isPostgresUrl(config.databaseUrl)
  const inMemory = onPostgres || config.dbFile === ':memory:'
  const db = openDb(inMemory ? (options.seedImage ?? ':memory:') : config.dbFile)
  const local = new SqliteStorage(db)
  const storage: Storage = onPostgres ? openStorage({ databaseUrl: config.databaseUrl, dbFile: config.dbFile }) : local
  const closeAll = async () => {
    await storage.close()
    if (storage !== local) await local.close()
  }
  try {
    if (options.migrate || (!onPostgres && inMemory)) await migrateStorage(storage)
    else {
      const pending = await pendingMigrations(storage)
      if (pending.length) throw new PendingMigrationsError(pending)
    }
    if (!onPostgres) await seed(db, config, local)
    else if (!(await isSeeded(storage))) {
      // The in-memory scratch database the seed is generated on is new: always migrated.
      await migrateStorage(local)
      await seed(db, config, local)
      await copyInto(db, storage)
    }
    if (!config.dev) await forgetDemoPasswords(storage)
  } catch (error) {
    await closeAll()
    throw error
  }
  const app = await buildApp(config, db, storage, options)
  app.addHook('onClose', closeAll)
  return app
}
