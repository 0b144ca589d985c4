/**
 * The boot script in a page (src/boot/early-requests.ts, inlined into index.html on H5): it
 * preloads the app's scripts at once and runs them in order, on the home tab once the shell's
 * banner has painted (or shortly after the scripts are in), elsewhere at once.
 */
import { APP_START_CAP_MS, BANNER_PAINT_WAIT_MS, boot } from '@/boot/early-requests'
import { EARLY_EXCHANGES_GLOBAL } from '@/http/early'

const PATHS = { home: ['/', '/pages/list/list'], allShows: ['/all', '/pages/all/all'] }
const SCRIPTS = ['/js/runtime.js', '/js/app.js']
const BANNER = '/static/posters/BN1001.svg'

const envelope = (data: unknown) => ({ statusCode: 200, comments: '', data })
const LAYOUT = {
  layoutId: 'L1',
  components: [{ componentType: 'BANNER', componentId: 'b1', items: [{ bannerId: 'B1', imageUrl: BANNER }] }],
}

function answer(body: unknown) {
  return Promise.resolve({
    status: 200,
    text: () => Promise.resolve(JSON.stringify(body)),
    headers: new Map<string, string>(),
  })
}

/** The scripts the boot has put in the page to run. */
const running = () => [...document.querySelectorAll('script[src]')].map((script) => script.getAttribute('src'))
const preloaded = () =>
  [...document.querySelectorAll('link[rel="preload"][as="script"]')].map((link) => link.getAttribute('href'))

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
    document.body.innerHTML = '<div id="app-shell"><div class="s-banner"></div></div><div id="app"></div>'
    Object.assign(globalThis, {
      fetch: jest.fn((url: string) => answer(envelope(url.includes('/layouts?') ? LAYOUT : { channelId: 'CH1' }))),
    })
  })
  afterEach(() => {
    jest.useRealTimers()
    delete (window as unknown as Record<string, unknown>)[EARLY_EXCHANGES_GLOBAL]
    window.history.pushState({}, '', '/')
  })

  it('on the home tab after the shell has painted the first banner, its scripts in order', async () => {
    window.history.pushState({}, '', '/')
    boot(PATHS, SCRIPTS)
    expect(preloaded()).toEqual(SCRIPTS) // downloading at once
    await flush()
    const banner = document.querySelector<HTMLImageElement>('#app-shell .s-banner img')
    expect(banner?.getAttribute('src')).toBe(BANNER)
    expect(running()).toEqual([]) // not yet: the banner paints first
    banner?.dispatchEvent(new Event('load'))
    jest.advanceTimersByTime(50) // the next frame
    await flush()
    expect(running()).toEqual(SCRIPTS)
    expect([...document.querySelectorAll('script[src]')].every((script) => (script as HTMLScriptElement).async === false)).toBe(
      true,
    )
  })

  it('on the home tab without the banner painting, once the scripts are in and BANNER_PAINT_WAIT_MS have passed', async () => {
    window.history.pushState({}, '', '/')
    boot(PATHS, SCRIPTS)
    await flush()
    for (const link of document.querySelectorAll('link[rel="preload"][as="script"]')) link.dispatchEvent(new Event('load'))
    jest.advanceTimersByTime(BANNER_PAINT_WAIT_MS - 1)
    expect(running()).toEqual([])
    jest.advanceTimersByTime(1)
    expect(running()).toEqual(SCRIPTS)
  })

  it('on the home tab whatever happens by APP_START_CAP_MS', async () => {
    window.history.pushState({}, '', '/')
    Object.assign(globalThis, { fetch: jest.fn(() => new Promise(() => undefined)) }) // the gateway never answers
    boot(PATHS, SCRIPTS)
    jest.advanceTimersByTime(APP_START_CAP_MS)
    expect(running()).toEqual(SCRIPTS)
  })

  it('on a layout that fails, at once', async () => {
    window.history.pushState({}, '', '/')
    Object.assign(globalThis, { fetch: jest.fn(() => Promise.reject(new TypeError('offline'))) })
    boot(PATHS, SCRIPTS)
    await flush()
    expect(running()).toEqual(SCRIPTS)
  })

  it('away from the home tab at once, and only once', async () => {
    window.history.pushState({}, '', '/mine')
    boot(PATHS, SCRIPTS)
    expect(running()).toEqual(SCRIPTS)
    await flush()
    jest.advanceTimersByTime(APP_START_CAP_MS)
    expect(running()).toEqual(SCRIPTS)
  })
})
