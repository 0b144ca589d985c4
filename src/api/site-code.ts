/**
 * The on-site code (issue 26, D5; routes/services/site-code.ts on the reference gateway): the
 * holder's personal code, valid 60 s, that venue staff scan to find the holder's tickets.
 */
import type { SiteCode } from '@showtix/contract'
import { request } from '@/http'

export type { SiteCode }

export function fetchSiteCode(): Promise<SiteCode> {
  return request<SiteCode>({ service: 'fulfill', path: '/buyer/v3/site_code', silent: true })
}
