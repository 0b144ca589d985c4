/**
 * What the gateway logs (pino, Fastify's own logger): one line per request and per response, and
 * every 500 with its error. Secrets never reach a log line: the headers carrying tokens are
 * redacted, and so are query values whose names say they are secret (a sandbox page's `token`,
 * a callback's `sign`, a code).
 */
import type { FastifyRequest } from 'fastify'

/** Query parameter names whose values are secrets (compared lower-case, without '_' and '-'). */
export const SECRET_QUERY_NAMES = [
  'token',
  'accesstoken',
  'refreshtoken',
  'idtoken',
  'code',
  'verifycode',
  'captchacode',
  'password',
  'sign',
  'state',
] as const

/** pino paths redacted wherever a request's headers or a body would be logged. */
export const LOG_REDACT = [
  'req.headers["access-token"]',
  'req.headers["privilege-token"]',
  'req.headers["risk-token"]',
  'req.headers.authorization',
  'req.headers.cookie',
  'headers["access-token"]',
  'body.password',
  'body.verifyCode',
  'body.code',
  'body.token',
  'body.accessToken',
  'body.refreshToken',
]

const secretName = (name: string) => (SECRET_QUERY_NAMES as readonly string[]).includes(name.toLowerCase().replace(/[-_]/g, ''))

/** A URL with its secret query values replaced by `[redacted]`. */
export function redactUrl(url: string): string {
  const at = url.indexOf('?')
  if (at === -1) return url
  const query = url
    .slice(at + 1)
    .split('&')
    .map((pair) => {
      const [name = '', ...rest] = pair.split('=')
      let decoded = name
      try {
        decoded = decodeURIComponent(name)
      } catch {
        // keep the raw name
      }
      return rest.length && secretName(decoded) ? `${name}=[redacted]` : pair
    })
    .join('&')
  return `${url.slice(0, at)}?${query}`
}

export const logSerializers = {
  req(request: FastifyRequest) {
    return {
      method: request.method,
      url: redactUrl(request.url),
      route: request.routeOptions?.url,
      terminalSrc: request.headers['terminal-src'],
      remoteAddress: request.ip,
    }
  },
}
