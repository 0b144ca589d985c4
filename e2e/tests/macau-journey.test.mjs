// The Macau shop's purchase in one go (issue 15), in Chromium against the gateway, in zh-MO: a
// buyer logged in with a Macau mobile (+853) opens the Macau shop (?merchantId=10002), opens a
// real-name concert, picks its session and price, confirms with a passport attendee (a 9-character MA1234567, whose
// tickets answered HTTP 500), pays on the sandbox page, lands on the Macau shop's new-style pay
// success with the ticket listed (not "tickets will appear later"), reloads, and is still in the
// Macau shop: its teal theme, zh-MO, its show and its tickets. Screenshots: macau-journey-*.png.
import assert from 'node:assert/strict'
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { after, afterEach, before, describe, it } from 'node:test'
import { projectRoot } from '../../scripts/lib/routes.mjs'
import { feature } from '../lib/app.mjs'
import { PHONE, TIMEOUT, baseUrl, launch, settle, stopOwnServer, waitForColour } from '../lib/browser.mjs'
import {
  MACAU,
  PAY_TIMEOUT,
  USER,
  fillContactEmail,
  loginByMacauPhone,
  payOnSandbox,
  shopApi,
  waitForBookingChoices,
} from '../lib/purchase.mjs'
import { screenshot } from '../lib/screenshot.mjs'

const SCREENSHOT_DIR = join(projectRoot, 'e2e', 'screenshots')
const MO = feature('order', 'zh-MO')
const FULFILL = '/cyy_gatewayapi/fulfill'
const MACAU_TEAL = '#00857c'
/** The Macau concert: real-name, no seat map; its zh-MO name. */
const SHOW = { showId: 'SH1079', name: '星光夜演唱會 澳門站' }
/** A Macau resident's passport: 9 characters. */
const PASSPORT = { name: 'Ana Lopes', idType: 'PASSPORT', idNo: 'MA1234567', countryRegion: 'MO' }

/** The gateway as a buyer of the Macau shop. */
const api = (base, token, path, body) => shopApi(base, MACAU, token, path, body)

describe('the Macau shop journey', () => {
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

  it('buys with a passport attendee to pay success with its ticket, reloads, and is still in the Macau shop', async () => {
    // A Macau buyer: a +853 mobile.
    const session = await loginByMacauPhone(base, '66008801')
    const token = session.accessToken
    await api(base, token, `${USER}/buyer/v3/user_audiences`, PASSPORT)

    browser = await launch(PHONE, { loggedIn: session })
    const { page, errors } = browser
    await page.goto(`${base}/?merchantId=${MACAU}&lang=zh-MO`)
    await settle(page, (s) => s.root.name === 'homeList')
    await waitForColour(page, MACAU_TEAL)

    // The show, its session and price, one ticket.
    await page.goto(`${base}/content/${SHOW.showId}`)
    await page.locator('.show-detail__name', { hasText: SHOW.name }).waitFor({ timeout: TIMEOUT })
    await page.locator('.buy-bar__button').last().click()
    await settle(page, (s) => s.root.name === 'booking', TIMEOUT * 2)
    await waitForBookingChoices(page)
    await page.locator('.booking__next:not([disabled])').click()

    // Confirm: the passport attendee.
    await settle(page, (s) => s.root.name === 'confirmOrder', TIMEOUT * 2)
    await page.locator('.confirm-order__fee--tickets').waitFor({ timeout: TIMEOUT })
    const attendee = page.locator('.confirm-order__attendee', { hasText: PASSPORT.name })
    await attendee.waitFor({ timeout: TIMEOUT })
    // The only attendee may come chosen already: chosen once, whichever way.
    if (!((await attendee.getAttribute('class')) ?? '').includes('confirm-order__attendee--on')) await attendee.click()
    await page.locator('.confirm-order__attendee--on', { hasText: PASSPORT.name }).waitFor({ timeout: TIMEOUT })
    await waitForColour(page, MACAU_TEAL)
    await shot(page, 'macau-journey-confirm-zh-MO-light.png')
    await fillContactEmail(page, 'ana.lopes@showtix.test')
    await page.locator('.confirm-order__submit').click()

    // The cashier, the sandbox payment page, pay success in the Macau shop's new style.
    await page.locator('.cashier__options').waitFor({ timeout: TIMEOUT * 2 })
    await payOnSandbox(page)
    const paid = await settle(page, (s) => s.root.name === 'paySuccessNew' || s.root.name === 'paySuccess', PAY_TIMEOUT)
    assert.equal(paid?.root?.name, 'paySuccessNew', 'the Macau shop’s new-style pay success')
    const ticket = page.locator('.pay-success__ticket')
    await ticket.first().waitFor({ timeout: TIMEOUT })
    assert.equal(await ticket.count(), 1)
    assert.match(await ticket.first().innerText(), /Ana Lopes/)
    assert.equal(await page.getByText(MO.success.noTickets).count(), 0, 'not "tickets will appear later"')
    assert.equal(await page.locator('.pay-success__title').innerText(), MO.success.title)
    await waitForColour(page, MACAU_TEAL)
    await shot(page, 'macau-journey-paid-zh-MO-light.png')

    // The gateway's ticket shows the passport masked.
    const orderId = paid.root.params.orderId
    const tickets = await api(base, token, `${FULFILL}/buyer/v3/orders/${orderId}/tickets`)
    assert.deepEqual(
      tickets.map((item) => item.idNo),
      ['MA*****67'],
    )

    // Reloaded: still the Macau shop, in zh-MO, with its show and ticket.
    await page.reload()
    const again = await settle(page, (s) => s.root.name === 'paySuccessNew', PAY_TIMEOUT)
    assert.equal(again?.root?.name, 'paySuccessNew')
    await page.locator('.pay-success__ticket').first().waitFor({ timeout: TIMEOUT })
    await waitForColour(page, MACAU_TEAL)
    assert.equal(await page.locator('.pay-success__title').innerText(), MO.success.title, 'zh-MO')
    await page.locator('.pay-success__show', { hasText: SHOW.name }).waitFor({ timeout: TIMEOUT })
    await page.goto(`${base}/`)
    await settle(page, (s) => s.root.name === 'homeList')
    await waitForColour(page, MACAU_TEAL)
    await page.locator('.tab-bar [role="tab"][aria-label="泊車"]').waitFor({ timeout: TIMEOUT })
    assert.deepEqual(errors, [])
  })
})
