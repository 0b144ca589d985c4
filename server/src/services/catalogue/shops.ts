/**
 * Shops (merchants). The merchant of a request is its `merchant-id` header (spec section 7),
 * else a `merchantId` query parameter, else the mainland shop. A shop that is not OPEN answers
 * RE030326003101 (spec section 8: the client opens the shop-state page).
 *
 * Read from the database on every request (one row by its key): no copy in process memory, so a
 * change made through one gateway instance is what every instance answers next
 * (docs/decisions/gateway-storage-catalogue.md).
 */
import type { Queryable } from '../../storage'
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

export async function loadShop(db: Queryable, merchantId: string): Promise<Shop | undefined> {
  const row = await db.one<ShopRow>('SELECT * FROM shops WHERE merchant_id = ?', [merchantId])
  if (!row) return undefined
  const config = JSON.parse(row.config) as ShopConfig
  return {
    row,
    config,
    merchantId: row.merchant_id,
    currency: row.currency,
    zz: (config.binaryValue ?? []).includes('MERCHANT_IS_ZZ'),
    defaultLang: normalizeLang(config.supportLanguages?.[0]?.langTag) ?? 'zh-CN',
  }
}

/** The shop's own city (`defaultCityId`), when its configuration names one. */
export function shopDefaultCityId(config: ShopConfig): string | undefined {
  return typeof config.defaultCityId === 'string' && config.defaultCityId !== '' ? config.defaultCityId : undefined
}

/** The request's shop; unknown merchants are 404, shops not OPEN answer RE030326003101. */
export async function resolveShop(db: Queryable, merchantId: string | undefined): Promise<Shop> {
  const id = merchantId ?? DEFAULT_MERCHANT_ID
  const shop = await loadShop(db, id)
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
