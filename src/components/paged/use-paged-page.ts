import Taro, { useDidShow, usePullDownRefresh, useReachBottom } from '@tarojs/taro'
import { useEffect, useRef } from 'react'
import type { PagedState } from './use-paged'

/**
 * A page that is one paged list (the orders, the refund orders, the parking records): pull to refresh reloads it and
 * stops the spinner once the first page has settled, the bottom loads the next page, and coming
 * back to the page reloads it (an order paid or refunded meanwhile shows its new state).
 */
export function usePagedPage(paged: Pick<PagedState<unknown>, 'status' | 'reload' | 'loadMore'>): void {
  const { status, reload, loadMore } = paged
  const refreshing = useRef(false)
  usePullDownRefresh(() => {
    refreshing.current = true
    reload()
  })
  useEffect(() => {
    if (status !== 'loading' && refreshing.current) {
      refreshing.current = false
      void Taro.stopPullDownRefresh()
    }
  }, [status])
  useReachBottom(loadMore)
  const shown = useRef(false)
  useDidShow(() => {
    if (shown.current) reload()
    shown.current = true
  })
}
