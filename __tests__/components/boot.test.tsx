/**
 * The boot script in a page (src/boot/early-requests.ts, inlined into index.html on H5): it
 * loads the app's scripts and the opened page's files and runs the scripts in order: on the home
 * and all-shows tabs once the shell's images have painted (at most SHELL_PAINT_CAP_MS after), elsewhere at once.
 */
import { SHELL_PAINT_CAP_MS, boot } from '@/boot/early-requests'
import { EARLY_EXCHANGES_GLOBAL } from '@/http/early'

const PATHS = { home: ['/', '/pages/list/list'], allShows: ['/all', '/pages/all/all'] }
const SCRIPTS = ['/js/runtime.js', '/js/app.js']
/** Each main-package page's own files (config/route-preload.ts). */
const PAGE_FILES = { '/': ['/js/home.js'], '/all': ['/css/all.css', '/js/all.js'], '/mine': ['/js/mine.js'] }
const BANNER = '/static/posters/BN1001.svg'

const envelope = (data: unknown) => ({ statusCode: 200, comments: '', data })
const LAYOUT = {
  layoutId: 'L1',
  components: [{ componentType: 'BANNER', componentId: 'b1', items: [{ bannerId: 'B1', imageUrl: BANNER }] }],
}

/** index.html's poster places on the all-shows tab, and a first page with more shows than that. */
const SHELL_POSTERS = 4
const POSTERS = Array.from({ length: 6 }, (_, index) => `/static/posters/SH10${index}.svg`)
const FIRST_PAGE = { searchData: POSTERS.map((posterUrl, index) => ({ showId: `SH10${index}`, posterUrl })) }

function answer(body: unknown) {
  return Promise.resolve({
    status: 200,
    text: () => Promise.resolve(JSON.stringify(body)),
    headers: new Map<string, string>(),
  })
}

/** The scripts the boot has put in the page to run. */
const running = () => [...document.querySelectorAll('script[src]')].map((script) => script.getAttribute('src'))
const preloaded = (as = 'script') =>
  [...document.querySelectorAll(`link[rel="preload"][as="${as}"]`)].map((link) => link.getAttribute('href'))

async function flush() {
  for (let i = 0; i < 10; i += 1) await Promise.resolve()
}

describe('the boot script starts the app', () => {
  beforeAll(() => {
    // jsdom's links cannot say which relations they support; Chromium's support preload.
    Object.defineProperty(HTMLLinkElement.prototype, 'relList', {
      configurable: true,
      get: () => ({ supports: (token: string) => token === 'preload' }),
    })
  })
  beforeEach(() => {
    jest.useFakeTimers()
    document.head.innerHTML = ''
    const posters = '<div class="s-show"><div class="s-poster"></div></div>'.repeat(SHELL_POSTERS)
    document.body.innerHTML = `<div id="app-shell"><div class="s-banner"></div>${posters}</div><div id="app"></div>`
    Object.assign(globalThis, {
      fetch: jest.fn((url: string) =>
        answer(
          envelope(url.includes('/layouts?') ? LAYOUT : url.includes('/show_list/search?') ? FIRST_PAGE : { channelId: 'CH1' }),
        ),
      ),
    })
  })
  afterEach(() => {
    jest.useRealTimers()
    delete (window as unknown as Record<string, unknown>)[EARLY_EXCHANGES_GLOBAL]
    window.history.pushState({}, '', '/')
  })

  it("on the home tab asks for nothing of the app until the shell has painted the first banner, then its scripts in order and the page's files", async () => {
    window.history.pushState({}, '', '/')
    boot({ paths: PATHS }, SCRIPTS, PAGE_FILES)
    await flush()
    const banner = document.querySelector<HTMLImageElement>('#app-shell .s-banner img')
    expect(banner?.getAttribute('src')).toBe(BANNER)
    expect(running()).toEqual([]) // not yet: the banner has the link to itself
    expect(preloaded()).toEqual([])
    banner?.dispatchEvent(new Event('load'))
    jest.advanceTimersByTime(50) // the next frame
    await flush()
    expect(running()).toEqual(SCRIPTS)
    expect([...document.querySelectorAll('script[src]')].every((script) => (script as HTMLScriptElement).async === false)).toBe(
      true,
    )
    expect(preloaded()).toEqual(PAGE_FILES['/'])
    expect(preloaded('style')).toEqual([])
  })

  it("on the all-shows tab after the shell has painted the first page's posters in its card places", async () => {
    window.history.pushState({}, '', '/all')
    boot({ paths: PATHS }, SCRIPTS, PAGE_FILES)
    await flush()
    const shown = [...document.querySelectorAll<HTMLImageElement>('#app-shell .s-poster img')]
    expect(shown.map((image) => image.getAttribute('src'))).toEqual(POSTERS.slice(0, SHELL_POSTERS))
    shown.slice(1).forEach((image) => image.dispatchEvent(new Event('load')))
    jest.advanceTimersByTime(50)
    await flush()
    expect(running()).toEqual([]) // one poster still loading
    shown[0]?.dispatchEvent(new Event('error')) // a poster that fails does not hold the app
    jest.advanceTimersByTime(50)
    await flush()
    expect(running()).toEqual(SCRIPTS)
    expect(preloaded()).toEqual(['/js/all.js'])
    expect(preloaded('style')).toEqual(['/css/all.css'])
  })

  it('on the home tab without the banner painting, by SHELL_PAINT_CAP_MS', async () => {
    window.history.pushState({}, '', '/')
    Object.assign(globalThis, { fetch: jest.fn(() => new Promise(() => undefined)) }) // the gateway never answers
    boot({ paths: PATHS }, SCRIPTS, PAGE_FILES)
    jest.advanceTimersByTime(SHELL_PAINT_CAP_MS - 1)
    expect(running()).toEqual([])
    jest.advanceTimersByTime(1)
    expect(running()).toEqual(SCRIPTS)
  })

  it('on a layout that fails, at once', async () => {
    window.history.pushState({}, '', '/')
    Object.assign(globalThis, { fetch: jest.fn(() => Promise.reject(new TypeError('offline'))) })
    boot({ paths: PATHS }, SCRIPTS, PAGE_FILES)
    await flush()
    expect(running()).toEqual(SCRIPTS)
  })

  it('away from the home and all-shows tabs at once, and only once', async () => {
    window.history.pushState({}, '', '/mine')
    boot({ paths: PATHS }, SCRIPTS, PAGE_FILES)
    expect(running()).toEqual(SCRIPTS)
    expect(preloaded()).toEqual(['/js/mine.js'])
    await flush()
    jest.advanceTimersByTime(SHELL_PAINT_CAP_MS)
    expect(running()).toEqual(SCRIPTS)
  })

  it('while the page is still being parsed, downloads at once and runs the scripts once the body is there', async () => {
    window.history.pushState({}, '', '/mine')
    const readyState = jest.spyOn(document, 'readyState', 'get').mockReturnValue('loading')
    boot({ paths: PATHS }, SCRIPTS, PAGE_FILES)
    expect(preloaded()).toEqual([...SCRIPTS, '/js/mine.js'])
    expect(running()).toEqual([])
    readyState.mockReturnValue('interactive')
    document.dispatchEvent(new Event('DOMContentLoaded'))
    expect(running()).toEqual(SCRIPTS)
  })
})
