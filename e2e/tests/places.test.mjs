// Tours, show groups and venues in Chromium against a fresh gateway (issue 7 items 6-8), as a new
// user: open a tour, filter its cities, follow it (login first, then back on the tour, followed);
// open a show group with its theatre, address and captcha windows; find a venue in the venue
// list, open it and its shows, and a group from there. Screenshots in zh-CN, zh-MO and en-US,
// light and dark. The tour and venue steps are e2e/journeys/places.mjs, driven in the WeChat
// runtime too.
import assert from 'node:assert/strict'
import { mkdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { after, afterEach, before, describe, it } from 'node:test'
import { projectRoot } from '../../scripts/lib/routes.mjs'
import { pagePath } from '../lib/app.mjs'
import { PHONE, TIMEOUT, baseUrl, launch, settle, stopOwnServer } from '../lib/browser.mjs'
import { screenshot } from '../lib/screenshot.mjs'
import { chromiumDriver } from '../lib/drivers/chromium.mjs'
import { TOUR, VENUE, filterCity, openTour, seeVenue } from '../journeys/places.mjs'

const SCREENSHOT_DIR = join(projectRoot, 'e2e', 'screenshots')
const words = (lang) => JSON.parse(readFileSync(join(projectRoot, 'src', 'i18n', 'locales', 'places', `${lang}.json`), 'utf8'))
const WORDS = { 'zh-CN': words('zh-CN'), 'zh-MO': words('zh-MO'), 'en-US': words('en-US') }
const ZH = WORDS['zh-CN']
const LANGS = ['zh-CN', 'zh-MO', 'en-US']
const THEMES = ['light', 'dark']
/** Seeded (server/src/seed/catalogue/show-plans.ts): a four-city tour, a group at VN1102. */
const GROUP = 'SG0001'

describe('tours, show groups and venues', () => {
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

  const dev = async (path) => (await (await fetch(`${base}${path}`)).json()).data
  const api = async (path, token) =>
    (
      await (
        await fetch(`${base}${path}`, { headers: { 'terminal-src': 'H5', ...(token ? { 'access-token': token } : {}) } })
      ).json()
    ).data

  async function shot(page, name) {
    await screenshot(page, `${name}.png`)
  }

  it('a new user opens a tour, filters a city, and follows it after logging in', async () => {
    const d = await chromiumDriver()
    browser = d.browser
    const { page, errors } = browser
    const tour = await openTour(d)
    assert.equal((await settle(page, (s) => s.root.name === 'tourDetail')).pathname, `/tour-detail/${TOUR}`, 'its web path')

    // Beijing only; a session opens its show.
    const beijing = await filterCity(d, tour, '北京')
    assert.deepEqual(
      await page.locator('.tour-stop').evaluateAll((stops) => stops.map((stop) => stop.getAttribute('data-city-id'))),
      [beijing.cityId],
    )
    const beijingShow = tour.shows.find((show) => show.cityId === beijing.cityId)
    await page.locator('.tour-session').first().click()
    const detail = await settle(page, (s) => s.root.name === 'showDetail')
    assert.equal(detail.root?.params.showId, beijingShow.showId)
    assert.equal(detail.root?.params.sessionId, beijingShow.sessions[0].bizShowSessionId)
    await page.goBack()
    await settle(page, (s) => s.root.name === 'tourDetail')

    // Follow: login first, then back on the tour, followed.
    const captcha = page.waitForResponse((response) => response.url().includes('/pub/v3/captcha'))
    await page.locator('.tour-detail__follow', { hasText: ZH.tour.follow }).click()
    await settle(page, (s) => s.root.name === 'login')
    const { captchaId } = (await (await captcha).json()).data
    await page.locator('.phone-login__captcha-img').waitFor({ state: 'visible', timeout: TIMEOUT })
    const phone = '13900004567'
    await page.locator('.phone-login__phone input').fill(phone)
    await page.locator('.phone-login__captcha input').fill((await dev(`/dev/captcha/${captchaId}`)).answer)
    await page.locator('.phone-login__get-code').click()
    await page.locator('.phone-login__get-code', { hasText: /\d+ ?秒后重新获取/ }).waitFor({ timeout: TIMEOUT })
    const [sms] = await dev(`/dev/outbox?recipient=${encodeURIComponent(`+86${phone}`)}`)
    await page.locator('.phone-login__code input').fill(sms.code)
    await page.locator('.phone-login__submit').click()

    const back = await settle(page, (s) => s.root.name === 'tourDetail' && s.pathname === `/tour-detail/${TOUR}`)
    assert.equal(back.root?.name, 'tourDetail', `after login: ${back.root?.name} at ${back.pathname}`)
    await page.locator('.tour-detail__follow--on', { hasText: ZH.tour.following }).waitFor({ timeout: TIMEOUT })
    await page.getByText(ZH.tour.followed).waitFor({ timeout: TIMEOUT })
    const token = await page.evaluate(() => JSON.parse(JSON.parse(window.localStorage.getItem('accessToken')).data))
    const follow = await api(`/cyy_gatewayapi/show/buyer/v3/tour/subscribe_favorite/${TOUR}`, token)
    assert.deepEqual(follow, { tourId: TOUR, isFavourite: true, favouriteCount: 1 }, 'the gateway keeps the follow')

    // A reload shows it followed; a tap stops following, at the gateway too.
    await page.reload()
    await page.locator('.tour-detail__follow--on').waitFor({ timeout: TIMEOUT })
    await page.locator('.tour-detail__follow').click()
    await page
      .locator('.tour-detail__follow:not(.tour-detail__follow--on)', { hasText: ZH.tour.follow })
      .waitFor({ timeout: TIMEOUT })
    assert.equal((await api(`/cyy_gatewayapi/show/buyer/v3/tour/subscribe_favorite/${TOUR}`, token)).isFavourite, false)
    assert.deepEqual(errors, [])
  })

  it('a show group: its theatre, address (copied on the web: no map here), captcha windows and shows', async () => {
    browser = await launch(PHONE)
    const { page, errors } = browser
    await page.goto(`${base}/group-show/${GROUP}`)
    await settle(page, (s) => s.root.name === 'groupShowDetail')
    const group = await api(`/cyy_gatewayapi/show/pub/v3/show_groups/${GROUP}`)
    await page.locator('.group-detail__name', { hasText: group.showGroupName }).waitFor({ timeout: TIMEOUT })
    await page.getByText(group.address).first().waitFor({ timeout: TIMEOUT })
    assert.deepEqual(
      await page
        .locator('.group-detail__show .show-card')
        .evaluateAll((cards) => cards.map((card) => card.getAttribute('data-show-id'))),
      group.shows.map((show) => show.showId),
    )
    const ahead = group.showCaptchaInfos.filter((info) => info.captchaSwitch.endTime > Date.now()).map((info) => info.showId)
    assert.ok(ahead.length > 0, 'the seed has a captcha window ahead')
    for (const showId of ahead)
      assert.equal(
        await page.locator(`.group-detail__show:has([data-show-id='${showId}']) .group-detail__captcha`).count(),
        1,
        showId,
      )
    assert.equal(await page.locator('.place-address__navigate').count(), 0, 'no map navigation on the web')
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'])
    await page.locator('.place-address__copy').click()
    await page.getByText(ZH.venue.copied).waitFor({ timeout: TIMEOUT })

    await page.locator(`.show-card[data-show-id='${group.shows[0].showId}'] .show-card__main`).click()
    const detail = await settle(page, (s) => s.root.name === 'showDetail')
    assert.equal(detail.root?.params.showId, group.shows[0].showId)
    assert.deepEqual(errors, [])
  })

  it('venues: search the list, open a venue and its shows, and a show group from there', async () => {
    const d = await chromiumDriver()
    browser = d.browser
    const { page, errors } = browser
    await page.goto(`${base}/${pagePath('venueList')}`)
    await settle(page, (s) => s.root.name === 'venueList')
    const all = await api('/cyy_gatewayapi/show/pub/v3/venues?cityId=BL1106')
    await page.locator('.venue-row').first().waitFor({ timeout: TIMEOUT })
    assert.equal(await page.locator('.venue-row').count(), Math.min(all.total, 20), 'the first page of Shanghai venues')

    await page.locator('.venue-list__input input').fill('云峰')
    await page.locator('.venue-list__go').click()
    // The venue is on the first page too: wait for the search's answer (one row), not for the row.
    await page.waitForFunction(
      (id) => document.querySelectorAll('.venue-row').length === 1 && document.querySelector(`.venue-row[data-venue-id='${id}']`),
      VENUE,
      { timeout: TIMEOUT },
    )
    assert.equal(await page.locator('.venue-row').count(), 1)
    await page.locator('.venue-list__input input').fill('没有这个场馆')
    await page.locator('.venue-list__input input').press('Enter')
    await page.getByText(ZH.venueList.emptyKeyword.replace('{{keyword}}', '没有这个场馆')).waitFor({ timeout: TIMEOUT })
    assert.equal(await page.locator('.venue-list__input input').inputValue(), '没有这个场馆', 'the words typed stay')
    await page.locator('.venue-list__input input').fill('云峰')
    await page.locator('.venue-list__go').click()
    await page.locator(`.venue-row[data-venue-id='${VENUE}']`).click()

    const venuePage = await settle(page, (s) => s.root.name === 'venue')
    assert.equal(venuePage.root?.params.venueId, VENUE)
    const venue = await seeVenue(d, VENUE)
    assert.deepEqual(
      await page
        .locator('.venue-detail__shows .show-card')
        .evaluateAll((cards) => cards.map((card) => card.getAttribute('data-show-id'))),
      venue.shows.map((show) => show.showId),
    )
    assert.equal(await page.locator('.place-address__navigate').count(), 0, 'no map navigation on the web')
    assert.equal(await page.locator('.place-address__call').count(), 1, 'the venue has a phone')

    await page.locator(`.show-card[data-show-id='${GROUP}'] .show-card__main`).click()
    const groupPage = await settle(page, (s) => s.root.name === 'groupShowDetail')
    assert.equal(groupPage.root?.params.showId, GROUP)
    await page.locator('.group-detail__name').waitFor({ timeout: TIMEOUT })
    await page.goBack()
    await settle(page, (s) => s.root.name === 'venue')
    assert.deepEqual(errors, [])
  })

  it('an unknown tour says so and offers the way home', async () => {
    browser = await launch(PHONE)
    const { page } = browser
    await page.goto(`${base}/tour-detail/TR9999`)
    await settle(page, (s) => s.root.name === 'tourDetail')
    await page.getByText(ZH.tour.notFound).waitFor({ timeout: TIMEOUT })
    await page.locator('.status-view__home').click()
    assert.equal((await settle(page, (s) => s.root.name === 'homeList')).root?.name, 'homeList')
  })

  it('screenshots: tour, group, venue list and venue in zh-CN, zh-MO and en-US, light and dark', async () => {
    const pages = [
      { name: 'tour', url: `/tour-detail/${TOUR}`, ready: '.tour-stop', title: (w) => w.tour.follow },
      { name: 'group', url: `/group-show/${GROUP}`, ready: '.group-detail__show', title: (w) => w.group.shows },
      { name: 'venue-list', url: `/${pagePath('venueList')}`, ready: '.venue-row', title: (w) => w.venueList.search },
      {
        name: 'venue',
        url: `/${pagePath('venue')}?venueId=${VENUE}`,
        ready: '.venue-detail__shows .show-card',
        title: (w) => w.venue.shows,
      },
    ]
    for (const lang of LANGS) {
      for (const theme of THEMES) {
        browser = await launch(PHONE)
        const { page, errors } = browser
        for (const item of pages) {
          const join = item.url.includes('?') ? '&' : '?'
          await page.goto(`${base}${item.url}${join}lang=${lang}&theme=${theme}`)
          await page.locator(item.ready).first().waitFor({ timeout: TIMEOUT })
          await page.getByText(item.title(WORDS[lang]), { exact: true }).first().waitFor({ timeout: TIMEOUT })
          const dark = await page.evaluate(() => document.querySelector('.page-root')?.classList.contains('theme-dark'))
          assert.equal(dark, theme === 'dark', `${item.name} ${lang} ${theme}`)
          await shot(page, `places-${item.name}-${lang}-${theme}`)
        }
        assert.deepEqual(errors, [], `${lang} ${theme}`)
        await browser.close()
        browser = undefined
      }
    }
  })
})
