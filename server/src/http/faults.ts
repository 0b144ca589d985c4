import { FAULT_HTTP_EXTRA, FAULT_HTTP_MAX, FAULT_HTTP_MIN, FAULT_MAX_DELAY_MS } from '@showtix/contract/dev'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { envelope } from './envelope'

/**
 * The fault switch (dev mode only): chosen routes answer with an HTTP error, a delay, or an
 * envelope code, so the client's error handling is tested against real responses.
 *
 * Per request: header `x-gateway-fault: http=469` | `delay=12000` | `code=15012009`.
 * For every request whose path contains `match`: POST /dev/faults (see server/README.md).
 */
export type FaultKind = 'http' | 'delay' | 'code'

export interface Fault {
  readonly match: string
  readonly kind: FaultKind
  /** http: the HTTP status (469, 418, 403, 405, 999, 504, 500...). */
  readonly status?: number
  /** delay: milliseconds before the real answer. */
  readonly delayMs?: number
  /** code: the envelope statusCode answered with HTTP 200. */
  readonly statusCode?: number | string
  /** How many requests it applies to; unlimited when absent. */
  remaining?: number
}

/** The statuses and the longest delay the switch takes: the dev contract's (POST /dev/faults). */
export { FAULT_HTTP_EXTRA, FAULT_HTTP_MAX, FAULT_HTTP_MIN, FAULT_MAX_DELAY_MS }

export function validFaultStatus(status: number): boolean {
  return (
    Number.isInteger(status) &&
    ((status >= FAULT_HTTP_MIN && status <= FAULT_HTTP_MAX) || (FAULT_HTTP_EXTRA as readonly number[]).includes(status))
  )
}

/** A fault header the switch cannot apply: answered 400 at once (it used to hang the connection). */
export class BadFaultHeader extends Error {}

export class FaultSwitch {
  private faults: Fault[] = []

  list(): readonly Fault[] {
    return this.faults
  }

  add(fault: Fault): void {
    this.faults.push({ ...fault })
  }

  clear(): void {
    this.faults = []
  }

  /** The fault for this request, from its header or the table (consuming one use). */
  take(request: FastifyRequest): Fault | undefined {
    const header = request.headers['x-gateway-fault']
    const text = Array.isArray(header) ? header[0] : header
    if (text) return parseFaultHeader(text)
    const path = request.url.split('?')[0] ?? ''
    const fault = this.faults.find((candidate) => path.includes(candidate.match))
    if (!fault) return undefined
    if (fault.remaining !== undefined) {
      fault.remaining -= 1
      if (fault.remaining <= 0) this.faults = this.faults.filter((candidate) => candidate !== fault)
    }
    return fault
  }
}

/** Parses `http=469` | `delay=12000` | `code=15012009`; throws BadFaultHeader for anything else. */
export function parseFaultHeader(text: string): Fault {
  const at = text.indexOf('=')
  const kind = at === -1 ? text : text.slice(0, at)
  const raw = at === -1 ? '' : text.slice(at + 1).trim()
  const digits = /^\d{1,9}$/.test(raw)
  if (kind === 'http') {
    const status = digits ? Number(raw) : NaN
    if (!validFaultStatus(status))
      throw new BadFaultHeader(`x-gateway-fault: http=<${FAULT_HTTP_MIN}-${FAULT_HTTP_MAX} or ${FAULT_HTTP_EXTRA.join(', ')}>`)
    return { match: '', kind, status }
  }
  if (kind === 'delay') {
    const delayMs = digits ? Number(raw) : NaN
    if (!(delayMs <= FAULT_MAX_DELAY_MS)) throw new BadFaultHeader(`x-gateway-fault: delay=<0-${FAULT_MAX_DELAY_MS} ms>`)
    return { match: '', kind, delayMs }
  }
  if (kind === 'code' && /^[A-Za-z0-9_-]{1,32}$/.test(raw)) return { match: '', kind, statusCode: digits ? Number(raw) : raw }
  throw new BadFaultHeader('x-gateway-fault: http=<status> | delay=<ms> | code=<statusCode>')
}

/** Applies a fault. Returns true when the reply has been sent (the route must not run). */
/** The CORS headers @fastify/cors already set on this reply (a hijacked reply loses them otherwise). */
function corsHeaders(reply: FastifyReply): Record<string, string> {
  const headers: Record<string, string> = {}
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    if (name.startsWith('access-control-') && value !== undefined) headers[name] = String(value)
  }
  return headers
}

export async function applyFault(fault: Fault, reply: FastifyReply): Promise<boolean> {
  if (fault.kind === 'delay') {
    await new Promise((resolve) => setTimeout(resolve, fault.delayMs ?? 0))
    return false
  }
  if (fault.kind === 'http') {
    const status = fault.status ?? 500
    const body = JSON.stringify(envelope(-1, `fault switch: HTTP ${status}`))
    // Fastify refuses statuses above 599 (999 is one the client must handle), so write it raw.
    reply.hijack()
    reply.raw.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...corsHeaders(reply) })
    reply.raw.end(body)
    return true
  }
  await reply.code(200).send(envelope(fault.statusCode ?? 500, `fault switch: statusCode ${String(fault.statusCode)}`))
  return true
}
