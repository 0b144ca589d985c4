/**
 * "Load again what is shown" without the cache's code: the feedback layer (in every page's first
 * load) asks through here, and the cache (src/components/server-data/client.ts, with TanStack
 * Query) answers once a page has used it. Before any page loaded server data there is nothing to
 * load again, and the library stays out of the first load.
 */
let reloadAll: (() => void) | undefined

/** The cache registers how it loads everything shown again. */
export function onReloadShownData(reload: () => void): void {
  reloadAll = reload
}

/** Loads again everything a page shows (after "back and refresh": the page below). */
export function reloadShownData(): void {
  reloadAll?.()
}
