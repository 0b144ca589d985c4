/**
 * Page tracking for the page shell (one line there: `useTracking(name)`), and `trackClick` for
 * marked elements. The tracker itself (./runtime: the cipher, the queue, the config call) is loaded
 * after the first page has shown, and only when the build and the shop switch tracking on (D29).
 */
import { useDidShow } from '@tarojs/taro'
import { useAtomValue } from 'jotai'
import { useEffect } from 'react'
import { hasFlag } from '@/domain/shop-config'
import { ENVIRONMENT } from '@/environment'
import { shopConfigAtom } from '@/state/shop'
import type { Tracker, PageVisit } from './tracker'

type Runtime = { tracker: Tracker; visit: (page: string) => PageVisit }

let loading: Promise<Runtime | undefined> | undefined
let loadedFor: string | undefined
/** The visit of the page on top: one at a time, left when another page shows. */
let current: PageVisit | undefined
/** The page that should be on top once the tracker has loaded. */
let wanted: string | undefined

function runtimeFor(merchantId: string): Promise<Runtime | undefined> {
  if (!loading || loadedFor !== merchantId) {
    loadedFor = merchantId
    loading = Promise.all([import('./runtime'), import('./tracker')]).then(async ([runtime, classes]) => {
      const tracker = await runtime.startTracker(merchantId, true)
      if (tracker) runtime.onAppHide(() => leaveCurrent())
      return tracker && { tracker, visit: (page: string) => new classes.PageVisit(tracker, runtime.timerDeps, page) }
    })
    loading.catch(() => (loading = undefined))
  }
  return loading
}

function leaveCurrent(): void {
  current?.leave()
  current = undefined
}

/** `page` is the one shown: the previous visit ends and this one starts (once the tracker has loaded). */
function show(page: string, merchantId: string): void {
  wanted = page
  if (current?.page === page) return
  void runtimeFor(merchantId).then((runtime) => {
    if (!runtime || wanted !== page || current?.page === page) return
    leaveCurrent()
    current = runtime.visit(page)
  })
}

/** Records a tap on a marked element of the page on top (for example a tab). */
export function trackClick(mark: string): void {
  current?.click(mark)
}

/** A page's view, heartbeats and leave, while the shop tracks (D29): started when shown, left when another page shows or it goes. */
export function useTracking(page: string): void {
  const shop = useAtomValue(shopConfigAtom)
  const on = Boolean(shop) && ENVIRONMENT.supportTrack && hasFlag(shop, 'IS_OPEN_TD')
  const merchantId = shop?.merchantId ?? ENVIRONMENT.merchantId
  useEffect(() => {
    if (!on) return undefined
    show(page, merchantId)
    return () => {
      if (wanted === page) wanted = undefined
      if (current?.page === page) leaveCurrent()
    }
  }, [on, page, merchantId])
  useDidShow(() => {
    if (on) show(page, merchantId)
  })
}
