/**
 * H5 pages whose code is still on its way (spec s9: lazy page delay 200 ms, timeout 10000 ms).
 * Taro's router announces a navigation (`__taroRouterChange`) and, once the page's code has
 * arrived, sets the page's bar style (`__taroSetNavigationStyle`). Between the two, after
 * LAZY_PAGE_DELAY_MS the loading indicator shows. A chunk that fails (the network refused it, or
 * webpack's LAZY_PAGE_TIMEOUT_MS ran out: config/index.ts) leaves the router with the new address
 * and the old page: the loading goes, a toast says the page could not open, and the address goes
 * back to the page shown, so nothing is lost and the buyer can tap again.
 */
import { LAZY_PAGE_DELAY_MS } from '@/navigation/lazy-page-timing'

export interface LazyPageDeps {
  readonly on: (event: '__taroRouterChange' | '__taroSetNavigationStyle', handler: () => void) => void
  readonly setLoading: (visible: boolean) => void
  readonly failed: () => void
  /** window-like: where unhandled rejections are heard. */
  readonly target: Pick<Window, 'addEventListener'>
  readonly back: () => void
}

/** webpack's failed chunk (script or style). */
export function isChunkFailure(reason: unknown): boolean {
  const error = reason as { name?: unknown; code?: unknown; message?: unknown } | null | undefined
  if (!error) return false
  if (error.name === 'ChunkLoadError' || error.code === 'CSS_CHUNK_LOAD_FAILED') return true
  return typeof error.message === 'string' && /Loading (CSS )?chunk \S+ failed/.test(error.message)
}

export function watchLazyPages(deps: LazyPageDeps): void {
  let timer: ReturnType<typeof setTimeout> | undefined
  let shown = false
  const settle = () => {
    if (timer !== undefined) clearTimeout(timer)
    timer = undefined
    if (shown) deps.setLoading(false)
    shown = false
  }
  deps.on('__taroRouterChange', () => {
    settle()
    timer = setTimeout(() => {
      timer = undefined
      shown = true
      deps.setLoading(true)
    }, LAZY_PAGE_DELAY_MS)
  })
  deps.on('__taroSetNavigationStyle', settle)
  deps.target.addEventListener('unhandledrejection', (event) => {
    if (!isChunkFailure((event as PromiseRejectionEvent).reason)) return
    event.preventDefault()
    settle()
    deps.failed()
    deps.back()
  })
}
