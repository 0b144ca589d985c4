import cors from '@fastify/cors'
import formbody from '@fastify/formbody'
import helmet from '@fastify/helmet'
import rateLimit from '@fastify/rate-limit'
import swagger from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import Fastify, { type FastifyBaseLogger, type FastifyError, type FastifyInstance } from 'fastify'
import type { IncomingMessage, Server, ServerResponse } from 'node:http'
import path from 'node:path'
import type { GatewayConfig } from './config'
import type { Db } from './db'
import type { Storage } from './storage'
import { LocalFolderBlobs, type BlobStore } from './storage/blobs'
import { readContext, type RequestContext } from './http/context'
import { contractOnSend, contractPreSerialization } from './http/contract'
import { CODES, GatewayError, envelope } from './http/envelope'
import { BadFaultHeader, FaultSwitch, applyFault } from './http/faults'
import { LOG_REDACT, logSerializers } from './http/logging'
import { schemaCompilers } from './http/schema-compilers'
import { GATEWAY_CSP, allowedOrigin, appOrigins, firstNonFinite } from './http/security'
import { TERMINAL_SOURCES, authenticate, isTerminalSource } from './services/sessions'
import { langOf } from './services/trade/text'
import { ROUTE_MODULES } from './routes'

declare module 'fastify' {
  interface FastifyInstance {
    /** The legacy synchronous SQLite handle of the routes not on the storage layer yet. */
    db: Db
    /** The storage layer (SQLite or PostgreSQL): every new query goes here (server/README.md). */
    storage: Storage
    /** Where uploaded files' bytes live (storage/blobs.ts): the data directory's uploads/ folder by default. */
    blobs: BlobStore
    config: GatewayConfig
    faults: FaultSwitch
  }
  interface FastifyRequest {
    ctx: RequestContext
    /** Set on every non-public gateway route (spec section 7: no `pub` segment means login). */
    userId: string
  }
  interface FastifyContextConfig {
    /** Set by buildApp on every route whose path (the route's own, not the request's) needs login. */
    needsLogin?: boolean
  }
}

export type App = FastifyInstance<Server, IncomingMessage, ServerResponse, FastifyBaseLogger, TypeBoxTypeProvider>

/** The service prefixes of spec section 7. */
export const SERVICE_PREFIXES = [
  '/cyy_gatewayapi/user',
  '/cyy_gatewayapi/show',
  '/cyy_gatewayapi/trade',
  '/cyy_gatewayapi/home',
  '/cyy_gatewayapi/fulfill',
  '/cyy_gatewayapi',
  '/cyy_buyerapi',
  '/cyy_customerapi',
  '/fhl_adapterapi',
] as const

/** Spec section 5: a gateway or buyer path without a `pub` segment needs a logged-in user. */
export function needsLogin(path: string): boolean {
  if (!SERVICE_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`))) return false
  return !path.split('/').includes('pub')
}

const INTERNAL_ERROR = 'Something went wrong, please try later'

/** Public auth routes (POST under the user service's `pub` paths): this many calls per client and route a minute. */
export const AUTH_RATE_LIMIT_WINDOW_MS = 60_000

export interface BuildOptions {
  /** Where log lines go (tests capture them); default stderr. */
  readonly logStream?: NodeJS.WritableStream
  /** Where uploads are kept; default a LocalFolderBlobs under `<dataDir>/uploads` (tests inject a MemoryBlobs). */
  readonly blobs?: BlobStore
}

export async function buildApp(config: GatewayConfig, db: Db, storage: Storage, options: BuildOptions = {}): Promise<App> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      stream: options.logStream ?? process.stderr,
      redact: { paths: LOG_REDACT, censor: '[redacted]' },
      serializers: logSerializers,
    },
    ajv: { customOptions: { coerceTypes: true, removeAdditional: false, allErrors: false } },
    bodyLimit: 5 * 1024 * 1024,
    schemaController: { compilersFactory: schemaCompilers(config.dev) },
  }).withTypeProvider<TypeBoxTypeProvider>()

  app.decorate('db', db)
  app.decorate('storage', storage)
  app.decorate('blobs', options.blobs ?? new LocalFolderBlobs(path.join(config.dataDir, 'uploads')))
  app.decorate('config', config)
  app.decorate('faults', new FaultSwitch())
  app.decorateRequest('ctx', null as unknown as RequestContext)
  app.decorateRequest('userId', '')

  // The login check and the rate limits are decided per route, from the route's own path, when it is
  // registered: never from the request's URL (an absolute-form request line or a path parameter
  // equal to `pub` must not change what a route needs).
  app.addHook('onRoute', (route) => {
    const needs = needsLogin(route.url ?? route.path)
    const auth = route.method === 'POST' && (route.url ?? '').startsWith('/cyy_gatewayapi/user/pub/')
    route.config = {
      ...(route.config ?? {}),
      needsLogin: needs,
      ...(auth ? { rateLimit: { max: config.authRateLimit, timeWindow: AUTH_RATE_LIMIT_WINDOW_MS } } : {}),
    }
  })
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) =>
      new GatewayError(CODES.tooMany, `too many requests, try again in ${Math.ceil(context.ttl / 1000)} s`, 429),
  })

  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: GATEWAY_CSP },
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    crossOriginEmbedderPolicy: false,
    // The sandbox sign-in page is a popup that posts its token to the app that opened it.
    crossOriginOpenerPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    frameguard: { action: 'deny' },
  })

  await app.register(cors, {
    origin: [...config.corsOrigins],
    allowedHeaders: [
      'content-type',
      'terminal-src',
      'channel-id',
      'merchant-id',
      'access-token',
      'privilege-token',
      'front-trace-id',
      'passid',
      'risk-token',
      'idempotency-key',
      'x-gateway-fault',
    ],
    methods: ['GET', 'POST', 'PUT', 'DELETE'],
  })
  await app.register(formbody)
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Reference merchant gateway',
        version: '1.0.0',
        description: 'The API contract of spec section 7, served by server/.',
      },
      components: {
        securitySchemes: { accessToken: { type: 'apiKey', in: 'header', name: 'access-token' } },
      },
    },
  })
  if (config.docs) await app.register(swaggerUi, { routePrefix: '/docs' })

  const origins = appOrigins(config)
  app.addHook('onRequest', async (request, reply) => {
    request.ctx = readContext(request)
    if (!isTerminalSource(request.ctx.terminalSrc)) {
      return reply
        .code(400)
        .send(envelope(CODES.badRequest, `invalid header "terminal-src": one of ${TERMINAL_SOURCES.join(', ')}`))
    }
    const route = request.routeOptions.url ?? ''
    // Dev routes change state (points, faults) and show codes: never for another site's page.
    if (route.startsWith('/dev/') && !allowedOrigin(request.headers.origin, origins)) {
      return reply.code(403).send(envelope(CODES.forbidden, 'dev routes answer only the app’s own origins'))
    }
    if (config.dev && route && !route.startsWith('/dev/') && !route.startsWith('/docs')) {
      let fault
      try {
        fault = app.faults.take(request)
      } catch (error) {
        if (error instanceof BadFaultHeader) return reply.code(400).send(envelope(CODES.badRequest, error.message))
        throw error
      }
      if (fault && (await applyFault(fault, reply))) return reply
    }
    if (request.routeOptions.config.needsLogin) {
      request.userId = await authenticate(storage, request.ctx.accessToken)
      if (!request.userId) throw new GatewayError(CODES.notLogin, 'not logged in')
    }
    return undefined
  })

  // After validation: ajv coerces "Infinity" and "1e309" to Infinity and then skips minimum and
  // maximum for it, so a non-finite number is refused here, wherever it is.
  app.addHook('preHandler', async (request, reply) => {
    if (request.routeOptions.config.needsLogin && !request.userId) throw new GatewayError(CODES.notLogin, 'not logged in')
    const where =
      firstNonFinite(request.query, 'query') ?? firstNonFinite(request.params, 'params') ?? firstNonFinite(request.body, 'body')
    if (where) return reply.code(400).send(envelope(CODES.badRequest, `invalid ${where}: must be a finite number`))
    return undefined
  })

  app.addHook('preSerialization', contractPreSerialization(config.dev))
  if (config.dev) app.addHook('onSend', contractOnSend)

  app.setErrorHandler((error: FastifyError | GatewayError, request, reply) => {
    if (error instanceof GatewayError) {
      const comments = error.texts ? error.texts[langOf(request)] : error.message
      return reply.code(error.httpStatus).send(envelope(error.code, comments, error.data))
    }
    if ('validation' in error && error.validation) {
      const issue = error.validation[0]
      const where = issue?.instancePath
        ? issue.instancePath.replace(/^\//, '').replace(/\//g, '.')
        : (issue?.params as { missingProperty?: string } | undefined)?.missingProperty
      const message = `invalid ${error.validationContext ?? 'request'}${where ? ` "${where}"` : ''}: ${issue?.message ?? error.message}`
      return reply.code(400).send(envelope(CODES.badRequest, message))
    }
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500
    if (status === 500) request.log.error({ err: error }, 'request failed')
    // Never a stack trace: a 4xx says what was wrong with the request, a 500 says nothing more.
    return reply.code(status).send(envelope(status === 500 ? -1 : status, status === 500 ? INTERNAL_ERROR : error.message))
  })

  app.setNotFoundHandler((request, reply) =>
    reply.code(404).send(envelope(CODES.notFound, `no route ${request.method} ${request.url.split('?')[0]}`)),
  )

  for (const register of ROUTE_MODULES) await app.register(register)
  return app
}
