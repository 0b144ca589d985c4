/**
 * A migrated and seeded SQLite database, as bytes (`db.serialize()`), for test gateways to start
 * from (`createGateway(config, { seedImage })`): seeding is 76,000 seats, most of a gateway's
 * start, and every test gateway with the same seed inputs (dev mode, public URL) would make the
 * same one. Under `npm run test:server` the runner (run.ts) makes it once for the whole run and
 * names its file in GATEWAY_TEST_SEED_IMAGE; a test file run on its own makes it once per process.
 */
import { readFileSync } from 'node:fs'
import { loadConfig, type GatewayConfig } from '../src/config'
import { openDb } from '../src/db'
import { seed } from '../src/seed'
import { SqliteStorage, migrateStorage } from '../src/storage'

/** The run's image: its file and the seed key it was made for (run.ts). */
export const SEED_IMAGE_ENV = 'GATEWAY_TEST_SEED_IMAGE'
export const SEED_KEY_ENV = 'GATEWAY_TEST_SEED_KEY'
/** When the run's seed was made (ms): its clock. */
export const SEEDED_AT_ENV = 'GATEWAY_TEST_SEEDED_AT'

/**
 * How long the run's seed is used: the seed places things relative to its clock (the demo's unpaid
 * order holds its seats for the reserve time), so a gateway started later than this (a slow
 * machine) seeds its own instead.
 */
export const RUN_SEED_FRESH_MS = 5 * 60 * 1000

/** Whether the run's seed (image and PostgreSQL template) is recent enough to start from. */
export function runSeedIsFresh(now = Date.now()): boolean {
  const at = Number(process.env[SEEDED_AT_ENV])
  return Number.isFinite(at) && now - at < RUN_SEED_FRESH_MS
}

/** What the seed reads of the configuration: images are shared only between equal keys. */
export function seedKey(config: Pick<GatewayConfig, 'dev' | 'publicUrl'>): string {
  return JSON.stringify({ dev: config.dev, publicUrl: config.publicUrl })
}

/** Migrates and seeds a new in-memory database; its bytes. */
export async function makeSeedImage(config: GatewayConfig): Promise<Buffer> {
  const db = openDb(':memory:')
  const storage = new SqliteStorage(db)
  try {
    await migrateStorage(storage)
    await seed(db, config, storage)
    return db.serialize()
  } finally {
    await storage.close()
  }
}

const images = new Map<string, Promise<Buffer>>()

/** The image for a test gateway's configuration (`overrides` over the environment, as createGateway reads them). */
export function seedImage(overrides: Partial<GatewayConfig>): Promise<Buffer> {
  const config = loadConfig(process.env, overrides)
  const key = seedKey(config)
  let image = images.get(key)
  if (!image) {
    const file = process.env[SEED_IMAGE_ENV]
    const runs = file && process.env[SEED_KEY_ENV] === key && runSeedIsFresh()
    image = runs ? Promise.resolve(readFileSync(file)) : makeSeedImage(config)
    images.set(key, image)
  }
  return image
}
