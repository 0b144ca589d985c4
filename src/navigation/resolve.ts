import { PAGES, pagePath, type PageName, webPathParams } from '@/routes'

export type ParamValue = string | number | boolean
export type RawParams = Readonly<Record<string, ParamValue | undefined | null>>

/** Spec section 2: show ids containing SG are show groups and open group show detail. */
export const SHOW_GROUP_MARKER = 'SG'

/** Keys Taro adds to a page's parameters on H5; they are not the page's own. */
const TARO_INTERNAL_PARAMS = new Set(['stamp', '$taroTimestamp'])

/**
 * A page's parameters without Taro's internal ones, decoded, ready to show or forward. Taro hands
 * a page its query as it was written in the URL (percent-encoded, as `pageUrl` writes it) on the
 * mini-programs and on H5 alike; H5 path parameters (`/search/:placeholder`) come decoded, and
 * decoding them again leaves them as they are.
 */
export function pageParams(params: Readonly<Record<string, string | undefined>>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(params)
      .filter((entry): entry is [string, string] => entry[1] !== undefined && !TARO_INTERNAL_PARAMS.has(entry[0]))
      .map(([key, value]) => [key, decodeParam(value)]),
  )
}

/** `%E6%BC%94` -> `演`; a value that is not valid percent-encoding (`100%`) stays as it is. */
export function decodeParam(value: string): string {
  try {
    return decodeURIComponent(value)
  } catch {
    return value
  }
}

/** The page that actually opens for `name` with these parameters. */
export function resolvePage(name: PageName, params: RawParams = {}): PageName {
  if (name === 'showDetail' && String(params.showId ?? '').includes(SHOW_GROUP_MARKER)) return 'groupShowDetail'
  return name
}

/** `/package-show/pages/show-detail/show-detail?showId=1`: what the Taro navigation APIs take. */
export function pageUrl(name: PageName, params: RawParams = {}): string {
  const query = Object.entries(params)
    .filter((entry): entry is [string, ParamValue] => entry[1] !== undefined && entry[1] !== null && entry[1] !== '')
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`)
    .join('&')
  return `/${pagePath(name)}${query ? `?${query}` : ''}`
}

/**
 * A page's web path filled with its parameters (`/content/123`), for H5 links and tests: the most
 * specific web path whose parameters are all given (`/search/jazz` over `/search`), else its first.
 */
export function webUrl(name: PageName, params: RawParams = {}): string {
  const def = PAGES[name]
  const given = (key: string) => params[key] !== undefined && params[key] !== null && params[key] !== ''
  const pattern =
    def.web
      .filter((path) => webPathParams(path).every(given))
      .reduce<string | undefined>(
        (best, path) => (best === undefined || webPathParams(path).length > webPathParams(best).length ? path : best),
        undefined,
      ) ?? def.web[0]
  if (pattern === undefined) return pageUrl(name, params)
  const used = new Set(webPathParams(pattern))
  const path = pattern.replace(/:([A-Za-z]+)/g, (_, key: string) => encodeURIComponent(String(params[key])))
  const rest = Object.fromEntries(Object.entries(params).filter(([key]) => !used.has(key)))
  const query = pageUrl(name, rest).split('?')[1]
  return query ? `${path}?${query}` : path
}
