/**
 * Shared helpers for gateway tests: a fresh gateway on an in-memory database (migrated and
 * seeded), and a phone login the way a person does it: captcha, then the code from the outbox.
 */
import type { App } from '../src/app'
import type { GatewayConfig } from '../src/config'
import { createGateway } from '../src/gateway'
import { seedImage } from './seed-image'

/**
 * What every test gateway shares: an in-memory database, dev mode, quiet logs (GATEWAY_LOG_LEVEL
 * shows them) and no rate limit worth the name (a file logs in many users from one address).
 */
export const TEST_CONFIG: Partial<GatewayConfig> = {
  dbFile: ':memory:',
  port: 0,
  dev: true,
  publicUrl: 'http://gateway.test',
  /** The app's own origins (payment return URLs, dev calls from a browser). */
  corsOrigins: ['http://app.test', 'http://localhost:10086', 'http://127.0.0.1:10086'],
  logLevel: process.env.GATEWAY_LOG_LEVEL ?? 'silent',
  authRateLimit: 100_000,
}

/**
 * A gateway for a test, its database migrated first (the step `npm run gateway:migrate` is in
 * production). In memory or on PostgreSQL it starts from the run's seeded database (seed-image.ts)
 * instead of seeding its own.
 */
export async function startGateway(overrides: Partial<GatewayConfig> = {}): Promise<App> {
  const config = { ...TEST_CONFIG, ...overrides }
  const inMemory = Boolean(config.databaseUrl) || config.dbFile === ':memory:'
  const app = await createGateway(config, { migrate: true, ...(inMemory ? { seedImage: await seedImage(config) } : {}) })
  await app.ready()
  return app
}

export interface Envelope<T = unknown> {
  statusCode: number | string
  comments: string
  data: T
}

export interface Call {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE'
  url: string
  body?: unknown
  token?: string
  headers?: Record<string, string>
}

export async function call<T = unknown>(
  app: App,
  { method = 'GET', url, body, token, headers = {} }: Call,
): Promise<{ http: number; body: Envelope<T> }> {
  const response = await app.inject({
    method,
    url,
    ...(body === undefined ? {} : { payload: body as object }),
    headers: { 'terminal-src': 'H5', ...(token ? { 'access-token': token } : {}), ...headers },
  })
  return { http: response.statusCode, body: response.json() as Envelope<T> }
}

export interface LoggedIn {
  userId: string
  accessToken: string
  refreshToken: string
}

/** Logs in by phone: image captcha (its answer from the dev route), code from the dev outbox. */
export async function loginByPhone(app: App, cellphone: string, terminalSrc = 'H5'): Promise<LoggedIn> {
  const headers = { 'terminal-src': terminalSrc }
  const captcha = await call<{ captchaId: string }>(app, { method: 'POST', url: '/cyy_gatewayapi/user/pub/v3/captcha', headers })
  const { captchaId } = captcha.body.data
  const answer = await call<{ answer: string }>(app, { url: `/dev/captcha/${captchaId}` })
  const sent = await call(app, {
    method: 'POST',
    url: '/cyy_gatewayapi/user/pub/v3/send_verify_code',
    body: { cellphone, countryCode: '86', captchaId, captchaCode: answer.body.data.answer },
    headers,
  })
  if (sent.body.statusCode !== 200) throw new Error(`send code: ${sent.body.comments}`)
  // The code the outbox holds (GET /dev/outbox shows it), read where the gateway wrote it: the storage.
  const code = await app.storage.value<string>('SELECT code FROM outbox WHERE recipient = ? ORDER BY id DESC LIMIT 1', [
    `+86${cellphone}`,
  ])
  const login = await call<{ bizUserId: string; accessToken: string; refreshToken: string }>(app, {
    method: 'POST',
    url: '/cyy_gatewayapi/user/pub/v3/login_or_register',
    body: { cellphone, verifyCode: code, countryCode: '86' },
    headers,
  })
  if (login.body.statusCode !== 200) throw new Error(`login: ${login.body.comments}`)
  return {
    userId: login.body.data.bizUserId,
    accessToken: login.body.data.accessToken,
    refreshToken: login.body.data.refreshToken,
  }
}

/**
 * The latest message the outbox holds for a recipient (what GET /dev/outbox shows first), read
 * where the gateway wrote it: the storage, on either engine.
 */
export async function latestMessage(app: App, recipient: string): Promise<{ code: string; body: string } | undefined> {
  return app.storage.one<{ code: string; body: string }>(
    'SELECT code, body FROM outbox WHERE recipient = ? ORDER BY id DESC LIMIT 1',
    [recipient],
  )
}
