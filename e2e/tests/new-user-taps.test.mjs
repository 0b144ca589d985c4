// Issue 15 items 5-9, as a new user meets them in Chromium against a fresh gateway:
// - home's category icons open All shows with that category chosen (5);
// - a ticket's show time is the venue's (19:30 in Shanghai) on a phone in Los Angeles (6);
// - the web view (the coupon-centre banner) sits under the app's navigation bar, whose back
//   button leaves it (7);
// - taps that did nothing: a sold-out tier tagged "Waitlist" starts its waitlist; the rewards-mall
//   banner (another mini-program, which the web cannot open) is not shown; the pay-success member
//   banner opens the member centre's route; Search with an empty box says what to type (8);
// - the seat map's "best seats together" looks in the tier chosen on booking and asks before it
//   changes seats already picked (9).
// Screenshots (e2e/screenshots/taps-*.png) in English light and zh-MO dark (the Macau shop where
// the page is the shop's own, ?merchantId=10002).
import assert from 'node:assert/strict'
import { mkdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { after, afterEach, before, describe, it } from 'node:test'
import { projectRoot } from '../../scripts/lib/routes.mjs'
import { loginByPhone } from '../lib/accounts.mjs'
import { TRADE, USER, api } from '../lib/purchase.mjs'
import { EN_US, pagePath } from '../lib/app.mjs'
import { PHONE, TIMEOUT, baseUrl, launch, settle, stopOwnServer } from '../lib/browser.mjs'
import { screenshot } from '../lib/screenshot.mjs'

const SCREENSHOT_DIR = join(projectRoot, 'e2e', 'screenshots')
const words = (feature, locale) =>
  JSON.parse(readFileSync(join(projectRoot, 'src', 'i18n', 'locales', feature, `${locale}.json`), 'utf8'))
const SHOWS_EN = words('shows', 'en-US')
const SHOWS_MO = words('shows', 'zh-MO')
const SEATMAP_EN = words('seatmap', 'en-US')

/** SH1020: a free exhibition, real-name (a ticket without paying). */
const FREE_SHOW = { showId: 'SH1020', sessionId: 'SH1020S1', seatPlanId: 'SH1020S1P1' }
/** SH1001: the stadium show; its first session's VIP tier is sold out with a waitlist. */
const STADIUM = 'SH1001'
const STADIUM_SESSION = 'SH1001S1'
const MACAU = 'merchantId=10002'

describe('new-user taps (issue 15 items 5-9)', () => {
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

  const shot = (page, name) => screenshot(page, `taps-${name}.png`)

  /** The session's price tiers, as the gateway answers them. */
  async function stadiumPlans() {
    const response = await fetch(`${base}/cyy_gatewayapi/show/pub/v5/show/${STADIUM}/sessions`, {
      headers: { 'terminal-src': 'H5', 'merchant-id': '10001' },
    })
    const sessions = (await response.json()).data
    return sessions.find((session) => session.bizShowSessionId === STADIUM_SESSION).seatPlans
  }

  it('home: a category icon opens All shows with its category chosen (item 5)', async () => {
    browser = await launch(PHONE)
    const { page, errors } = browser
    await page.goto(`${base}/?lang=en-US`)
    await settle(page, (s) => s.root.name === 'homeList')
    const sports = page.locator('.home-categories__item[data-category="SPORTS"]')
    await sports.waitFor({ timeout: TIMEOUT })
    const asked = page.waitForRequest((request) => /backendCategoryCode=SPORTS/.test(request.url()))
    await sports.click()
    await settle(page, (s) => s.root.name === 'allShows')
    const chosen = page.locator('[data-page="allShows"] .show-filters__category[aria-selected="true"]')
    await page.waitForFunction(
      (name) =>
        document.querySelector('[data-page="allShows"] .show-filters__category[aria-selected="true"]')?.textContent?.trim() ===
        name,
      SHOWS_EN.category.SPORTS,
      { timeout: TIMEOUT },
    )
    assert.equal((await chosen.innerText()).trim(), SHOWS_EN.category.SPORTS)
    await asked

    // Back on home, another icon: the All shows tab (already open) takes the new category.
    await page.locator('[data-page="allShows"] .tab-bar__item').first().click()
    await settle(page, (s) => s.root.name === 'homeList')
    await page.locator('.home-categories__item[data-category="CONCERT"]').click()
    await settle(page, (s) => s.root.name === 'allShows')
    await page.waitForFunction(
      (name) =>
        document.querySelector('[data-page="allShows"] .show-filters__category[aria-selected="true"]')?.textContent?.trim() ===
        name,
      SHOWS_EN.category.CONCERT,
      { timeout: TIMEOUT },
    )
    assert.deepEqual(errors, [])
  })

  it("a ticket's show time is the venue's on a phone in Los Angeles (item 6)", async () => {
    const session = await loginByPhone(base, '13600015061')
    const token = session.accessToken
    const audience = await api(base, token, `${USER}/buyer/v3/user_audiences`, {
      name: '钱七',
      idType: 'ID_CARD',
      idNo: '440304199001011233',
    })
    const created = await api(base, token, `${TRADE}/buyer/v1/orders/create`, {
      items: [{ ...FREE_SHOW, qty: 1, audienceIds: [audience.audienceId] }],
      paymentParam: { payAmount: 0 },
    })
    browser = await launch({ ...PHONE, timezoneId: 'America/Los_Angeles' }, { loggedIn: session })
    const { page, errors } = browser
    await page.goto(`${base}/pay-success-new?orderId=${created.orderId}&orderType=ticket&lang=en-US`)
    await settle(page, (s) => s.root.name === 'paySuccessNew')
    const detail = page.waitForResponse((response) => /\/fulfill\/buyer\/v3\/tickets\/[^/?]+(\?|$)/.test(response.url()))
    await page.locator('.pay-success__ticket').first().click()
    await settle(page, (s) => s.root.name === 'ticketDetailNew')
    const { showTime } = (await (await detail).json()).data
    await page.locator('.ticket-detail__time').waitFor({ timeout: TIMEOUT })

    // The venue's wall clock (UTC+8), and what the phone's own zone would have said.
    const venue = new Date(showTime + 8 * 3600 * 1000).toISOString().slice(0, 16).replace('T', ' ')
    const phone = await page.evaluate((ms) => {
      const d = new Date(ms)
      const two = (n) => String(n).padStart(2, '0')
      return `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())} ${two(d.getHours())}:${two(d.getMinutes())}`
    }, showTime)
    assert.notEqual(phone, venue, 'the phone is in another zone')
    assert.equal((await page.locator('.ticket-detail__time').innerText()).trim(), venue)
    assert.deepEqual(errors, [])
  })

  it('the web view sits under the navigation bar, whose back button leaves it (item 7)', async () => {
    for (const [lang, theme, shop] of [
      ['en-US', 'light', ''],
      ['zh-MO', 'dark', `&${MACAU}`],
    ]) {
      await browser?.close()
      browser = await launch(PHONE)
      const { page } = browser
      // The campaign page is outside this machine: its frame may fail to load, the app must not.
      await page.route(/^https:\/\/example\.(com|mo)\//, (route) =>
        route.fulfill({ contentType: 'text/html', body: '<h1 style="font:40px sans-serif">Campaign</h1>' }),
      )
      if (!shop) {
        // From home, through the coupon-centre banner.
        await page.goto(`${base}/?lang=${lang}&theme=${theme}`)
        await settle(page, (s) => s.root.name === 'homeList')
        await page.locator('.home-banner__slide[data-banner="BN1005"]').click()
      } else {
        // A link opened straight (a shared link): nothing to go back to, the bar offers home.
        const url = encodeURIComponent('https://example.mo/campaign/support')
        await page.goto(`${base}/webView?url=${url}&lang=${lang}&theme=${theme}${shop}`)
      }
      await settle(page, (s) => s.root.name === 'webView')
      const frame = page.locator('[data-page="webView"] iframe')
      await frame.waitFor({ timeout: TIMEOUT })
      const bar = page.locator('[data-page="webView"] .nav-bar')
      await bar.waitFor({ timeout: TIMEOUT })
      const barBox = await bar.boundingBox()
      const frameBox = await frame.boundingBox()
      const viewport = page.viewportSize()
      assert.ok(frameBox.y >= barBox.y + barBox.height - 1, 'the frame starts under the bar')
      assert.ok(Math.abs(frameBox.y + frameBox.height - viewport.height) <= 2, 'the frame fills the rest of the height')
      // Nothing covers the bar: its middle is the bar's own.
      const onTop = await page.evaluate(({ x, y }) => Boolean(document.elementFromPoint(x, y)?.closest('.nav-bar')), {
        x: barBox.x + barBox.width / 2,
        y: barBox.y + barBox.height / 2,
      })
      assert.ok(onTop, 'the navigation bar is not covered')
      const expectedTitle = lang === 'en-US' ? EN_US.title.webView : '網頁'
      assert.equal((await bar.locator('.nav-bar__title').innerText()).trim(), expectedTitle)
      await shot(page, `webview-${lang}-${theme}`)

      await bar.locator('.nav-bar__button').first().click()
      await settle(page, (s) => s.root.name === 'homeList')
    }
  })

  it('booking: a sold-out tier tagged Waitlist starts its waitlist (item 8)', async () => {
    const session = await loginByPhone(base, '13600015081')
    // SH1001 is real-name: the registration needs an attendee per ticket (the account's only one
    // is chosen for the buyer, as on confirm order).
    const audience = await api(base, session.accessToken, `${USER}/buyer/v3/user_audiences`, {
      name: '孙八',
      idType: 'ID_CARD',
      idNo: '110101199003070011',
    })
    const plans = await stadiumPlans()
    for (const [lang, theme] of [
      ['en-US', 'light'],
      ['zh-MO', 'dark'],
    ]) {
      await browser?.close()
      browser = await launch(PHONE, { loggedIn: session })
      const { page, errors } = browser
      const SHOW = words('show', lang)
      await page.goto(`${base}/booking/${STADIUM}?sessionId=${STADIUM_SESSION}&lang=${lang}&theme=${theme}`)
      assert.equal((await settle(page, (s) => s.root.name === 'booking'))?.root?.name, 'booking')
      const tag = page.locator('.booking__chip-tag', { hasText: SHOW.booking.plan.waitlist }).first()
      await tag.waitFor({ timeout: TIMEOUT })
      assert.equal(await page.locator('.booking--buy').count(), 1, 'buying first')
      await tag.click()
      await page.locator('.booking--waitlist').waitFor({ timeout: TIMEOUT })
      await page.getByText(SHOW.booking.waitlistIntro).waitFor({ timeout: TIMEOUT })
      const register = page.locator('.booking__register')
      assert.equal((await register.innerText()).trim(), SHOW.booking.waitlistSubmit)
      const soldOut = plans.find((plan) => plan.waitListAvailable)
      assert.ok(soldOut, 'a tier with a waitlist')
      await shot(page, `booking-waitlist-${lang}-${theme}`)
      await page.locator('.booking__attendee[aria-checked="true"]').waitFor({ timeout: TIMEOUT })
      if (lang === 'en-US') {
        // The registration goes to the gateway for the tier tapped, with the attendee; it succeeds.
        const answered = page.waitForResponse((response) => /\/wait_list\/create/.test(response.url()))
        await register.click()
        const response = await answered
        const body = JSON.parse(response.request().postData())
        assert.equal((await response.json()).statusCode, 200)
        const done = page.locator('.booking__footer [role="status"]')
        await done.waitFor({ timeout: TIMEOUT })
        assert.equal((await done.innerText()).trim(), SHOW.booking.waitlistDone)
        assert.equal(await page.locator('.booking__footer [role="alert"]').count(), 0)
        assert.equal(body.items[0].seatPlanId, soldOut.seatPlanId)
        assert.equal(body.items[0].sessionId, STADIUM_SESSION)
        assert.deepEqual(body.items[0].audienceIds, [audience.audienceId])
      }
      assert.deepEqual(errors, [])
    }
  })

  it('home hides the rewards-mall banner the web cannot open; the coupon centre stays (item 8)', async () => {
    browser = await launch(PHONE)
    const { page, errors } = browser
    await page.goto(`${base}/?lang=en-US`)
    await settle(page, (s) => s.root.name === 'homeList')
    await page.locator('.home-banner__slide[data-banner="BN1005"]').waitFor({ timeout: TIMEOUT })
    assert.equal(await page.locator('.home-banner__slide[data-banner="BN1003"]').count(), 0)
    assert.deepEqual(errors, [])
  })

  it('pay success: the member banner opens the member centre (item 8)', async () => {
    const session = await loginByPhone(base, '13600015082')
    const token = session.accessToken
    const audience = await api(base, token, `${USER}/buyer/v3/user_audiences`, {
      name: '钱七',
      idType: 'ID_CARD',
      idNo: '320102198512123450',
    })
    const created = await api(base, token, `${TRADE}/buyer/v1/orders/create`, {
      items: [{ ...FREE_SHOW, qty: 1, audienceIds: [audience.audienceId] }],
      paymentParam: { payAmount: 0 },
    })
    browser = await launch(PHONE, { loggedIn: session })
    const { page, errors } = browser
    await page.goto(`${base}/pay-success-new?orderId=${created.orderId}&orderType=ticket&lang=en-US`)
    await settle(page, (s) => s.root.name === 'paySuccessNew')
    const banner = page.locator('.pay-success__banner-link[data-banner="BN1031"]')
    await banner.waitFor({ timeout: TIMEOUT })
    await banner.click()
    const state = await settle(page, (s) => s.root.name === 'memberCenter')
    assert.equal(state?.root?.name, 'memberCenter')
    assert.deepEqual(errors, [])
  })

  it('search with an empty box says what to type (item 8)', async () => {
    for (const [lang, theme, shop, W] of [
      ['en-US', 'light', '', SHOWS_EN],
      ['zh-MO', 'dark', `&${MACAU}`, SHOWS_MO],
    ]) {
      await browser?.close()
      browser = await launch(PHONE)
      const { page, errors } = browser
      await page.goto(`${base}/search?lang=${lang}&theme=${theme}${shop}`)
      await settle(page, (s) => s.root.name === 'search' || s.root.name === 'entrySearch' || s.root.name === 'showSearch')
      const submit = page.locator('.show-search__submit')
      await submit.waitFor({ timeout: TIMEOUT })
      await submit.click()
      const hint = page.locator('.show-search__type-first')
      await hint.waitFor({ timeout: TIMEOUT })
      assert.equal((await hint.innerText()).trim(), W.search.typeFirst)
      await shot(page, `search-empty-${lang}-${theme}`)
      // Typing takes the hint away.
      await page.locator('.show-search__input input, input.show-search__input').first().fill('a')
      await page.waitForFunction(() => !document.querySelector('.show-search__type-first'), null, { timeout: TIMEOUT })
      assert.deepEqual(errors, [])
    }
  })

  it('seat map: best seats together in the chosen tier, and only with the buyer’s yes over picked seats (item 9)', async () => {
    const session = await loginByPhone(base, '13600015091')
    const plans = await stadiumPlans()
    // The cheapest tier: far from the stage, so the stage-nearest seats are not in it.
    const tier = [...plans].sort((a, b) => a.price - b.price)[0]
    for (const [lang, theme] of [
      ['en-US', 'light'],
      ['zh-MO', 'dark'],
    ]) {
      await browser?.close()
      browser = await launch(PHONE, { loggedIn: session })
      const { page, errors } = browser
      await page.goto(
        `${base}/${pagePath('pickSeat')}?showId=${STADIUM}&sessionId=${STADIUM_SESSION}&seatPlanId=${tier.seatPlanId}&qty=2&lang=${lang}&theme=${theme}`,
      )
      await settle(page, (s) => s.root.name === 'pickSeat')
      await page.waitForFunction(() => Boolean(document.querySelector('.seat-map__canvas')?.seatMap), null, {
        timeout: TIMEOUT * 2,
      })
      const price = `¥${tier.price}`
      // The tier chosen on booking is picked in the legend.
      const picked = page.locator('.seat-picker__price--on')
      await picked.waitFor({ timeout: TIMEOUT })
      assert.match(await picked.innerText(), new RegExp(price.replace('¥', '¥\\s*')))

      const best = page.locator('.seat-picker__best')
      const tickets = page.locator('.seat-picker__ticket')
      const prices = () => page.locator('.seat-picker__ticket-price').allInnerTexts()
      await best.click()
      await page.waitForFunction(() => document.querySelectorAll('.seat-picker__ticket').length === 2, null, {
        timeout: TIMEOUT,
      })
      assert.deepEqual(await prices(), [price, price], 'both seats in the chosen tier')
      assert.equal(await page.locator('.seat-picker__offer').count(), 0, 'nothing picked before: taken at once')

      // One seat left picked: the suggestion is an offer; "keep" leaves the seat alone.
      await tickets.first().click()
      await page.waitForFunction(() => document.querySelectorAll('.seat-picker__ticket').length === 1, null, {
        timeout: TIMEOUT,
      })
      const kept = await tickets.first().getAttribute('data-seat')
      await best.click()
      const offer = page.locator('.seat-picker__offer')
      await offer.waitFor({ timeout: TIMEOUT })
      assert.deepEqual(
        await tickets.evaluateAll((els) => els.map((el) => el.dataset.seat)),
        [kept],
        'the picked seat stays until the buyer agrees',
      )
      await page.evaluate(() => document.querySelector('.seat-picker__summary').scrollIntoView({ block: 'end' }))
      await shot(page, `seat-map-offer-${lang}-${theme}`)
      await page.locator('.seat-picker__offer-keep').click()
      await page.waitForFunction(() => !document.querySelector('.seat-picker__offer'), null, { timeout: TIMEOUT })
      assert.deepEqual(await tickets.evaluateAll((els) => els.map((el) => el.dataset.seat)), [kept])

      // Asked again and taken: two seats of the tier, beside the one picked.
      await best.click()
      await offer.waitFor({ timeout: TIMEOUT })
      if (lang === 'en-US') assert.match(await offer.innerText(), new RegExp(SEATMAP_EN.best.take))
      await page.locator('.seat-picker__offer-take').click()
      await page.waitForFunction(() => document.querySelectorAll('.seat-picker__ticket').length === 2, null, {
        timeout: TIMEOUT,
      })
      assert.deepEqual(await prices(), [price, price])
      assert.deepEqual(errors, [])
    }
  })
})
