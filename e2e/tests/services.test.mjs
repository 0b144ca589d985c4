// The services around the show (issue 26) in Chromium against the gateway, with the steps of
// e2e/journeys/services.mjs (driven in the WeChat runtime too). Parking: a new Macau buyer with
// the parking coupon opens the Parking tab, a wrong plate is refused, MA-12-34's fee shows with
// the coupon off, the order is paid through the cashier and the sandbox, pay success (fromPage
// parkingDetail) leads to the paid detail, and the records list it. Screenshots in zh-MO dark on
// the way, then the same pages in English light: parking-*.png.
import assert from 'node:assert/strict'
import { after, afterEach, before, describe, it } from 'node:test'
import { baseUrl, stopOwnServer } from '../lib/browser.mjs'
import { chromiumDriver } from '../lib/drivers/chromium.mjs'
import { loginByMacauPhone, paidPage, payOnSandbox } from '../lib/purchase.mjs'
import { screenshot } from '../lib/screenshot.mjs'
import { MACAU, claimParkingCoupon, openParkingFromTab, placeOrder, quoteFee, seePaidInRecords } from '../journeys/services.mjs'

describe('services around the show', () => {
  let base
  let d
  let session
  before(async () => {
    base = await baseUrl()
  })
  afterEach(async () => {
    await d?.close()
    d = undefined
  })
  after(stopOwnServer)

  it('parking: the Macau Parking tab, a plate fee with the parking coupon, paid, in the records (zh-MO dark)', async () => {
    session = await loginByMacauPhone(base, '66120026')
    d = await chromiumDriver({ session, query: { merchantId: MACAU, theme: 'dark' } })
    await claimParkingCoupon(d, session.accessToken)
    await openParkingFromTab(d)
    await quoteFee(d)
    const page = d.browser.page
    await screenshot(page, 'parking-payment-zh-MO-dark.png')
    await placeOrder(d)
    await page.locator('.order-detail__pay').click()
    await payOnSandbox(page)
    await paidPage(page, ['paySuccess'])
    await d.see('.pay-success--parking .pay-success__amount', { text: 'MOP$5.00' })
    await screenshot(page, 'parking-pay-success-zh-MO-dark.png')
    await d.tap('.pay-success__to-parking')
    await d.waitForPage('parkingDetail')
    await d.see('.parking__plate')
    await screenshot(page, 'parking-detail-zh-MO-dark.png')
    await seePaidInRecords(d)
    await screenshot(page, 'parking-record-zh-MO-dark.png')
    assert.deepEqual(d.errors(), [])
  })

  it('first look in English light: parking payment, detail and records', async () => {
    d = await chromiumDriver({ session, query: { merchantId: MACAU, lang: 'en-US', theme: 'light' } })
    const page = d.browser.page
    await d.open('parkingRecord')
    await d.see('.parking__record')
    await screenshot(page, 'parking-record-en-US-light.png')
    await d.tap('.parking__record')
    await d.waitForPage('parkingDetail')
    await d.see('.parking__status-title', { text: 'Paid' })
    await screenshot(page, 'parking-detail-en-US-light.png')
    await d.tap('.parking__again')
    await d.waitForPage('parkingPayment')
    await d.fill('.parking__input', 'MA-56-78')
    await d.tap('.parking__query')
    await d.see('.parking__fee')
    await screenshot(page, 'parking-payment-en-US-light.png')
    assert.deepEqual(d.errors(), [])
  })
})
