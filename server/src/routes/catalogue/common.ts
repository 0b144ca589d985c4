import { Type } from '@sinclair/typebox'
import type { FastifyRequest } from 'fastify'
import type { App } from '../../app'
import { normalizeLang, type Lang } from '../../services/catalogue/i18n'
import { resolveShop, type Shop } from '../../services/catalogue/shops'
import { authenticateOptional } from '../../services/sessions'

/** The service prefixes of spec section 7 the catalogue answers under. */
export const SHOW = '/cyy_gatewayapi/show'
export const HOME = '/cyy_gatewayapi/home'
export const USER = '/cyy_gatewayapi/user'
export const GATEWAY = '/cyy_gatewayapi'

export const LangParam = Type.Optional(
  Type.String({
    maxLength: 16,
    description: "zh-CN | zh-MO | en-US (zh maps to zh-CN, en to en-US); default: the shop's first language",
  }),
)
export const MerchantParam = Type.Optional(
  Type.String({ pattern: '^[A-Za-z0-9_-]{1,40}$', description: 'used when the merchant-id header is absent' }),
)

/** Ids in paths and queries: letters, digits, '_' and '-'. */
export const Id = (description: string) => Type.String({ pattern: '^[A-Za-z0-9_-]{1,40}$', description })
export const Offset = Type.Integer({ minimum: 0, maximum: 100000, default: 0, description: 'items to skip' })
export const Length = (fallback: number, max = 50) =>
  Type.Integer({ minimum: 1, maximum: max, default: fallback, description: `page size, at most ${max}` })
export const CityId = Type.String({ pattern: '^[A-Za-z0-9_-]{1,20}$', description: 'site/city id, e.g. BL1106 (Shanghai)' })
export const Lat = Type.Number({ minimum: -90, maximum: 90 })
export const Lng = Type.Number({ minimum: -180, maximum: 180 })

/** What every catalogue handler works with. */
export interface Ctx {
  readonly shop: Shop
  readonly lang: Lang
  readonly now: number
  /** The gateway's public base URL (posters, icons). */
  readonly base: string
}

export interface CommonQuery {
  lang?: string
  merchantId?: string
}

export function ctxOf(app: App, request: FastifyRequest, query: CommonQuery = {}): Ctx {
  const shop = resolveShop(app.db, request.ctx.merchantId ?? query.merchantId)
  return {
    shop,
    lang: normalizeLang(query.lang) ?? shop.defaultLang,
    now: Date.now(),
    base: app.config.publicUrl.replace(/\/$/, ''),
  }
}

/** The logged-in user on a public route, when a valid access token came along. */
export function optionalUser(app: App, request: FastifyRequest): Promise<string | undefined> {
  return authenticateOptional(app.storage, request.ctx.accessToken)
}

export const common = { lang: LangParam, merchantId: MerchantParam }
