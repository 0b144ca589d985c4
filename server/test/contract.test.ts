/**
 * Every route declares its answer (issue 18 item 1, server/README.md "Adding a route"): the OpenAPI
 * document the gateway serves at /docs is walked, and every operation must document its 200 answer;
 * a JSON answer must be the envelope of spec section 7 (`{ statusCode, comments, data, subComments,
 * actText }`). What is not JSON is documented by its media type (an image, a page), a redirect by
 * its 3xx answer, and a standard document (a JWKS) by its `externalDocs`. No route is exempt.
 * And every request schema a route declares (params, querystring, body, headers) is one the
 * contract exports, so the app can derive its request types from it (`Static<typeof X>`).
 */
import { Type } from '@sinclair/typebox'
import * as contract from '@showtix/contract'
import { Envelope } from '@showtix/contract'
import * as devContract from '@showtix/contract/dev'
import Fastify, { type RouteOptions } from 'fastify'
import assert from 'node:assert/strict'
import { test } from 'node:test'
import type { App } from '../src/app'
import { loadConfig } from '../src/config'
import { ok } from '../src/http/envelope'
import { createGateway } from '../src/gateway'
import { ROUTE_MODULES } from '../src/routes'
import { TEST_CONFIG, startGateway } from './helpers'

interface MediaType {
  schema?: { type?: string; properties?: Record<string, unknown>; externalDocs?: unknown }
}
interface Answer {
  content?: Record<string, MediaType>
}
interface OpenApi {
  paths: Record<string, Record<string, { responses?: Record<string, Answer> }>>
}

const METHODS = ['get', 'post', 'put', 'delete', 'patch']
const ENVELOPE_KEYS = ['statusCode', 'comments', 'data', 'subComments', 'actText']
const REDIRECT = /^3\d\d$/

/** What is wrong with an operation's documented answers, or undefined when it declares one. */
function problemOf(responses: Record<string, Answer> = {}): string | undefined {
  const answer = responses['200']
  if (!answer?.content) {
    return Object.keys(responses).some((status) => REDIRECT.test(status)) ? undefined : 'no 200 answer schema'
  }
  const json = answer.content['application/json']
  if (!json) return undefined
  const schema = json.schema ?? {}
  if (schema.externalDocs) return undefined
  const missing = ENVELOPE_KEYS.filter((key) => !(key in (schema.properties ?? {})))
  return missing.length ? `its 200 answer is not an envelope (no ${missing.join(', ')})` : undefined
}

/** Every operation of the document with what is wrong with it ("GET /path: why"). */
function undeclared(app: App): string[] {
  const doc = app.swagger() as unknown as OpenApi
  const found: string[] = []
  for (const [path, operations] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      if (!METHODS.includes(method)) continue
      const problem = problemOf(operation.responses)
      if (problem) found.push(`${method.toUpperCase()} ${path}: ${problem}`)
    }
  }
  return found.sort()
}

test('the walk names a route without an answer schema and one whose JSON answer is not an envelope', async () => {
  const probe = await startGatewayWith((extra) => {
    extra.get('/dev/contract-probe/none', async () => ok(1))
    extra.get(
      '/dev/contract-probe/bare',
      { schema: { response: { 200: Type.Object({ seats: Type.Integer() }) } } },
      async () => ({
        seats: 1,
      }),
    )
    extra.get('/dev/contract-probe/declared', { schema: { response: { 200: Envelope(Type.Integer()) } } }, async () => ok(1))
  })
  try {
    assert.deepEqual(
      undeclared(probe).filter((line) => line.includes('/dev/contract-probe/')),
      [
        'GET /dev/contract-probe/bare: its 200 answer is not an envelope (no statusCode, comments, data, subComments, actText)',
        'GET /dev/contract-probe/none: no 200 answer schema',
      ],
    )
  } finally {
    await probe.close()
  }
})

test('every route of the gateway declares its answer (the envelope with its data schema)', async () => {
  const app = await startGateway()
  try {
    const found = undeclared(app)
    if (found.length) console.log(`${found.length} routes without a declared answer:\n${found.join('\n')}`)
    assert.deepEqual(found, [], `${found.length} routes without a declared answer:\n${found.join('\n')}`)
  } finally {
    await app.close()
  }
})

const REQUEST_PARTS = ['params', 'querystring', 'body', 'headers'] as const
/** Every value `@showtix/contract` and `@showtix/contract/dev` export. */
const EXPORTED = new Set<unknown>([...Object.values(contract), ...Object.values(devContract)])

/** "METHOD /path part" of each request schema the routes declare that the contract does not export. */
async function unexportedRequestSchemas(modules: ReadonlyArray<(app: App) => Promise<void>>): Promise<string[]> {
  // The route modules on a bare Fastify with what they read while registering; only their routes' options are looked at.
  const bare = Fastify()
  bare.decorate('config', loadConfig({}, TEST_CONFIG))
  bare.decorate('storage', {} as never)
  bare.decorate('faults', {} as never)
  const found: string[] = []
  bare.addHook('onRoute', (route: RouteOptions) => {
    if (route.method === 'HEAD') return // Fastify's own copy of each GET
    const schema = (route.schema ?? {}) as Record<string, unknown>
    for (const part of REQUEST_PARTS) {
      if (schema[part] !== undefined && !EXPORTED.has(schema[part])) found.push(`${String(route.method)} ${route.url} ${part}`)
    }
  })
  for (const register of modules) await bare.register(register as unknown as Parameters<typeof bare.register>[0])
  await bare.close()
  return found.sort()
}

test('the request walk names a route whose query is written in the route file, not the contract', async () => {
  const probe = async (app: App) => {
    app.get('/dev/contract-probe/inline', { schema: { querystring: Type.Object({ n: Type.Integer() }) } }, async () => ok(1))
    app.get('/dev/contract-probe/shared', { schema: { querystring: contract.CatalogueQuery } }, async () => ok(1))
  }
  assert.deepEqual(await unexportedRequestSchemas([probe]), ['GET /dev/contract-probe/inline querystring'])
})

test("every route's request schemas are the contract's (params, querystring, body, headers)", async () => {
  const found = await unexportedRequestSchemas(ROUTE_MODULES)
  assert.deepEqual(found, [], `${found.length} request schemas written outside the contract:\n${found.join('\n')}`)
})

/** A gateway with extra routes registered before it is ready. */
async function startGatewayWith(register: (app: App) => void): Promise<App> {
  const app = await createGateway({ ...TEST_CONFIG })
  register(app)
  await app.ready()
  return app
}
