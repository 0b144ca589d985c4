/**
 * H5 boot: the requests the first screen waits for (the shop's configuration on any page, the
 * HOME layout on the home tab, the first page of shows and the categories on the all-shows tab)
 * start from index.html, while the app's scripts are still downloading, and the first banner's
 * image, or the first posters, show in the app shell as soon as an answer names them. The
 * app's transport answers its identical requests from these (http/early.ts) instead of asking
 * again; a request the app makes differently (the city or language changed meanwhile) is simply
 * sent, so a difference costs one request, never a wrong answer.
 *
 * Bundled on its own by config/boot-script.ts and inlined into index.html: it imports only pure
 * modules (the request layer's URL, parameter and header rules, the launch-query and storage-key
 * rules) and the api modules' request descriptors, so the URL and headers it builds are the ones
 * the app builds, from the same code (src/boot/README.md).
 */
import { layoutRequest } from '@/api/home'
import { shopConfigRequest } from '@/api/shop'
import { categoriesRequest, searchShowsRequest } from '@/api/shows'
import { DEFAULT_CITY, cityKeyOf, isCity } from '@/domain/city'
import { layoutComponents } from '@/domain/home-layout'
import { DEFAULT_LOCALE, LOCALES, normalizeLocale, parseMerchantId, type Locale } from '@/domain/launch-query'
import {
  ALL_CATEGORY,
  ANY_DATE,
  DEFAULT_SORT,
  FIRST_SCREEN_CARDS,
  LIST_PAGE_SIZE,
  browseQuery,
  dateQuery,
} from '@/domain/show-lists'
import { ENVIRONMENT } from '@/environment'
import type { RequestDescriptor } from '@/http/client'
import { baseUrl, createHttpConfig, pathOf } from '@/http/config'
import { EARLY_EXCHANGES_GLOBAL, type EarlyExchange } from '@/http/early'
import { commonParams, PREVIEW_SRC, requestHeaders } from '@/http/headers'
import { withQuery } from '@/http/params'
import type { HttpContext } from '@/http/provider'
import { createTraceId } from '@/http/trace-id'
import { TransportError, type TransportResponse } from '@/http/transport'
import { detectWebHost } from '@/platform/env'
import { terminalSrcOf } from '@/platform/terminal'
import { CITY_KEY, LOCALE_KEY, MERCHANT_KEY, SESSION_KEYS } from '@/state/keys'
import type { BootPaths } from './shell-paths'
import { installShell, type ShellClass } from './shell'

export type { BootPaths } from './shell-paths'

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

/** The request context the app will have before the shop configuration arrives (runtime/http-provider). */
export function launchContext(page: BootPage): { context: HttpContext; cityId: string } {
  const query = new URLSearchParams(page.search)
  const stored = storedValue(page, LOCALE_KEY)
  const lang = normalizeLocale(query.get('lang')) ?? (isLocale(stored) ? stored : DEFAULT_LOCALE)
  // The shop a link names, else the one kept (state/merchant), else the build's; then its own city (state/city).
  const storedMerchant = storedValue(page, MERCHANT_KEY)
  const merchantId =
    parseMerchantId(query.get('merchantId')) ??
    parseMerchantId(typeof storedMerchant === 'string' ? storedMerchant : undefined) ??
    ENVIRONMENT.merchantId
  const city = storedValue(page, cityKeyOf(CITY_KEY, merchantId, ENVIRONMENT.merchantId))
  const accessToken = storedValue(page, SESSION_KEYS.accessToken)
  const context: HttpContext = {
    loggedIn: false,
    terminalSrc: terminalSrcOf(detectWebHost(page.userAgent, page.viewportWidth), page.userAgent),
    merchantId,
    version: ENVIRONMENT.version,
    lang,
    ...(typeof accessToken === 'string' && accessToken ? { accessToken } : {}),
    preview: query.get('src') === PREVIEW_SRC,
  }
  return { context, cityId: isCity(city) ? city.cityId : DEFAULT_CITY.cityId }
}

/** One GET as the request layer would send it (http/client `transportRequest`), from an api module's descriptor. */
export function bootRequest(context: HttpContext, { service, path, params }: RequestDescriptor) {
  const config = createHttpConfig(ENVIRONMENT.gatewayHost)
  const url = baseUrl(config, service, path)
  const headers = requestHeaders(context, { path: pathOf(url), traceId: createTraceId() })
  return { url: withQuery(url, { ...commonParams(context), ...params }), headers }
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
    shop: bootRequest(context, shopConfigRequest({ cityId, miniAppType: 'H5' })),
    layout: paths.home.includes(page.pathname) ? bootRequest(context, layoutRequest('HOME', { cityId })) : undefined,
    shows: onAllShows ? bootRequest(context, searchShowsRequest(firstPage)) : undefined,
    categories: onAllShows ? bootRequest(context, categoriesRequest(cityId)) : undefined,
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
 * On the home and all-shows tabs, the app's scripts are not downloaded until the shell's images
 * (the first banner, the first posters) have painted, and at most this long after the boot. The
 * phone's link is the bottleneck on a first visit: the data, the images and 180 KB of scripts
 * share it, so asking for all at once delays the images by most of the scripts' time, while
 * asking for the scripts after them delays the app by about one round trip (the same bytes go
 * down the same link). Evaluating the scripts would also hold the images' paint back. The page
 * could not show the shows before their data and images anyway.
 */
export const SHELL_PAINT_CAP_MS = 1000

/** A file the page will need, downloading now (a script or a style: `as` from its extension). */
function preload(href: string): void {
  const link = document.createElement('link')
  link.setAttribute('rel', 'preload')
  link.setAttribute('as', /\.css$/.test(href) ? 'style' : 'script')
  link.setAttribute('href', href)
  document.head.appendChild(link)
}

/**
 * The app: its scripts (Taro's entry chunks, in order), which config/boot-script.ts takes out of
 * the page's script tags, and the opened page's own files (config/route-preload.ts; Taro's router
 * would ask for them only once the entry has run). `start` downloads them all and runs the scripts,
 * in order, once the body is there.
 */
function appScripts(scripts: readonly string[], pageFiles: readonly string[]) {
  let started = false
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
      const parsing = document.readyState === 'loading'
      // Taro mounts into the body: the scripts do not run before it is there, but download meanwhile.
      ;(parsing ? [...scripts, ...pageFiles] : pageFiles).forEach(preload)
      if (parsing) document.addEventListener('DOMContentLoaded', insert)
      else insert()
    },
  }
}

/** The address as the route table has it (no trailing slash). */
const currentPath = () => location.pathname.replace(/\/+$/, '') || '/'

/** What the build knows of the web paths (shell-paths.ts, from the route table). */
export interface BootRoutes {
  readonly paths: BootPaths
  /** Web path -> its shell classes (shell-paths `shellPathClasses`). */
  readonly pathClasses?: Readonly<Record<string, readonly ShellClass[]>>
}

/**
 * Runs in index.html: sets up the app shell (its layout classes and ready signal: shell.ts),
 * starts the launch's first requests, and the app's scripts (`scripts`, with `pageFiles[path]` for
 * the opened path), which on the home and all-shows tabs wait for the shell's images to paint, at
 * most SHELL_PAINT_CAP_MS. Anything going wrong here starts the app at once.
 */
export function boot(
  { paths, pathClasses = {} }: BootRoutes,
  scripts: readonly string[],
  pageFiles: Readonly<Record<string, readonly string[]>> = {},
): void {
  try {
    installShell(currentPath(), pathClasses)
  } catch {
    // The shell keeps its default layout; the app runs regardless.
  }
  const app = appScripts(scripts, pageFiles[currentPath()] ?? [])
  try {
    const painted = startRequests(paths)
    if (!painted) return app.start()
    painted.then(app.start, app.start)
    setTimeout(app.start, SHELL_PAINT_CAP_MS)
  } catch {
    app.start()
  }
}

/**
 * Starts the launch's first requests; on the home and all-shows tabs resolves once the shell's
 * images (banner, posters) have painted, or cannot.
 */
function startRequests(paths: BootPaths): Promise<void> | undefined {
  if (typeof fetch !== 'function' || typeof URLSearchParams !== 'function') return undefined
  const page: BootPage = {
    pathname: currentPath(),
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
  let painted: Promise<void> | undefined
  if (layout) {
    const early = started(layout)
    exchanges.push(early)
    painted = early.answer.then((response) => showFirstBanner(firstBannerImage(response.data)))
  }
  if (shows && categories) {
    const early = started(shows)
    exchanges.push(early, started(categories))
    painted = early.answer.then((response) => showFirstPosters(firstPosters(response.data)))
  }
  ;(window as unknown as Record<string, unknown>)[EARLY_EXCHANGES_GLOBAL] = exchanges
  return painted
}

/**
 * The first banner's image, as soon as the layout names it: painted in the app shell's banner
 * place (index.html `#app-shell .s-banner`, where the home page puts it) before the app's scripts
 * run, so the buyer sees the shop's banner instead of a grey block; the page's own banner then
 * takes the same image from the cache. Resolves once it has painted, failed, or there is none.
 */
function showFirstBanner(image: string | undefined): Promise<void> {
  const place = document.querySelector('#app-shell .s-banner')
  return image && place ? paintImage(place, image) : Promise.resolve()
}

/**
 * The first page's posters, in the app shell's card places (index.html `#app-shell .s-poster`, the
 * size of the page's own), the same way: the page's cards then take them from the cache. Resolves
 * once all have painted or failed.
 */
function showFirstPosters(images: readonly string[]): Promise<void> {
  const places = document.querySelectorAll('#app-shell .s-poster')
  const shown = images.slice(0, places.length).map((image, index) => paintImage(places[index] as Element, image))
  return Promise.all(shown).then(() => undefined)
}

/** An image in `place`, resolved once painted (the frame after the one it was loaded for) or failed. */
function paintImage(place: Element, image: string): Promise<void> {
  return new Promise((resolve) => {
    const element = document.createElement('img')
    element.setAttribute('fetchpriority', 'high')
    element.setAttribute('alt', '')
    element.onload = () => requestAnimationFrame(() => setTimeout(resolve, 0))
    element.onerror = () => resolve()
    element.setAttribute('src', image)
    place.appendChild(element)
  })
}
