/**
 * The two storage engines for tests that run on both: SQLite (always) and PostgreSQL (a throwaway
 * cluster, postgres-cluster.ts), or a line saying why PostgreSQL was skipped.
 */
import { after, before } from 'node:test'
import {
  SHARED_CLUSTER_ENV,
  SHARED_TEMPLATES_ENV,
  sharedCluster,
  startCluster,
  whyNoPostgres,
  type Cluster,
} from './postgres-cluster'

export const ENGINES = ['sqlite', 'postgres'] as const
export type EngineName = (typeof ENGINES)[number]

/** Why the PostgreSQL half cannot run here (printed once), or undefined. */
export const postgresSkipped = whyNoPostgres()
if (postgresSkipped) console.log(`# PostgreSQL tests skipped: ${postgresSkipped}`)

/**
 * The cluster for this test file: the run's (run.ts: the file's databases are dropped after its
 * tests), or one started before its tests and removed after (a file run on its own).
 */
export function clusterForThisFile(): () => Cluster {
  let cluster: Cluster | undefined
  before(async () => {
    if (postgresSkipped) return
    const shared = process.env[SHARED_CLUSTER_ENV]
    cluster = shared
      ? sharedCluster(shared, JSON.parse(process.env[SHARED_TEMPLATES_ENV] ?? '{}') as Record<string, string>)
      : await startCluster()
  })
  after(() => cluster?.stop())
  return () => {
    if (!cluster) throw new Error('no PostgreSQL cluster')
    return cluster
  }
}
