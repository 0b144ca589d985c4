import type { FastifyRequest } from 'fastify'

/** The headers of spec section 7 every call may carry. */
export interface RequestContext {
  readonly terminalSrc: string
  readonly channelId: string | undefined
  readonly merchantId: string | undefined
  readonly accessToken: string | undefined
  readonly privilegeToken: string | undefined
  readonly traceId: string | undefined
}

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name]
  const text = Array.isArray(value) ? value[0] : value
  return text && text !== 'null' && text !== 'undefined' ? text : undefined
}

export function readContext(request: FastifyRequest): RequestContext {
  return {
    terminalSrc: header(request, 'terminal-src') ?? 'H5',
    channelId: header(request, 'channel-id'),
    merchantId: header(request, 'merchant-id'),
    accessToken: header(request, 'access-token'),
    privilegeToken: header(request, 'privilege-token'),
    traceId: header(request, 'front-trace-id'),
  }
}
