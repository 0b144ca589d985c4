// Buying on the mainland shop in Chromium against the gateway, as a logged-in user would:
// - a non-seat show (SH1006) with express delivery: the default address is chosen, another one is
//   picked in the address list, the best coupon is preselected, a double tap on submit makes one
//   order, the sandbox payment page pays, pay-loading finds it paid, pay success shows the ticket,
//   and the gateway has the order paid (state 6: to be shipped);
// - a free real-name show (SH1020): one attendee, a zero-amount order placed without a cashier,
//   and a sold-out real-name show's waitlist (SH1032) with that attendee: the steps of
//   e2e/journeys/purchase.mjs, driven in the WeChat runtime too (e2e/weapp/tests/buy.test.mjs);
// - a payment cancelled on the sandbox page: back to the order, unpaid, with its countdown.
// Screenshots of confirm order and pay success in zh-CN light, en-US dark and zh-MO light.
import assert from 'node:assert/strict'
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { after, afterEach, before, describe, it } from 'node:test'
import { projectRoot } from '../../scripts/lib/routes.mjs'
import { loginByPhone } from '../lib/accounts.mjs'
import { PAY_TIMEOUT, TRADE, USER, addAttendee, api, confirmUrl } from '../lib/purchase.mjs'
import { chromiumDriver } from '../lib/drivers/chromium.mjs'
import { WANG_WU, freeRealNameOrder, waitlistWithOnlyAttendee } from '../journeys/purchase.mjs'
import { feature } from '../lib/app.mjs'
import { PHONE, TIMEOUT, baseUrl, launch, settle, stopOwnServer } from '../lib/browser.mjs'
import { screenshot } from '../lib/screenshot.mjs'

const SCREENSHOT_DIR = join(projectRoot, 'e2e', 'screenshots')
const ZH = feature('order')
const EN = feature('order', 'en-US')
const MO = feature('order', 'zh-MO')

/** SH1006: a Livehouse show, no seat map, e-ticket / express / venue; its cheapest tier is ¥380. */
const EXPRESS_SHOW = { showId: 'SH1006', sessionId: 'SH1006S1', seatPlanId: 'SH1006S1P5' }
/** ¥50 off from ¥300, any show; ¥15 off from ¥100 on SH1006: the first is the best pick. */
const BEST = 'CT1001'
const OTHER = 'CT1005'

describe('buy', () => {
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
    await d?.close()
    d = undefined
  })
  after(stopOwnServer)

  const shot = (page, name) => screenshot(page, name)

  async function openConfirm(session, show, qty, query = '') {
    browser = await launch(PHONE, { loggedIn: session })
    const { page } = browser
    await page.goto(confirmUrl(base, show, qty, query))
    await settle(page, (s) => s.root.name === 'confirmOrder')
    await page.locator('.confirm-order__fee--tickets').waitFor({ timeout: TIMEOUT })
    return page
  }

  const total = (page) => page.locator('.confirm-order__total-value').innerText()

  it('express delivery, the best coupon, the sandbox payment, pay success, paid at the gateway', async () => {
    const session = await loginByPhone(base, '13600009001')
    const token = session.accessToken
    for (const templateId of [OTHER, BEST])
      await api(base, token, `${TRADE}/buyer/v3/coupons/obtain`, { couponTemplateId: templateId })
    const address = {
      cellphone: '13912340000',
      provinceId: '31',
      cityId: 'BL1106',
      districtId: '310104',
      detailAddress: '漕溪北路88号圣爱大厦',
    }
    await api(base, token, `${USER}/buyer/v3/user/addresses`, { ...address, recipient: '张三', isDefault: true })
    await api(base, token, `${USER}/buyer/v3/user/addresses`, { ...address, recipient: '李四', isDefault: false })

    const page = await openConfirm(session, EXPRESS_SHOW, 2)
    // The best coupon is chosen by itself (the shop says autoChooseBestCoupon).
    const chosen = page.locator('.confirm-order__coupon--on')
    await chosen.waitFor({ timeout: TIMEOUT })
    assert.equal(await chosen.getAttribute('data-coupon-template'), BEST)
    assert.equal(await total(page), '¥710.00', '2 x 380 - 50')

    // Express: the default address is chosen; another is picked in the address list.
    await page.locator('.confirm-order__chip--EXPRESS').click()
    await page.locator('.confirm-order__address-who').waitFor({ timeout: TIMEOUT })
    assert.match(await page.locator('.confirm-order__address-who').innerText(), /张三/)
    await page.locator('.confirm-order__fee--delivery').waitFor({ timeout: TIMEOUT })
    const withDelivery = await total(page)
    assert.notEqual(withDelivery, '¥710.00', 'the delivery fee is added')
    await page.locator('.confirm-order__address').click()
    await settle(page, (s) => s.root.name === 'address')
    await page.locator('.address-card__main', { hasText: '李四' }).click()
    await settle(page, (s) => s.root.name === 'confirmOrder')
    await page.locator('.confirm-order__address-who', { hasText: '李四' }).waitFor({ timeout: TIMEOUT })
    assert.equal(await page.locator('.confirm-order__coupon--on').getAttribute('data-coupon-template'), BEST, 'kept')
    await shot(page, 'confirm-order-zh-CN-light.png')

    // A double tap makes one order; the cashier opens with the web's options.
    await page.locator('.confirm-order__submit').dblclick()
    const cashier = page.locator('.cashier__options')
    await cashier.waitFor({ timeout: TIMEOUT })
    assert.ok((await page.locator('.cashier__option').count()) > 1, 'a list of options on the web')
    assert.equal(await page.locator('.cashier__option[aria-checked="true"]').count(), 1, 'one chosen by default')
    assert.match(await page.locator('.cashier__countdown').innerText(), /\d\d:\d\d/)
    const orders = await api(base, token, `${TRADE}/buyer/v5/orders/page?offset=0&length=10`)
    assert.equal(orders.total, 1, 'one order for two taps')
    const orderId = orders.list[0].orderId

    // The sandbox payment page, then pay-loading, then pay success.
    await page.locator('.cashier__pay').click()
    await page.waitForURL(/\/payments\/sandbox\//, { timeout: PAY_TIMEOUT })
    await page.locator('#pay').click()
    await page.waitForURL(/\/pay-(loading|success)/, { timeout: PAY_TIMEOUT })
    await settle(page, (s) => s.root.name === 'paySuccess', PAY_TIMEOUT)
    await page.locator('.pay-success__ticket').first().waitFor({ timeout: TIMEOUT })
    assert.equal(await page.locator('.pay-success__title').innerText(), ZH.success.title)
    assert.equal(await page.locator('.pay-success__ticket').count(), 2, 'two tickets issued')
    assert.equal(await page.locator('.pay-success__number').innerText(), orders.list[0].orderNumber)
    await page.locator('.pay-success__shows, .pay-success__banner').first().waitFor({ timeout: TIMEOUT })
    await shot(page, 'pay-success-zh-CN-light.png')

    const detail = await api(base, token, `${TRADE}/buyer/v5/orders/${orderId}`)
    assert.equal(detail.orderState, 6, 'paid, to be shipped')
    assert.equal(detail.address.recipient, '李四')
    assert.equal(detail.coupon?.couponTemplateId, BEST)
    assert.equal(`¥${detail.payAmount.toFixed(2)}`, withDelivery, 'charged what the page said')

    // The ticket holder is one tap away.
    await page.locator('.pay-success__to-tickets').click()
    await settle(page, (s) => s.root.name === 'ticketHolder')
    assert.deepEqual(browser.errors, [])

    // Screenshots in the other languages and themes.
    for (const [lang, theme, words] of [
      ['en-US', 'dark', EN],
      ['zh-MO', 'light', MO],
    ]) {
      await browser.close()
      const other = await openConfirm(session, EXPRESS_SHOW, 2, `&lang=${lang}&theme=${theme}`)
      await other.getByText(words.confirm.submit).waitFor({ timeout: TIMEOUT })
      await shot(other, `confirm-order-${lang}-${theme}.png`)
      await other.goto(`${base}/pay-success?orderId=${orderId}&orderType=ticket&lang=${lang}&theme=${theme}`)
      await other.locator('.pay-success__ticket').first().waitFor({ timeout: TIMEOUT })
      assert.equal(await other.locator('.pay-success__title').innerText(), words.success.title)
      await shot(other, `pay-success-${lang}-${theme}.png`)
    }
  })

  it('a zero-amount order on a real-name show: one attendee, placed without a cashier', async () => {
    const session = await loginByPhone(base, '13600009002')
    await addAttendee(base, session.accessToken, WANG_WU)
    d = await chromiumDriver({ session })
    await freeRealNameOrder(d, { token: session.accessToken })
  })

  it("a real-name show's waitlist registers with the attendee chosen", async () => {
    const session = await loginByPhone(base, '13600009004')
    await addAttendee(base, session.accessToken, WANG_WU)
    d = await chromiumDriver({ session })
    await waitlistWithOnlyAttendee(d, { token: session.accessToken })
  })

  it('a payment cancelled on the sandbox page returns to the order, still unpaid, with its countdown', async () => {
    const session = await loginByPhone(base, '13600009003')
    const page = await openConfirm(session, EXPRESS_SHOW, 1)
    await page.locator('.confirm-order__submit').click()
    await page.locator('.cashier__options').waitFor({ timeout: TIMEOUT })
    await page.locator('.cashier__pay').click()
    await page.waitForURL(/\/payments\/sandbox\//, { timeout: PAY_TIMEOUT })
    await page.locator('#cancel').click()
    await settle(page, (s) => s.root.name === 'orderDetail', PAY_TIMEOUT)
    await page.locator('.order-detail__countdown').waitFor({ timeout: TIMEOUT })
    assert.equal(await page.locator('.order-detail').getAttribute('data-state'), 'UNPAID')
    assert.match(await page.locator('.order-detail__countdown').innerText(), /\d\d:\d\d/)
    assert.equal(await page.locator('.order-detail__pay').innerText(), ZH.detail.pay)
    // Pay from the order: the cashier opens again.
    await page.locator('.order-detail__pay').click()
    await page.locator('.cashier__options').waitFor({ timeout: TIMEOUT })
    await shot(page, 'order-detail-cashier-zh-CN-light.png')
    const orders = await api(base, session.accessToken, `${TRADE}/buyer/v5/orders/page?offset=0&length=10`)
    assert.equal(orders.list[0].orderState, 1, 'unpaid at the gateway')
  })
})
