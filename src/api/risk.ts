/** Risk control (spec section 4): the fingerprint token sent back on order paths. */
import type { IssuedRiskToken } from '@showtix/contract'
import { request } from '@/http'
import type { DeviceFacts } from '@/platform'

export type { IssuedRiskToken }

/** POST risk/fingerprint: a token for this user and device (low importance, silent: nothing to show if it fails). */
export function fetchRiskToken(device: DeviceFacts): Promise<IssuedRiskToken> {
  return request<IssuedRiskToken>({
    method: 'POST',
    service: 'user',
    path: '/buyer/v3/risk/fingerprint',
    data: { ...device },
    importance: 'low',
    silent: true,
  })
}
