import type { FastifyRequest } from 'fastify'
import { langOf, type Lang } from '../../services/accounts/reference'

export const USER = '/cyy_gatewayapi/user'
/** Shown on buyer routes in /docs: they need the `access-token` header. */
export const security = [{ accessToken: [] }]

/** The language of the answer: the `lang` common parameter, else Accept-Language. */
export function langFor(request: FastifyRequest): Lang {
  const query = request.query as { lang?: unknown } | undefined
  if (typeof query?.lang === 'string' && query.lang) return langOf(query.lang)
  const header = request.headers['accept-language']
  return langOf(typeof header === 'string' ? header.split(',')[0]?.trim() : undefined)
}
