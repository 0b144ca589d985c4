// Launch query parameters (?lang=, ?theme=) and the page width rules (spec section 2: at most
// 500 wide, 960 in desktop mode).
import assert from 'node:assert/strict'
import { readFileSync } from 'node:fs'
import { after, before, describe, it } from 'node:test'
import { enTitle, zhTitle } from '../lib/app.mjs'
import { pageStatuses } from '../../scripts/lib/page-status.mjs'
import { loadRoutes } from '../../scripts/lib/routes.mjs'
import { DESKTOP, PHONE, WIDE_MOBILE, baseUrl, launch, settle, stopOwnServer } from '../lib/browser.mjs'

/**
 * A page open to everyone whose words are all the app's own (no gateway text): about-order, how
 * orders work. (These checks used the "not available yet" page until every page was built.)
 */
const STATIC_PAGE = 'aboutOrder'
const { PAGES } = await loadRoutes()
const staticEntry = (await pageStatuses()).find((entry) => entry.name === STATIC_PAGE)
assert.ok(staticEntry && !PAGES[STATIC_PAGE].login, `${STATIC_PAGE} is a page open to everyone`)
const PLACEHOLDER = staticEntry.path
const PLACEHOLDER_PAGE = STATIC_PAGE
const orderWords = (locale) =>
  JSON.parse(readFileSync(new URL(`../../src/i18n/locales/order/${locale}.json`, import.meta.url), 'utf8'))
const EN_HEADING = orderWords('en-US').notes.about.title
const ZH_HEADING = orderWords('zh-CN').notes.about.title

/** One fresh browser per test: ?lang= and ?theme= are remembered in storage. */
async function withBrowser(device, fn) {
  const browser = await launch(device)
  try {
    return await fn(browser)
  } finally {
    await browser.close()
  }
}

/** Relative luminance of a CSS rgb()/rgba() colour, 0 (black) to 1 (white). */
function luminance(css) {
  const [r, g, b] = (css.match(/[\d.]+/g) ?? [])
    .slice(0, 3)
    .map(Number)
    .map((v) => {
      const c = v / 255
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
    })
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

const rootStyle = (page, name) =>
  page.$eval(`[data-page="${name}"]`, (el) => {
    const style = getComputedStyle(el)
    const rect = el.getBoundingClientRect()
    return { background: style.backgroundColor, color: style.color, left: rect.left, width: rect.width }
  })

describe('launch parameters and layout', () => {
  let base
  before(async () => {
    base = await baseUrl()
  })
  after(stopOwnServer)

  const test = (name, fn) => it(name, fn)

  test('?lang=en-US shows the page and its title in English', () =>
    withBrowser(PHONE, async ({ page, errors }) => {
      await page.goto(`${base}${PLACEHOLDER}?lang=en-US`)
      const state = await settle(page, (s) => s.root.name === PLACEHOLDER_PAGE && s.title === enTitle(PLACEHOLDER_PAGE))
      assert.equal(state.root?.name, PLACEHOLDER_PAGE)
      assert.equal(state.title, enTitle(PLACEHOLDER_PAGE), 'document.title in English')
      const text = await page.locator(`[data-page="${PLACEHOLDER_PAGE}"] .order-notes__title`).innerText()
      assert.equal(text.trim(), EN_HEADING)
      assert.deepEqual(errors, [])
    }))

  test('without ?lang= the page is in zh-CN', () =>
    withBrowser(PHONE, async ({ page }) => {
      await page.goto(`${base}${PLACEHOLDER}`)
      const state = await settle(page, (s) => s.root.name === PLACEHOLDER_PAGE && s.title === zhTitle(PLACEHOLDER_PAGE))
      assert.equal(state.title, zhTitle(PLACEHOLDER_PAGE))
      const text = await page.locator(`[data-page="${PLACEHOLDER_PAGE}"] .order-notes__title`).innerText()
      assert.equal(text.trim(), ZH_HEADING)
    }))

  test('?theme=dark sets theme-dark on the page root, with a dark background', () =>
    withBrowser(PHONE, async ({ page }) => {
      await page.goto(`${base}${PLACEHOLDER}?theme=dark`)
      const state = await settle(page, (s) => s.root.name === PLACEHOLDER_PAGE && s.root.classes.includes('theme-dark'))
      assert.ok(state.root?.classes.includes('theme-dark'), `classes: ${state.root?.classes.join(' ')}`)
      assert.ok(!state.root.classes.includes('theme-light'))
      const { background, color } = await rootStyle(page, PLACEHOLDER_PAGE)
      assert.ok(luminance(background) < 0.2, `dark background expected, got ${background}`)
      assert.ok(luminance(color) > 0.5, `light text expected, got ${color}`)
    }))

  test('?theme=light (and the default) sets theme-light, with a light background', () =>
    withBrowser({ ...PHONE, colorScheme: 'dark' }, async ({ page }) => {
      await page.goto(`${base}${PLACEHOLDER}?theme=light`)
      const state = await settle(page, (s) => s.root.name === PLACEHOLDER_PAGE && s.root.classes.includes('theme-light'))
      assert.ok(state.root?.classes.includes('theme-light'), `classes: ${state.root?.classes.join(' ')}`)
      const { background } = await rootStyle(page, PLACEHOLDER_PAGE)
      assert.ok(luminance(background) > 0.6, `light background expected, got ${background}`)
    }))

  for (const path of ['/', PLACEHOLDER]) {
    const name = path === '/' ? 'homeList' : PLACEHOLDER_PAGE

    test(`${path}: on a phone the page fills the 390 px screen`, () =>
      withBrowser(PHONE, async ({ page }) => {
        await page.goto(base + path)
        await settle(page, (s) => s.root.name === name)
        const { width } = await rootStyle(page, name)
        assert.equal(Math.round(width), 390)
      }))

    test(`${path}: a 1200 px window with a mobile UA keeps the page at most 500 px, centred`, () =>
      withBrowser(WIDE_MOBILE, async ({ page }) => {
        await page.goto(base + path)
        const state = await settle(page, (s) => s.root.name === name)
        assert.ok(!state.root.classes.includes('page-root--pc'), 'not desktop mode with a mobile UA')
        const { width, left } = await rootStyle(page, name)
        assert.ok(width <= 500 && width > 0, `page width ${width}`)
        assert.ok(Math.abs(left - (1200 - width) / 2) <= 1, `page left edge ${left}: not centred`)
      }))

    test(`${path}: desktop mode (1200 px, desktop UA) allows up to 960 px`, () =>
      withBrowser(DESKTOP, async ({ page }) => {
        await page.goto(base + path)
        const state = await settle(page, (s) => s.root.name === name)
        assert.ok(state.root.classes.includes('page-root--pc'), `desktop mode class: ${state.root.classes.join(' ')}`)
        const { width } = await rootStyle(page, name)
        assert.ok(width <= 960 && width > 500, `page width ${width}`)
        if (name === 'homeList')
          assert.equal(await page.locator('[data-page="homeList"] .tab-bar').count(), 0, 'no tab bar in desktop mode')
      }))
  }
})
