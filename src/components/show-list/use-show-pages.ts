import { useCallback, useEffect, useRef, useState } from 'react'
import type { ShowListItem, ShowPage } from '@/api/shows'
import { LIST_PAGE_SIZE, appendPage } from '@/domain/show-lists'

export type PagesStatus = 'loading' | 'ready' | 'error'

export interface ShowPages {
  readonly status: PagesStatus
  readonly items: readonly ShowListItem[]
  readonly total: number
  readonly hasMore: boolean
  /** A next page is on its way. */
  readonly loadingMore: boolean
  /** The last next page failed (the list stays; the footer offers a retry). */
  readonly moreFailed: boolean
  /** Loads the next page (ignored while one loads, at the end, or before the first page). */
  readonly loadMore: () => void
  /** Starts again from the first page. */
  readonly reload: () => void
  /** Takes a show out of the list (favourites: removed). */
  readonly drop: (showId: string) => void
}

/**
 * Pages of 20 from `fetchPage(offset, length)`: the first page on mount and whenever `key`
 * changes (city, category, sort, dates, keyword), the next on `loadMore()`. An answer for an
 * older key is dropped; a failed next page keeps what was shown.
 */
export function useShowPages(fetchPage: (offset: number, length: number) => Promise<ShowPage>, key: string): ShowPages {
  const [status, setStatus] = useState<PagesStatus>('loading')
  const [items, setItems] = useState<ShowListItem[]>([])
  const [total, setTotal] = useState(0)
  const [hasMore, setHasMore] = useState(false)
  const [loadingMore, setLoadingMore] = useState(false)
  const [moreFailed, setMoreFailed] = useState(false)
  const generation = useRef(0)
  /** How many the gateway gave so far (the next offset; a repeated show is counted but not shown). */
  const fetched = useRef(0)
  const fetcher = useRef(fetchPage)
  fetcher.current = fetchPage
  const state = useRef({ items, hasMore, loadingMore, status })
  state.current = { items, hasMore, loadingMore, status }

  const reload = useCallback(() => {
    const mine = ++generation.current
    setStatus('loading')
    setItems([])
    setMoreFailed(false)
    setLoadingMore(false)
    fetched.current = 0
    fetcher.current(0, LIST_PAGE_SIZE).then(
      (page) => {
        if (mine !== generation.current) return
        fetched.current = page.list.length
        setItems(appendPage([], page.list))
        setTotal(page.total)
        setHasMore(page.hasMore)
        setStatus('ready')
      },
      () => {
        if (mine === generation.current) setStatus('error')
      },
    )
  }, [])

  useEffect(() => {
    reload()
  }, [reload, key])

  useEffect(
    () => () => {
      generation.current += 1
    },
    [],
  )

  const loadMore = useCallback(() => {
    const now = state.current
    if (now.status !== 'ready' || !now.hasMore || now.loadingMore) return
    const mine = generation.current
    setLoadingMore(true)
    setMoreFailed(false)
    state.current = { ...now, loadingMore: true }
    fetcher.current(fetched.current, LIST_PAGE_SIZE).then(
      (page) => {
        if (mine !== generation.current) return
        fetched.current += page.list.length
        setItems((shown) => appendPage(shown, page.list))
        setTotal(page.total)
        setHasMore(page.hasMore && page.list.length > 0)
        setLoadingMore(false)
      },
      () => {
        if (mine !== generation.current) return
        setLoadingMore(false)
        setMoreFailed(true)
      },
    )
  }, [])

  const drop = useCallback((showId: string) => {
    // The gateway's list lost it too: the next page starts one earlier.
    if (state.current.items.some((item) => item.showId === showId)) fetched.current = Math.max(0, fetched.current - 1)
    setItems((shown) => shown.filter((item) => item.showId !== showId))
    setTotal((count) => Math.max(0, count - 1))
  }, [])

  return { status, items, total, hasMore, loadingMore, moreFailed, loadMore, reload, drop }
}
