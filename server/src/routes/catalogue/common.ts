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

/** The request parameters every catalogue route shares are the contract's. */
export { CatalogueId as Id, CityId, LangParam, Lat, Length, Lng, MerchantParam, Offset, common } from '@showtix/contract'

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

export async function ctxOf(app: App, request: FastifyRequest, query: CommonQuery = {}): Promise<Ctx> {
  const shop = await resolveShop(app.storage, request.ctx.merchantId ?? query.merchantId)
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
