/**
 * H5 boot: the requests the first screen waits for (the shop's configuration on any page, the
 * HOME layout on the home tab) start from index.html, while the app's scripts are still
 * downloading, and the first banner's image shows in the app shell as soon as the layout names it. The
 * app's transport answers its identical requests from these (http/early.ts) instead of asking
 * again; a request the app makes differently (the city or language changed meanwhile) is simply
 * sent, so a difference costs one request, never a wrong answer.
 *
 * Bundled on its own by config/boot-script.ts and inlined into index.html: it imports only pure
 * modules (the request layer's URL, parameter and header rules, the launch-query and storage-key
 * rules) so the URL and headers it builds are the ones the app builds, from the same code.
 */
import { DEFAULT_CITY, type City } from '@/domain/city'
import { layoutComponents } from '@/domain/home-layout'
import { DEFAULT_LOCALE, LOCALES, normalizeLocale, parseMerchantId, type Locale } from '@/domain/launch-query'
import {
  ALL_CATEGORY,
  ANY_DATE,
  DEFAULT_SORT,
  FIRST_SCREEN_CARDS,
  LIST_PAGE_SIZE,
  browseQuery,
  categoryParams,
  dateQuery,
  searchParams,
} from '@/domain/show-lists'
import { ENVIRONMENT } from '@/environment'
import { baseUrl, createHttpConfig, pathOf, type ServiceName } from '@/http/config'
import { EARLY_EXCHANGES_GLOBAL, type EarlyExchange } from '@/http/early'
import { commonParams, PREVIEW_SRC, requestHeaders } from '@/http/headers'
import { withQuery, type Params } from '@/http/params'
import type { HttpContext } from '@/http/provider'
import { createTraceId } from '@/http/trace-id'
import { TransportError, type TransportResponse } from '@/http/transport'
import { detectWebHost } from '@/platform/env'
import { terminalSrcOf } from '@/platform/terminal'
import { CITY_KEY, LOCALE_KEY, SESSION_KEYS } from '@/state/keys'

/** What the boot reads from the page: its address and what the app keeps in localStorage. */
export interface BootPage {
  readonly pathname: string
  readonly search: string
  readonly userAgent: string
  readonly viewportWidth: number
  /** localStorage's raw item (Taro keeps `{"data": <value>}`; the app's values are JSON text). */
  readonly stored: (key: string) => string | null
}

/** A value the app stored through Taro's storage and jotai (JSON text inside Taro's envelope). */
function storedValue(page: BootPage, key: string): unknown {
  try {
    const item = JSON.parse(page.stored(key) ?? '') as { data?: unknown }
    return typeof item?.data === 'string' && item.data !== '' ? JSON.parse(item.data) : undefined
  } catch {
    return undefined
  }
}

const isLocale = (value: unknown): value is Locale => (LOCALES as readonly unknown[]).includes(value)
const isCity = (value: unknown): value is City =>
  typeof value === 'object' && value !== null && typeof (value as City).cityId === 'string'

/** The request context the app will have before the shop configuration arrives (runtime/http-provider). */
export function launchContext(page: BootPage): { context: HttpContext; cityId: string } {
  const query = new URLSearchParams(page.search)
  const stored = storedValue(page, LOCALE_KEY)
  const lang = normalizeLocale(query.get('lang')) ?? (isLocale(stored) ? stored : DEFAULT_LOCALE)
  const city = storedValue(page, CITY_KEY)
  const accessToken = storedValue(page, SESSION_KEYS.accessToken)
  const context: HttpContext = {
    loggedIn: false,
    terminalSrc: terminalSrcOf(detectWebHost(page.userAgent, page.viewportWidth), page.userAgent),
    merchantId: parseMerchantId(query.get('merchantId')) ?? ENVIRONMENT.merchantId,
    version: ENVIRONMENT.version,
    lang,
    ...(typeof accessToken === 'string' && accessToken ? { accessToken } : {}),
    preview: query.get('src') === PREVIEW_SRC,
  }
  return { context, cityId: isCity(city) ? city.cityId : DEFAULT_CITY.cityId }
}

/** One GET as the request layer would send it (http/client `attempt`). */
export function bootRequest(context: HttpContext, service: ServiceName, path: string, params: Params) {
  const config = createHttpConfig(ENVIRONMENT.gatewayHost)
  const url = baseUrl(config, service, path)
  const headers = requestHeaders(context, { path: pathOf(url), traceId: createTraceId() })
  return { url: withQuery(url, { ...commonParams(context), ...params }), headers }
}

/** The tab pages whose first requests the boot starts, by their web paths (config/boot-script.ts). */
export interface BootPaths {
  readonly home: readonly string[]
  readonly allShows: readonly string[]
}

/**
 * The first requests of a launch: the shop's configuration on any page (api/shop fetchShopConfig
 * from runtime); on the home tab its HOME layout (api/home fetchLayout from runtime/early-layout);
 * on the all-shows tab its categories and first page (components/show-browser).
 */
export function launchRequests(page: BootPage, paths: BootPaths) {
  const { context, cityId } = launchContext(page)
  const firstPage = browseQuery({
    pageType: 'ALL_PAGE',
    offset: 0,
    length: LIST_PAGE_SIZE,
    cityId,
    category: ALL_CATEGORY,
    sort: DEFAULT_SORT,
    dates: dateQuery(ANY_DATE, Date.now()),
  })
  const onAllShows = paths.allShows.includes(page.pathname)
  return {
    shop: bootRequest(context, 'gateway', '/pub/v5/shops/configs', { cityId, miniAppType: 'H5' }),
    layout: paths.home.includes(page.pathname)
      ? bootRequest(context, 'home', '/pub/v3/layouts', { page: 'HOME', cityId })
      : undefined,
    shows: onAllShows ? bootRequest(context, 'home', '/pub/v3/show_list/search', searchParams(firstPage)) : undefined,
    categories: onAllShows ? bootRequest(context, 'show', '/pub/v3/shows/backend_categories', categoryParams(cityId)) : undefined,
  }
}

/** The posters of the first screen's cards in a page of shows (show_list/search's answer). */
export function firstPosters(answer: unknown): string[] {
  const list = ((answer as { data?: { searchData?: unknown } } | null)?.data?.searchData ?? []) as unknown[]
  return (Array.isArray(list) ? list : [])
    .slice(0, FIRST_SCREEN_CARDS)
    .map((show) => (show as { posterUrl?: unknown } | null)?.posterUrl)
    .filter((url): url is string => typeof url === 'string' && url !== '')
}

/** The image of the first slide when the layout opens with a banner: what the first screen paints largest. */
export function firstBannerImage(layout: unknown): string | undefined {
  const data = (layout as { data?: unknown } | null)?.data
  const first = layoutComponents(
    (data as { components?: unknown } | null)?.components,
    (_value: unknown): _value is never => false,
  )[0]
  return first?.kind === 'banner' ? first.items[0]?.imageUrl : undefined
}

function send(request: { url: string; headers: Record<string, string> }): Promise<TransportResponse> {
  return fetch(request.url, { headers: request.headers, credentials: 'same-origin' }).then(
    (response) =>
      response.text().then((text) => {
        let data: unknown = text
        try {
          data = JSON.parse(text)
        } catch {
          // Not JSON: the request layer reports it as an invalid answer, as it would its own.
        }
        const headers: Record<string, string> = {}
        response.headers.forEach((value, name) => (headers[name.toLowerCase()] = value))
        return { statusCode: response.status, data, headers }
      }),
    (error: unknown) => {
      throw new TransportError('network', String(error))
    },
  )
}

/**
 * Once the app's scripts have downloaded, how long they wait for the shell's banner to paint before
 * running anyway. The banner's image usually comes well before 180 KB of scripts on a phone's
 * network; evaluating them holds every paint back (the better part of a second on a slow phone),
 * so the banner paints first, and the scripts wait at most this long for it.
 */
export const BANNER_PAINT_WAIT_MS = 300
/** The app starts by then whatever happens (a browser that never says the scripts are in). */
export const APP_START_CAP_MS = 4000

/**
 * The app's scripts (Taro's entry chunks, in order), which config/boot-script.ts takes out of the
 * page's script tags: downloaded at once (preload) and run, in order, when `start` is called.
 */
function appScripts(scripts: readonly string[]) {
  let started = false
  let pending = scripts.length
  const loaded: Array<() => void> = []
  const preloads = typeof document.createElement('link').relList?.supports === 'function'
  const settle = () => {
    pending -= 1
    if (pending === 0) loaded.splice(0).forEach((run) => run())
  }
  for (const src of preloads ? scripts : []) {
    const link = document.createElement('link')
    link.setAttribute('rel', 'preload')
    link.setAttribute('as', 'script')
    link.setAttribute('href', src)
    link.onload = settle
    link.onerror = settle
    document.head.appendChild(link)
  }
  const insert = () => {
    for (const src of scripts) {
      const script = document.createElement('script')
      script.src = src
      script.async = false // in order
      document.head.appendChild(script)
    }
  }
  return {
    start(): void {
      if (started) return
      started = true
      // Taro mounts into the body: not before it is there.
      if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', insert)
      else insert()
    },
    /** Runs `then` once the scripts have downloaded (at once where preloading is not supported). */
    whenLoaded(then: () => void): void {
      if (!preloads || pending === 0) then()
      else loaded.push(then)
    },
  }
}

/**
 * Runs in index.html: starts the launch's first requests, and the app's scripts (`scripts`), which
 * on the home tab wait for the shell's banner to paint, at most BANNER_PAINT_WAIT_MS after they
 * have downloaded. Anything going wrong here starts the app at once.
 */
export function boot(paths: BootPaths, scripts: readonly string[]): void {
  const app = appScripts(scripts)
  try {
    const banner = startRequests(paths)
    if (!banner) return app.start()
    banner.then(app.start, app.start)
    app.whenLoaded(() => setTimeout(app.start, BANNER_PAINT_WAIT_MS))
    setTimeout(app.start, APP_START_CAP_MS)
  } catch {
    app.start()
  }
}

/** Starts the launch's first requests; on the home tab resolves once the shell's banner has painted (or cannot). */
function startRequests(paths: BootPaths): Promise<void> | undefined {
  if (typeof fetch !== 'function' || typeof URLSearchParams !== 'function') return undefined
  const pathname = location.pathname.replace(/\/+$/, '') || '/'
  const page: BootPage = {
    pathname,
    search: location.search,
    userAgent: navigator.userAgent,
    viewportWidth: window.innerWidth,
    stored: (key) => {
      try {
        return localStorage.getItem(key)
      } catch {
        return null
      }
    },
  }
  const started = (request: { url: string; headers: Record<string, string> }): EarlyExchange => {
    const answer = send(request)
    answer.catch(() => undefined) // the app's request reports it
    return { ...request, answer }
  }
  const { shop, layout, shows, categories } = launchRequests(page, paths)
  const exchanges = [started(shop)]
  let banner: Promise<void> | undefined
  if (layout) {
    const early = started(layout)
    exchanges.push(early)
    banner = early.answer.then((response) => showFirstBanner(firstBannerImage(response.data)))
  }
  if (shows && categories) {
    const early = started(shows)
    exchanges.push(early, started(categories))
    void early.answer.then(
      (response) => firstPosters(response.data).forEach(preloadImage),
      () => undefined,
    )
  }
  ;(window as unknown as Record<string, unknown>)[EARLY_EXCHANGES_GLOBAL] = exchanges
  return banner
}

/**
 * The first banner's image, as soon as the layout names it: painted in the app shell's banner
 * place (index.html `#app-shell .s-banner`, where the home page puts it) before the app's scripts
 * run, so the buyer sees the shop's banner instead of a grey block; the page's own banner then
 * takes the same image from the cache. Resolves once it has painted, failed, or there is none.
 */
function showFirstBanner(image: string | undefined): Promise<void> {
  const place = document.querySelector('#app-shell .s-banner')
  if (!image || !place) return Promise.resolve()
  return new Promise((resolve) => {
    const element = document.createElement('img')
    element.setAttribute('fetchpriority', 'high')
    element.setAttribute('alt', '')
    // Painted: the frame after the one the image was loaded for.
    element.onload = () => requestAnimationFrame(() => setTimeout(resolve, 0))
    element.onerror = () => resolve()
    element.setAttribute('src', image)
    place.appendChild(element)
  })
}

function preloadImage(url: string): void {
  const link = document.createElement('link')
  link.setAttribute('rel', 'preload')
  link.setAttribute('as', 'image')
  link.setAttribute('href', url)
  link.setAttribute('fetchpriority', 'high')
  document.head.appendChild(link)
}
