/**
 * A throwaway PostgreSQL cluster for the gateway's tests: initdb in a temporary folder, pg_ctl on
 * a free loopback port, removed after. Where PostgreSQL's programs are not installed, `startCluster`
 * answers why, and the PostgreSQL half of a test says it was skipped (CI installs Debian's
 * `postgresql`, so there it runs). As root (CI, sessions) the cluster runs as the `postgres` user.
 */
import { execFileSync } from 'node:child_process'
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir, userInfo } from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { runSeedIsFresh } from './seed-image'

export interface Cluster {
  /** postgres://app@127.0.0.1:PORT/postgres */
  readonly url: string
  /** The cluster's data folder (its postmaster.pid names the server process: the bench counts its CPU). */
  readonly dataDir: string
  /**
   * A new database on the cluster; its URL. Empty, or a copy of `template` (a database of the
   * cluster, `templateFor`).
   */
  createDatabase(name: string, template?: string): Promise<string>
  /** A database of the cluster holding the migrated seed for this seed key (seed-image.ts), if the run made one. */
  templateFor(seedKey: string): string | undefined
  stop(): void | Promise<void>
}

/**
 * The run's one cluster (run.ts): its URL, and its seeded template databases by seed key (JSON).
 * Test files then create their databases there instead of starting a cluster each.
 */
export const SHARED_CLUSTER_ENV = 'GATEWAY_TEST_POSTGRES_URL'
export const SHARED_TEMPLATES_ENV = 'GATEWAY_TEST_POSTGRES_TEMPLATES'

async function onServer(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    await client.query(statement)
  } finally {
    await client.end()
  }
}

const databaseUrl = (url: string, name: string) => url.replace(/\/[^/]*$/, `/${name}`)

/**
 * The run's cluster, as one test file sees it: database names get the process id (files run side
 * by side), and `stop` drops the databases this file made instead of stopping the cluster.
 */
export function sharedCluster(url: string, templates: Readonly<Record<string, string>>): Cluster {
  const made: string[] = []
  return {
    url,
    dataDir: '',
    async createDatabase(name: string, template?: string) {
      const unique = `${name}_p${process.pid}`
      await onServer(url, `CREATE DATABASE "${unique}"${template ? ` TEMPLATE "${template}"` : ''}`)
      made.push(unique)
      return databaseUrl(url, unique)
    },
    templateFor: (seedKey) => (runSeedIsFresh() ? templates[seedKey] : undefined),
    async stop() {
      for (const name of made.splice(0)) await onServer(url, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)
    },
  }
}

/** Where Debian installs PostgreSQL's server programs (the newest version). */
export function postgresBin(): string | undefined {
  const root = '/usr/lib/postgresql'
  if (!existsSync(root)) return undefined
  const versions = readdirSync(root)
    .filter((name) => existsSync(path.join(root, name, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a))
  return versions[0] ? path.join(root, versions[0], 'bin') : undefined
}

/** Why PostgreSQL tests cannot run here, or undefined when they can. */
export function whyNoPostgres(): string | undefined {
  if (!postgresBin()) return 'PostgreSQL is not installed (no /usr/lib/postgresql/*/bin/initdb; apt-get install postgresql)'
  if (userInfo().uid === 0) {
    try {
      execFileSync('id', ['postgres'], { stdio: 'ignore' })
    } catch {
      return 'running as root and there is no postgres user to run the cluster as'
    }
  }
  return undefined
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0))
    })
  })
}

export async function startCluster(): Promise<Cluster> {
  const why = whyNoPostgres()
  if (why) throw new Error(why)
  const bin = postgresBin() as string
  const dir = mkdtempSync(path.join(tmpdir(), 'showtix-pg-'))
  const asRoot = userInfo().uid === 0
  const run = (program: string, args: string[]) => {
    const command = path.join(bin, program)
    if (asRoot) execFileSync('runuser', ['-u', 'postgres', '--', command, ...args], { stdio: 'pipe' })
    else execFileSync(command, args, { stdio: 'pipe' })
  }
  if (asRoot) {
    const ids = execFileSync('id', ['-u', 'postgres']).toString().trim()
    const gid = execFileSync('id', ['-g', 'postgres']).toString().trim()
    chownSync(dir, Number(ids), Number(gid))
  }
  const data = path.join(dir, 'data')
  const port = await freePort()
  run('initdb', ['-D', data, '-A', 'trust', '-U', 'app', '--no-sync', '-E', 'UTF8', '--locale=C'])
  run('pg_ctl', [
    '-D',
    data,
    '-l',
    path.join(dir, 'log'),
    '-w',
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`,
    'start',
  ])
  const url = `postgres://app@127.0.0.1:${port}/postgres`
  let stopped = false
  return {
    url,
    dataDir: data,
    async createDatabase(name: string, template?: string) {
      await onServer(url, `CREATE DATABASE "${name}"${template ? ` TEMPLATE "${template}"` : ''}`)
      return databaseUrl(url, name)
    },
    templateFor: () => undefined,
    stop() {
      if (stopped) return
      stopped = true
      try {
        run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop'])
      } finally {
        rmSync(dir, { recursive: true, force: true })
      }
    },
  }
}
