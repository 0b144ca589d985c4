/**
 * The answers and the contract (issue 18 item 1). Every route declares its 200 answer as
 * `Envelope(X)` from `@showtix/contract`, and Fastify serialises success answers with it. Two rules
 * keep that honest:
 * - A business failure (an envelope whose code is not success, e.g. the purchase limit with its own
 *   `data`) is not the route's answer shape: it is sent as plain JSON, never through the route's schema.
 * - In dev mode (`npm start`, every test) what the schema serialised is compared with what the
 *   handler answered, and an answer the schema changed (a field dropped, retyped, renamed) is a 500
 *   naming the route and the first difference: a schema cannot silently change what the app reads.
 */
import type { FastifyReply, FastifyRequest } from 'fastify'
import { isDeepStrictEqual } from 'node:util'
import { CODES } from './envelope'

function isEnvelope(payload: unknown): payload is { statusCode: unknown } {
  return typeof payload === 'object' && payload !== null && 'statusCode' in payload && 'comments' in payload
}

/** What the handler answered, as plain JSON, kept until the serialised answer is compared with it. */
const answered = new WeakMap<FastifyReply, unknown>()

export class ContractMismatch extends Error {}

/** The first path where `sent` differs from `expected` (for the message). */
export function firstDifference(expected: unknown, sent: unknown, path = ''): string {
  if (isDeepStrictEqual(expected, sent)) return ''
  if (typeof expected !== 'object' || typeof sent !== 'object' || expected === null || sent === null) {
    return `${path || '/'}: answered ${JSON.stringify(expected)}, sent ${JSON.stringify(sent)}`
  }
  const keys = new Set([...Object.keys(expected), ...Object.keys(sent)])
  for (const key of keys) {
    const found = firstDifference(
      (expected as Record<string, unknown>)[key],
      (sent as Record<string, unknown>)[key],
      `${path}/${key}`,
    )
    if (found) return found
  }
  return `${path || '/'}: differs`
}

/** preSerialization: failures as plain JSON; in dev mode, keeps what was answered. */
export function contractPreSerialization(check: boolean) {
  return async (_request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    if (!isEnvelope(payload)) return payload
    if (payload.statusCode !== CODES.success) reply.serializer(JSON.stringify)
    else if (check) answered.set(reply, JSON.parse(JSON.stringify(payload)))
    return payload
  }
}

/** onSend (dev mode): the serialised answer must say what the handler answered. */
export async function contractOnSend(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  if (!answered.has(reply) || typeof payload !== 'string') return payload
  const expected = answered.get(reply)
  answered.delete(reply)
  const sent: unknown = JSON.parse(payload)
  if (isDeepStrictEqual(expected, sent)) return payload
  throw new ContractMismatch(
    `the answer of ${request.method} ${request.routeOptions.url ?? request.url} was changed by its schema at ${firstDifference(expected, sent)}`,
  )
}
