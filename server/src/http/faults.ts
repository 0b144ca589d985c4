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

export function parseFaultHeader(text: string): Fault | undefined {
  const [kind, raw] = text.split('=')
  if (kind === 'http' && raw) return { match: '', kind, status: Number(raw) }
  if (kind === 'delay' && raw) return { match: '', kind, delayMs: Number(raw) }
  if (kind === 'code' && raw) return { match: '', kind, statusCode: /^\d+$/.test(raw) ? Number(raw) : raw }
  return undefined
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
