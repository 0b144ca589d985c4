// The home tab in Chromium against a fresh gateway, as a new user: `/` shows the shop's HOME
// layout for Shanghai (no location permission: the fallback), its banners and announcement (whose
// read record reaches the gateway); the city switch opens the city picker, a search finds Beijing,
// and picking it shows Beijing's shows and stays picked after a reload. In zh-CN, en-US and zh-MO,
// light and dark; the masonry list loads its next page of 20 at the bottom; the banner carousel
// moves on by itself and keeps a swipe where it lands; a banner opens its
// page; the topic, web-view and annual-review pages show the gateway's content. Screenshots go to
// e2e/screenshots/home-*.png.
import assert from 'node:assert/strict'
import { mkdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { after, afterEach, before, describe, it } from 'node:test'
import { projectRoot } from '../../scripts/lib/routes.mjs'
import { PHONE, TIMEOUT, baseUrl, launch, settle, stopOwnServer } from '../lib/browser.mjs'
import { screenshot, still } from '../lib/screenshot.mjs'

const SCREENSHOT_DIR = join(projectRoot, 'e2e', 'screenshots')
const words = (locale) => JSON.parse(readFileSync(join(projectRoot, 'src', 'i18n', 'locales', 'home', `${locale}.json`), 'utf8'))
const HOME_WORDS = { 'zh-CN': words('zh-CN'), 'zh-MO': words('zh-MO'), 'en-US': words('en-US') }
const API = '/cyy_gatewayapi/home/pub/v3'
const BEIJING = 'BL1241'
const SHANGHAI = 'BL1106'
const BEIJING_NAME = { 'zh-CN': '北京', 'zh-MO': '北京', 'en-US': 'Beijing' }
const SHANGHAI_NAME = { 'zh-CN': '上海', 'zh-MO': '上海', 'en-US': 'Shanghai' }

describe('home tab', () => {
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

  const shot = (page, name) => screenshot(page, `home-${name}.png`)
  const isDark = (state) => state.root?.classes.includes('theme-dark')

  /** The show ids of the HOME layout's first show list for a city, as the gateway answers them. */
  async function gatewayShowIds(cityId, lang) {
    const answer = await fetch(`${base}${API}/layouts?page=HOME&cityId=${cityId}&lang=${lang}`, {
      headers: { 'terminal-src': 'H5' },
    })
    const layout = (await answer.json()).data
    return layout.components.find((component) => component.componentType === 'SHOW_LIST').data.map((show) => show.showId)
  }

  /** The show ids of the first show list on the page. */
  const shownIds = (page) =>
    page
      .locator('.home-shows')
      .first()
      .locator('.show-card')
      .evaluateAll((cards) => cards.map((card) => card.getAttribute('data-show-id')))

  /** Opens the city picker, searches, picks the city; resolves to the layouts request it caused. */
  async function switchCity(page, locale, query, cityId) {
    await page.locator('.city-switch').click()
    const input = page.locator('.city-picker__input input, input.city-picker__input').first()
    await input.waitFor({ timeout: TIMEOUT })
    await page.locator('.city-picker__row').first().waitFor({ timeout: TIMEOUT })
    // The headings (current city...) show until a search is typed.
    await page.locator('.city-picker__heading').first().waitFor({ timeout: TIMEOUT })
    await input.fill(query)
    const row = page.locator(`.city-picker__row[data-city="${cityId}"]`)
    await row.waitFor({ timeout: TIMEOUT })
    assert.equal(await page.locator('.city-picker__row').count(), 1, `the search "${query}" keeps one city`)
    const layouts = page.waitForRequest(
      (request) => request.url().includes('/layouts?') && request.url().includes(`cityId=${cityId}`),
    )
    await row.click()
    return layouts
  }

  async function checkHome(locale, theme) {
    const W = HOME_WORDS[locale]
    browser = await launch(PHONE)
    const { page, errors } = browser
    const read = page.waitForRequest((request) => request.url().includes('/announcements/read_records'))
    const layoutRequest = page.waitForRequest((request) => request.url().includes('/layouts?'))
    await page.goto(`${base}/?lang=${locale}&theme=${theme}`)
    const state = await settle(page, (s) => s.root.name === 'homeList' && isDark(s) === (theme === 'dark'))
    assert.equal(state.root?.name, 'homeList')
    assert.equal(isDark(state), theme === 'dark')
    const asked = new URL((await layoutRequest).url())
    assert.equal(asked.searchParams.get('page'), 'HOME')
    assert.equal(asked.searchParams.get('cityId'), SHANGHAI, 'a new user without location starts in Shanghai')

    // Banners, the announcement (2 lines) and its read record, the show lists with cards.
    await page.locator('.home-banner__slide').first().waitFor({ timeout: TIMEOUT })
    // Five seeded banners less the rewards mall's: another mini-program, which the web cannot open (issue 15 item 8).
    assert.equal(await page.locator('.home-banner__slide[data-banner]').count(), 4, 'the seeded banners the web can follow')
    const notice = page.locator('.home-notices__item[data-notice="NT1001"]')
    await notice.waitFor({ timeout: TIMEOUT })
    assert.equal(await page.locator('.home-notices__label').first().textContent(), W.announcement)
    const clamp = await page
      .locator('.home-notices__title')
      .first()
      .evaluate((el) => getComputedStyle(el).webkitLineClamp)
    assert.equal(clamp, '2', 'announcements show in 2 lines')
    const record = JSON.parse((await read).postData() ?? '{}')
    assert.equal(record.pageSource, 'HOME')
    assert.ok(['NT1001', 'NT1002', 'NT1003', 'NT1004', 'NT1005'].includes(record.announcementId))
    assert.equal(await page.locator('.city-switch__name').textContent(), SHANGHAI_NAME[locale])
    assert.deepEqual(await shownIds(page), await gatewayShowIds(SHANGHAI, locale), "Shanghai's shows")
    assert.equal(await page.locator('.home__search-text').textContent(), W.search)
    await shot(page, `${locale}-${theme}`)

    // The city picker: search, pick Beijing, Beijing's shows.
    await await switchCity(page, locale, locale === 'en-US' ? 'bei' : '北', BEIJING)
    await page.locator('.city-picker').waitFor({ state: 'hidden', timeout: TIMEOUT })
    await page.locator('.city-switch__name', { hasText: BEIJING_NAME[locale] }).waitFor({ timeout: TIMEOUT })
    const beijing = await gatewayShowIds(BEIJING, locale)
    await page.waitForFunction(
      (first) => document.querySelector('.home-shows .show-card')?.getAttribute('data-show-id') === first,
      beijing[0],
      { timeout: TIMEOUT },
    )
    assert.deepEqual(await shownIds(page), beijing, "Beijing's shows")
    assert.notDeepEqual(beijing, await gatewayShowIds(SHANGHAI, locale))
    await shot(page, `${locale}-${theme}-beijing`)
    assert.deepEqual(errors, [])
    return page
  }

  it('zh-CN light: Shanghai first, banners and the announcement read record, then Beijing by the city picker; it stays after a reload', async () => {
    const page = await checkHome('zh-CN', 'light')
    await page.reload()
    await settle(page, (s) => s.root.name === 'homeList')
    await page.locator('.city-switch__name', { hasText: '北京' }).waitFor({ timeout: TIMEOUT })
    const stored = await page.evaluate(() => localStorage.getItem('city'))
    assert.match(stored ?? '', /BL1241/, 'the pick is kept')
  })

  it('a cold start asks the gateway once for the shop configuration and once for the layout, started by the page before its scripts, and the app shell shows the first banner', async () => {
    browser = await launch(PHONE)
    const { page, errors } = browser
    const asked = []
    page.on('request', (request) => {
      const url = request.url()
      if (url.includes('/shops/configs?') || url.includes('/pub/v3/layouts?')) asked.push(url)
    })
    // What the app shell shows before the app has rendered.
    await page.addInitScript(() => {
      new MutationObserver(() => {
        const image = document.querySelector('#app-shell .s-banner img')
        if (image) window.__shellBanner = image.src
      }).observe(document, { childList: true, subtree: true })
    })
    // The city and language the user left last time (as the app keeps them) decide what is asked for.
    await page.goto(`${base}/pages/mine/mine`)
    await page.evaluate((beijing) => {
      localStorage.setItem('city', JSON.stringify({ data: JSON.stringify({ cityId: beijing, cityName: '北京' }) }))
      localStorage.setItem('locale', JSON.stringify({ data: JSON.stringify('en-US') }))
    }, BEIJING)
    asked.length = 0
    await page.goto(`${base}/`)
    await settle(page, (s) => s.root.name === 'homeList')
    await page.locator('.home-shows .show-card').first().waitFor({ timeout: TIMEOUT })
    await page.locator('.city-switch__name', { hasText: BEIJING_NAME['en-US'] }).waitFor({ timeout: TIMEOUT })
    // A second request for either would come before the network is idle (no request for 500 ms).
    await page.waitForLoadState('networkidle')
    const configs = asked.filter((url) => url.includes('/shops/configs?'))
    const layouts = asked.filter((url) => url.includes('/layouts?'))
    assert.equal(configs.length, 1, `one shop configuration request: ${configs.join(', ')}`)
    assert.equal(layouts.length, 1, `one layout request: ${layouts.join(', ')}`)
    const layout = new URL(layouts[0])
    assert.equal(layout.searchParams.get('cityId'), BEIJING)
    assert.equal(layout.searchParams.get('lang'), 'en-US')
    const first = await page.locator('.home-banner__slide').first().locator('img').getAttribute('src')
    const painted = await page.evaluate(() => window.__shellBanner)
    assert.ok(first && painted?.endsWith(first), `the app shell showed the first banner ${first} before the page (${painted})`)
    assert.deepEqual(errors, [])
  })

  it('a cold start of home and of all shows does not move the page while it loads (layout shift)', async () => {
    for (const path of ['/', '/all']) {
      browser = await launch(PHONE)
      const { page, errors } = browser
      // A slow phone's CPU (Lighthouse's 4x): more of the page's paints fall between its parts.
      const cdp = await page.context().newCDPSession(page)
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
      await page.addInitScript(() => {
        window.__shifts = []
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries())
            window.__shifts.push({ value: entry.value, what: entry.sources?.map((s) => s.node?.className ?? '').join(' | ') })
        }).observe({ type: 'layout-shift', buffered: true })
      })
      await page.goto(`${base}${path}`)
      await page.locator('.show-card').first().waitFor({ timeout: TIMEOUT })
      // Every part of the page has arrived (the network idle) and drawn (pictures decoded, animations over).
      await page.waitForLoadState('networkidle')
      await still(page)
      const shifts = await page.evaluate(() => window.__shifts)
      const total = shifts.reduce((sum, shift) => sum + shift.value, 0)
      // Lighthouse's "good" is 0.1; before the fixes, Taro's navigation bar (0.029) and the count line (0.028).
      assert.ok(total < 0.005, `${path} shifted ${total.toFixed(4)}: ${JSON.stringify(shifts)}`)
      assert.deepEqual(errors, [])
      await browser.close()
      browser = undefined
    }
  })

  it('en-US dark: the same in English', async () => {
    await checkHome('en-US', 'dark')
  })

  it('zh-MO light: the same in Traditional Chinese', async () => {
    await checkHome('zh-MO', 'light')
  })

  it('zh-MO dark and zh-CN dark render (screenshots)', async () => {
    for (const locale of ['zh-MO', 'zh-CN']) {
      browser = await launch(PHONE)
      const { page } = browser
      await page.goto(`${base}/?lang=${locale}&theme=dark`)
      await settle(page, (s) => s.root.name === 'homeList' && isDark(s))
      await page.locator('.home-shows .show-card').first().waitFor({ timeout: TIMEOUT })
      await shot(page, `${locale}-dark`)
      await browser.close()
      browser = undefined
    }
  })

  it('the city picker shows the search miss and its screenshot; the masonry list loads its next 20 at the bottom', async () => {
    browser = await launch(PHONE)
    const { page, errors } = browser
    const masonry = []
    page.on('request', (request) => {
      if (request.url().includes('/masonry_component_data')) masonry.push(new URL(request.url()).searchParams.get('offset'))
    })
    await page.goto(`${base}/?lang=en-US`)
    await settle(page, (s) => s.root.name === 'homeList')
    await page.locator('.city-switch').click()
    await page.locator('.city-picker__row').first().waitFor({ timeout: TIMEOUT })
    await shot(page, 'city-picker-en-US-light')
    const input = page.locator('.city-picker__input input, input.city-picker__input').first()
    await input.fill('tokyo')
    await page.getByText(HOME_WORDS['en-US'].city.noResult.replace('{{query}}', 'tokyo')).waitFor({ timeout: TIMEOUT })
    await page.locator('.nut-popup-title-right, .nut-popup-close, [class*="close"]').first().click()
    await page.locator('.city-picker').waitFor({ state: 'hidden', timeout: TIMEOUT })

    await page.locator('.home-masonry .show-card').first().waitFor({ timeout: TIMEOUT })
    assert.equal(masonry[0], '0', 'the masonry starts at its first page')
    const count = await page.locator('.home-masonry .show-card, .home-masonry .home-goods').count()
    assert.equal(count, 20, 'the first page holds 20 items')
    const next = page.waitForRequest(
      (request) => request.url().includes('/masonry_component_data') && request.url().includes('offset=20'),
    )
    // The page scrolls in Taro's page container (or the window): to its bottom, as a thumb would.
    await page.evaluate(() => {
      for (const el of [document.querySelector('.taro_page'), document.scrollingElement]) {
        if (!el) continue
        el.scrollTop = el.scrollHeight
        el.dispatchEvent(new Event('scroll'))
      }
      window.scrollTo(0, document.documentElement.scrollHeight)
      window.dispatchEvent(new Event('scroll'))
    })
    await next
    await page.waitForFunction(
      () => document.querySelectorAll('.home-masonry .show-card, .home-masonry .home-goods').length > 20,
      null,
      {
        timeout: TIMEOUT,
      },
    )
    await page.locator('.home-masonry__end').waitFor({ timeout: TIMEOUT })
    assert.deepEqual(errors, [])
  })

  it('the banner carousel moves on by itself, and a swipe stays where it lands with the dots following', async () => {
    browser = await launch(PHONE)
    const { page, errors } = browser
    await page.goto(`${base}/`)
    await settle(page, (s) => s.root.name === 'homeList')
    const track = page.locator('.home-banner__track')
    await track.waitFor({ timeout: TIMEOUT })
    const region = page.getByRole('region', { name: HOME_WORDS['zh-CN'].banners })
    assert.equal(await region.count(), 1, 'a labelled region')
    const shown = () =>
      page.evaluate(() => {
        const el = document.querySelector('.home-banner__track')
        const dots = [...document.querySelectorAll('.home-banner__dot')]
        return {
          slide: Math.round(el.scrollLeft / el.clientWidth),
          dot: dots.findIndex((dot) => dot.classList.contains('home-banner__dot--active')),
        }
      })
    assert.deepEqual(await shown(), { slide: 0, dot: 0 })
    // The seed's interval is the default 4 s.
    /** Until the track rests on banner `i` (its scroll snapped there) with its dot lit. */
    const restsOn = (i, timeout = TIMEOUT) =>
      page
        .waitForFunction(
          (index) => {
            const el = document.querySelector('.home-banner__track')
            const dots = [...document.querySelectorAll('.home-banner__dot')]
            return (
              Math.abs(el.scrollLeft - index * el.clientWidth) < 1 &&
              dots.findIndex((dot) => dot.classList.contains('home-banner__dot--active')) === index
            )
          },
          i,
          { timeout },
        )
        .catch(() => undefined)
    await page.waitForFunction(() => document.querySelector('.home-banner__track').scrollLeft > 0, null, { timeout: 6000 })
    await restsOn(1)
    assert.deepEqual(await shown(), { slide: 1, dot: 1 }, 'the second banner after the interval')
    // A swipe part of the way: the browser snaps to the next banner, and it stays there.
    await track.evaluate((el) => el.scrollBy({ left: el.clientWidth * 0.6, behavior: 'instant' }))
    await restsOn(2)
    // Still there a frame later: the snap does not bounce back.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))))
    assert.deepEqual(await shown(), { slide: 2, dot: 2 }, 'the swipe landed on the third banner and stayed')
    await page.locator('.home-banner__slide[data-banner]').nth(2).click()
    await settle(page, (s) => s.root.name !== 'homeList')
    assert.deepEqual(errors, [])
  })

  it('a banner opens its page; a failed layout shows the error with a retry that works', async () => {
    browser = await launch(PHONE)
    const { page } = browser
    await page.goto(`${base}/`)
    await settle(page, (s) => s.root.name === 'homeList')
    await page.locator('.home-notices__item[data-notice="NT1001"]').click()
    let state = await settle(page, (s) => s.root.name === 'announceDetail')
    assert.deepEqual([state.root?.name, state.root?.params], ['announceDetail', { id: 'NT1001' }])

    await page.route('**/layouts?**', (route) => route.abort('failed'))
    await page.goto(`${base}/`)
    await page.getByText(HOME_WORDS['zh-CN'].loadFailed).waitFor({ timeout: TIMEOUT })
    await shot(page, 'error-zh-CN-light')
    await page.unroute('**/layouts?**')
    await page.locator('.status-view__retry').click()
    await page.locator('.home-shows .show-card').first().waitFor({ timeout: TIMEOUT })
    state = await settle(page, (s) => s.root.name === 'homeList')
    assert.equal(state.root?.name, 'homeList')
  })

  it('home-topic shows the TOPIC layout; an unknown topic says so', async () => {
    browser = await launch(PHONE)
    const { page, errors } = browser
    await page.goto(`${base}/home-topic?topicId=TP1001&lang=en-US`)
    await settle(page, (s) => s.root.name === 'homeTopic')
    await page.locator('.home__topic-title', { hasText: 'Summer Season' }).waitFor({ timeout: TIMEOUT })
    await page.locator('.home-rich__heading', { hasText: 'Summer Season' }).waitFor({ timeout: TIMEOUT })
    assert.ok((await page.locator('.home-shows .show-card').count()) >= 3)
    await shot(page, 'topic-en-US-light')
    assert.deepEqual(errors, [])
    // The language chosen by ?lang= stays for the visit.
    await page.goto(`${base}/home-topic?topicId=TP9999`)
    await page.getByText(HOME_WORDS['en-US'].topic.notFound).waitFor({ timeout: TIMEOUT })
  })

  it('webView opens an allowed address in a frame and refuses any other', async () => {
    browser = await launch(PHONE)
    const { page } = browser
    await page.goto(`${base}/webView?url=${encodeURIComponent('https://evil.example.net/phish')}`)
    await settle(page, (s) => s.root.name === 'webView')
    await page.getByText(HOME_WORDS['zh-CN'].webView.blocked).waitFor({ timeout: TIMEOUT })
    assert.equal(await page.locator('iframe').count(), 0, 'no frame for a host not allowed')
    await shot(page, 'webview-blocked-zh-CN-light')

    const own = `${base}/static/posters/BN1001.svg`
    await page.goto(`${base}/webView?url=${encodeURIComponent(own)}&theme=dark`)
    await settle(page, (s) => s.root.name === 'webView')
    const frame = page.locator('iframe')
    await frame.waitFor({ timeout: TIMEOUT })
    assert.equal(await frame.getAttribute('src'), own, "the gateway's own page opens")
  })

  it("annual review shows the gateway's year; logged out it offers login", async () => {
    browser = await launch(PHONE)
    const { page, errors } = browser
    for (const [locale, theme] of [
      ['zh-CN', 'light'],
      ['en-US', 'dark'],
    ]) {
      const answer = page.waitForResponse((response) => response.url().includes('/annual_review'))
      await page.goto(`${base}/annual-review?lang=${locale}&theme=${theme}`)
      const review = (await (await answer).json()).data
      await settle(page, (s) => s.root.name === 'annualReview')
      await page.locator('.annual__title', { hasText: review.title }).waitFor({ timeout: TIMEOUT })
      assert.equal(await page.locator('.annual__show').count(), review.highlights.length)
      assert.ok(review.highlights.length > 0)
      await page.getByText(HOME_WORDS[locale].annual.loginHint).waitFor({ timeout: TIMEOUT })
      await shot(page, `annual-${locale}-${theme}`)
    }
    const previous = page.waitForRequest((request) => request.url().includes('/annual_review') && request.url().includes('year='))
    await page.locator('.annual__year-step').first().click()
    assert.equal(new URL((await previous).url()).searchParams.get('year'), String(new Date().getFullYear() - 1))
    assert.deepEqual(errors, [])
  })
})
