/**
 * Which page's visit is running (one at a time: a page shown ends the previous one), loaded with
 * the tracker after the first page (src/tracking/index.ts).
 */
import { startTracker, onAppHide, timerDeps } from './runtime'
import { PageVisit, type Tracker } from './tracker'

type Runtime = { tracker: Tracker; visit: (page: string) => PageVisit }

let loading: Promise<Runtime | undefined> | undefined
let loadedFor: string | undefined
/** The visit of the page on top, which clicks belong to. */
let current: PageVisit | undefined
/** The page that should be on top once the tracker has started. */
let wanted: string | undefined

function runtimeFor(merchantId: string): Promise<Runtime | undefined> {
  if (!loading || loadedFor !== merchantId) {
    loadedFor = merchantId
    loading = startTracker(merchantId, true).then((tracker) => {
      if (tracker) onAppHide(() => leaveCurrent())
      return tracker && { tracker, visit: (page: string) => new PageVisit(tracker, timerDeps, page) }
    })
    loading.catch(() => (loading = undefined))
  }
  return loading
}

function leaveCurrent(): void {
  current?.leave()
  current = undefined
}

/** `page` is the one shown: the previous visit ends and this one starts (once the tracker has started). */
export function show(page: string, merchantId: string): void {
  wanted = page
  if (current?.page === page) return
  void runtimeFor(merchantId).then((runtime) => {
    if (!runtime || wanted !== page || current?.page === page) return
    leaveCurrent()
    current = runtime.visit(page)
  })
}

/** `page` went (unmounted): its visit ends if it is the one running. */
export function gone(page: string): void {
  if (wanted === page) wanted = undefined
  if (current?.page === page) leaveCurrent()
}

export function click(mark: string): void {
  current?.click(mark)
}
