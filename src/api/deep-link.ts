/** The shop's app deep links (spec s7 "GET /sdk/deeplink/param (key, system_type=JS, project)"). */
import type { DeepLinkAnswer } from '@showtix/contract'
import { request } from '@/http'

export type { DeepLinkAnswer }

/** The app of shop `merchantId` for this client (`project`), or null when the shop has none. */
export function fetchDeepLink(merchantId: string, project: string): Promise<DeepLinkAnswer> {
  return request<DeepLinkAnswer>({
    path: '/sdk/deeplink/param',
    params: { key: merchantId, system_type: 'JS', project },
    importance: 'low',
    silent: true,
  })
}
