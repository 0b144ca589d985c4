// Browser and app helpers for the e2e tests: Debian's Chromium through playwright-core, a fresh
// profile per browser, the H5 build served by scripts/serve.mjs in front of a fresh gateway.
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { chromium } from 'playwright-core'
import { projectRoot } from '../../scripts/lib/routes.mjs'
import { GATEWAY_PREFIXES, serveH5 } from '../../scripts/serve.mjs'
import { loginByPhone } from './accounts.mjs'
import { freePort, startGateway } from './gateway.mjs'
import { TIMEOUT, waitUntil } from './wait.mjs'

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

export const MOBILE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1'
export const DESKTOP_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36'

/** A phone: 390 x 844, mobile UA. */
export const PHONE = {
  viewport: { width: 390, height: 844 },
  userAgent: MOBILE_UA,
  isMobile: true,
  hasTouch: true,
  deviceScaleFactor: 2,
}
/** A wide window with a phone's UA: the page must stay at most 500 wide. */
export const WIDE_MOBILE = { viewport: { width: 1200, height: 900 }, userAgent: MOBILE_UA }
/** A desktop browser: desktop mode, pages up to 960 wide, no tab bar. */
export const DESKTOP = { viewport: { width: 1200, height: 900 }, userAgent: DESKTOP_UA }

export { TIMEOUT } from './wait.mjs'

let ownServer
/**
 * The app's base URL: E2E_BASE_URL (set by e2e/run.mjs), else a server started here. Either way
 * the H5 build is served with the gateway's paths forwarded to a fresh reference gateway, as
 * `npm start` does.
 */
export async function baseUrl() {
  if (process.env.E2E_BASE_URL) return process.env.E2E_BASE_URL.replace(/\/$/, '')
  if (!ownServer) {
    const root = join(projectRoot, 'dist', 'h5')
    if (!existsSync(join(root, 'index.html')))
      throw new Error('dist/h5 is missing: run `node e2e/run.mjs` (it builds it) or `npx taro build --type h5`')
    ownServer = await serveWithGateway(root)
  }
  return ownServer.url
}

export async function stopOwnServer() {
  await closeChromium()
  if (ownServer) await ownServer.close()
  ownServer = undefined
}

/** How long Chromium waits for the next test's context before it is closed. */
const CHROMIUM_IDLE_MS = 500
let chromiumLaunch
let contexts = 0
let idle

/** This process's Chromium, launched on first use. */
function chromiumProcess() {
  clearTimeout(idle)
  if (!chromiumLaunch) {
    if (!existsSync(CHROMIUM)) throw new Error(`${CHROMIUM} not found (apt-get install chromium, or set CHROMIUM_PATH)`)
    const launching = chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS })
    chromiumLaunch = launching
    launching
      .then((browser) =>
        browser.on('disconnected', () => {
          if (chromiumLaunch === launching) chromiumLaunch = undefined
        }),
      )
      .catch(() => {
        if (chromiumLaunch === launching) chromiumLaunch = undefined
      })
  }
  return chromiumLaunch
}

/** Closes this process's Chromium (the test files' `after` does, through stopOwnServer). */
export async function closeChromium() {
  clearTimeout(idle)
  const launching = chromiumLaunch
  chromiumLaunch = undefined
  if (launching) await (await launching.catch(() => undefined))?.close().catch(() => undefined)
}

/** dist/h5 on a free port, in front of a fresh gateway; `close()` stops both. */
export async function serveWithGateway(root) {
  // The app's origin is known before the gateway starts: it accepts dev calls and payment return
  // URLs only from the app's own origins.
  const port = await freePort()
  const gateway = await startGateway({ env: { GATEWAY_CORS_ORIGINS: `http://127.0.0.1:${port},http://localhost:${port}` } })
  const server = await serveH5({ port, root, proxy: { target: gateway.url, prefixes: GATEWAY_PREFIXES } })
  return {
    url: server.url,
    gatewayUrl: gateway.url,
    async close() {
      await server.close()
      await gateway.close()
    },
  }
}

/**
 * A fresh browser for a test: a new context (its own storage, cookies and cache, like a fresh
 * profile) of the one Chromium this test process keeps, anonymous unless `loggedIn` (pages that
 * need login then open instead of sending the user to login). Returns `{ context, page, errors,
 * close }`; `errors` collects uncaught page errors and failed requests (except the favicon) as
 * strings, so a test can assert none happened. A context costs a tenth of a Chromium launch.
 */
/**
 * `loggedIn: true`: one real user per test process, logged in through the gateway (a made-up
 * session would be ended by the first authenticated request the app makes, as it should be).
 * The number carries the process id, so test files running against one gateway never share one
 * (the gateway allows one SMS code a minute per number).
 */
let sharedSession
function testUserSession() {
  sharedSession ??= baseUrl().then((base) => loginByPhone(base, `137${String(process.pid % 10000).padStart(4, '0')}0001`))
  return sharedSession
}

/** A session as the app keeps it (src/state/session.ts, SESSION_KEYS), in Taro H5's storage format. */
export function sessionStorageEntries({ userId, accessToken, refreshToken }) {
  const entries = { bizUserId: userId, accessToken, refreshToken }
  return Object.fromEntries(
    Object.entries(entries)
      .filter(([, value]) => value !== undefined)
      .map(([key, value]) => [key, JSON.stringify({ data: JSON.stringify(value) })]),
  )
}

/** The web's download bar (src/components/download-bar), closed just now: in Taro H5's storage format. */
export const DOWNLOAD_BAR_DISMISSED_KEY = 'downloadBar.dismissedAt'

/**
 * `loggedIn`: true for this process's test user (pages that need login open), or `{ userId,
 * accessToken, refreshToken }` from a login of the test's own. `downloadBar`: false (the default)
 * starts with the web's download bar closed, as a visitor who closed it sees the tab pages (it
 * sits above the tab bar, over what a journey taps); true leaves it to show (its own leg).
 */
export async function launch(device = PHONE, { loggedIn = false, downloadBar = false } = {}) {
  const context = await (
    await chromiumProcess()
  ).newContext({
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    colorScheme: 'light',
    ...device,
  })
  context.setDefaultTimeout(TIMEOUT)
  if (!downloadBar) {
    await context.addInitScript((key) => {
      if (window.location.protocol === 'about:' || window.localStorage.getItem(key)) return
      window.localStorage.setItem(key, JSON.stringify({ data: JSON.stringify(Date.now()) }))
    }, DOWNLOAD_BAR_DISMISSED_KEY)
  }
  if (loggedIn) {
    await context.addInitScript(
      (entries) => {
        // A new page starts on about:blank, which has no storage.
        if (window.location.protocol === 'about:') return
        for (const [key, value] of Object.entries(entries)) window.localStorage.setItem(key, value)
      },
      sessionStorageEntries(loggedIn === true ? await testUserSession() : loggedIn),
    )
  }
  const errors = []
  const watch = (page) => {
    page.on('pageerror', (error) => errors.push(`page error at ${page.url()}: ${error.message}`))
    page.on('response', (response) => {
      if (response.status() >= 400 && !/\/favicon\.ico$/.test(response.url()))
        errors.push(`HTTP ${response.status()} ${response.url()}`)
    })
    page.on('requestfailed', (request) => {
      // A request still on its way when the test opens the next address is cancelled by the
      // browser (net::ERR_ABORTED): the page went away, nothing failed.
      if (/\/favicon\.ico$/.test(request.url()) || request.failure()?.errorText === 'net::ERR_ABORTED') return
      errors.push(`request failed ${request.url()}: ${request.failure()?.errorText}`)
    })
  }
  context.on('page', watch)
  const page = await context.newPage()
  watch(page)
  contexts += 1
  let closed = false
  return {
    context,
    page,
    errors,
    async close() {
      if (closed) return
      closed = true
      await context.close().catch(() => undefined)
      contexts -= 1
      // The process ends once Chromium is closed: when no test has opened another context soon.
      if (contexts === 0) idle = setTimeout(closeChromium, CHROMIUM_IDLE_MS)
    },
  }
}

/** The page root(s) currently shown: every visible `[data-page]` element. */
export async function shownRoots(page) {
  return page.evaluate(() =>
    [...document.querySelectorAll('[data-page]')]
      .filter((el) => {
        const rect = el.getBoundingClientRect()
        return rect.width > 0 && rect.height > 0 && getComputedStyle(el).visibility !== 'hidden'
      })
      .map((el) => {
        let params
        try {
          params = JSON.parse(el.getAttribute('data-params') ?? 'null')
        } catch {
          params = { unparsable: el.getAttribute('data-params') }
        }
        return { name: el.getAttribute('data-page'), params, classes: [...el.classList], width: el.getBoundingClientRect().width }
      }),
  )
}

/** The app's state: URL, document title and the shown page root. */
export async function appState(page) {
  const roots = await shownRoots(page)
  const { pathname, search, title } = await page.evaluate(() => ({
    pathname: location.pathname,
    search: location.search,
    title: document.title,
  }))
  return { pathname, search, title, roots, root: roots.length === 1 ? roots[0] : undefined }
}

/**
 * Waits until exactly one page root is shown and `check(state)` returns true; returns the last
 * state either way (the caller asserts on it, so a failure shows what was there instead).
 */
export async function settle(page, check, timeout = TIMEOUT) {
  let state
  await waitUntil(
    async () => {
      state = await appState(page).catch(() => undefined)
      return state?.root && check(state)
    },
    { timeout },
  )
  return state
}

/** Goes to a path of the app and waits until `expect` (a page name) is shown with its title. */
export async function open(page, url, expectName, expectTitle) {
  await page.goto(url, { waitUntil: 'load' })
  return settle(page, (s) => s.root.name === expectName && (expectTitle === undefined || s.title === expectTitle))
}

/** Until the shown page's brand colour (`--color-primary`, the shop's theme) is `colour` (lower-case hex). */
export function waitForColour(page, colour) {
  return page.waitForFunction(
    (expected) => {
      const root = [...document.querySelectorAll('[data-page]')].find((el) => el.getBoundingClientRect().height > 0)
      return root ? getComputedStyle(root).getPropertyValue('--color-primary').trim().toLowerCase() === expected : false
    },
    colour,
    { timeout: TIMEOUT },
  )
}
