/**
 * A test gateway on either storage engine (engines.ts): SQLite in memory, or a new database of
 * the test file's PostgreSQL cluster (one cluster per file, one database per gateway).
 */
import type { App } from '../src/app'
import type { GatewayConfig } from '../src/config'
import type { EngineName } from './engines'
import { startGateway } from './helpers'
import type { Cluster } from './postgres-cluster'

let databases = 0

export async function startGatewayOn(
  engine: EngineName,
  cluster: () => Cluster,
  overrides: Partial<GatewayConfig> = {},
): Promise<App> {
  if (engine === 'sqlite') return startGateway(overrides)
  databases += 1
  const databaseUrl = await cluster().createDatabase(`gateway_${process.pid}_${databases}`)
  return startGateway({ ...overrides, databaseUrl })
}
