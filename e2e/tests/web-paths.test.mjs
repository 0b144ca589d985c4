// Every web path of the route table, opened directly (a shared link) and reloaded by a logged-in
// user: the right page, its parameters, its zh-CN title. (routing.test.mjs: the anonymous user.)
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { PAGES, unexpectedErrors, webPathCases, zhTitle } from '../lib/app.mjs'
import { baseUrl, launch, settle, stopOwnServer } from '../lib/browser.mjs'

/**
 * Landings that move on by design are opened by their own tests (oauth-login.test.mjs): wxauth
 * sends the browser to WeChat's authorisation and on to its backurl.
 */
const MOVES_ON = new Set(['wxauth'])
const cases = webPathCases().filter((c) => !MOVES_ON.has(c.expected))

describe(`every web path of the route table (${cases.length})`, () => {
  let browser
  let base
  before(async () => {
    base = await baseUrl()
    browser = await launch(undefined, { loggedIn: true })
  })
  after(async () => {
    await browser?.close()
    await stopOwnServer()
  })

  for (const c of cases) {
    const label = `${decodeURI(c.url)} -> ${c.expected}${c.expected !== c.name ? ` (via ${c.name})` : ''}`
    it(label, async () => {
      const { page, errors } = browser
      errors.length = 0
      const title = zhTitle(c.expected)
      assert.ok(title, `zh-CN.json has no title.${c.expected}`)
      const matches = (s) =>
        s.root.name === c.expected &&
        s.title === title &&
        Object.entries(c.params).every(([key, value]) => s.root.params?.[key] === value)

      await page.goto(base + c.url)
      const first = await settle(page, matches)
      assertState(first, c, title, 'direct load')
      if (!PAGES[c.name].redirectTo)
        assert.equal(
          decodeURI(first.pathname),
          decodeURI(c.url),
          `direct load: the address changed to ${first.pathname}${first.search}`,
        )
      else assertCleanAddress(first)

      await page.reload()
      const again = await settle(page, matches)
      assertState(again, c, title, 'after reload')
      assert.equal(again.pathname, first.pathname, 'reload changed the path')
      assert.deepEqual(unexpectedErrors(errors), [], 'errors while loading')
    })
  }
})

/** After a redirect, the address has no unfilled `:param` and no Taro-internal parameter. */
function assertCleanAddress(state) {
  assert.doesNotMatch(state.pathname, /\/:/, `the address has an unfilled :parameter: ${state.pathname}`)
  assert.doesNotMatch(state.search, /taroTimestamp|(^|[?&])stamp=/, `Taro-internal parameters in the address: ${state.search}`)
}

function assertState(state, c, title, when) {
  assert.ok(state, `${when}: the app did not render`)
  assert.equal(
    state.roots.length,
    1,
    `${when}: ${state.roots.length} page roots shown (${state.roots.map((r) => r.name).join(', ')}) at ${state.pathname}`,
  )
  const { root } = state
  assert.equal(root.name, c.expected, `${when}: data-page is ${root.name} at ${state.pathname}${state.search}`)
  for (const [key, value] of Object.entries(c.params))
    assert.equal(
      root.params?.[key],
      value,
      `${when}: data-params ${JSON.stringify(root.params)} has ${key}=${JSON.stringify(root.params?.[key])}, expected ${JSON.stringify(value)}`,
    )
  assert.equal(state.title, title, `${when}: document.title`)
}
