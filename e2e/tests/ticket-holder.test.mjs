// The ticket holder in Chromium against the gateway (issue 20): the steps of
// e2e/journeys/ticket-holder.mjs (driven in the WeChat runtime too), with the QR decoded from the
// drawn image (jsQR); then the holder offline (the browser's network cut): the tab and the ticket
// answer from the device's copy, marked offline, the code still drawn; the same on the gateway's
// 504; after logout nothing of the copy shows. A look at the tab, the detail and the code full screen in en-US light and zh-MO dark,
// with the real-name supplement of a ticket bought without its holder (the ID of another ticket of
// the show refused, another attendee accepted).
import assert from 'node:assert/strict'
import { join } from 'node:path'
import jsQR from 'jsqr'
import { after, before, describe, it } from 'node:test'
import { loginByPhone } from '../lib/accounts.mjs'
import { feature } from '../lib/app.mjs'
import { clearFaults, setFault } from '../lib/faults.mjs'
import { TIMEOUT, baseUrl, stopOwnServer } from '../lib/browser.mjs'
import { chromiumDriver } from '../lib/drivers/chromium.mjs'
import { SCREENSHOT_DIR, screenshot } from '../lib/screenshot.mjs'
import { api } from '../lib/purchase.mjs'
import { addAddress } from '../journeys/shop.mjs'
import {
  buyTwoTickets,
  gateLetsInOnce,
  letIn,
  siteAndStub,
  openTicketWithCode,
  paySuccessToHolder,
  scanOpensSiteTicket,
  SITE_SCAN_CODE,
  supplementHolder,
} from '../journeys/ticket-holder.mjs'

const TICKET = feature('ticket')

/** The code in the QR image as a scanner reads it: the image's pixels (drawn on a canvas in the page) decoded by jsQR. */
async function decodeShownQr(page) {
  const shown = await page.evaluate(async () => {
    const img = [...document.querySelectorAll('.entry-code__qr img, img.entry-code__qr')].find((el) => el.offsetWidth > 0)
    if (!img) return null
    await img.decode()
    const canvas = document.createElement('canvas')
    canvas.width = img.naturalWidth
    canvas.height = img.naturalHeight
    const context = canvas.getContext('2d')
    context.drawImage(img, 0, 0)
    const { data } = context.getImageData(0, 0, canvas.width, canvas.height)
    const holder = img.closest('.entry-code__qr') ?? img
    return { width: canvas.width, height: canvas.height, pixels: Array.from(data), code: holder.getAttribute('data-code') }
  })
  if (!shown) return null
  const decoded = jsQR(Uint8ClampedArray.from(shown.pixels), shown.width, shown.height)?.data ?? null
  // Read together with the image: the code turns every 15 s.
  assert.equal(decoded, shown.code, 'the image holds the code the page shows')
  return decoded
}

describe('the ticket holder', () => {
  let base
  let d
  before(async () => {
    base = await baseUrl()
  })
  after(async () => {
    await d?.close()
    await stopOwnServer()
  })

  it('pay success → the Tickets tab → a ticket whose QR the gate lets in once; offline from the device; nothing after logout', async () => {
    const session = await loginByPhone(base, '13600020001')
    const orderId = await buyTwoTickets(base, session.accessToken, '01')
    d = await chromiumDriver({ session })
    const { page } = d
    await paySuccessToHolder(d, { orderId })
    const code = await openTicketWithCode(d, () => decodeShownQr(page))
    // The gate, while the code is fresh: once, not twice, not two steps late.
    await gateLetsInOnce(base, session.accessToken, code)

    // Offline (the browser's network cut): the second ticket and the tab answer from the device,
    // marked offline; the rotating code still draws. The app is loaded: pages open as in a signal-less hall.
    // The ticket let in is used: the tab keeps the other one (the used one is a past ticket now).
    await d.open('ticketHolder')
    await d.see('.ticket-group__ticket')
    assert.equal(await d.count('.ticket-group__ticket'), 1, 'the used ticket left the tab')
    await page.locator('.ticket-group__ticket').first().click()
    await d.waitForPage('ticketDetailNew')
    await d.see('.entry-code__qr')
    await page.goBack()
    await d.waitForPage('ticketHolder')
    await page.context().setOffline(true)
    try {
      await page.locator('.ticket-group__ticket').first().click()
      await d.waitForPage('ticketDetailNew')
      await d.see('.offline-note')
      assert.match((await decodeShownQr(page)) ?? '', /^STX1\./, 'the rotating code draws offline')
      await page.goBack()
      await d.waitForPage('ticketHolder')
      await d.see('.offline-note')
      assert.equal(await d.count('.ticket-group__ticket'), 1, 'the tab from the device')
      await screenshot(page, 'ticket-holder-offline-zh-CN-light.png')
    } finally {
      await page.context().setOffline(false)
    }
    // The gateway answers 504 (s8: 5xx answers from the copy too), on a fresh load: the tab from
    // the device, marked offline, and no generic error dialog.
    await setFault(base, { match: '/buyer/v3/tickets/page', kind: 'http', status: 504 })
    try {
      await d.open('ticketHolder')
      await d.see('.offline-note')
      assert.equal(await d.count('.ticket-group__ticket'), 1, 'the tab from the device on a 504')
      assert.equal(await d.count('.feedback-dialog'), 0, 'no generic error dialog')
    } finally {
      await clearFaults(base)
    }

    // Logout clears the copy: another login on this device sees none of it, even offline.
    const logout = await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('ticketCache.')))
    assert.ok(logout.length > 0, 'the copy is kept')
    await d.open('setting')
    await d.tap('.settings__logout')
    await page.waitForFunction(() => !localStorage.getItem('bizUserId'), undefined, { timeout: TIMEOUT })
    const left = await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('ticketCache.')))
    assert.deepEqual(left, [], 'nothing of the copy stays after logout')
    await d.open('ticketHolder')
    await d.see('.ticket-holder__login', { text: new RegExp(TICKET.holder.loginTitle) })
    assert.equal(await d.count('.ticket-group'), 0)
  })

  for (const [lang, theme, merchant] of [
    ['en-US', 'light', '10001'],
    ['zh-MO', 'dark', '10002'],
  ]) {
    it(`looks right in ${lang} ${theme}: the tab, a ticket, its code full screen; on-site tickets and a stub printed`, async () => {
      await d?.close()
      const session = await loginByPhone(base, `1360002${lang === 'en-US' ? '1' : '2'}001`)
      const seed = lang === 'en-US' ? '02' : '03'
      const orderId = await buyTwoTickets(base, session.accessToken, seed)
      d = await chromiumDriver({ session, query: { lang, theme, merchantId: merchant } })
      await d.open('ticketHolder')
      await d.see('.ticket-group__ticket')
      await screenshot(d.page, `ticket-holder-${lang}-${theme}.png`)
      await d.tap('.ticket-group__ticket')
      await d.waitForPage('ticketDetailNew')
      await d.see('.entry-code__qr')
      await screenshot(d.page, `ticket-detail-${lang}-${theme}.png`, { fullPage: true })
      await d.tap('.ticket-detail__full')
      await d.waitForPage('ticketCode')
      await d.see('.entry-code__qr')
      await screenshot(d.page, `ticket-code-${lang}-${theme}.png`)
      // Real-name supplement (D9): a ticket bought without its holder gets one before the deadline.
      await supplementHolder(d, (name) => screenshot(d.page, `${name}-${lang}-${theme}.png`, { fullPage: true }))
      await screenshot(d.page, `ticket-detail-named-${lang}-${theme}.png`, { fullPage: true })
      // On-site tickets by venue, and the keepsake stub of the ticket let in, printed (D5, D6).
      const [first] = await api(base, session.accessToken, `/cyy_gatewayapi/fulfill/buyer/v3/orders/${orderId}/tickets`)
      await letIn(base, session.accessToken, first.ticketId)
      await addAddress(d, session.accessToken)
      await siteAndStub(d, (name) => screenshot(d.page, `${name}-${lang}-${theme}.png`, { fullPage: true }))
      // A venue's scanned code (CP_ID): the app opens site-ticket there; the Macau shop refuses the other shop's code.
      const started = Date.now()
      if (merchant === '10001') {
        await scanOpensSiteTicket(
          async (query) => {
            await d.open('home', {}, { query, expect: 'siteTicket' })
            return d
          },
          (name) => screenshot(d.page, `${name}-${lang}-${theme}.png`),
        )
      } else {
        // The refusal is a 2 s toast: watched for from before the load.
        const refused = d.page
          .getByText(/此碼屬於其他商家/)
          .first()
          .waitFor({ timeout: TIMEOUT * 2 })
        await d.open('homeList', {}, { query: { CP_ID: SITE_SCAN_CODE } })
        await refused
        // At once: the toast does not wait for a still page.
        await d.page.screenshot({ path: join(SCREENSHOT_DIR, `scan-refused-${lang}-${theme}.png`) })
        assert.equal((await d.waitForPage('homeList')).name, 'homeList', 'the app stays where it opened')
      }
      console.log(`# scan leg ${lang}: ${Date.now() - started} ms`)
      assert.deepEqual(d.errors(), [])
    })
  }
})
