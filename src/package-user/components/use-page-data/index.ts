import { useDidShow } from '@tarojs/taro'
import { useCallback, useEffect, useRef, useState } from 'react'

export type LoadStatus = 'loading' | 'ready' | 'error'

/**
 * What a page shows, loaded on open and again each time the page shows after another (back from
 * a form); what was shown stays while it reloads and when a reload fails. The answer to an older
 * request is dropped. A new `key` (the page parameter the data is for) loads again.
 */
export function usePageData<T>(fetch: () => Promise<T>, initial: T, key = '') {
  const [status, setStatus] = useState<LoadStatus>('loading')
  const [data, setData] = useState<T>(initial)
  const generation = useRef(0)
  const fetcher = useRef(fetch)
  fetcher.current = fetch

  const reload = useCallback(async () => {
    const mine = ++generation.current
    try {
      const loaded = await fetcher.current()
      if (mine !== generation.current) return
      setData(loaded)
      setStatus('ready')
    } catch {
      if (mine === generation.current) setStatus((previous) => (previous === 'ready' ? previous : 'error'))
    }
  }, [])

  /** After a failed first load: the loading state, then again. */
  const retry = useCallback(() => {
    setStatus('loading')
    void reload()
  }, [reload])

  useEffect(() => {
    void reload()
  }, [reload, key])

  const shownBefore = useRef(false)
  useDidShow(() => {
    if (shownBefore.current) void reload()
    shownBefore.current = true
  })

  return { status, data, setData, reload, retry }
}
