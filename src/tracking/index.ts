/**
 * Page tracking for the page shell (one line there: `useTracking(name)`), and `trackClick` for
 * marked elements. The tracker itself (./runtime: the cipher, the queue, the config call) is loaded
 * after the first page has shown, and only when the build and the shop switch tracking on (D29).
 */
import { useDidHide, useDidShow } from '@tarojs/taro'
import { useAtomValue } from 'jotai'
import { useEffect, useRef } from 'react'
import { hasFlag } from '@/domain/shop-config'
import { ENVIRONMENT } from '@/environment'
import { shopConfigAtom } from '@/state/shop'
import type { Tracker, PageVisit } from './tracker'

type Runtime = { tracker: Tracker; visit: (page: string) => PageVisit }

let loading: Promise<Runtime | undefined> | undefined
let loadedFor: string | undefined
/** The visit of the page on top, which clicks belong to. */
let current: PageVisit | undefined

function runtimeFor(merchantId: string, shopFlag: boolean): Promise<Runtime | undefined> {
  if (!loading || loadedFor !== merchantId) {
    loadedFor = merchantId
    loading = Promise.all([import('./runtime'), import('./tracker')]).then(async ([runtime, classes]) => {
      const tracker = await runtime.startTracker(merchantId, shopFlag)
      return tracker && { tracker, visit: (page: string) => new classes.PageVisit(tracker, runtime.timerDeps, page) }
    })
    loading.catch(() => (loading = undefined))
  }
  return loading
}

/** Records a tap on a marked element of the page on top (for example a tab). */
export function trackClick(mark: string): void {
  current?.click(mark)
}

/** A page's view, heartbeats and leave, while the shop tracks. */
export function useTracking(page: string): void {
  const shop = useAtomValue(shopConfigAtom)
  const on = Boolean(shop) && ENVIRONMENT.supportTrack && hasFlag(shop, 'IS_OPEN_TD')
  const merchantId = shop?.merchantId ?? ENVIRONMENT.merchantId
  const visit = useRef<PageVisit | undefined>(undefined)
  const shown = useRef(true)
  /** The start under way: a hide or a newer start makes it void. */
  const starting = useRef<object | undefined>(undefined)
  const stop = () => {
    starting.current = undefined
    visit.current?.leave()
    if (current === visit.current) current = undefined
    visit.current = undefined
  }
  const start = () => {
    if (!on || visit.current) return
    const token = {}
    starting.current = token
    void runtimeFor(merchantId, on).then((runtime) => {
      if (!runtime || starting.current !== token || !shown.current) return
      visit.current = runtime.visit(page)
      current = visit.current
    })
  }
  useEffect(() => {
    if (shown.current) start()
    // eslint-disable-next-line react-hooks/exhaustive-deps -- starts once the shop says tracking is on
  }, [on, merchantId])
  useDidShow(() => {
    shown.current = true
    start()
  })
  useDidHide(() => {
    shown.current = false
    stop()
  })
  useEffect(() => stop, [])
}
