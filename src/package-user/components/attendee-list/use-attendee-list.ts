import { useDidShow } from '@tarojs/taro'
import { useCallback, useEffect, useRef, useState } from 'react'
import { fetchAttendees, type Attendee } from '@/api/attendee'
import {
  canShowMore,
  emptyList,
  nextRequest,
  showMore,
  visibleRows,
  withPage,
  withoutRow,
  type PagedList,
} from '@/domain/attendee-list'

export type ListStatus = 'loading' | 'ready' | 'error'

/**
 * The attendee list: the first 50 asked for on open and again each time the page shows (back
 * from the form), 30 shown per step (spec section 9); what was shown stays while it refreshes
 * and when a refresh fails.
 */
export function useAttendeeList() {
  const [status, setStatus] = useState<ListStatus>('loading')
  const [list, setList] = useState<PagedList<Attendee>>(emptyList)
  const [loadingMore, setLoadingMore] = useState(false)
  const [moreFailed, setMoreFailed] = useState(false)
  const generation = useRef(0)
  const current = useRef(list)
  current.current = list

  const reload = useCallback(async () => {
    const mine = ++generation.current
    const request = nextRequest(emptyList<Attendee>())
    if (!request) return
    if (current.current.loaded.length === 0) setStatus('loading')
    try {
      const page = await fetchAttendees(request)
      if (mine !== generation.current) return
      setList(withPage(emptyList<Attendee>(), 0, page.list, page.hasMore))
      setStatus('ready')
      setMoreFailed(false)
    } catch {
      if (mine !== generation.current) return
      setStatus((previous) => (current.current.loaded.length > 0 ? previous : 'error'))
    }
  }, [])

  const more = useCallback(async () => {
    const now = current.current
    if (loadingMore || !canShowMore(now)) return
    const request = nextRequest(now)
    if (!request) {
      setList(showMore(now))
      return
    }
    const mine = generation.current
    setLoadingMore(true)
    setMoreFailed(false)
    try {
      const page = await fetchAttendees(request)
      if (mine === generation.current) setList((latest) => withPage(latest, request.offset, page.list, page.hasMore))
    } catch {
      if (mine === generation.current) setMoreFailed(true)
    } finally {
      setLoadingMore(false)
    }
  }, [loadingMore])

  useEffect(() => {
    void reload()
  }, [reload])

  const shownBefore = useRef(false)
  useDidShow(() => {
    if (shownBefore.current) void reload()
    shownBefore.current = true
  })

  const removed = useCallback((audienceId: string) => {
    setList((latest) => withoutRow(latest, (row) => row.audienceId !== audienceId))
  }, [])

  return {
    status,
    rows: visibleRows(list),
    total: list.loaded.length,
    hasMore: canShowMore(list),
    loadingMore,
    moreFailed,
    reload,
    more,
    removed,
  }
}
