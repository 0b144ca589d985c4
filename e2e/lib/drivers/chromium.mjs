// The Chromium driver of the journey steps (docs/decisions/e2e-journeys.md): the H5 build in
// Debian's Chromium through playwright-core. Its twin is e2e/weapp/lib/driver.mjs (the WeChat
// build under the runtime harness); a journey (e2e/journeys/) calls only what both offer:
//
//   name                         'chromium' | 'weapp'
//   gatewayUrl                   where the gateway's paths and /dev/ answer
//   open(page, params, { expect, query })  open a page of the route table afresh; resolves once
//                                `expect` (default: that page) is shown (with `inApp`, see
//                                chromiumDriver, by the app's own router once a page is shown)
//   waitForPage(page)            until that page (or one of a list) is the one shown; `{ name, params }`
//   tap(selector)                a tap on the first match shown (waits for it)
//   tapText(selector, text)      a tap on the first match shown whose text is `text`
//   fill(selector, value)        types into the input of a form field (the field's class)
//   see(selector, { text })      until the first match shows (and its text equals `text`, or
//                                matches it when a RegExp); resolves to its text
//   gone(selector)               until nothing matches
//   text(selector), count(selector)  now, no wait
//   storage(key)                 what the app stored under `key` (Taro storage), or undefined
//   answer(part, { nth })        the gateway's answer (body) to the nth request whose URL contains
//                                `part` (default: the first), waiting for it; answers(part): all so far
//   errors()                     uncaught errors and failed requests so far
//   close()
//
// For what only a browser has: `d.page` (playwright's page) and `d.browser` (lib/browser.mjs launch()).
//
// Selectors are the app's own classes: the same markup renders on both targets. Text is compared
// with its whitespace collapsed.
import { pagePath, PAGES, webPathParams } from '../app.mjs'
import { PHONE, TIMEOUT, baseUrl, launch, settle } from '../browser.mjs'
import { POLL_MS } from '../wait.mjs'

const collapse = (text) =>
  String(text ?? '')
    .replace(/\s+/g, ' ')
    .trim()
const matches = (actual, expected) =>
  expected === undefined || (expected instanceof RegExp ? expected.test(actual) : actual === expected)

/** `name`'s address with `params`: its first web path whose parameters are given, else its page path. */
export function addressOf(name, params = {}) {
  const query = { ...params }
  const web = PAGES[name].web.find((path) => webPathParams(path).every((p) => p in params))
  let path = `/${pagePath(name)}`
  if (web) {
    path = web.replace(/:([A-Za-z]+)/g, (_, p) => {
      const value = encodeURIComponent(query[p])
      delete query[p]
      return value
    })
  }
  const search = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString()
  return search ? `${path}?${search}` : path
}

/** The parameters the app reads when it starts (language, theme, shop): a change of these needs a fresh load. */
const LOOK_PARAMS = ['lang', 'theme', 'merchantId']

/**
 * A fresh browser (fresh profile), anonymous unless `session` (`{ userId, accessToken,
 * refreshToken }`, or true for this process's test user). `query` is added to every address
 * opened (`lang=en-US`, `merchantId=10002`). `inApp`: once a page of the app is shown, `open`
 * goes to the next address the way the browser's forward button would (history entry and
 * popstate: Taro's router loads the page in place, as the mini-programs' reLaunch does), not by
 * loading the app again; an address whose language, theme or shop differs is still loaded afresh.
 */
export async function chromiumDriver({ session, device = PHONE, query = {}, downloadBar = false, inApp = false } = {}) {
  const base = await baseUrl()
  const browser = await launch(device, { loggedIn: session ?? false, downloadBar })
  const { page } = browser
  const received = []
  page.on('response', (response) => {
    if (!response.url().includes('/cyy_gatewayapi/')) return
    received.push({ url: response.url(), body: response.json().catch(() => undefined) })
  })
  const shown = (selector) => page.locator(selector).filter({ visible: true }).first()
  const until = async (what, check, timeout = TIMEOUT) => {
    const deadline = Date.now() + timeout
    for (;;) {
      const outcome = await check()
      if (outcome.done) return outcome.value
      if (Date.now() > deadline) throw new Error(`${what}: not within ${timeout} ms (${outcome.seen})`)
      // The interval between two looks at the page; what is waited for is the state.
      await new Promise((resolve) => setTimeout(resolve, POLL_MS))
    }
  }

  const lookOf = (address) => {
    const search = new URL(address, base).searchParams
    return LOOK_PARAMS.map((key) => search.get(key)).join('|')
  }
  /** The document `open` last loaded and its look (a payment page's return loads another). */
  let loaded
  const documentId = () => page.evaluate(() => performance.timeOrigin)
  /**
   * Whether `name` at `address` can be opened by the app's router: the document `open` loaded, in
   * the same look, with no instance of that page in its stack (Taro's router would show that one
   * again instead of loading it).
   */
  const inAppReach = async (name, address) =>
    loaded?.look === lookOf(address) &&
    new URL(page.url()).origin === new URL(base).origin &&
    (await documentId().catch(() => undefined)) === loaded.document &&
    (await page.locator(`[data-page="${name}"]`).count()) === 0

  const driver = {
    name: 'chromium',
    page,
    browser,
    gatewayUrl: base,
    async open(name, params = {}, { expect = name, query: more = {}, timeout } = {}) {
      const address = addressOf(name, { ...params, ...query, ...more })
      if (inApp && (await inAppReach(name, address))) {
        await page.evaluate((to) => {
          window.history.pushState(null, '', to)
          window.dispatchEvent(new PopStateEvent('popstate', { state: null }))
        }, address)
      } else {
        await page.goto(`${base}${address}`, { waitUntil: 'load' })
        loaded = { look: lookOf(address), document: await documentId() }
      }
      return driver.waitForPage(expect, { timeout })
    },
    async waitForPage(name, { timeout = TIMEOUT * 2 } = {}) {
      const names = [name].flat()
      const state = await settle(page, (s) => names.includes(s.root.name), timeout)
      if (!names.includes(state?.root?.name))
        throw new Error(`waitForPage(${names}): ${state?.root?.name ?? 'no page'} at ${state?.pathname}`)
      return { name: state.root.name, params: state.root.params ?? {} }
    },
    async tap(selector) {
      await shown(selector).click()
    },
    async tapText(selector, text) {
      await page
        .locator(selector)
        .filter({ visible: true, hasText: new RegExp(`^\\s*${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*$`) })
        .first()
        .click()
    },
    async fill(selector, value) {
      await shown(`${selector} input, input${selector}, ${selector} textarea, textarea${selector}`).fill(String(value))
    },
    see(selector, { text, timeout } = {}) {
      return until(
        `see(${selector}${text === undefined ? '' : `, ${text}`})`,
        async () => {
          const element = shown(selector)
          if (!(await element.count())) return { done: false, seen: 'not shown' }
          const actual = collapse(await element.textContent().catch(() => ''))
          return { done: matches(actual, text), value: actual, seen: `"${actual}"` }
        },
        timeout,
      )
    },
    gone(selector, { timeout } = {}) {
      return until(
        `gone(${selector})`,
        async () => ({ done: (await driver.count(selector)) === 0, seen: 'still shown' }),
        timeout,
      )
    },
    async text(selector) {
      return collapse(await shown(selector).textContent())
    },
    count(selector) {
      return page.locator(selector).filter({ visible: true }).count()
    },
    async storage(key) {
      const raw = await page.evaluate((k) => window.localStorage.getItem(k), key)
      if (raw === null) return undefined
      // Taro H5 keeps `{ data }` around the value the app stored.
      return JSON.parse(raw).data
    },
    async answers(part) {
      return Promise.all(received.filter((r) => r.url.includes(part)).map((r) => r.body))
    },
    answer(part, { nth = 0, timeout } = {}) {
      return until(
        `answer(${part}, ${nth})`,
        async () => {
          const list = received.filter((r) => r.url.includes(part))
          return list.length > nth ? { done: true, value: await list[nth].body } : { done: false, seen: `${list.length} so far` }
        },
        timeout,
      )
    },
    errors: () => [...browser.errors],
    close: () => browser.close(),
  }
  return driver
}
