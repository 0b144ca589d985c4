/**
 * The two storage engines for tests that run on both: SQLite (always) and PostgreSQL (a throwaway
 * cluster, postgres-cluster.ts), or a line saying why PostgreSQL was skipped.
 */
import { after, before } from 'node:test'
import { startCluster, whyNoPostgres, type Cluster } from './postgres-cluster'

export const ENGINES = ['sqlite', 'postgres'] as const
export type EngineName = (typeof ENGINES)[number]

/** Why the PostgreSQL half cannot run here (printed once), or undefined. */
export const postgresSkipped = whyNoPostgres()
if (postgresSkipped) console.log(`# PostgreSQL tests skipped: ${postgresSkipped}`)

/** The cluster for this test file: started before its tests, removed after. */
export function clusterForThisFile(): () => Cluster {
  let cluster: Cluster | undefined
  before(async () => {
    if (!postgresSkipped) cluster = await startCluster()
  })
  after(() => cluster?.stop())
  return () => {
    if (!cluster) throw new Error('no PostgreSQL cluster')
    return cluster
  }
}
