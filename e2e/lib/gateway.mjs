// A fresh reference gateway for a test run: its own process (`node --import tsx server/src/main.ts`),
// an in-memory database migrated and seeded at start, a free port on 127.0.0.1 (its public URL), dev mode (outbox,
// sandbox payments, fault switch). `startGateway()` resolves once it listens. `env` adds variables
// (GATEWAY_CORS_ORIGINS: the origin of the H5 server in front of it, the app's own origin).
//
// E2E_DATABASE=postgres: the gateway runs on PostgreSQL instead (GATEWAY_DATABASE_URL), a new
// database per gateway on one throwaway cluster per e2e process (server/test/postgres-cluster.ts:
// initdb and pg_ctl in a temporary folder, a free loopback port), removed when the process exits.
import { spawn } from 'node:child_process'
import { createServer } from 'node:net'
import { join } from 'node:path'
import { projectRoot } from '../../scripts/lib/routes.mjs'

/** How long the gateway may take to migrate, seed and listen (the seed builds a 20,000-seat venue). */
const START_TIMEOUT_MS = 60_000

/** A port nothing listens on now: the gateway is told it, so the URLs it writes (posters, sandbox pages) carry it. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address()
      probe.close(() => resolve(port))
    })
  })
}

/** The e2e database engine: `sqlite` (default, in memory) or `postgres`. */
export const E2E_DATABASE = process.env.E2E_DATABASE ?? 'sqlite'

let cluster
let databases = 0

/** A new empty PostgreSQL database on this process's throwaway cluster (started on first use); its URL. */
async function postgresDatabase() {
  cluster ??= (async () => {
    const { tsImport } = await import('tsx/esm/api')
    const { startCluster, whyNoPostgres } = await tsImport('../../server/test/postgres-cluster.ts', import.meta.url)
    const why = whyNoPostgres()
    if (why) throw new Error(`E2E_DATABASE=postgres: ${why}`)
    const started = await startCluster()
    // pg_ctl stop is synchronous: it runs on exit too.
    process.once('exit', () => started.stop())
    for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => process.exit(130))
    return started
  })()
  databases += 1
  // The name before the wait: two workers asking at once get two databases.
  const name = `e2e_${process.pid}_${databases}`
  return (await cluster).createDatabase(name)
}

export async function startGateway({ env = {} } = {}) {
  const port = await freePort()
  const database =
    E2E_DATABASE === 'postgres'
      ? { GATEWAY_DATABASE_URL: await postgresDatabase() }
      : E2E_DATABASE === 'sqlite'
        ? {}
        : (() => {
            throw new Error(`E2E_DATABASE: sqlite or postgres, not ${E2E_DATABASE}`)
          })()
  // A fresh database: its migrations are applied at start (--migrate), as the dev commands do.
  const child = spawn(process.execPath, ['--import', 'tsx', join(projectRoot, 'server', 'src', 'main.ts'), '--migrate'], {
    cwd: projectRoot,
    env: {
      ...process.env,
      GATEWAY_PORT: String(port),
      GATEWAY_HOST: '127.0.0.1',
      GATEWAY_PUBLIC_URL: `http://127.0.0.1:${port}`,
      GATEWAY_DB: ':memory:',
      GATEWAY_DEV: 'true',
      // Warnings and errors only (every request is logged at info); many logins from one address.
      GATEWAY_LOG_LEVEL: process.env.GATEWAY_LOG_LEVEL ?? 'warn',
      GATEWAY_AUTH_RATE_LIMIT: '100000',
      ...database,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => fail(new Error(`the gateway did not start within ${START_TIMEOUT_MS} ms`)), START_TIMEOUT_MS)
    const fail = (error) => {
      clearTimeout(timer)
      child.kill()
      reject(new Error(`${error.message}\n${output}`))
    }
    const onData = (chunk) => {
      output += chunk
      const match = /Reference gateway at (http:\/\/[^\s)]+)/.exec(output)
      if (!match) return
      clearTimeout(timer)
      child.stdout.off('data', onData)
      const url = match[1]
      resolve({
        url,
        close: () =>
          new Promise((done) => {
            if (child.exitCode !== null) return done()
            child.once('exit', () => done())
            child.kill('SIGTERM')
          }),
      })
    }
    child.stdout.setEncoding('utf8').on('data', onData)
    child.stderr.setEncoding('utf8').on('data', (chunk) => (output += chunk))
    child.once('exit', (code) => fail(new Error(`the gateway exited (code ${code}) before listening`)))
    child.once('error', fail)
  })
}
