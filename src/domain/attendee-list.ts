/**
 * Paging of the attendee list (spec section 9: "audience page 30 (request 50)"): the gateway is
 * asked for 50 at a time (its largest page, `user_audiences/list?length=50`), and the list shows
 * 30 more each time the user reaches its end. Loaded rows beyond what is shown wait in memory, so
 * most "more" steps need no request.
 */

/** Rows revealed per step. */
export const ATTENDEE_PAGE_SIZE = 30
/** Rows asked for per request (the gateway's `length`, at most 50). */
export const ATTENDEE_REQUEST_SIZE = 50

export interface PagedList<T> {
  /** Everything loaded so far, in the gateway's order. */
  readonly loaded: readonly T[]
  /** How many of them are shown. */
  readonly shown: number
  /** The gateway has more after `loaded`. */
  readonly hasMore: boolean
}

export function emptyList<T>(): PagedList<T> {
  return { loaded: [], shown: 0, hasMore: true }
}

/** The rows on screen. */
export function visibleRows<T>(list: PagedList<T>): readonly T[] {
  return list.loaded.slice(0, list.shown)
}

/** Whether there is anything more to show, loaded or not. */
export function canShowMore<T>(list: PagedList<T>): boolean {
  return list.shown < list.loaded.length || list.hasMore
}

/**
 * The request the next step needs: the next 50 from where loading stopped, when the rows
 * waiting in memory are fewer than a page and the gateway has more; otherwise none.
 */
export function nextRequest<T>(list: PagedList<T>): { offset: number; length: number } | undefined {
  const waiting = list.loaded.length - list.shown
  if (waiting >= ATTENDEE_PAGE_SIZE || !list.hasMore) return undefined
  return { offset: list.loaded.length, length: ATTENDEE_REQUEST_SIZE }
}

/** After a response for `offset`: rows appended (a first page replaces), 30 more shown. */
export function withPage<T>(list: PagedList<T>, offset: number, rows: readonly T[], hasMore: boolean): PagedList<T> {
  const loaded = offset === 0 ? rows : [...list.loaded.slice(0, offset), ...rows]
  const shown = Math.min(loaded.length, (offset === 0 ? 0 : list.shown) + ATTENDEE_PAGE_SIZE)
  return { loaded, shown, hasMore }
}

/** One step without a request: 30 more of the rows already loaded. */
export function showMore<T>(list: PagedList<T>): PagedList<T> {
  return { ...list, shown: Math.min(list.loaded.length, list.shown + ATTENDEE_PAGE_SIZE) }
}

/** Rows removed (deleted): they leave the list; the rows shown stay shown. */
export function withoutRow<T>(list: PagedList<T>, keep: (row: T) => boolean): PagedList<T> {
  const removedShown = list.loaded.slice(0, list.shown).filter((row) => !keep(row)).length
  const loaded = list.loaded.filter(keep)
  return { ...list, loaded, shown: Math.min(loaded.length, list.shown - removedShown) }
}
