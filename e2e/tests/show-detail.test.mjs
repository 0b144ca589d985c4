// Show detail, booking and purchase against a fresh gateway, as a buyer meets them: a
// seat-picking show opened by /content/{id} (tabs, a session, a price, the quantity up to the
// purchase limit and its message, on to the seat map), a show without seat picking (on to
// confirm order, logged in), a pre-sale show's countdown, a sold-out show's waitlist, a captcha
// window's captcha before buying, and a show that does not exist. zh-CN light, en-US dark and
// zh-MO light; screenshots show-detail-*.png and booking-*.png. The seat-picking show's steps are
// e2e/journeys/show-detail.mjs, driven in the WeChat runtime too.
import assert from 'node:assert/strict'
import { mkdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { after, afterEach, before, describe, it } from 'node:test'
import { projectRoot } from '../../scripts/lib/routes.mjs'
import { loginByPhone } from '../lib/accounts.mjs'
import { PHONE, TIMEOUT, baseUrl, launch, settle, stopOwnServer } from '../lib/browser.mjs'
import { chromiumDriver } from '../lib/drivers/chromium.mjs'
import { TRADE, api } from '../lib/purchase.mjs'
import { SEAT_SHOW, nextToSeats, openSeatShow, remindUntilSale, seeNotes, toBooking } from '../journeys/show-detail.mjs'

const SCREENSHOT_DIR = join(projectRoot, 'e2e', 'screenshots')
const read = (feature, lang) =>
  JSON.parse(readFileSync(join(projectRoot, 'src', 'i18n', 'locales', feature, `${lang}.json`), 'utf8'))
const words = (lang) => ({ show: read('show', lang), purchase: read('purchase', lang) })
const ZH_CN = words('zh-CN')
const EN_US = words('en-US')
const ZH_MO = words('zh-MO')

const NON_SEAT_SHOW = 'SH1006'
const PRE_SALE_SHOW = 'SH1002'
const SOLD_OUT_SHOW = 'SH1004'
const CAPTCHA_SHOW = 'SH1001'
/** A show short of tickets (LACK_OF_TICKET) with no waitlist: its buyers register for shortage. */
const LACK_SHOW = 'SH1005'
/** The gateway's subject of the message a shortage registration gets (server/src/services/trade/waitlist.ts). */
const SHORTAGE_SUBJECT = '缺货到票提醒'
/** The seed's second user (server/src/seed/accounts.ts OTHER_PHONE), who holds a VIP ticket of LACK_SHOW. */
const SEEDED_OTHER_PHONE = '13900139000'
/** SH1007's purchase limit (seed: 6 tickets, one per unit). */
const LIMIT = 6

async function openShow(page, base, showId, query = '') {
  await page.goto(`${base}/content/${showId}${query}`)
  await settle(page, (s) => s.root.name === 'showDetail')
  await page.locator('.show-detail__name').waitFor({ timeout: TIMEOUT })
}

/** The booking page with a session and a price chosen. */
async function bookingReady(page) {
  await settle(page, (s) => s.root.name === 'booking')
  await page.locator('.booking__session.booking__chip--on').waitFor({ timeout: TIMEOUT })
  await page.locator('.booking__plan.booking__chip--on').waitFor({ timeout: TIMEOUT })
}

describe('show detail and booking', () => {
  let base
  let browser
  let d
  before(async () => {
    base = await baseUrl()
    mkdirSync(SCREENSHOT_DIR, { recursive: true })
  })
  afterEach(async () => {
    await browser?.close()
    browser = undefined
  })
  after(stopOwnServer)

  it('a seat-picking show: tabs, a session and price, the limit, on to the seat map (zh-CN, light)', async () => {
    d = await chromiumDriver()
    browser = d.browser
    const { page, errors } = browser
    await openSeatShow(d)
    assert.equal(new URL(page.url()).pathname, `/content/${SEAT_SHOW}`)
    await page.screenshot({ path: join(SCREENSHOT_DIR, 'show-detail-zh-CN-light.png') })

    await seeNotes(d)
    assert.equal(await page.locator('.show-tabs__tab--notice').getAttribute('aria-selected'), 'true')
    await page.locator('.show-tabs__tab--recommend').click()
    await page.locator('.show-tabs__panel .show-card').first().waitFor({ timeout: TIMEOUT })
    await page.locator('.show-tabs__tab--detail').click()
    await page.locator('.show-tabs__rich').waitFor({ timeout: TIMEOUT })

    assert.equal((await page.locator('.buy-bar__button--pickSeat').innerText()).trim(), ZH_CN.purchase.button.pickSeat)
    await toBooking(d)

    // A second price tier, then the quantity up to the limit: one more says why it stays.
    const plans = page.locator('.booking__plan:not(.booking__chip--off)')
    if ((await plans.count()) > 1) {
      await plans.nth(1).click()
      assert.equal(await plans.nth(1).getAttribute('aria-checked'), 'true')
    }
    for (let i = 1; i < LIMIT; i += 1) await page.locator('.booking__plus').click()
    assert.equal((await page.locator('.booking__qty').innerText()).trim(), String(LIMIT))
    assert.equal(await page.locator('.booking__qty-error').count(), 0, 'no message within the limit')
    await page.locator('.booking__plus').click()
    await page.getByText(ZH_CN.purchase.limit.reached).waitFor({ timeout: TIMEOUT })
    assert.equal((await page.locator('.booking__qty').innerText()).trim(), String(LIMIT), 'stays at the limit')
    await page.screenshot({ path: join(SCREENSHOT_DIR, 'booking-zh-CN-light.png') })

    assert.equal((await page.locator('.booking__next').innerText()).trim(), ZH_CN.purchase.button.goPickSeat)
    await nextToSeats(d, { qty: LIMIT })

    await page.goBack()
    await bookingReady(page)
    assert.deepEqual(errors, [])
  })

  it('a show without seat picking goes to confirm order, logged in (en-US, dark)', async () => {
    const session = await loginByPhone(base, '13500007001')
    browser = await launch(PHONE, { loggedIn: session })
    const { page, errors } = browser
    await openShow(page, base, NON_SEAT_SHOW, '?lang=en-US&theme=dark')
    const state = await settle(page, (s) => s.root.classes.includes('theme-dark'))
    assert.ok(state.root.classes.includes('theme-dark'))
    await page.getByText(EN_US.show.tabs.notice, { exact: true }).first().waitFor({ timeout: TIMEOUT })
    await page.locator('.show-tabs__rich').waitFor({ timeout: TIMEOUT })
    await page.screenshot({ path: join(SCREENSHOT_DIR, 'show-detail-en-US-dark.png') })

    await page.locator('.buy-bar__favourite').click()
    await page.locator('.buy-bar__favourite--on').waitFor({ timeout: TIMEOUT })

    await page.locator('.buy-bar__button--buy').click()
    await bookingReady(page)
    await page.locator('.booking__plus').click()
    assert.equal((await page.locator('.booking__qty').innerText()).trim(), '2')
    await page.getByText(EN_US.show.booking.limit.replace('{{count}}', '6')).waitFor({ timeout: TIMEOUT })
    await page.screenshot({ path: join(SCREENSHOT_DIR, 'booking-en-US-dark.png') })
    assert.equal((await page.locator('.booking__next').innerText()).trim(), EN_US.show.booking.next)
    await page.locator('.booking__next').click()
    const confirm = await settle(page, (s) => s.root.name === 'confirmOrder')
    assert.equal(confirm.root?.name, 'confirmOrder')
    assert.equal(confirm.root.params.showId, NON_SEAT_SHOW)
    assert.equal(confirm.root.params.qty, '2')
    assert.equal(confirm.root.params.seatIds, undefined)
    assert.deepEqual(errors, [])
  })

  it('zh-MO, light: the show and its booking in Traditional Chinese', async () => {
    browser = await launch(PHONE)
    const { page, errors } = browser
    await openShow(page, base, SEAT_SHOW, '?lang=zh-MO&theme=light')
    await page.getByText(ZH_MO.show.tabs.detail, { exact: true }).first().waitFor({ timeout: TIMEOUT })
    await page.locator('.show-tabs__rich').waitFor({ timeout: TIMEOUT })
    await page.screenshot({ path: join(SCREENSHOT_DIR, 'show-detail-zh-MO-light.png') })
    await page.locator('.buy-bar__button--pickSeat').click()
    await bookingReady(page)
    await page.getByText(ZH_MO.show.booking.quantity, { exact: true }).first().waitFor({ timeout: TIMEOUT })
    await page.screenshot({ path: join(SCREENSHOT_DIR, 'booking-zh-MO-light.png') })
    assert.deepEqual(errors, [])
  })

  it('a pre-sale show counts down, cannot be bought, and offers the reminder (by SMS on the web)', async () => {
    const session = await loginByPhone(base, '13500007002')
    browser = await launch(PHONE, { loggedIn: session })
    const { page, errors } = browser
    await openShow(page, base, PRE_SALE_SHOW)
    const button = page.locator('.buy-bar__button--countdown')
    await button.waitFor({ timeout: TIMEOUT })
    const first = (await button.innerText()).trim()
    assert.match(first, /\d{2}:\d{2}:\d{2}/, first)
    assert.ok(await button.evaluate((el) => el.className.includes('disabled') || el.hasAttribute('disabled')), 'disabled')
    // A second later it shows another time (waited for, not slept: up to the default step time).
    await page
      .waitForFunction((shown) => document.querySelector('.buy-bar__button--countdown')?.innerText.trim() !== shown, first, {
        timeout: TIMEOUT,
      })
      .catch(() => undefined)
    assert.notEqual((await button.innerText()).trim(), first, 'it counts down')
    await page.screenshot({ path: join(SCREENSHOT_DIR, 'show-detail-zh-CN-light-presale.png') })
    await page.locator('.buy-bar__remind').click()
    await page.locator('.buy-bar__remind--on').waitFor({ timeout: TIMEOUT })
    await page.getByText(ZH_CN.show.remind.setSms).waitFor({ timeout: TIMEOUT })
    assert.deepEqual(errors, [])
  })

  it('the reminder set on a pre-sale show reaches the buyer by SMS when the sale opens', async () => {
    const phone = '13500007004'
    d = await chromiumDriver({ session: await loginByPhone(base, phone) })
    browser = d.browser
    // SH1045: a pre-sale show no other test needs (its sale opens here).
    const sms = await remindUntilSale(d, { showId: 'SH1045', recipient: `+86${phone}` })
    assert.equal(sms.channel, 'SMS')
    assert.match(sms.body, /民谣与诗/)
    assert.deepEqual(browser.errors, [])
  })

  it('a shortage registration on a show short of tickets is told by SMS when tickets come back', async () => {
    // SH1005 (LACK_OF_TICKET, no waitlist): A registers in the app for its sold-out VIP tier; the
    // seeded second user refunds the VIP ticket they bought while it was on sale: A is told (s4).
    const vip = `${LACK_SHOW}S1P1`
    const phone = '13500007006'
    d = await chromiumDriver({ session: await loginByPhone(base, phone) })
    browser = d.browser
    await d.open('showDetail', { showId: LACK_SHOW })
    await d.tap('.buy-bar__button--shortage')
    await d.see('.booking__mode', { text: ZH_CN.show.booking.shortageIntro })
    await d.tap(`.booking__plan[data-id="${vip}"]`)
    await d.see(`.booking__plan.booking__chip--on[data-id="${vip}"]`)
    await d.tap('.booking__register')
    await d.see('.booking__done', { text: ZH_CN.show.booking.shortageDone.replace('{{position}}', '1') })
    const told = async () =>
      (await (await fetch(`${d.gatewayUrl}/dev/outbox?recipient=${encodeURIComponent(`+86${phone}`)}`)).json()).data.filter(
        (message) => message.subject === SHORTAGE_SUBJECT,
      )
    assert.deepEqual(await told(), [], 'nothing while there are none')

    const holder = await loginByPhone(base, SEEDED_OTHER_PHONE)
    const { list } = await api(base, holder.accessToken, `${TRADE}/buyer/v5/orders/page?offset=0&length=20`)
    const held = list.find((order) => order.firstShowId === LACK_SHOW)
    assert.ok(held, 'the seeded VIP order')
    const check = await api(base, holder.accessToken, `${TRADE}/buyer/v1/orders/${held.orderId}/refund/check`, {})
    const ticketIds = check.tickets.map((ticket) => ticket.ticketId)
    await api(base, holder.accessToken, `${TRADE}/buyer/v1/orders/${held.orderId}/refund/apply`, { ticketIds })
    const [sms] = await told()
    assert.equal(sms?.channel, 'SMS')
    assert.match(sms.body, /夜航星/)
    assert.deepEqual(browser.errors, [])
  })

  it('a sold-out show offers its waitlist; joining it as a logged-in buyer', async () => {
    const session = await loginByPhone(base, '13500007003')
    browser = await launch(PHONE, { loggedIn: session })
    const { page, errors } = browser
    await openShow(page, base, SOLD_OUT_SHOW)
    const button = page.locator('.buy-bar__button--waitlist')
    assert.equal((await button.innerText()).trim(), ZH_CN.purchase.button.waitlist)
    await button.click()
    await settle(page, (s) => s.root.name === 'booking' && s.root.params.mode === 'waitlist')
    await page.getByText(ZH_CN.show.booking.waitlistIntro).waitFor({ timeout: TIMEOUT })
    await page.locator('.booking__plan.booking__chip--on').waitFor({ timeout: TIMEOUT })
    await page.screenshot({ path: join(SCREENSHOT_DIR, 'booking-zh-CN-light-waitlist.png') })
    await page.locator('.booking__register').click()
    await page.getByText(ZH_CN.show.booking.waitlistDone).waitFor({ timeout: TIMEOUT })
    assert.deepEqual(errors, [])
  })

  it('during a captcha window buying asks for the captcha first', async () => {
    browser = await launch(PHONE)
    const { page, errors } = browser
    await openShow(page, base, CAPTCHA_SHOW)
    const challenge = page.waitForResponse((response) => response.url().includes(`/show/${CAPTCHA_SHOW}/captcha`))
    await page.locator('.buy-bar__button--pickSeat').click()
    await challenge
    await page.locator('.captcha-popup').waitFor({ timeout: TIMEOUT })
    await page.getByText(ZH_CN.show.captcha.slideHint).first().waitFor({ timeout: TIMEOUT })
    await page.screenshot({ path: join(SCREENSHOT_DIR, 'show-detail-zh-CN-light-captcha.png') })
    const state = await settle(page, (s) => s.root.name === 'showDetail')
    assert.equal(state.root?.name, 'showDetail', 'still on the show until the captcha is solved')
    await page.locator('.captcha-popup__close').click()
    assert.equal(await page.locator('.captcha-popup').count(), 0)
    assert.deepEqual(errors, [])
  })

  it('a show that does not exist says so', async () => {
    browser = await launch(PHONE)
    const { page, errors } = browser
    await page.goto(`${base}/content/SH9999`)
    await settle(page, (s) => s.root.name === 'showDetail')
    await page.getByText(ZH_CN.show.detail.notFound).waitFor({ timeout: TIMEOUT })
    assert.deepEqual(
      errors.filter((error) => !error.includes('SH9999')),
      [],
    )
  })
})
