import { buildApp, type App, type BuildOptions } from './app'
import { loadConfig, type GatewayConfig } from './config'
import { migrate, openDb } from './db'
import { seed } from './seed'

/** Opens (and if new, migrates and seeds) the database and builds the app. */
export async function createGateway(overrides: Partial<GatewayConfig> = {}, options: BuildOptions = {}): Promise<App> {
  const config = loadConfig(process.env, overrides)
  const db = openDb(config.dbFile)
  migrate(db)
  seed(db, config)
  const app = await buildApp(config, db, options)
  app.addHook('onClose', async () => db.close())
  return app
}
