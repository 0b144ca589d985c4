/**
 * Shops (merchants). The merchant of a request is its `merchant-id` header (spec section 7),
 * else a `merchantId` query parameter, else the mainland shop. A shop that is not OPEN answers
 * RE030326003101 (spec section 8: the client opens the shop-state page).
 */
import type { Db } from '../../db'
import { CODES, GatewayError, notFound } from '../../http/envelope'
import { normalizeLang, type Lang } from './i18n'

export const DEFAULT_MERCHANT_ID = '10001'

export interface ShopRow {
  merchant_id: string
  app_id: string
  name: string
  status: string
  currency: string
  config: string
}

export interface ShopConfig {
  /** The city the shop opens on until the buyer picks one (issue 15); without it, location, then Shanghai. */
  readonly defaultCityId?: string
  readonly supportLanguages?: ReadonlyArray<{ langTag: string; langName: string; loginMethod: string }>
  readonly binaryValue?: readonly string[]
  readonly [key: string]: unknown
}

export interface Shop {
  readonly row: ShopRow
  readonly config: ShopConfig
  readonly merchantId: string
  readonly currency: string
  /** binaryValue contains MERCHANT_IS_ZZ. */
  readonly zz: boolean
  /** The shop's first language: what a request without `lang` gets. */
  readonly defaultLang: Lang
}

const cache = new WeakMap<Db, Map<string, Shop>>()

export function loadShop(db: Db, merchantId: string): Shop | undefined {
  let shops = cache.get(db)
  if (!shops) {
    shops = new Map()
    cache.set(db, shops)
  }
  const cached = shops.get(merchantId)
  if (cached) return cached
  const row = db.prepare('SELECT * FROM shops WHERE merchant_id = ?').get(merchantId) as ShopRow | undefined
  if (!row) return undefined
  const config = JSON.parse(row.config) as ShopConfig
  const shop: Shop = {
    row,
    config,
    merchantId: row.merchant_id,
    currency: row.currency,
    zz: (config.binaryValue ?? []).includes('MERCHANT_IS_ZZ'),
    defaultLang: normalizeLang(config.supportLanguages?.[0]?.langTag) ?? 'zh-CN',
  }
  shops.set(merchantId, shop)
  return shop
}

/** Drops cached shops (after a test or an admin changes the shops table). */
/** The shop's own city (`defaultCityId`), when its configuration names one. */
export function shopDefaultCityId(config: ShopConfig): string | undefined {
  return typeof config.defaultCityId === 'string' && config.defaultCityId !== '' ? config.defaultCityId : undefined
}

export function forgetShops(db: Db): void {
  cache.delete(db)
}

/** The request's shop; unknown merchants are 404, shops not OPEN answer RE030326003101. */
export function resolveShop(db: Db, merchantId: string | undefined): Shop {
  const id = merchantId ?? DEFAULT_MERCHANT_ID
  const shop = loadShop(db, id)
  if (!shop) throw notFound(`shop ${id}`)
  if (shop.row.status !== 'OPEN') {
    throw new GatewayError(CODES.shopNotOpen, 'The shop is not open', 200, {
      merchantId: shop.merchantId,
      shopStatus: shop.row.status,
      shopName: shop.row.name,
    })
  }
  return shop
}
