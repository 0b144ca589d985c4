// Routing beyond the web-path table: the home aliases, show-group ids, pages that only have
// their own path, and the main-package entry pages that forward to a sub-package page.
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { PAGES, finalPage, pagePath, pagesWithoutWebPath, unexpectedErrors, zhTitle } from '../lib/app.mjs'
import { baseUrl, launch, settle, stopOwnServer } from '../lib/browser.mjs'

/** Pages without a web path, opened at their own path (E2E_ALL_PAGES=1: all of them). */
const SAMPLE = [
  'pickSeat',
  'showConfirmOrder',
  'ticketDetailNew',
  'addPurchaseList',
  'invoice',
  'parkingRecord',
  'memberRight',
  'cardRange',
  'openShowConfirm',
  'reserveDetail',
]
const ownPathPages = (process.env.E2E_ALL_PAGES ? pagesWithoutWebPath() : SAMPLE).filter((name) => !PAGES[name].redirectTo)
/** Main-package entry pages (kept for scan codes and old share links). */
const entries = pagesWithoutWebPath().filter((name) => PAGES[name].redirectTo)

describe('routing', () => {
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

  const test = (name, fn) => it(name, fn)

  async function expectPage(path, name, params = {}) {
    const { page, errors } = browser
    errors.length = 0
    await page.goto(base + path)
    const title = zhTitle(name)
    const state = await settle(
      page,
      (s) => s.root.name === name && s.title === title && Object.entries(params).every(([k, v]) => s.root.params?.[k] === v),
    )
    assert.ok(
      state?.root,
      `${path}: no page shown (${state?.roots.length ?? 0} page roots) at ${state?.pathname}${state?.search ?? ''}`,
    )
    assert.equal(state.root.name, name, `${path}: data-page at ${state.pathname}${state.search}`)
    for (const [key, value] of Object.entries(params))
      assert.equal(
        state.root.params?.[key],
        value,
        `${path}: ${key} in data-params ${JSON.stringify(state.root.params)} (address ${state.pathname}${state.search})`,
      )
    assert.equal(state.title, title, `${path}: document.title`)
    assert.deepEqual(unexpectedErrors(errors), [], `${path}: errors while loading`)
    return state
  }

  describe('home list', () => {
    for (const path of ['/', '/pages/list/list', '/pages/home/home'])
      test(`${path} opens the home list`, async () => {
        const state = await expectPage(path, 'homeList')
        assert.ok(state.root.classes.includes('page-root--tab'), 'the home list is a tab page')
      })
  })

  test('/content/SG123 (a show group id) ends on group show detail with showId SG123', async () => {
    const state = await expectPage('/content/SG123', 'groupShowDetail', { showId: 'SG123' })
    assert.equal(decodeURI(state.pathname), '/group-show/SG123', 'the address shows the group show web path')
  })

  test('a show id without SG stays on show detail', async () => {
    await expectPage('/content/S123', 'showDetail', { showId: 'S123' })
  })

  describe(`pages without a web path open at their own path (${ownPathPages.length}${process.env.E2E_ALL_PAGES ? ', all' : ', a sample'})`, () => {
    for (const name of ownPathPages)
      test(`/${pagePath(name)} -> ${name}`, async () => {
        const state = await expectPage(`/${pagePath(name)}?e2e=1&from=test`, name, { e2e: '1', from: 'test' })
        assert.equal(state.pathname, `/${pagePath(name)}`, 'the address stays')
      })
  })

  describe(`main-package entry pages forward with their parameters (${entries.length})`, () => {
    for (const name of entries) {
      const target = finalPage(name)
      const params = PAGES[target].tab ? {} : { showId: 'e2e-77', e2e: '1' }
      test(`/${pagePath(name)} -> ${target}`, async () => {
        const query = new URLSearchParams(params).toString()
        const state = await expectPage(`/${pagePath(name)}${query ? `?${query}` : ''}`, target, params)
        assert.doesNotMatch(state.search, /taroTimestamp|(^|[?&])stamp=/, 'Taro-internal parameters leak into the address')
        assert.doesNotMatch(state.pathname, /\/:/, 'the address has an unfilled :parameter')
      })
    }
  })
})

describe('login guard: an anonymous user opening a page that needs login', () => {
  let browser
  let base
  before(async () => {
    base = await baseUrl()
    browser = await launch()
  })
  after(async () => {
    await browser?.close()
    await stopOwnServer()
  })

  const guarded = Object.keys(PAGES).filter((name) => PAGES[name].login && PAGES[name].web.length && !PAGES[name].redirectTo)
  for (const name of guarded) {
    const path = PAGES[name].web[0].replace(/:([A-Za-z]+)/g, 'e2e-1')
    it(`${path} (${name}) shows the login page instead`, async () => {
      const { page, errors } = browser
      errors.length = 0
      await page.goto(base + path)
      const state = await settle(page, (s) => s.root.name === 'login' && s.title === zhTitle('login'))
      assert.equal(state?.root?.name, 'login', `data-page at ${state?.pathname}`)
      assert.equal(state.pathname, PAGES.login.web[0], 'the address is the login page')
      assert.equal(state.roots.length, 1, 'only the login page is shown')
      assert.deepEqual(errors, [])
    })
  }
})
