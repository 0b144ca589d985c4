import { useCallback, useRef, useState } from 'react'
import type { LedgerPage, LedgerRecord } from '@/api/member'
import { useServerData, type ServerKey } from '@/components/server-data'
import { appendPage } from '@/domain/places'

export interface LedgerState {
  readonly status: 'loading' | 'error' | 'ready'
  readonly error: unknown
  readonly retry: () => void
  readonly records: readonly LedgerRecord[]
  readonly hasMore: boolean
  /** The next page: idle, loading, or failed (what is shown stays; a tap tries again). */
  readonly more: 'idle' | 'loading' | 'error'
  readonly loadMore: () => void
}

const idOf = (record: LedgerRecord) => String(record.id)

/**
 * A ledger shown a page at a time: the first page through the server-data hook (reloaded when the
 * page shows again, which starts the list over), the next ones on `loadMore()`.
 */
export function useLedger(key: ServerKey, fetchPage: (offset: number) => Promise<LedgerPage>): LedgerState {
  const first = useServerData(key, () => fetchPage(0))
  const [extra, setExtra] = useState<{ firstAt: number; records: LedgerRecord[]; hasMore: boolean } | null>(null)
  const [more, setMore] = useState<LedgerState['more']>('idle')
  const busy = useRef(false)
  // Pages loaded after a first page belong to it: a reload of the first page drops them.
  const current = extra && extra.firstAt === first.loadedAt ? extra : null
  const records = first.status === 'ready' ? appendPage(first.data.list, current?.records ?? [], idOf) : []
  const hasMore = current ? current.hasMore : first.status === 'ready' && first.data.hasMore

  const loadMore = useCallback(() => {
    if (busy.current || !hasMore || first.status !== 'ready') return
    busy.current = true
    setMore('loading')
    const firstAt = first.loadedAt
    fetchPage(records.length).then(
      (page) => {
        busy.current = false
        setMore('idle')
        setExtra({ firstAt, records: [...(current?.records ?? []), ...page.list], hasMore: page.hasMore })
      },
      () => {
        busy.current = false
        setMore('error')
      },
    )
  }, [hasMore, first.status, first.loadedAt, fetchPage, records.length, current])

  return { status: first.status, error: first.error, retry: first.retry, records, hasMore, more, loadMore }
}
