import { TICKET_CACHE_TYPES } from '@/domain/ticket-cache-types'
import { platform } from '@/platform'
import { TICKET_CACHE_KEY_PREFIX } from './keys'

/**
 * Logout (D2): nothing of the holder stays on the device. Apart from ticket-cache.ts because
 * logout is on every page's first load and the holder's cache rules need not be.
 */
export function clearTicketCache(): void {
  for (const type of TICKET_CACHE_TYPES) {
    try {
      platform.storage.remove(`${TICKET_CACHE_KEY_PREFIX}${type}`)
    } catch {
      // Nothing more to do: the entries are keyed by user, so no other user reads them.
    }
  }
}
