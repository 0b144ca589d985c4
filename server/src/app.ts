import cors from '@fastify/cors'
import formbody from '@fastify/formbody'
import swagger from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import Fastify, { type FastifyBaseLogger, type FastifyError, type FastifyInstance } from 'fastify'
import type { IncomingMessage, Server, ServerResponse } from 'node:http'
import type { GatewayConfig } from './config'
import type { Db } from './db'
import { readContext, type RequestContext } from './http/context'
import { CODES, GatewayError, envelope } from './http/envelope'
import { FaultSwitch, applyFault } from './http/faults'
import { authenticate } from './services/sessions'
import { langOf } from './services/trade/text'
import { ROUTE_MODULES } from './routes'

declare module 'fastify' {
  interface FastifyInstance {
    db: Db
    config: GatewayConfig
    faults: FaultSwitch
  }
  interface FastifyRequest {
    ctx: RequestContext
    /** Set on every non-public gateway route (spec section 7: no `pub` segment means login). */
    userId: string
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

export async function buildApp(config: GatewayConfig, db: Db): Promise<App> {
  const app = Fastify({
    logger: false,
    ajv: { customOptions: { coerceTypes: true, removeAdditional: false, allErrors: false } },
    bodyLimit: 5 * 1024 * 1024,
  }).withTypeProvider<TypeBoxTypeProvider>()

  app.decorate('db', db)
  app.decorate('config', config)
  app.decorate('faults', new FaultSwitch())
  app.decorateRequest('ctx', null as unknown as RequestContext)
  app.decorateRequest('userId', '')

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
  await app.register(swaggerUi, { routePrefix: '/docs' })

  app.addHook('onRequest', async (request, reply) => {
    request.ctx = readContext(request)
    if (config.dev && !request.url.startsWith('/dev/') && !request.url.startsWith('/docs')) {
      const fault = app.faults.take(request)
      if (fault && (await applyFault(fault, reply))) return reply
    }
    const path = request.url.split('?')[0] ?? ''
    if (needsLogin(path)) request.userId = authenticate(db, request.ctx.accessToken)
    return undefined
  })

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
    if (status === 500) request.log.error(error)
    // Never a stack trace: a 4xx says what was wrong with the request, a 500 says nothing more.
    return reply.code(status).send(envelope(status === 500 ? -1 : status, status === 500 ? INTERNAL_ERROR : error.message))
  })

  app.setNotFoundHandler((request, reply) =>
    reply.code(404).send(envelope(CODES.notFound, `no route ${request.method} ${request.url.split('?')[0]}`)),
  )

  for (const register of ROUTE_MODULES) await app.register(register)
  return app
}
