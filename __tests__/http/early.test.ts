/**
 * The home tab's first requests started from index.html (src/boot/early-requests.ts) and the
 * transport that answers the app's identical requests from them (src/http/early.ts).
 */
import Taro from '@tarojs/taro'
import { createStore } from 'jotai'
import { boot, firstBannerImage, firstPosters, launchRequests, type BootPage } from '@/boot/early-requests'
import { ALL_CATEGORY, ANY_DATE, DEFAULT_SORT, LIST_PAGE_SIZE, browseQuery, dateQuery } from '@/domain/show-lists'
import { fetchCategories, searchShows } from '@/api/shows'
import { configureHttp } from '@/http'
import { createHttpClient } from '@/http/client'
import { createHttpConfig } from '@/http/config'
import { EARLY_EXCHANGES_GLOBAL, earlyTransport, type EarlyExchange } from '@/http/early'
import { HEADERS } from '@/http/headers'
import { appHttpProvider } from '@/runtime/http-provider'
import { cityAtom } from '@/state/city'
import { localeAtom } from '@/state/preferences'
import { shopConfigAtom } from '@/state/shop'
import { accessTokenAtom } from '@/state/session'
import { ENVIRONMENT } from '@/environment'
import { FakeTransport, ok, timeout } from './fakes'

const BEIJING = { cityId: 'BL1101', cityName: '北京' }
const PATHS = { home: ['/', '/pages/list/list'], allShows: ['/all', '/pages/all/all'] }
const LAYOUT = {
  service: 'home',
  path: '/pub/v3/layouts',
  params: { page: 'HOME', cityId: BEIJING.cityId },
  silent: true,
} as const

/** localStorage as Taro's H5 storage leaves it: `{"data": <value>}` for each key the app set. */
function pageFromStorage(search = '', pathname = '/'): BootPage {
  return {
    pathname,
    search,
    userAgent: '',
    viewportWidth: 375,
    stored: (key) => {
      const value: unknown = Taro.getStorageSync(key)
      return value === '' ? null : JSON.stringify({ data: value })
    },
  }
}

const PRESENTER = {
  toast() {},
  dialog: async () => 'cancel',
  setLoading() {},
  busy: async () => 'cancel',
  language: async () => 'relogin',
  navigate() {},
} as never

function appClient(store: ReturnType<typeof createStore>, inner: FakeTransport, exchanges: EarlyExchange[]) {
  return createHttpClient({
    config: createHttpConfig(ENVIRONMENT.gatewayHost),
    transport: earlyTransport(inner, exchanges),
    provider: appHttpProvider(store),
    presenter: PRESENTER,
  })
}

const answered = (data: unknown) => Promise.resolve(ok(data))

/** The home tab's early requests (both are there on the home tab). */
function homeRequests(page: BootPage) {
  const { shop, layout } = launchRequests(page, PATHS)
  if (!layout) throw new Error('the home tab starts its layout request')
  return { shop, layout }
}

describe('early requests from index.html', () => {
  beforeEach(() => {
    for (const key of ['locale', 'city', 'accessToken']) Taro.removeStorageSync(key)
  })

  it('are the requests the app makes at launch, so the app takes their answers instead of asking again', async () => {
    const store = createStore()
    store.set(localeAtom, 'en-US')
    store.set(cityAtom, BEIJING)
    store.set(accessTokenAtom, 'token-1')
    const { shop, layout } = homeRequests(pageFromStorage())
    const inner = new FakeTransport()
    const exchanges = [
      { ...shop, answer: answered({ channelId: 'CH1' }) },
      { ...layout, answer: answered({ layoutId: 'L1', components: [] }) },
    ]
    const http = appClient(store, inner, exchanges)

    await expect(http.request(LAYOUT)).resolves.toEqual({ layoutId: 'L1', components: [] })
    await expect(
      http.request({ service: 'gateway', path: '/pub/v5/shops/configs', params: { cityId: BEIJING.cityId, miniAppType: 'H5' } }),
    ).resolves.toEqual({ channelId: 'CH1' })
    expect(inner.calls).toHaveLength(0)
    expect(exchanges).toHaveLength(0)
    expect(layout.url).toContain('lang=en-US')
    expect(layout.headers[HEADERS.accessToken]).toBe('token-1')
  })

  it("are taken when the shop's configuration arrived meanwhile, so the app's request names the shop's channel and app", async () => {
    const store = createStore()
    store.set(cityAtom, BEIJING)
    const { layout } = homeRequests(pageFromStorage())
    store.set(shopConfigAtom, { channelId: 'CH10001', appId: 'APP1' } as never)
    const inner = new FakeTransport()
    const http = appClient(store, inner, [{ ...layout, answer: answered({ layoutId: 'early', components: [] }) }])

    await expect(http.request(LAYOUT)).resolves.toMatchObject({ layoutId: 'early' })
    expect(inner.calls).toHaveLength(0)
    expect(layout.url).not.toContain('channelId')
  })

  it('follow the launch address: `lang` and `merchantId` in the query win over what is stored', () => {
    const store = createStore()
    store.set(localeAtom, 'zh-CN')
    const { layout } = homeRequests(pageFromStorage('?lang=zh_MO&merchantId=10002'))
    const query = new URLSearchParams(layout.url.split('?')[1])
    expect(query.get('lang')).toBe('zh-MO')
    expect(query.get('merchantId')).toBe('10002')
    expect(query.get('cityId')).toBe('BL1106') // nothing stored: Shanghai
    expect(layout.headers[HEADERS.merchantId]).toBe('10002')
  })

  it('are not taken when the app asks differently (the city changed meanwhile): the app sends its own', async () => {
    const store = createStore()
    store.set(cityAtom, BEIJING)
    const { layout } = homeRequests(pageFromStorage())
    store.set(cityAtom, { cityId: 'BL1102', cityName: '广州' })
    const inner = new FakeTransport().reply(ok({ layoutId: 'mine', components: [] }))
    const exchanges = [{ ...layout, answer: answered({ layoutId: 'early', components: [] }) }]
    const http = appClient(store, inner, exchanges)

    await expect(http.request({ ...LAYOUT, params: { page: 'HOME', cityId: 'BL1102' } })).resolves.toEqual({
      layoutId: 'mine',
      components: [],
    })
    expect(inner.calls).toHaveLength(1)
    expect(exchanges).toHaveLength(1)
  })

  it('are taken once: a second identical request goes to the network', async () => {
    const store = createStore()
    store.set(cityAtom, BEIJING)
    const { layout } = homeRequests(pageFromStorage())
    const inner = new FakeTransport().reply(ok({ layoutId: 'second', components: [] }))
    const http = appClient(store, inner, [{ ...layout, answer: answered({ layoutId: 'first', components: [] }) }])

    await expect(http.request(LAYOUT)).resolves.toMatchObject({ layoutId: 'first' })
    await expect(http.request(LAYOUT)).resolves.toMatchObject({ layoutId: 'second' })
    expect(inner.calls).toHaveLength(1)
  })

  it("that failed fail the app's request as its own would, and asking again goes to the network", async () => {
    const store = createStore()
    store.set(cityAtom, BEIJING)
    const { layout } = homeRequests(pageFromStorage())
    const failed = Promise.reject(timeout())
    failed.catch(() => undefined) // as the boot script does
    const inner = new FakeTransport().reply(ok({ layoutId: 'again', components: [] }))
    const http = appClient(store, inner, [{ ...layout, answer: failed }])

    await expect(http.request(LAYOUT)).rejects.toMatchObject({ kind: 'timeout' })
    await expect(http.request(LAYOUT)).resolves.toMatchObject({ layoutId: 'again' })
    expect(inner.calls).toHaveLength(1)
  })
})

describe('the boot script in the page', () => {
  afterEach(() => {
    delete (globalThis as Record<string, unknown>)[EARLY_EXCHANGES_GLOBAL]
  })

  it('names the first banner image of a layout that opens with a banner, and nothing otherwise', () => {
    const banner = { componentType: 'BANNER', componentId: 'b', items: [{ bannerId: '1', imageUrl: '/static/a.jpg' }] }
    const shows = { componentType: 'MASONRY', componentId: 'm' }
    expect(firstBannerImage({ statusCode: 200, data: { components: [banner, shows] } })).toBe('/static/a.jpg')
    expect(firstBannerImage({ statusCode: 200, data: { components: [shows, banner] } })).toBeUndefined()
    expect(firstBannerImage({ statusCode: 500, data: null })).toBeUndefined()
  })

  it('on the all-shows tab are its first page of shows and its categories, as the page asks for them', async () => {
    const store = createStore()
    store.set(cityAtom, BEIJING)
    const { shop, shows, categories, layout } = launchRequests(pageFromStorage('', '/all'), PATHS)
    expect(layout).toBeUndefined()
    const inner = new FakeTransport()
    const exchanges = [shop, shows, categories].map((request) => ({ ...request!, answer: answered({ searchData: [] }) }))
    configureHttp({
      config: createHttpConfig(ENVIRONMENT.gatewayHost),
      transport: earlyTransport(inner, exchanges),
      provider: appHttpProvider(store),
      presenter: PRESENTER,
    })
    const query = browseQuery({
      pageType: 'ALL_PAGE',
      offset: 0,
      length: LIST_PAGE_SIZE,
      cityId: BEIJING.cityId,
      category: ALL_CATEGORY,
      sort: DEFAULT_SORT,
      dates: dateQuery(ANY_DATE, Date.now()),
    })
    // What components/show-browser asks for on its first render.
    await searchShows(query)
    await fetchCategories(BEIJING.cityId)
    expect(inner.calls).toHaveLength(0)
    expect(exchanges).toHaveLength(1) // the shop configuration, for the runtime
  })

  it('names the posters of the first screen of shows', () => {
    const searchData = Array.from({ length: 10 }, (_, i) => ({ showId: `S${i}`, posterUrl: i === 1 ? '' : `/p/${i}.jpg` }))
    expect(firstPosters({ statusCode: 200, data: { searchData } })).toEqual(['/p/0.jpg', '/p/2.jpg', '/p/3.jpg'])
    expect(firstPosters({ statusCode: 200, data: null })).toEqual([])
  })

  it('away from the home and all-shows tabs starts only the shop configuration', () => {
    const fetchSpy = jest.fn(() => new Promise(() => undefined))
    const previous = globalThis.fetch
    Object.assign(globalThis, {
      fetch: fetchSpy,
      location: { pathname: '/mine', search: '' },
      navigator: { userAgent: '' },
      window: { innerWidth: 375 },
      localStorage: { getItem: () => null },
      document: {
        readyState: 'complete',
        head: { appendChild: () => undefined },
        createElement: () => ({ relList: { supports: () => true }, setAttribute: () => undefined }),
        querySelector: () => null,
      },
    })
    try {
      boot({ paths: PATHS }, [])
      expect(fetchSpy).toHaveBeenCalledTimes(1)
      expect(String((fetchSpy.mock.calls[0] as unknown[])[0])).toContain('/pub/v5/shops/configs?')
      const exchanges = (globalThis as unknown as { window: Record<string, unknown> }).window[EARLY_EXCHANGES_GLOBAL]
      expect(exchanges).toHaveLength(1)
    } finally {
      Object.assign(globalThis, { fetch: previous })
      for (const name of ['location', 'navigator', 'window', 'localStorage', 'document'])
        delete (globalThis as Record<string, unknown>)[name]
    }
  })
})
