/** TypeBox pieces shared by the trade routes. */
import { Type } from '@sinclair/typebox'

/** An id in a path, query or body: letters, digits and _ . : - (anything else is a 400). */
export const Id = Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_.:-]+$' })

export const Lang = Type.Optional(Type.String({ maxLength: 16, description: 'zh-CN | zh-MO | en-US' }))

export const Paging = {
  offset: Type.Integer({ minimum: 0, maximum: 100_000, default: 0 }),
  length: Type.Integer({ minimum: 1, maximum: 100, default: 20 }),
  lang: Lang,
}

export function page<T>(list: T[], total: number, offset: number, length: number) {
  return { list, total, offset, length, hasMore: offset + list.length < total }
}

export const LangQuery = Type.Object({ lang: Lang })

export const TRADE = '/cyy_gatewayapi/trade'
export const FULFILL = '/cyy_gatewayapi/fulfill'

export const security = [{ accessToken: [] }]
