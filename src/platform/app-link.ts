/**
 * Opening the shop's app from the web (the download bar; spec s5, s7 deep links): the link is
 * tried, and if the page is still in front `fallbackMs` later (no app took over), the store
 * opens. Browser only: the bar exists on the web alone (capability `downloadBar`).
 */

/** The browser's user agent ('' outside a browser). */
export function webUserAgent(): string {
  return typeof navigator === 'undefined' ? '' : navigator.userAgent
}

/** The page's path and query as the address bar shows it (what the app should open). */
export function webPagePath(): string {
  if (typeof window === 'undefined') return '/'
  return `${window.location.pathname}${window.location.search}`
}

/** Tries `open`; goes to `store` unless the page was hidden (the app opened) within `fallbackMs`. */
export function openAppOrStore(open: string, store: string, fallbackMs: number): void {
  if (typeof window === 'undefined') return
  let left = false
  const onHide = () => {
    if (document.visibilityState === 'hidden') left = true
  }
  document.addEventListener('visibilitychange', onHide)
  window.setTimeout(() => {
    document.removeEventListener('visibilitychange', onHide)
    if (!left) window.location.assign(store)
  }, fallbackMs)
  window.location.assign(open)
}
