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
  /**
   * GATEWAY_DATABASE_URL=postgres://...: the storage layer on PostgreSQL (several gateway processes
   * may share it); unset: the SQLite file `dbFile`.
   */
  readonly databaseUrl: string | undefined
  /** GATEWAY_PUBLIC_URL: how browsers reach the gateway (posters, sandbox payment pages). */
  readonly publicUrl: string
  /**
   * GATEWAY_DEV=true: development mode: the outbox, captcha answers, the fault switch, the pricing
   * switches, sandbox sign-in, the seeded demo accounts, sandbox payments and /docs. Off unless
   * asked for (`npm start`, `npm run gateway` and the tests turn it on).
   */
  readonly dev: boolean
  /** GATEWAY_SANDBOX_PAY=true: the sandbox payment provider (pays with no money moving); on in dev mode. */
  readonly sandboxPay: boolean
  /** GATEWAY_DOCS=true|false: the OpenAPI document and its UI at /docs; defaults to dev mode. */
  readonly docs: boolean
  /** GATEWAY_AUTH_RATE_LIMIT: calls a minute each client may make to each public auth route (default 30). */
  readonly authRateLimit: number
  /** GATEWAY_LOG_LEVEL: pino level (fatal, error, warn, info, debug, silent); default info. */
  readonly logLevel: string
  /** GATEWAY_CORS_ORIGINS: comma-separated origins allowed to call the gateway from a browser. */
  readonly corsOrigins: readonly string[]
}

export const DEFAULT_PORT = 8787
/** Public auth calls (captcha, codes, logins) a client may make per route and minute. */
export const DEFAULT_AUTH_RATE_LIMIT = 30

function positiveInt(text: string | undefined, fallback: number): number {
  const value = Number(text)
  return Number.isSafeInteger(value) && value > 0 ? value : fallback
}

export function loadConfig(
  env: Readonly<Record<string, string | undefined>> = process.env,
  overrides: Partial<GatewayConfig> = {},
): GatewayConfig {
  const port = overrides.port ?? Number(env.GATEWAY_PORT ?? DEFAULT_PORT)
  const host = overrides.host ?? env.GATEWAY_HOST ?? '127.0.0.1'
  const dev = overrides.dev ?? env.GATEWAY_DEV === 'true'
  const dataDir = overrides.dataDir ?? path.resolve(env.GATEWAY_DATA_DIR ?? path.join(__dirname, '..', 'data'))
  return {
    port,
    host,
    dataDir,
    dbFile: overrides.dbFile ?? env.GATEWAY_DB ?? path.join(dataDir, 'gateway.sqlite'),
    databaseUrl: 'databaseUrl' in overrides ? overrides.databaseUrl : env.GATEWAY_DATABASE_URL || undefined,
    publicUrl: overrides.publicUrl ?? env.GATEWAY_PUBLIC_URL ?? `http://localhost:${port}`,
    dev,
    sandboxPay: overrides.sandboxPay ?? (dev || env.GATEWAY_SANDBOX_PAY === 'true'),
    docs: overrides.docs ?? (env.GATEWAY_DOCS === undefined ? dev : env.GATEWAY_DOCS === 'true'),
    authRateLimit: overrides.authRateLimit ?? positiveInt(env.GATEWAY_AUTH_RATE_LIMIT, DEFAULT_AUTH_RATE_LIMIT),
    logLevel: overrides.logLevel ?? env.GATEWAY_LOG_LEVEL ?? 'info',
    corsOrigins:
      overrides.corsOrigins ??
      (env.GATEWAY_CORS_ORIGINS ?? 'http://localhost:10086,http://127.0.0.1:10086')
        .split(',')
        .map((origin) => origin.trim())
        .filter(Boolean),
  }
}

/** Loopback addresses: dev mode bound to anything else is reachable from other machines. */
export function isLoopback(host: string): boolean {
  return host === 'localhost' || host === '::1' || host === '[::1]' || /^127\.\d+\.\d+\.\d+$/.test(host)
}

/** The warning printed at start when dev mode listens beyond this machine (null when there is none). */
export function devExposureWarning(config: Pick<GatewayConfig, 'dev' | 'host'>): string | null {
  if (!config.dev || isLoopback(config.host)) return null
  return `WARNING: dev mode is on and the gateway listens on ${config.host}: anyone who reaches it can read every SMS and e-mail code (/dev/outbox), mint sign-in tokens and change points. Bind to 127.0.0.1 or unset GATEWAY_DEV.`
}
