// The app's main job in one go (issue 8), on the mainland shop in Chromium against the gateway:
// - a new user logs in, opens the stadium show by its web path (/content/SH1001), solves the
//   purchase captcha of its captcha window (a slide), picks a session, a price and 2 tickets, lets
//   the 25,478-seat map suggest 2 seats side by side, confirms with 2 of their attendees and the
//   best coupon (chosen by itself), pays on the sandbox page, sees pay success with both seats,
//   and the gateway has the order paid with exactly those seats held for it;
// - two buyers in two browsers race for the same seat: one order gets it, the other buyer is told
//   no tickets are left (the seats were just taken), keeps their page and goes back to the map.
// Screenshots: purchase-journey-*.png.
import assert from 'node:assert/strict'
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { after, afterEach, before, describe, it } from 'node:test'
import { projectRoot } from '../../scripts/lib/routes.mjs'
import { loginByPhone } from '../lib/accounts.mjs'
import { PAY_TIMEOUT, TRADE, USER, api, idNo, solveSlide } from '../lib/purchase.mjs'
import { feature, pagePath } from '../lib/app.mjs'
import { PHONE, TIMEOUT, baseUrl, launch, settle, stopOwnServer } from '../lib/browser.mjs'
import { screenshot } from '../lib/screenshot.mjs'

const SCREENSHOT_DIR = join(projectRoot, 'e2e', 'screenshots')
const ORDER = feature('order')
const SEATMAP = feature('seatmap')

/** The stadium show: seat picking, real-name, a captcha window now, 4 tickets per buyer. */
const SHOW = 'SH1001'
/** ¥50 off from ¥300 on any show beats the ¥10 ones (any show; the stadium's venue only). */
const BEST = 'CT1001'
const WORSE = ['CT1004', 'CT1012']
/** Swan Lake in the theatre: seat picking, no captcha window, not real-name. */
const RACE_SHOW = 'SH1021'
const RACE_SESSION = 'SH1021S1'
/** Seat state of a paid seat (seat_map/states). */
const SOLD = 2

const ATTENDEES = [
  { name: '赵一', idType: 'ID_CARD', idNo: idNo('11010519850312002') },
  { name: '钱二', idType: 'ID_CARD', idNo: idNo('44052419900101001') },
]

describe('purchase journey', () => {
  let base
  const browsers = []
  before(async () => {
    base = await baseUrl()
    mkdirSync(SCREENSHOT_DIR, { recursive: true })
  })
  afterEach(async () => {
    for (const browser of browsers.splice(0)) await browser.close()
  })
  after(stopOwnServer)

  const open = async (session) => {
    const browser = await launch(PHONE, { loggedIn: session })
    browsers.push(browser)
    return browser
  }
  const shot = (page, name) => screenshot(page, name)

  it('show, captcha, session and price, 2 seats side by side on the stadium map, 2 attendees, best coupon, paid', async () => {
    const session = await loginByPhone(base, '13600008101')
    const token = session.accessToken
    for (const audience of ATTENDEES) await api(base, token, `${USER}/buyer/v3/user_audiences`, audience)
    for (const templateId of [...WORSE, BEST])
      await api(base, token, `${TRADE}/buyer/v3/coupons/obtain`, { couponTemplateId: templateId })

    const browser = await open(session)
    const { page } = browser
    await page.goto(`${base}/content/${SHOW}`)
    await settle(page, (s) => s.root.name === 'showDetail' || s.root.name === 'entryShowDetail')
    const buy = page.locator('.buy-bar__button--pickSeat')
    await buy.waitFor({ timeout: TIMEOUT })

    // The captcha window is open: a slide captcha first, then booking.
    const solving = solveSlide(page)
    await buy.click()
    await solving
    await settle(page, (s) => s.root.name === 'booking', TIMEOUT * 2)
    await page.locator('.booking__session.booking__chip--on').waitFor({ timeout: TIMEOUT })
    await page.locator('.booking__plan.booking__chip--on').waitFor({ timeout: TIMEOUT })
    await page.locator('.booking__plus').click()
    assert.equal((await page.locator('.booking__qty').innerText()).trim(), '2')
    await page.locator('.booking__next').click()

    // The seat map: the best 2 seats together.
    const picked = await settle(page, (s) => s.root.name === 'pickSeat', TIMEOUT * 2)
    assert.equal(picked.root.params.qty, '2')
    await page.waitForFunction(() => Boolean(document.querySelector('.seat-map__canvas')?.seatMap), null, {
      timeout: TIMEOUT * 3,
    })
    await page.getByText(SEATMAP.hintOverview).waitFor({ timeout: TIMEOUT })
    await page.locator('.seat-picker__best').click()
    await page.waitForFunction(() => document.querySelectorAll('.seat-picker__ticket').length === 2, null, {
      timeout: TIMEOUT,
    })
    const seats = await page.locator('.seat-picker__ticket').evaluateAll((els) => els.map((el) => el.dataset.seat))
    const [a, b] = seats.map((id) => id.split('-'))
    assert.equal(`${a[0]}-${a[1]}`, `${b[0]}-${b[1]}`, 'one area, one row')
    assert.equal(Math.abs(Number(a[2]) - Number(b[2])), 1, 'side by side')
    await page.evaluate(() => document.querySelector('.seat-picker').scrollIntoView({ block: 'start' }))
    await shot(page, 'purchase-journey-seats-zh-CN-light.png')
    await page.locator('.seat-picker__confirm').click()

    // Confirm: two attendees, the best coupon by itself.
    const confirm = await settle(page, (s) => s.root.name === 'confirmOrder', TIMEOUT * 2)
    assert.deepEqual(confirm.root.params.seatIds.split(',').sort(), [...seats].sort())
    await page.locator('.confirm-order__fee--tickets').waitFor({ timeout: TIMEOUT })
    const chosen = page.locator('.confirm-order__coupon--on')
    await chosen.waitFor({ timeout: TIMEOUT })
    assert.equal(await chosen.getAttribute('data-coupon-template'), BEST)
    const attendees = page.locator('.confirm-order__attendee')
    await attendees.nth(1).waitFor({ timeout: TIMEOUT })
    await attendees.nth(0).click()
    await attendees.nth(1).click()
    const total = await page.locator('.confirm-order__total-value').innerText()
    await shot(page, 'purchase-journey-confirm-zh-CN-light.png')

    await page.locator('.confirm-order__submit').click()
    await page.locator('.cashier__options').waitFor({ timeout: TIMEOUT * 2 })
    const orders = await api(base, token, `${TRADE}/buyer/v5/orders/page?offset=0&length=10`)
    assert.equal(orders.total, 1)
    const { orderId, orderNumber } = orders.list[0]

    // The sandbox payment page, then pay success with both seats.
    await page.locator('.cashier__pay').click()
    await page.waitForURL(/\/payments\/sandbox\//, { timeout: PAY_TIMEOUT })
    await page.locator('#pay').click()
    await settle(page, (s) => s.root.name === 'paySuccess', PAY_TIMEOUT)
    await page.locator('.pay-success__ticket').first().waitFor({ timeout: TIMEOUT })
    assert.equal(await page.locator('.pay-success__title').innerText(), ORDER.success.title)
    assert.equal(await page.locator('.pay-success__ticket').count(), 2)
    assert.equal(await page.locator('.pay-success__number').innerText(), orderNumber)
    await shot(page, 'purchase-journey-paid-zh-CN-light.png')

    // At the gateway: paid, what the page said, the two seats and the two attendees.
    const detail = await api(base, token, `${TRADE}/buyer/v5/orders/${orderId}`)
    assert.ok([6, 7, 9].includes(detail.orderState), `paid (state ${detail.orderState})`)
    assert.equal(`¥${detail.payAmount.toFixed(2)}`, total, 'charged what confirm said')
    assert.equal(detail.coupon?.couponTemplateId, BEST)
    assert.equal(detail.seats.length, 2)
    // The two seats are no longer free for anyone else.
    const states = await api(
      base,
      token,
      `/cyy_gatewayapi/show/pub/v3/show_session/${confirm.root.params.sessionId}/seat_map/states?format=list`,
    )
    const taken = new Map(states.seats)
    for (const id of seats) assert.equal(taken.get(id), SOLD, `${id} is sold`)
    assert.deepEqual(browser.errors, [])
  })

  it('two buyers race for the same seat: one order gets it, the other is told no tickets are left', async () => {
    const sessions = await Promise.all(['13600008102', '13600008103'].map((phone) => loginByPhone(base, phone)))
    const pages = []
    let seat
    for (const session of sessions) {
      const { page } = await open(session)
      await page.goto(`${base}/${pagePath('pickSeat')}?showId=${RACE_SHOW}&sessionId=${RACE_SESSION}&limit=1`)
      await page.waitForFunction(() => Boolean(document.querySelector('.seat-map__canvas')?.seatMap), null, {
        timeout: TIMEOUT * 3,
      })
      // Both choose the same free seat, through the list alternative.
      await page.locator('.seat-picker__list-toggle').click()
      await page.locator('.seat-list__area').first().click()
      const button = seat ? page.locator(`.seat-list__seat[data-seat="${seat}"]`) : page.locator('.seat-list__seat').first()
      await button.waitFor({ timeout: TIMEOUT })
      seat ??= await button.getAttribute('data-seat')
      await button.click()
      await page.locator(`.seat-picker__ticket[data-seat="${seat}"]`).waitFor({ timeout: TIMEOUT })
      await page.locator('.seat-picker__confirm').click()
      await settle(page, (s) => s.root.name === 'confirmOrder', TIMEOUT * 2)
      await page.locator('.confirm-order__fee--tickets').waitFor({ timeout: TIMEOUT })
      pages.push(page)
    }

    // Both tap submit at once.
    await Promise.all(pages.map((page) => page.locator('.confirm-order__submit').click()))
    const outcomes = await Promise.all(
      pages.map((page, i) =>
        Promise.any([
          page
            .locator('.cashier__options')
            .waitFor({ timeout: TIMEOUT * 2 })
            .then(() => 'order'),
          page
            .locator('.confirm-order__notice', { hasText: ORDER.confirm.seatsTaken })
            .waitFor({ timeout: TIMEOUT * 2 })
            .then(() => 'refused'),
        ]).catch(async () => {
          await shot(page, `purchase-journey-race-${i}.png`)
          return 'neither'
        }),
      ),
    )
    assert.deepEqual([...outcomes].sort(), ['order', 'refused'], 'one gets the seat, one is told')
    const loser = pages[outcomes.indexOf('refused')]
    await shot(loser, 'purchase-journey-race-refused-zh-CN-light.png')
    // The refused buyer keeps the page, and goes back to a map that no longer offers the seat.
    assert.equal((await settle(loser, () => true)).root?.name, 'confirmOrder')
    await loser.locator('.confirm-order__repick').click()
    await settle(loser, (s) => s.root.name === 'pickSeat')
    await loser.waitForFunction((id) => !document.querySelector(`.seat-picker__ticket[data-seat="${id}"]`), seat, {
      timeout: TIMEOUT,
    })
    const counts = await Promise.all(
      sessions.map((session) =>
        api(base, session.accessToken, `${TRADE}/buyer/v5/orders/page?offset=0&length=10`).then((page) => page.total),
      ),
    )
    assert.deepEqual(
      counts,
      outcomes.map((outcome) => (outcome === 'order' ? 1 : 0)),
    )
  })
})
