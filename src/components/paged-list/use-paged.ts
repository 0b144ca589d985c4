import { useCallback, useEffect, useRef, useState } from 'react'
import type { Paged } from '@/api/places'
import { appendPage } from '@/domain/places'

export interface PagedState<T> {
  /** The first page: loading, error (nothing shown) or ready. */
  readonly status: 'loading' | 'error' | 'ready'
  readonly error: unknown
  readonly items: readonly T[]
  readonly total: number
  readonly hasMore: boolean
  /** The next page: idle, loading, or error (what is shown stays; a tap tries again). */
  readonly more: 'idle' | 'loading' | 'error'
  readonly loadMore: () => void
  readonly reload: () => void
}

/**
 * A list loaded page by page (spec section 9: pages of 20): the first page when `key` changes, the
 * next on `loadMore()` (ignored while one is on its way or when there is no more). An answer for
 * an older key is dropped; a failed next page keeps what is shown.
 */
export function usePaged<T>(
  fetchPage: (offset: number) => Promise<Paged<T>>,
  key: string,
  idOf: (item: T) => string,
): PagedState<T> {
  const [state, setState] = useState<Omit<PagedState<T>, 'loadMore' | 'reload'>>({
    status: 'loading',
    error: null,
    items: [],
    total: 0,
    hasMore: false,
    more: 'idle',
  })
  const sequence = useRef(0)
  const fetcher = useRef(fetchPage)
  fetcher.current = fetchPage
  const current = useRef(state)
  current.current = state
  const identity = useRef(idOf)
  identity.current = idOf

  const reload = useCallback(() => {
    sequence.current += 1
    const mine = sequence.current
    setState({ status: 'loading', error: null, items: [], total: 0, hasMore: false, more: 'idle' })
    fetcher.current(0).then(
      (page) => {
        if (mine === sequence.current)
          setState({ status: 'ready', error: null, items: page.list, total: page.total, hasMore: page.hasMore, more: 'idle' })
      },
      (error: unknown) => {
        if (mine === sequence.current) setState((before) => ({ ...before, status: 'error', error }))
      },
    )
  }, [])

  const loadMore = useCallback(() => {
    const now = current.current
    if (now.status !== 'ready' || !now.hasMore || now.more === 'loading') return
    const mine = sequence.current
    setState((before) => ({ ...before, more: 'loading' }))
    current.current = { ...now, more: 'loading' }
    fetcher.current(now.items.length).then(
      (page) => {
        if (mine !== sequence.current) return
        setState((before) => ({
          ...before,
          items: appendPage(before.items, page.list, identity.current),
          total: page.total,
          hasMore: page.hasMore && page.list.length > 0,
          more: 'idle',
        }))
      },
      () => {
        if (mine === sequence.current) setState((before) => ({ ...before, more: 'error' }))
      },
    )
  }, [])

  useEffect(() => {
    reload()
    return () => {
      sequence.current += 1
    }
  }, [reload, key])

  return { ...state, loadMore, reload }
}
