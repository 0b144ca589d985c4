/**
 * Rules of the show lists (all shows, search, hot, favourites; spec sections 2, 7 and 9): page
 * size, the built-in categories, sort orders, date filters, search history, merging pages, and
 * which rows a virtualised list renders. Pure.
 */
import { SHOP_UTC_OFFSET_MS } from './shop-zone'

/** Spec section 9: search pages of 20 (the all-shows list, hot and favourites page the same way). */
export const LIST_PAGE_SIZE = 20

/** The cards on a phone's first screen of a list: their posters load at once, not lazily. */
export const FIRST_SCREEN_CARDS = 4

/** Spec section 1: the show categories, used when `shows/backend_categories` fails (spec section 8). */
export const BUILT_IN_CATEGORY_CODES = [
  'ALL',
  'CONCERT',
  'DRAMA',
  'SPORTS',
  'MUSIC',
  'EXHIBITION',
  'DANCE',
  'CHILDREN',
  'COMEDY',
] as const
export const ALL_CATEGORY = 'ALL'

export interface Category {
  readonly code: string
  /** The gateway's name; null for a built-in one (the word `shows.category.<code>` is shown). */
  readonly displayName: string | null
}

export const BUILT_IN_CATEGORIES: readonly Category[] = BUILT_IN_CATEGORY_CODES.map((code) => ({ code, displayName: null }))

/**
 * The category tabs: the gateway's list in its order with ALL first (added when missing), empty
 * or duplicate codes dropped; the built-in list when the gateway gave nothing usable.
 */
export function categoryTabs(
  fromGateway: ReadonlyArray<{ code?: string | null; displayName?: string | null }> | null,
): Category[] {
  const seen = new Set<string>()
  const tabs: Category[] = []
  for (const item of fromGateway ?? []) {
    const code = item.code?.trim()
    if (!code || seen.has(code)) continue
    seen.add(code)
    tabs.push({ code, displayName: item.displayName?.trim() || null })
  }
  if (tabs.length === 0) return [...BUILT_IN_CATEGORIES]
  const all = tabs.find((tab) => tab.code === ALL_CATEGORY) ?? { code: ALL_CATEGORY, displayName: null }
  return [all, ...tabs.filter((tab) => tab.code !== ALL_CATEGORY)]
}

/** The sort orders offered (show_list/search sortType); RECOMMEND is the default. */
export const SORT_OPTIONS = ['RECOMMEND', 'TIME', 'NEW', 'ATTENTION', 'PRICE'] as const
export type SortOption = (typeof SORT_OPTIONS)[number]
export const DEFAULT_SORT: SortOption = 'RECOMMEND'

// --- Dates -----------------------------------------------------------------------------------

/** Show dates are in the shop's zone (shop-time.ts). */
const ZONE_MS = SHOP_UTC_OFFSET_MS
const DAY_MS = 24 * 60 * 60 * 1000

/** 'YYYY-MM-DD' of an instant, in UTC+8. */
export function dayOf(ms: number): string {
  const date = new Date(ms + ZONE_MS)
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`
}

/** A 'YYYY-MM-DD' (or 'YYYY/MM/DD', 'YYYY-M-D' from a calendar) as 'YYYY-MM-DD'; null when not a real day. */
export function normalizeDay(text: string | null | undefined): string | null {
  const match = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})$/.exec(text?.trim() ?? '')
  if (!match) return null
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const date = new Date(Date.UTC(y, m - 1, d))
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return null
  return `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`
}

export const DATE_PRESETS = ['all', 'today', 'tomorrow', 'weekend'] as const
export type DatePreset = (typeof DATE_PRESETS)[number]

export interface DateRange {
  /** 'YYYY-MM-DD', both days included. */
  readonly startDate: string
  readonly endDate: string
}

export type DateFilter =
  { readonly kind: 'preset'; readonly preset: DatePreset } | { readonly kind: 'range'; readonly range: DateRange }

export const ANY_DATE: DateFilter = { kind: 'preset', preset: 'all' }

/**
 * The days of a preset, seen at `now`: today; tomorrow; the weekend (the coming Saturday and
 * Sunday; on Saturday today and tomorrow; on Sunday today only). `all`: no range.
 */
export function presetRange(preset: DatePreset, now: number): DateRange | null {
  const today = dayOf(now)
  switch (preset) {
    case 'today':
      return { startDate: today, endDate: today }
    case 'tomorrow': {
      const tomorrow = dayOf(now + DAY_MS)
      return { startDate: tomorrow, endDate: tomorrow }
    }
    case 'weekend': {
      const weekday = new Date(now + ZONE_MS).getUTCDay()
      if (weekday === 0) return { startDate: today, endDate: today }
      const toSaturday = 6 - weekday
      return { startDate: dayOf(now + toSaturday * DAY_MS), endDate: dayOf(now + (toSaturday + 1) * DAY_MS) }
    }
    default:
      return null
  }
}

/**
 * A picked range (the calendar's two days, in either order, or one day) as a DateRange; null
 * when a day is not a real day.
 */
export function pickedRange(first: string, second?: string | null): DateRange | null {
  const a = normalizeDay(first)
  const b = second === undefined || second === null || second === '' ? a : normalizeDay(second)
  if (!a || !b) return null
  return a <= b ? { startDate: a, endDate: b } : { startDate: b, endDate: a }
}

/** The startDate/endDate query of a date filter at `now` (empty for any date). */
export function dateQuery(filter: DateFilter, now: number): Partial<DateRange> {
  const range = filter.kind === 'range' ? filter.range : presetRange(filter.preset, now)
  return range ? { startDate: range.startDate, endDate: range.endDate } : {}
}

// --- Search ----------------------------------------------------------------------------------

/** Searches kept in the history (the spec gives no number). */
export const SEARCH_HISTORY_MAX = 10
/** The gateway's keyword limit (show_list/search keyword maxLength). */
export const KEYWORD_MAX_LENGTH = 50

/** What is searched for: the typed text trimmed and cut to the limit; else the placeholder; else ''. */
export function searchKeyword(typed: string, placeholder = ''): string {
  const text = typed.trim() || placeholder.trim()
  return [...text].slice(0, KEYWORD_MAX_LENGTH).join('')
}

/** The history with `keyword` first (moved up when it was there), at most SEARCH_HISTORY_MAX. */
export function withSearch(history: readonly string[], keyword: string): string[] {
  const word = keyword.trim()
  if (!word) return [...history]
  return [word, ...history.filter((item) => item !== word)].slice(0, SEARCH_HISTORY_MAX)
}

export const isHistory = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string')

// --- Paging ----------------------------------------------------------------------------------

/** A next page appended: a show already listed (the list moved between pages) is not repeated. */
export function appendPage<T extends { readonly showId: string }>(shown: readonly T[], next: readonly T[]): T[] {
  const ids = new Set(shown.map((item) => item.showId))
  const out = [...shown]
  for (const item of next) {
    if (ids.has(item.showId)) continue
    ids.add(item.showId)
    out.push(item)
  }
  return out
}

// --- Virtualised list ------------------------------------------------------------------------

export interface WindowInput {
  /** The page's scroll offset (px). */
  readonly scrollTop: number
  /** The visible height (px). */
  readonly viewportHeight: number
  /** Where the list starts on the page (px from the page's top). */
  readonly listTop: number
  /** One row's height (px), > 0. */
  readonly rowHeight: number
  readonly count: number
  /** Rows rendered beyond each edge of the screen. */
  readonly overscan: number
}

/**
 * The rows a virtualised list renders: [start, end) covering the screen plus `overscan` rows on
 * each side; the spacers above and below take the other rows' height, so the page keeps its length.
 */
export function visibleRows({ scrollTop, viewportHeight, listTop, rowHeight, count, overscan }: WindowInput): {
  start: number
  end: number
} {
  if (count <= 0 || !(rowHeight > 0)) return { start: 0, end: 0 }
  const top = Math.max(0, scrollTop - listTop)
  const first = Math.floor(top / rowHeight)
  const last = Math.ceil((Math.max(0, scrollTop - listTop) + Math.max(0, viewportHeight)) / rowHeight)
  const start = Math.min(count, Math.max(0, first - overscan))
  const end = Math.min(count, Math.max(start, last + overscan))
  return { start, end }
}

// ---------------------------------------------------------------------------------------------
// The show_list/search query (api/shows searchShows; built here so the H5 boot script, src/boot,
// starts the all-shows tab's first page as the page will ask for it)

export interface ShowSearch {
  readonly keyword?: string
  /** SEARCH_PAGE for the search page; ALL_PAGE for the all-shows tab. */
  readonly pageType: 'SEARCH_PAGE' | 'ALL_PAGE' | 'HOT_PAGE'
  readonly offset: number
  readonly length: number
  readonly cityId?: string
  readonly backendCategoryCode?: string
  readonly sortType?: SortOption
  readonly startDate?: string
  readonly endDate?: string
}

/** A page of a show browser's list (components/show-browser): its city, keyword and filters. */
export function browseQuery(input: {
  readonly pageType: ShowSearch['pageType']
  readonly offset: number
  readonly length: number
  readonly cityId: string
  readonly keyword?: string | undefined
  readonly category: string
  readonly sort: SortOption
  readonly dates: Partial<DateRange>
}): ShowSearch {
  return {
    pageType: input.pageType,
    offset: input.offset,
    length: input.length,
    cityId: input.cityId,
    ...(input.keyword ? { keyword: input.keyword } : {}),
    ...(input.category !== ALL_CATEGORY ? { backendCategoryCode: input.category } : {}),
    sortType: input.sort,
    ...input.dates,
  }
}

/** The query's parameters as sent: no empty values, no category for all of them. */
export function searchParams(query: ShowSearch): Record<string, string | number | boolean> {
  const params = { ...query, ...(query.backendCategoryCode === ALL_CATEGORY ? { backendCategoryCode: undefined } : {}) }
  return Object.fromEntries(Object.entries(params).filter(([, value]) => value !== undefined && value !== '')) as Record<
    string,
    string | number | boolean
  >
}

/** The backend categories request's parameters (shows/backend_categories, level 2). */
export function categoryParams(cityId: string | undefined): Record<string, string | number> {
  return cityId ? { level: 2, cityId } : { level: 2 }
}
