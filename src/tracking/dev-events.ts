import { ENVIRONMENT } from '@/environment'
import { webOrigin } from '@/platform/env'

/**
 * The dev events page's address (the gateway's `/dev/track`, dev mode only): the tracking events
 * as the collector received them, for a tester of a debug build (Environment isDebug).
 */
export function devEventsUrl(merchantId: string): string {
  const host = ENVIRONMENT.gatewayHost || webOrigin() || ''
  return `${host.replace(/\/+$/, '')}/dev/track?merchantId=${encodeURIComponent(merchantId)}`
}
