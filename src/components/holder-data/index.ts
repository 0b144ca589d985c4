/**
 * The ticket holder's server data with its offline copy (spec s8, s9; decision D2): each answer
 * is kept on the device for the logged-in user; when the gateway cannot be reached (no network,
 * 5xx, 429, 469) the kept answer is shown instead, marked with when it was fetched. A 404 or a
 * business refusal is the real answer. Shared by the Tickets tab and the ticket package.
 */
import { useAtomValue } from 'jotai'
import { answersFromCache } from '@/api/ticket'
import { useServerData, type ServerData, type ServerKey } from '@/components/server-data'
import type { TicketCacheType } from '@/domain/ticket-holder'
import { userIdAtom } from '@/state/session'
import { keepTicketData, keptTicketData } from '@/state/ticket-cache'

export interface HolderAnswer<T> {
  readonly data: T
  /** When the shown copy was fetched, if it came from the device (offline); null when live. */
  readonly offlineSince: number | null
}

export { OfflineNote } from './offline-note'
export { HolderMore } from './holder-more'

/** Loads through the cache: live when it can, the kept copy when the gateway cannot be reached. */
export async function loadThroughCache<T>(
  userId: string,
  type: TicketCacheType,
  key: string,
  load: () => Promise<T>,
): Promise<HolderAnswer<T>> {
  try {
    const data = await load()
    keepTicketData(userId, type, key, data)
    return { data, offlineSince: null }
  } catch (error) {
    const kept = answersFromCache(error) ? keptTicketData<T>(userId, type, key) : null
    if (!kept) throw error
    return { data: kept.data, offlineSince: kept.timestamp }
  }
}

/**
 * `useServerData` for a holder call: `type` and `key` name the cached copy (the key within its
 * type, without the user: the hook adds it). Not loaded without a logged-in user.
 */
export function useHolderData<T>(
  name: string,
  type: TicketCacheType,
  key: string,
  load: () => Promise<T>,
  enabled = true,
): ServerData<HolderAnswer<T>> & { readonly userId: string | null } {
  const userId = useAtomValue(userIdAtom)
  const serverKey: ServerKey = [name, userId, type, key]
  const data = useServerData(serverKey, () => loadThroughCache(userId ?? '', type, key, load), {
    enabled: enabled && userId !== null,
  })
  return { ...data, userId }
}
