// Combo tickets (issue 26, D27) in Chromium against the gateway, with the steps of
// e2e/journeys/combo.mjs (driven in the WeChat runtime too): a new buyer opens the combo from show
// detail, buys both shows in one order, and finds both tickets in the holder. Screenshots
// (combo-*.png) of the four combo pages in English light and zh-MO dark (the Macau shop's CB2001),
// and of the Me tab's services from the shop's layout (mine-services-*.png: the Macau shop's parking).
import assert from 'node:assert/strict'
import { after, afterEach, before, describe, it } from 'node:test'
import { loginByPhone } from '../lib/accounts.mjs'
import { baseUrl, stopOwnServer } from '../lib/browser.mjs'
import { chromiumDriver } from '../lib/drivers/chromium.mjs'
import { screenshot } from '../lib/screenshot.mjs'
import { openComboFromShow, payAndSeeBothInHolder, placeComboOrder, seeMeServices } from '../journeys/combo.mjs'

describe('combo tickets', () => {
  let base
  let d
  before(async () => {
    base = await baseUrl()
  })
  afterEach(async () => {
    await d?.close()
    d = undefined
  })
  after(stopOwnServer)

  it('a new buyer buys a combo of two shows in one order and finds both tickets in the holder', async () => {
    const started = Date.now()
    const session = await loginByPhone(base, '13626030001')
    d = await chromiumDriver({ session })
    await openComboFromShow(d)
    await placeComboOrder(d)
    await payAndSeeBothInHolder(d, session.accessToken)
    await seeMeServices(d)
    assert.deepEqual(d.errors(), [])
    console.log(`combo journey: ${Date.now() - started} ms`)
  })

  for (const look of [
    { name: 'en-US-light', query: { lang: 'en-US', theme: 'light' }, comboId: 'CB1001', service: /Redeem a code/ },
    { name: 'zh-MO-dark', query: { merchantId: '10002', theme: 'dark' }, comboId: 'CB2001', service: /泊車繳費/ },
  ]) {
    it(`first look in ${look.name}: the four combo pages and the Me tab's services`, async () => {
      d = await chromiumDriver({ query: look.query })
      const page = d.browser.page
      await d.open('ticketPackageDetail', { comboId: look.comboId })
      await d.see('.combo__price')
      await screenshot(page, `combo-detail-${look.name}.png`)
      await d.tap('.combo__link')
      await d.waitForPage('ticketPackageShow')
      await d.see('.show-card')
      await screenshot(page, `combo-show-${look.name}.png`)
      await d.tap('.show-card__main')
      await d.waitForPage('ticketPackageShowDetail')
      await d.see('.combo__session')
      await screenshot(page, `combo-show-detail-${look.name}.png`)
      await d.tap('.combo__submit')
      await d.waitForPage('ticketPackageSession')
      await d.see('.combo__amount')
      await screenshot(page, `combo-session-${look.name}.png`)
      // The Me tab (anonymous): the shop's services, the Macau shop's with parking.
      await d.open('mine')
      await d.see('.mine__services', { text: look.service })
      await screenshot(page, `mine-services-${look.name}.png`)
      assert.deepEqual(d.errors(), [])
    })
  }
})
