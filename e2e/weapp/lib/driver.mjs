// The WeChat driver of the journey steps (docs/decisions/e2e-journeys.md): the built weapp under
// the runtime harness (./harness.mjs). The same steps as e2e/lib/drivers/chromium.mjs, which lists
// them; every wait is the harness's: until the app is quiet and the state holds. There is no
// layout here: "shown" means in the current page's tree (a closed popup's items may stay in it,
// where Chromium sees them hidden).
import { pagePath } from '../../lib/app.mjs'
import { SETTLE_TIMEOUT_MS } from './harness.mjs'
import { queryString } from './setup.mjs'

const matches = (actual, expected) =>
  expected === undefined || (expected instanceof RegExp ? expected.test(actual) : actual === expected)

/** Drives `app` (one launched mini-program); `gatewayUrl` is the gateway it talks to. */
export function weappDriver(app, { gatewayUrl }) {
  const shownName = () => (app.current && app.exists('.page-root') ? app.dataset('.page-root').page : undefined)
  const until = async (what, check, seen, timeout = SETTLE_TIMEOUT_MS) => {
    if (!(await app.waitUntil(check, { timeout }))) throw new Error(`${what}: not within ${timeout} ms (${seen()})`)
  }
  const driver = {
    name: 'weapp',
    app,
    gatewayUrl,
    async open(name, params = {}, { expect = name, query = {}, timeout } = {}) {
      await app.reLaunch(`/${pagePath(name)}${queryString({ ...params, ...query })}`)
      return driver.waitForPage(expect, { timeout })
    },
    async waitForPage(name, { timeout } = {}) {
      const names = [name].flat()
      await until(
        `waitForPage(${names})`,
        () => names.includes(shownName()),
        () => `${shownName() ?? 'no page'} shown`,
        timeout,
      )
      return { name: shownName(), params: { ...app.page().query } }
    },
    async tap(selector) {
      await until(
        `tap(${selector})`,
        () => app.exists(selector),
        () => 'not shown',
      )
      await app.tap(selector)
    },
    async tapText(selector, text) {
      const index = () => app.$$(selector).findIndex((el) => el.textContent.replace(/\s+/g, ' ').trim() === text)
      await until(
        `tapText(${selector}, ${text})`,
        () => index() >= 0,
        () => app.$$(selector).map((el) => el.textContent.trim()),
      )
      await app.tap(selector, index())
    },
    async fill(selector, value) {
      await until(
        `fill(${selector})`,
        () => app.exists(selector),
        () => 'not shown',
      )
      await app.input(selector, value)
    },
    async see(selector, { text, timeout } = {}) {
      const current = () => (app.exists(selector) ? app.text(selector) : undefined)
      await until(
        `see(${selector}${text === undefined ? '' : `, ${text}`})`,
        () => current() !== undefined && matches(current(), text),
        () => (current() === undefined ? 'not shown' : `"${current()}"`),
        timeout,
      )
      return current()
    },
    async gone(selector, { timeout } = {}) {
      await until(
        `gone(${selector})`,
        () => !app.exists(selector),
        () => 'still shown',
        timeout,
      )
    },
    async text(selector) {
      return app.text(selector)
    },
    async count(selector) {
      return app.$$(selector).length
    },
    async storage(key) {
      const value = app.wx.getStorageSync(key)
      return value === '' ? undefined : value
    },
    async answers(part) {
      return app.requests.filter((r) => r.url.includes(part)).map((r) => r.data)
    },
    async answer(part, { nth = 0, timeout } = {}) {
      const list = () => app.requests.filter((r) => r.url.includes(part))
      await until(
        `answer(${part}, ${nth})`,
        () => list().length > nth,
        () => `${list().length} so far`,
        timeout,
      )
      return list()[nth].data
    },
    errors: () => app.errors.map((e) => `[${e.kind}] ${e.message}`),
    close: () => app.close(),
  }
  return driver
}
