/** Shop endpoints (spec section 7, Shop). */
import type { Copywriting, ShopConfigQuery as ShopConfigQueryIn, VersionMatch, VersionMatchQuery } from '@showtix/contract'
import type { ShopConfig } from '@/domain/shop-config'
import { request, type RequestDescriptor } from '@/http'
import type { RequestOf } from './request-of'

/** miniAppType: the mini-program type (WEIXIN, ALIPAY, ...), or the terminal on the web. */
export type ShopConfigQuery = RequestOf<ShopConfigQueryIn>

/** GET shop configs v5: the request, as the app and the H5 boot script (src/boot) send it. */
export function shopConfigRequest(query: ShopConfigQuery): RequestDescriptor {
  return { service: 'gateway', path: '/pub/v5/shops/configs', params: { ...query } }
}

/** GET shop configs v5 (60 s: spec section 9). */
export function fetchShopConfig(query: ShopConfigQuery): Promise<ShopConfig> {
  return request<ShopConfig>({ ...shopConfigRequest(query), importance: 'high' })
}

/** updateType: FORCE, WEAK or NONE; releaseNote in the language asked for. */
export type { VersionMatch } from '@showtix/contract'

/** GET version/match: whether this client version must or may update. */
export function matchVersion(query: Readonly<Omit<VersionMatchQuery, 'lang'>>): Promise<VersionMatch> {
  return request<VersionMatch>({ service: 'gateway', path: '/pub/v3/version/match', params: { ...query }, silent: true })
}

export type { Copywriting, CopywritingConfig } from '@showtix/contract'

/** GET copywriting/config: the shop's texts for this client, in the language asked for. Silent: the app has its own words. */
export function fetchCopywriting(client: string): Promise<Copywriting> {
  return request<Copywriting>({ service: 'gateway', path: '/pub/v3/copywriting/config', params: { client }, silent: true })
}
