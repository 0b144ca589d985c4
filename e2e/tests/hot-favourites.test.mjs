// Hot shows and favourite shows (issue 7 item 5) in Chromium against a fresh gateway, as a buyer:
// - /hot lists the city's shows, most wanted first, 20 at a time; a card opens its show;
// - favourites need login: a new buyer sees the empty hint with recommendations; the heart on a
//   show's page adds it; the favourites page lists it; remove takes it off here and at the gateway.
// In zh-CN light, en-US dark and zh-MO light; screenshots hot-*.png and favourites-*.png.
import assert from 'node:assert/strict'
import { mkdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { after, afterEach, before, describe, it } from 'node:test'
import { projectRoot } from '../../scripts/lib/routes.mjs'
import { loginByPhone } from '../lib/accounts.mjs'
import { pagePath } from '../lib/app.mjs'
import { PHONE, TIMEOUT, baseUrl, launch, settle, stopOwnServer } from '../lib/browser.mjs'
import { screenshot } from '../lib/screenshot.mjs'

const SCREENSHOT_DIR = join(projectRoot, 'e2e', 'screenshots')
const words = (locale) => JSON.parse(readFileSync(join(projectRoot, 'src', 'i18n', 'locales', 'shows', `${locale}.json`), 'utf8'))
const LOOKS = [
  ['zh-CN', 'light'],
  ['en-US', 'dark'],
  ['zh-MO', 'light'],
]
/** The page size of spec section 9's show lists. */
const PAGE = 20
/** A Shanghai show on sale (a drama with seat picking). */
const SHOW = 'SH1007'

async function favourites(base, token) {
  const response = await fetch(`${base}/cyy_gatewayapi/user/buyer/v3/favorite_shows?offset=0&length=${PAGE}`, {
    headers: { 'terminal-src': 'H5', 'merchant-id': '10001', 'access-token': token },
  })
  return (await response.json()).data
}

describe('hot and favourite shows', () => {
  let base
  let browser
  before(async () => {
    base = await baseUrl()
    mkdirSync(SCREENSHOT_DIR, { recursive: true })
  })
  afterEach(async () => {
    await browser?.close()
    browser = undefined
  })
  after(stopOwnServer)

  const shot = (page, name) => screenshot(page, name)

  for (const [lang, theme] of LOOKS) {
    it(`hot shows (${lang}, ${theme}): the city's shows, at most a page of ${PAGE} first, a card opens its show`, async () => {
      browser = await launch(PHONE)
      const { page, errors } = browser
      await page.goto(`${base}/hot?lang=${lang}&theme=${theme}`)
      await settle(page, (s) => s.root.name === 'hotTicket')
      const cards = page.locator('.show-card')
      await cards.first().waitFor({ timeout: TIMEOUT })
      const count = await cards.count()
      assert.ok(count > 1 && count <= PAGE, `${count} cards`)
      await shot(page, `hot-${lang}-${theme}.png`)
      const name = await page.locator('.show-card__name').first().innerText()
      await cards.first().click()
      const opened = await settle(page, (s) => ['showDetail', 'groupShowDetail'].includes(s.root.name), TIMEOUT * 2)
      if (opened.root.name === 'showDetail') {
        await page.locator('.show-detail__name', { hasText: name }).waitFor({ timeout: TIMEOUT })
      }
      assert.deepEqual(errors, [])
    })
  }

  it('favourites: empty with recommendations, the heart adds a show, remove takes it off (zh-CN, then en-US dark)', async () => {
    const session = await loginByPhone(base, '13600008201')
    browser = await launch(PHONE, { loggedIn: session })
    const { page, errors } = browser
    const ZH = words('zh-CN')

    await page.goto(`${base}/${pagePath('favoriteShow')}`)
    await settle(page, (s) => s.root.name === 'favoriteShow')
    await page.getByText(ZH.favorite.empty).waitFor({ timeout: TIMEOUT })
    await page.locator('.show-card').first().waitFor({ timeout: TIMEOUT }) // the recommendations
    await shot(page, 'favourites-empty-zh-CN-light.png')

    // The heart on the show's page.
    await page.goto(`${base}/content/${SHOW}`)
    await settle(page, (s) => s.root.name === 'showDetail')
    const heart = page.locator('.buy-bar__favourite')
    await heart.waitFor({ timeout: TIMEOUT })
    assert.equal(await page.locator('.buy-bar__favourite--on').count(), 0)
    await heart.click()
    await page.locator('.buy-bar__favourite--on').waitFor({ timeout: TIMEOUT })
    assert.deepEqual(
      (await favourites(base, session.accessToken)).list.map((show) => show.showId),
      [SHOW],
      'kept at the gateway',
    )

    // The favourites page lists it; remove takes it off.
    await page.goto(`${base}/${pagePath('favoriteShow')}?lang=en-US&theme=dark`)
    await settle(page, (s) => s.root.name === 'favoriteShow')
    const EN = words('en-US')
    const remove = page.locator('.favorite-shows__remove')
    await remove.first().waitFor({ timeout: TIMEOUT })
    assert.equal(await remove.count(), 1)
    assert.equal((await remove.first().innerText()).trim(), EN.favorite.remove)
    await shot(page, 'favourites-en-US-dark.png')
    await remove.first().click()
    await page.getByText(EN.favorite.empty).waitFor({ timeout: TIMEOUT })
    assert.equal((await favourites(base, session.accessToken)).list.length, 0, 'removed at the gateway')
    assert.deepEqual(errors, [])
  })

  it('favourites need login: an anonymous buyer is sent to log in', async () => {
    browser = await launch(PHONE)
    const { page } = browser
    await page.goto(`${base}/${pagePath('favoriteShow')}`)
    const state = await settle(page, (s) => /^login/.test(s.root.name), TIMEOUT * 2)
    assert.match(state?.root?.name ?? '', /^login/)
  })
})
