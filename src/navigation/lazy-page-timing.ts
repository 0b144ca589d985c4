/**
 * Spec s9 "lazy page delay 200 ms and timeout 10000 ms": on H5 a page's code arrives when it is
 * first opened (its chunk). Pure numbers: config/index.ts reads the timeout at build time.
 */

/** A page whose code has not arrived this long after the navigation shows the loading indicator. */
export const LAZY_PAGE_DELAY_MS = 200
/** A page's code that has not arrived after this long fails (webpack's chunkLoadTimeout on H5). */
export const LAZY_PAGE_TIMEOUT_MS = 10_000
