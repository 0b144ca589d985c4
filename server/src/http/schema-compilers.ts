/**
 * How the routes' schemas become validators and serialisers (Fastify's `compilersFactory`), with
 * Fastify's own compilers (Ajv, fast-json-stringify), resolved from Fastify's dependencies so the
 * versions are the ones Fastify would use itself:
 * - one Ajv for every gateway in the process: Ajv keeps what it compiled, by schema object, and the
 *   contract's schemas are the same objects for every gateway (a test file starts one per engine);
 * - serialisers kept by schema object too;
 * - `lazy` (dev mode: `npm start` and the tests): a route's schemas are compiled the first time the
 *   route is called instead of all 160 routes' at start (about 3 s of a test gateway's start, most
 *   of which no test file needs). Without dev mode a gateway compiles everything before it listens,
 *   so the first buyer of a sale pays nothing and a schema that cannot compile stops the start.
 */
import type { FastifyServerOptions } from 'fastify'
import { createRequire } from 'node:module'

/** Fastify's option; its declared types describe Ajv's own compile, not the route-level call it makes. */
type CompilersFactory = NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>

type Validate = ((data: unknown) => unknown) & { errors?: unknown }
type Serialize = (data: unknown) => string
interface RouteSchema {
  readonly schema: object
  readonly httpPart?: string
}
type ValidatorCompiler = (route: RouteSchema) => Validate
type SerializerCompiler = (route: RouteSchema) => Serialize

const fromFastify = createRequire(require.resolve('fastify'))
const ajvCompiler = fromFastify('@fastify/ajv-compiler') as () => (external: unknown, options: unknown) => ValidatorCompiler
const { SerializerSelector } = fromFastify('@fastify/fast-json-stringify-compiler') as {
  SerializerSelector: () => (external: unknown, options: unknown) => SerializerCompiler
}

/** Shared by every gateway of the process (it pools one Ajv per set of options). */
const validators = ajvCompiler()
const serializers = SerializerSelector()
/** Compiled serialisers by schema object, per set of serialiser options. */
const compiledSerializers = new Map<string, WeakMap<object, Serialize>>()

function lazyValidator(build: () => Validate): Validate {
  let compiled: Validate | undefined
  const validate: Validate = (data) => {
    compiled ??= build()
    const result = compiled(data)
    // Fastify reads a failed validation's reasons from the function it called.
    validate.errors = compiled.errors
    return result
  }
  return validate
}

function lazySerializer(build: () => Serialize): Serialize {
  let compiled: Serialize | undefined
  return (data) => (compiled ??= build())(data)
}

/**
 * Header names arrive lower-cased: Fastify lower-cases a headers schema's property names before
 * its own compiler sees them, and leaves that to a custom compiler, so this one does it too.
 */
function lowerCaseHeaders(route: RouteSchema): RouteSchema {
  if (route.httpPart !== 'headers') return route
  const schema = route.schema as { properties?: Record<string, unknown>; required?: string[] }
  if (!schema.properties) return route
  const properties = Object.fromEntries(Object.entries(schema.properties).map(([name, value]) => [name.toLowerCase(), value]))
  const required = schema.required?.map((name) => name.toLowerCase())
  return { ...route, schema: { ...schema, properties, ...(required ? { required } : {}) } }
}

export function schemaCompilers(lazy: boolean): CompilersFactory {
  const factory = {
    buildValidator(external: unknown, options: unknown): ValidatorCompiler {
      const compileAsIs = validators(external, options)
      const compile: ValidatorCompiler = (route) => compileAsIs(lowerCaseHeaders(route))
      return lazy ? (route) => lazyValidator(() => compile(route)) : compile
    },
    buildSerializer(external: unknown, options: unknown): SerializerCompiler {
      const compile = serializers(external, options)
      const key = JSON.stringify([external, options])
      let cache = compiledSerializers.get(key)
      if (!cache) compiledSerializers.set(key, (cache = new WeakMap()))
      const kept = cache
      const build = (route: RouteSchema) => {
        let serialize = kept.get(route.schema)
        if (!serialize) kept.set(route.schema, (serialize = compile(route)))
        return serialize
      }
      return lazy ? (route) => lazySerializer(() => build(route)) : build
    },
  }
  return factory as unknown as CompilersFactory
}
