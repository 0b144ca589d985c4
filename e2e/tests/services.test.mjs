// The services around the show (issue 26) in Chromium against the gateway, with the steps of
// e2e/journeys/services.mjs (driven in the WeChat runtime too). Parking: a new Macau buyer with
// the parking coupon opens the Parking tab, a wrong plate is refused, MA-12-34's fee shows with
// the coupon off, the order is paid through the cashier and the sandbox, pay success (fromPage
// parkingDetail) leads to the paid detail, and the records list it. Screenshots (parking-*.png):
// payment in zh-MO dark on the way, then records and detail in zh-MO dark and English light, and
// payment in English light; the on-site code (D5) in both. Open shows (D24): a new Macau buyer
// registers from the landing, gets the check-in QR, a full session refuses; then every open-show
// page in zh-MO dark and English light (open-show-*.png).
// One browser per buyer, its journey first and then its first looks (the look's language, theme and
// shop in `look`, read at each open); within a look pages open by the app's router (`inApp`), not
// by loading the app again.
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { baseUrl, stopOwnServer } from '../lib/browser.mjs'
import { chromiumDriver } from '../lib/drivers/chromium.mjs'
import { loginByMacauPhone, paidPage, payOnSandbox } from '../lib/purchase.mjs'
import { screenshot } from '../lib/screenshot.mjs'
import {
  MACAU,
  claimParkingCoupon,
  openParkingFromTab,
  placeOrder,
  quoteFee,
  seePaidInRecords,
  showSiteCode,
  OPEN_SHOW,
  openShowToDetail,
  registerForOpenShow,
  getCheckInCode,
  fullSessionRefuses,
  seeMyRegistrations,
  RESERVE,
  cancelFromRecords,
  reserveSlot,
  seeBookedInRecords,
  voteOnce,
} from '../journeys/services.mjs'

/** The Macau shop in zh-MO dark (its own language: each browser shows it before English), and in English light. */
const ZH_MO_DARK = { merchantId: MACAU, theme: 'dark' }
const EN_US_LIGHT = { merchantId: MACAU, lang: 'en-US', theme: 'light' }

describe('services around the show', () => {
  let base
  let d
  let session
  /** The query every address the driver opens carries: the look, changed between looks. */
  const look = {}
  const lookAs = (query) => {
    for (const key of Object.keys(look)) delete look[key]
    Object.assign(look, query)
  }
  /** A browser for `buyer` in the look `query` (one per buyer: its journey, then its looks). */
  const browserFor = async (buyer, query) => {
    await d?.close()
    lookAs(query)
    d = await chromiumDriver({ session: buyer, query: look, inApp: true })
    return d
  }
  before(async () => {
    base = await baseUrl()
  })
  after(async () => {
    await d?.close()
    await stopOwnServer()
  })

  it('parking: the Macau Parking tab, a plate fee with the parking coupon, paid, in the records (zh-MO dark)', async () => {
    session = await loginByMacauPhone(base, '66120026')
    await browserFor(session, ZH_MO_DARK)
    await claimParkingCoupon(d, session.accessToken)
    await openParkingFromTab(d)
    await quoteFee(d)
    const page = d.browser.page
    await screenshot(page, 'parking-payment-zh-MO-dark.png')
    await placeOrder(d)
    await page.locator('.order-detail__pay').click()
    await payOnSandbox(page)
    await paidPage(page, ['paySuccess'])
    // Back from the sandbox page: the Macau shop's language, the system's (light) theme.
    await d.see('.pay-success--parking .pay-success__amount', { text: 'MOP$5.00' })
    await screenshot(page, 'parking-pay-success-zh-MO-light.png')
    await d.tap('.pay-success__to-parking')
    await seePaidInRecords(d)
    assert.deepEqual(d.errors(), [])
  })

  for (const look of [
    { name: 'zh-MO-dark', lang: 'zh-MO', query: ZH_MO_DARK, paid: '已繳費', payment: false },
    { name: 'en-US-light', lang: 'en-US', query: EN_US_LIGHT, paid: 'Paid', payment: true },
  ]) {
    it(`first look in ${look.name}: parking records, detail${look.payment ? ', payment' : ''} and the on-site code`, async () => {
      lookAs(look.query)
      const page = d.browser.page
      await d.open('parkingRecord')
      await d.see('.parking__record')
      await screenshot(page, `parking-record-${look.name}.png`)
      await d.tap('.parking__record')
      await d.waitForPage('parkingDetail')
      await d.see('.parking__status-title', { text: look.paid })
      await screenshot(page, `parking-detail-${look.name}.png`)
      if (look.payment) {
        // zh-MO dark was taken on the way in the journey.
        await d.tap('.parking__again')
        await d.waitForPage('parkingPayment')
        await d.fill('.parking__input', 'MA-56-78')
        await d.tap('.parking__query')
        await d.see('.parking__fee')
        await screenshot(page, `parking-payment-${look.name}.png`)
      }
      await showSiteCode(d, look.lang)
      await screenshot(page, `site-code-${look.name}.png`)
      assert.deepEqual(d.errors(), [])
    })
  }

  let openShowBuyer
  it('open show: a new buyer registers from the landing, gets the check-in QR; a full session refuses (zh-MO dark)', async () => {
    openShowBuyer = await loginByMacauPhone(base, '66120028')
    await browserFor(openShowBuyer, ZH_MO_DARK)
    await openShowToDetail(d)
    await registerForOpenShow(d)
    await getCheckInCode(d)
    await fullSessionRefuses(d)
    await seeMyRegistrations(d)
    assert.deepEqual(d.errors(), [])
  })

  for (const look of [
    { name: 'zh-MO-dark', query: ZH_MO_DARK },
    { name: 'en-US-light', query: EN_US_LIGHT },
  ]) {
    it(`first look in ${look.name}: the open-show pages`, async () => {
      lookAs(look.query)
      const page = d.browser.page
      const shot = (name) => screenshot(page, `open-show-${name}-${look.name}.png`)
      await d.open('openShow', { showId: OPEN_SHOW.showId })
      await d.see('.open-show-landing__sheet .open-show__title')
      await shot('landing')
      await d.tap('.open-show-landing__details')
      await d.waitForPage('openShowDetail')
      await d.see('.open-show__session--on')
      await shot('detail')
      await d.tap('.open-show__register')
      await d.waitForPage('openShowForm')
      await d.fill('.open-show__input--name', 'Chan')
      await d.tap('.open-show__next')
      await d.see('.open-show__error--phone')
      await shot('form')
      await d.fill('.open-show__input--phone', '66120097')
      await d.fill('.open-show__input--idNo', '1234567(8)')
      await d.tap('.open-show__next')
      await d.waitForPage('openShowConfirm')
      await d.see('.open-show__answer--idNo')
      await shot('confirm')
      await d.open('openShowList')
      await d.see('.open-show__item')
      await shot('list')
      await d.tap('.open-show__item')
      await d.waitForPage('registrationList')
      await d.see('.open-show__item')
      await shot('registrations')
      await d.tap('.open-show__item')
      await d.waitForPage('entranceRegistrationDetail')
      await d.see('.open-show__qr')
      await shot('check-in')
      await d.tap('.open-show__entrance-edit')
      await d.waitForPage('entranceRegistrationForm')
      await d.see('.open-show__input--contactName')
      await shot('entrance-form')
      assert.deepEqual(d.errors(), [])
    })
  }
  let voter
  it('reservations and votes: a slot reserved and cancelled, a vote cast once and refused the second time (zh-MO dark)', async () => {
    const started = Date.now()
    voter = await loginByMacauPhone(base, '66126261')
    await browserFor(voter, ZH_MO_DARK)
    const page = d.browser.page
    await reserveSlot(d)
    await screenshot(page, 'reserve-order-done-zh-MO-dark.png')
    await seeBookedInRecords(d)
    await cancelFromRecords(d)
    await screenshot(page, 'reserve-record-zh-MO-dark.png')
    await voteOnce(d)
    await screenshot(page, 'vote-detail-voted-zh-MO-dark.png')
    assert.deepEqual(d.errors(), [])
    console.log(`reservations and votes legs: ${Date.now() - started} ms`)
  })

  it('first look of the reserve and topic pages in en-US light and zh-MO dark', async () => {
    for (const look of [
      { name: 'zh-MO-dark', query: ZH_MO_DARK },
      { name: 'en-US-light', query: EN_US_LIGHT },
    ]) {
      lookAs(look.query)
      const page = d.browser.page
      await d.open('reserveIndex')
      await d.see('.reserve__item', { text: RESERVE.item })
      await screenshot(page, `reserve-index-${look.name}.png`)
      await d.tap('.reserve__item')
      await d.waitForPage('reserveDetail')
      await d.tap('.reserve__slot--open')
      await screenshot(page, `reserve-detail-${look.name}.png`)
      await d.tap('.reserve__submit')
      await d.waitForPage('reserveOrder')
      await d.see('.reserve__input--attendee')
      await screenshot(page, `reserve-order-${look.name}.png`)
      await d.open('topicActivity', { topicId: RESERVE.topicId })
      await d.see('.topic-votes .topic__row')
      await screenshot(page, `topic-activity-${look.name}.png`)
      await d.tap('.topic-votes .topic__row')
      await d.waitForPage('voteDetail')
      await d.see('.vote__option')
      await screenshot(page, `vote-detail-${look.name}.png`)
      assert.deepEqual(d.errors(), [])
    }
  })
})
