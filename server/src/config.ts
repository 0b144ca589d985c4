import path from 'node:path'

/** Gateway configuration, from environment variables with defaults for a developer machine. */
export interface GatewayConfig {
  /** GATEWAY_PORT, default 8787. 0 picks a free port (tests). */
  readonly port: number
  readonly host: string
  /** GATEWAY_DATA_DIR: where the SQLite file and uploads live (git-ignored). */
  readonly dataDir: string
  /** GATEWAY_DB: the database file; ':memory:' for tests. */
  readonly dbFile: string
  /** GATEWAY_PUBLIC_URL: how browsers reach the gateway (posters, sandbox payment pages). */
  readonly publicUrl: string
  /** GATEWAY_DEV: development mode: the outbox, the fault switch and sandbox sign-in. */
  readonly dev: boolean
  /** GATEWAY_CORS_ORIGINS: comma-separated origins allowed to call the gateway from a browser. */
  readonly corsOrigins: readonly string[]
}

export const DEFAULT_PORT = 8787

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<GatewayConfig> = {}): GatewayConfig {
  const port = overrides.port ?? Number(env.GATEWAY_PORT ?? DEFAULT_PORT)
  const host = overrides.host ?? env.GATEWAY_HOST ?? '127.0.0.1'
  const dataDir = overrides.dataDir ?? path.resolve(env.GATEWAY_DATA_DIR ?? path.join(__dirname, '..', 'data'))
  return {
    port,
    host,
    dataDir,
    dbFile: overrides.dbFile ?? env.GATEWAY_DB ?? path.join(dataDir, 'gateway.sqlite'),
    publicUrl: overrides.publicUrl ?? env.GATEWAY_PUBLIC_URL ?? `http://localhost:${port}`,
    dev: overrides.dev ?? env.GATEWAY_DEV !== 'false',
    corsOrigins:
      overrides.corsOrigins ??
      (env.GATEWAY_CORS_ORIGINS ?? 'http://localhost:10086,http://127.0.0.1:10086')
        .split(',')
        .map((origin) => origin.trim())
        .filter(Boolean),
  }
}
