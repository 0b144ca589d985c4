/**
 * A test gateway on either storage engine (engines.ts): SQLite in memory, or a new database of
 * the test file's PostgreSQL cluster (one database per gateway): a copy of the run's seeded
 * template when there is one for this configuration, else migrated and seeded at start.
 */
import type { App } from '../src/app'
import { loadConfig, type GatewayConfig } from '../src/config'
import type { EngineName } from './engines'
import { TEST_CONFIG, startGateway } from './helpers'
import type { Cluster } from './postgres-cluster'
import { seedKey } from './seed-image'

/** A new database on the file's cluster for a gateway with these overrides: seeded already when the run has a template for them. */
export async function gatewayDatabase(
  cluster: () => Cluster,
  name: string,
  overrides: Partial<GatewayConfig> = {},
): Promise<string> {
  const key = seedKey(loadConfig(process.env, { ...TEST_CONFIG, ...overrides }))
  return cluster().createDatabase(name, cluster().templateFor(key))
}

let databases = 0

export async function startGatewayOn(
  engine: EngineName,
  cluster: () => Cluster,
  overrides: Partial<GatewayConfig> = {},
): Promise<App> {
  if (engine === 'sqlite') return startGateway(overrides)
  databases += 1
  const databaseUrl = await gatewayDatabase(cluster, `gateway_${databases}`, overrides)
  return startGateway({ ...overrides, databaseUrl })
}
