/**
 * The ticket holder's offline cache in the platform's storage (spec s3, s8, s9; decision D2):
 * `ticketCache.<type>` holds that type's entries, each key starting with the user it belongs to,
 * so that one user never sees another's tickets; logout clears every type.
 */
import { putCacheEntry, readCacheEntry, type TicketCacheEntry, type TicketCacheType } from '@/domain/ticket-holder'
import { platform } from '@/platform'
import { TICKET_CACHE_KEY_PREFIX } from './keys'

const storageKey = (type: TicketCacheType) => `${TICKET_CACHE_KEY_PREFIX}${type}`
const entryKey = (userId: string, key: string) => `${userId}|${key}`

function isEntry(value: unknown): value is TicketCacheEntry {
  if (!value || typeof value !== 'object') return false
  const entry = value as Record<string, unknown>
  return typeof entry.key === 'string' && typeof entry.timestamp === 'number' && 'data' in entry
}

function entriesOf(type: TicketCacheType): TicketCacheEntry[] {
  let stored: unknown
  try {
    stored = platform.storage.get(storageKey(type))
  } catch {
    return []
  }
  return Array.isArray(stored) ? stored.filter(isEntry) : []
}

/** Keeps what the gateway answered, for when it cannot be reached. */
export function keepTicketData(userId: string, type: TicketCacheType, key: string, data: unknown, now = Date.now()): void {
  try {
    platform.storage.set(storageKey(type), putCacheEntry(entriesOf(type), entryKey(userId, key), data, now))
  } catch {
    // A full storage keeps the holder working online; only the offline copy is missing.
  }
}

/** The user's kept answer, unless older than 15 days. */
export function keptTicketData<T>(
  userId: string,
  type: TicketCacheType,
  key: string,
  now = Date.now(),
): TicketCacheEntry<T> | null {
  const entry = readCacheEntry(entriesOf(type), entryKey(userId, key), now)
  return entry ? { key, data: entry.data as T, timestamp: entry.timestamp } : null
}

export { clearTicketCache } from './ticket-cache-clear'
