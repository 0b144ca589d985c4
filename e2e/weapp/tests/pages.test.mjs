// Every page of the route table, opened in the compiled WeChat build (dist/weapp): it mounts in
// WeChat's template compiler and component engine without an error, shows the page it should
// with the parameters it was given, and shows its content (a page not built yet shows the shared
// placeholder, and nothing else).
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { pageStatuses } from '../../../scripts/lib/page-status.mjs'
import { PAGES, PAGE_NAMES, ZH_CN, feature, finalPage, pagePath, sampleValue, webPathParams } from '../../lib/app.mjs'
import { loginByPhone } from '../../lib/accounts.mjs'
import { launch, TARGET } from '../lib/harness.mjs'
import { gatewayForTests, queryString, sessionStorage } from '../lib/setup.mjs'

const statuses = new Map((await pageStatuses()).map((row) => [row.name, row.status]))

/** The parameters a page is opened with: those of its web paths and its declared ones. */
function sampleParams(name) {
  const names = new Set([...PAGES[name].web.flatMap(webPathParams), ...(PAGES[name].params ?? [])])
  return Object.fromEntries([...names].map((param) => [param, sampleValue(param)]))
}

describe(`every page of the route table in the ${TARGET} runtime (${PAGE_NAMES.length})`, () => {
  let gateway
  let app
  const mounted = { built: 0, 'not-yet': 0 }
  before(async () => {
    gateway = await gatewayForTests()
    // Logged in for real, so pages that need login open themselves and pages that ask the gateway
    // for the user's data get it (navigation.test.mjs: the anonymous user).
    const session = await loginByPhone(gateway.url, '13600009999')
    app = await launch({
      gatewayUrl: gateway.url,
      storage: sessionStorage(session),
    })
  })
  after(async () => {
    await app?.close()
    await gateway?.close()
    console.log(
      `${TARGET} runtime: ${mounted.built + mounted['not-yet']} of ${PAGE_NAMES.length} pages mounted (${mounted.built} built, ${mounted['not-yet']} not yet)`,
    )
  })

  /** Forms opened without the id of what they edit are add forms, titled so (PageShell titleKey). */
  const ADD_FORM_TITLES = {
    addressModification: feature('address').list.add,
    audienceModification: feature('attendee').list.add,
  }

  for (const name of PAGE_NAMES) {
    const params = sampleParams(name)
    const url = `/${pagePath(name)}${queryString(params)}`
    const expected = finalPage(name)
    it(`${name}: ${decodeURIComponent(url)}${expected !== name ? ` -> ${expected}` : ''}`, async () => {
      await app.reLaunch(url)
      assert.equal(app.page().route, pagePath(expected), 'the page on top of the stack')
      const root = app.dataset('.page-root')
      assert.equal(root.page, expected, 'data-page of the page root')
      // A tab page opened by a redirect gets no parameters (switchTab has none).
      if (!PAGES[expected].tab) {
        const shown = JSON.parse(root.params ?? '{}')
        for (const [key, value] of Object.entries(params)) assert.equal(shown[key], value, `parameter ${key}`)
      }
      const title = ADD_FORM_TITLES[expected] ?? ZH_CN.title[expected]
      // defaultNavBar everywhere; miniNativeNavBar on mini-programs (the web view covers a custom bar).
      if (PAGES[expected].defaultNavBar || PAGES[expected].miniNativeNavBar)
        assert.ok(!app.exists('.nav-bar'), 'the platform draws the navigation bar')
      else assert.equal(app.text('.nav-bar__title'), title, 'the translated title in the custom navigation bar')
      const set = app.titles.filter((entry) => entry.route === pagePath(expected)).at(-1)
      assert.equal(set?.title, title, 'the title given to wx.setNavigationBarTitle')
      const placeholder = app.exists('.not-yet')
      if (statuses.get(expected) === 'not-yet') {
        assert.ok(placeholder, 'a page not built yet shows the placeholder')
        assert.match(app.text('.not-yet'), new RegExp(ZH_CN.notYet.title))
      } else {
        assert.ok(!placeholder, 'a built page does not show the placeholder')
        // Its content may come after a chain of requests (a loaded machine outlasts one quiet window).
        await app.waitUntil(() => app.text('.page-root__body') !== '')
        assert.notEqual(app.text('.page-root__body'), '', 'a built page shows content')
      }
      app.assertNoErrors()
      assert.deepEqual(app.missingApis, [], `APIs ${TARGET} does not have`)
      mounted[statuses.get(expected)] += 1
    })
  }
})
