/** Tracking's data-center config (spec s7; decisions D29, D30). Silent: tracking never shows an error. */
import type { DataCenterConfig } from '@showtix/contract'
import { request } from '@/http'

export type { DataCenterConfig }

/** GET data_center/config: whether the shop collects, and the key its batches are encrypted with. */
export function fetchDataCenterConfig(merchantId: string): Promise<DataCenterConfig> {
  return request<DataCenterConfig>({ service: 'home', path: '/pub/v3/data_center/config', params: { merchantId }, silent: true })
}
