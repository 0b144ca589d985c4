import { useCallback, useEffect, useRef, useState } from 'react'
import { fetchTickets, type HolderTicket, type TicketsKind } from '@/api/ticket'
import { useHolderData } from './index'

/** Tickets a page of the holder asks for at a time. */
export const HOLDER_PAGE_LENGTH = 20

export type MoreState = 'idle' | 'loading' | 'failed'

/**
 * The holder's tickets of one kind, a page at a time: the first page through the offline cache
 * (what the tab and the history show offline), the next pages on demand. A reload (pull to
 * refresh, the page shown again) starts over from the first page.
 */
export function useHolderPages(kind: TicketsKind, enabled = true) {
  const first = useHolderData(
    'holderPages',
    kind === 'CURRENT' ? 'list:CURRENT' : 'list:HISTORY',
    'first',
    () => fetchTickets(kind, 0, HOLDER_PAGE_LENGTH),
    enabled,
  )
  const [extra, setExtra] = useState<readonly HolderTicket[]>([])
  const [more, setMore] = useState<MoreState>('idle')
  const [total, setTotal] = useState<number | null>(null)
  const generation = useRef(0)

  // A fresh first page replaces whatever was loaded on after it.
  useEffect(() => {
    generation.current += 1
    setExtra([])
    setMore('idle')
    setTotal(null)
  }, [first.loadedAt, first.userId])

  const firstPage = first.status === 'ready' ? first.data.data : undefined
  const tickets = firstPage ? [...firstPage.list, ...extra] : []
  const known = total ?? firstPage?.total ?? 0
  const hasMore = firstPage !== undefined && tickets.length < known

  const loadMore = useCallback(async () => {
    if (!firstPage || more === 'loading') return
    const mine = generation.current
    setMore('loading')
    try {
      const next = await fetchTickets(kind, firstPage.list.length + extra.length, HOLDER_PAGE_LENGTH)
      if (mine !== generation.current) return
      setExtra((previous) => [...previous, ...next.list])
      setTotal(next.total)
      setMore('idle')
    } catch {
      if (mine === generation.current) setMore('failed')
    }
  }, [firstPage, extra.length, kind, more])

  return { first, tickets, hasMore, more, loadMore, offlineSince: first.status === 'ready' ? first.data.offlineSince : null }
}
