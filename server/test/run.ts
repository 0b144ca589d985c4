/**
 * `npm run test:server [files...]`: the gateway's test files (default: every server/test/*.test.ts)
 * under node:test, with what they would otherwise each make for themselves made once for the run:
 * - the seeded SQLite database (seed-image.ts), written to a temporary file
 *   (GATEWAY_TEST_SEED_IMAGE): a test gateway starts from it instead of seeding 76,000 seats;
 * - one PostgreSQL cluster (GATEWAY_TEST_POSTGRES_URL) with a seeded template database
 *   (GATEWAY_TEST_POSTGRES_TEMPLATES): each file makes its databases there, a seeded one by
 *   `CREATE DATABASE ... TEMPLATE`, and drops them after, instead of starting a cluster each.
 * Files run TEST_CONCURRENCY at a time (GATEWAY_TEST_CONCURRENCY changes it). A file run alone
 * (`node --import tsx --test server/test/x.test.ts`) makes its own, as before.
 */
import { spawn } from 'node:child_process'
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { loadConfig } from '../src/config'
import { openDb } from '../src/db'
import { PostgresStorage, migrateStorage } from '../src/storage'
import { copyInto } from '../src/storage/copy'
import { TEST_CONFIG } from './helpers'
import { SHARED_CLUSTER_ENV, SHARED_TEMPLATES_ENV, startCluster, whyNoPostgres, type Cluster } from './postgres-cluster'
import { SEEDED_AT_ENV, SEED_IMAGE_ENV, SEED_KEY_ENV, makeSeedImage, seedKey } from './seed-image'

/**
 * Two files at once (node:test's default on 2 cores is one): a file waits on PostgreSQL and its
 * own gateway's I/O much of the time. Not yet measured alone on a quiet machine
 * (docs/decisions/gateway-tests.md); GATEWAY_TEST_CONCURRENCY=1 gives the old order.
 */
const TEST_CONCURRENCY = 2
const TEMPLATE = 'seeded_template'

async function main(): Promise<number> {
  const started = performance.now()
  const named = process.argv.slice(2)
  const files = named.length
    ? named
    : readdirSync(__dirname)
        .filter((file) => file.endsWith('.test.ts'))
        .sort()
        .map((file) => path.join('server', 'test', file))
  const dir = mkdtempSync(path.join(tmpdir(), 'showtix-gateway-tests-'))
  let cluster: Cluster | undefined
  const env: Record<string, string> = {}
  try {
    const config = loadConfig(process.env, TEST_CONFIG)
    env[SEEDED_AT_ENV] = String(Date.now())
    const image = await makeSeedImage(config)
    const imageFile = path.join(dir, 'seeded.sqlite')
    writeFileSync(imageFile, image)
    env[SEED_IMAGE_ENV] = imageFile
    env[SEED_KEY_ENV] = seedKey(config)
    if (!whyNoPostgres()) {
      cluster = await startCluster()
      const url = await cluster.createDatabase(TEMPLATE)
      const postgres = PostgresStorage.open(url)
      const source = openDb(image)
      try {
        await migrateStorage(postgres)
        await copyInto(source, postgres)
      } finally {
        source.close()
        await postgres.close()
      }
      env[SHARED_CLUSTER_ENV] = cluster.url
      env[SHARED_TEMPLATES_ENV] = JSON.stringify({ [seedKey(config)]: TEMPLATE })
    }
    console.log(`# gateway tests: seeded database and PostgreSQL template made in ${Math.round(performance.now() - started)} ms`)
    const concurrency = Number(process.env.GATEWAY_TEST_CONCURRENCY) || TEST_CONCURRENCY
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', '--test', '--test-reporter=spec', `--test-concurrency=${concurrency}`, ...files],
      { stdio: 'inherit', env: { ...process.env, ...env } },
    )
    const stop = (signal: NodeJS.Signals) => child.kill(signal)
    process.on('SIGINT', stop)
    process.on('SIGTERM', stop)
    return await new Promise<number>((resolve) => child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0))))
  } finally {
    await cluster?.stop()
    rmSync(dir, { recursive: true, force: true })
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error)
    process.exit(1)
  },
)
