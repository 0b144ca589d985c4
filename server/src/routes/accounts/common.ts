import { Type } from '@sinclair/typebox'
import type { FastifyRequest } from 'fastify'
import { langOf, type Lang } from '../../services/accounts/reference'

export const USER = '/cyy_gatewayapi/user'
/** Shown on buyer routes in /docs: they need the `access-token` header. */
export const security = [{ accessToken: [] }]

export const Email = Type.String({
  minLength: 1,
  maxLength: 254,
  description: 'letters, digits, _ and - in dot-separated parts, @, a domain with a dot',
})
export const Password = Type.String({
  minLength: 1,
  maxLength: 128,
  description: '8-20 printable ASCII characters with at least 3 of: upper case, lower case, digits, special',
})
export const Code = Type.String({ pattern: '^[0-9]{6}$', description: '6 digits' })
export const Id = Type.String({ pattern: '^[A-Za-z0-9_-]{1,64}$' })
export const Gender = Type.Union([Type.Literal('UNKNOWN'), Type.Literal('MALE'), Type.Literal('FEMALE')])
export const AreaCode = Type.String({ pattern: '^[0-9]{1,4}$', description: 'phone country calling code, default 86' })
export const LangQuery = Type.Object({
  lang: Type.Optional(Type.String({ maxLength: 10, description: 'zh-CN (default), zh-MO or en-US' })),
})

/** The language of the answer: the `lang` common parameter, else Accept-Language. */
export function langFor(request: FastifyRequest): Lang {
  const query = request.query as { lang?: unknown } | undefined
  if (typeof query?.lang === 'string' && query.lang) return langOf(query.lang)
  const header = request.headers['accept-language']
  return langOf(typeof header === 'string' ? header.split(',')[0]?.trim() : undefined)
}
