// The shop a buyer is in, kept and carried (issue 15), in Chromium against the gateway:
// - item 2: the Macau shop opened by a link (?merchantId=10002) stays the Macau shop after a
//   reload and on a page opened without the query; the share link and the payment return and
//   cancel addresses the app makes name the shop; the payment comes back into the Macau shop;
// - item 3: the Macau shop's all-shows opens on Macau with its shows; a city picked in the
//   mainland shop does not change the Macau shop's, and the other way round;
// - item 13: pay-loading in the Macau shop (whose configuration sets the new style) goes to
//   pay-success-new, also from a return address without the newStyle flag.
// Screenshots: shop-context-*.png.
import assert from 'node:assert/strict'
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { after, afterEach, before, describe, it } from 'node:test'
import { projectRoot } from '../../scripts/lib/routes.mjs'
import { loginByPhone } from '../lib/accounts.mjs'
import { PHONE, TIMEOUT, baseUrl, launch, settle, stopOwnServer, waitForColour } from '../lib/browser.mjs'
import { MACAU, MAINLAND, PAY_TIMEOUT, TRADE, fillContactEmail, shopApi as api } from '../lib/purchase.mjs'
import { screenshot } from '../lib/screenshot.mjs'

const SCREENSHOT_DIR = join(projectRoot, 'e2e', 'screenshots')
/** The Macau shop's teal (light), its brand name in zh-MO, its city. */
const MACAU_TEAL = '#00857c'
const MACAU_CITY = 'BL8201'
const SHANGHAI = 'BL1106'
const BEIJING = 'BL1241'
/** A Macau concert: real-name, no seat map. Its zh-MO name. */
const MACAU_SHOW = { showId: 'SH1079', name: '星光夜演唱會 澳門站' }
/** A Macau table-tennis match without real names, and a free Macau exhibition. */
const PAID_SHOW = { showId: 'SH1084', sessionId: 'SH1084S1', seatPlanId: 'SH1084S1P1' }
const FREE_SHOW = { showId: 'SH1083', sessionId: 'SH1083S1', seatPlanId: 'SH1083S1P1' }

/** The shown page's brand colour (the shop's theme). */
const primaryColour = (page) =>
  page.evaluate(() => {
    const root = [...document.querySelectorAll('[data-page]')].find((el) => el.getBoundingClientRect().height > 0)
    return root ? getComputedStyle(root).getPropertyValue('--color-primary').trim().toLowerCase() : ''
  })

describe('the shop a buyer is in', () => {
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

  it('keeps the Macau shop after a reload and on a page opened without the query; its share link names it', async () => {
    browser = await launch(PHONE)
    const { page, errors } = browser
    await page.goto(`${base}/content/${MACAU_SHOW.showId}?merchantId=${MACAU}`)
    await page.locator('.show-detail__name', { hasText: MACAU_SHOW.name }).waitFor({ timeout: TIMEOUT })
    await waitForColour(page, MACAU_TEAL)

    await page.reload()
    await page.locator('.show-detail__name', { hasText: MACAU_SHOW.name }).waitFor({ timeout: TIMEOUT })
    await waitForColour(page, MACAU_TEAL)
    assert.equal(await primaryColour(page), MACAU_TEAL, 'still the Macau theme')
    await shot(page, 'shop-context-show-reloaded-zh-MO-light.png')

    // Share: the copied link opens the Macau shop.
    await page.locator('.buy-bar__share').click()
    const copied = await page.waitForFunction(() => localStorage.getItem('taro_clipboard'), null, { timeout: TIMEOUT })
    const stored = JSON.parse(await copied.jsonValue())
    const link = new URL(typeof stored === 'object' && stored !== null ? stored.data : stored, base)
    assert.equal(link.pathname, `/content/${MACAU_SHOW.showId}`)
    assert.equal(link.searchParams.get('merchantId'), MACAU, `the share link names the shop: ${link}`)

    // A page of the app opened without the query (a bookmark, the address typed): the shop kept.
    await page.goto(`${base}/`)
    await settle(page, (s) => s.root.name === 'homeList')
    await waitForColour(page, MACAU_TEAL)
    await page.locator('.tab-bar [role="tab"][aria-label="泊車"]').waitFor({ timeout: TIMEOUT })
    assert.deepEqual(errors, [])
  })

  it('wxauth in the Macau shop: through the WeChat authorisation and back to its backurl, still in the Macau shop', async () => {
    browser = await launch(PHONE)
    const { page, errors } = browser
    await page.goto(`${base}/wxauth?merchantId=${MACAU}&backurl=${encodeURIComponent('/coupon/exchange?from=wx')}`)
    const state = await settle(page, (s) => s.root.name === 'exchangeCoupon', TIMEOUT * 2)
    assert.equal(state?.root?.name, 'exchangeCoupon', `landed on ${state?.root?.name} at ${state?.pathname}`)
    assert.equal(new URLSearchParams(state.search).get('merchantId'), MACAU, `landed at ${state.pathname}${state.search}`)
    await waitForColour(page, MACAU_TEAL)
    assert.deepEqual(errors, [])
  })

  it('a link naming another shop wins over the one kept', async () => {
    browser = await launch(PHONE)
    const { page, errors } = browser
    await page.goto(`${base}/?merchantId=${MACAU}`)
    await settle(page, (s) => s.root.name === 'homeList')
    await waitForColour(page, MACAU_TEAL)
    await page.goto(`${base}/?merchantId=${MAINLAND}`)
    await settle(page, (s) => s.root.name === 'homeList')
    await waitForColour(page, '#fb5200')
    await page.reload()
    await settle(page, (s) => s.root.name === 'homeList')
    await waitForColour(page, '#fb5200')
    assert.deepEqual(errors, [])
  })

  it('pays in the Macau shop: the return and cancel addresses name it, and the payment comes back into it (pay-success-new)', async () => {
    const session = await loginByPhone(base, '13600008701')
    browser = await launch(PHONE, { loggedIn: session })
    const { page, errors } = browser
    await page.goto(
      `${base}/order/confirm?showId=${PAID_SHOW.showId}&sessionId=${PAID_SHOW.sessionId}&seatPlanId=${PAID_SHOW.seatPlanId}&qty=1&merchantId=${MACAU}`,
    )
    await settle(page, (s) => s.root.name === 'confirmOrder')
    await page.locator('.confirm-order__fee--tickets').waitFor({ timeout: TIMEOUT })
    await fillContactEmail(page, 'buyer.macau@showtix.test')
    await page.locator('.confirm-order__submit').click()
    await page.locator('.cashier__options').waitFor({ timeout: TIMEOUT * 2 })
    const paying = page.waitForRequest((request) => request.url().includes('/payments/pay') && request.method() === 'POST')
    await page.locator('.cashier__pay').click()
    const body = JSON.parse((await paying).postData() ?? '{}')
    assert.equal(new URL(body.returnUrl).searchParams.get('merchantId'), MACAU, `returnUrl ${body.returnUrl}`)
    assert.equal(new URL(body.cancelUrl).searchParams.get('merchantId'), MACAU, `cancelUrl ${body.cancelUrl}`)

    await page.waitForURL(/\/payments\/sandbox\//, { timeout: PAY_TIMEOUT })
    // The provider's page is another site: what the app kept must not be all that brings the shop back.
    await page.evaluate(() => {
      try {
        localStorage.removeItem('merchantId')
      } catch {
        // The sandbox page's origin may differ: nothing of the app's to remove there.
      }
    })
    const tickets = []
    page.on('request', (request) => {
      if (/\/orders\/[^/]+\/tickets/.test(request.url())) tickets.push(request.headers()['merchant-id'] ?? request.url())
    })
    await page.locator('#pay').click()
    const paid = await settle(page, (s) => s.root.name === 'paySuccessNew' || s.root.name === 'paySuccess', PAY_TIMEOUT)
    assert.equal(paid?.root?.name, 'paySuccessNew', 'the Macau shop returns to the new-style page')
    await page.locator('.pay-success__ticket').first().waitFor({ timeout: TIMEOUT })
    await waitForColour(page, MACAU_TEAL)
    assert.ok(
      tickets.length > 0 && tickets.every((shop) => String(shop).includes(MACAU)),
      `tickets asked of the Macau shop: ${tickets}`,
    )
    await shot(page, 'shop-context-pay-success-new-zh-MO-light.png')
    assert.deepEqual(errors, [])
  })

  it('pay-loading in the Macau shop goes to pay-success-new, also from a return address without the newStyle flag', async () => {
    const session = await loginByPhone(base, '13600008702')
    const created = await api(base, MACAU, session.accessToken, `${TRADE}/buyer/v1/orders/create`, {
      items: [{ ...FREE_SHOW, qty: 1 }],
    })
    assert.equal(created.needPay, false, 'a free order, paid at once')
    browser = await launch(PHONE, { loggedIn: session })
    const { page, errors } = browser
    await page.goto(`${base}/pay-loading?orderId=${created.orderId}&orderType=ticket&merchantId=${MACAU}&theme=dark`)
    const shown = await settle(page, (s) => s.root.name === 'paySuccessNew' || s.root.name === 'paySuccess', PAY_TIMEOUT)
    assert.equal(shown?.root?.name, 'paySuccessNew')
    await page.locator('.pay-success__ticket').first().waitFor({ timeout: TIMEOUT })
    await shot(page, 'shop-context-pay-success-new-zh-MO-dark.png')
    assert.deepEqual(errors, [])
  })

  it("names the Macau shop's own city in the language shown: Macau in English (light), 澳門 in zh-MO (dark)", async () => {
    for (const [lang, theme, name] of [
      ['en-US', 'light', 'Macau'],
      ['zh-MO', 'dark', '澳門'],
    ]) {
      browser = await launch(PHONE)
      const { page, errors } = browser
      await page.goto(`${base}/all?merchantId=${MACAU}&lang=${lang}&theme=${theme}`)
      await page.locator(`.show-browser[data-city="${MACAU_CITY}"]`).waitFor({ timeout: TIMEOUT })
      await page.locator('.show-browser .show-card').first().waitFor({ timeout: TIMEOUT })
      assert.equal((await page.locator('.all-shows__city').innerText()).trim(), name)
      await shot(page, `shop-context-all-shows-macau-${lang}-${theme}.png`)
      assert.deepEqual(errors, [])
      await browser.close()
      browser = undefined
    }
  })

  it("opens the Macau shop's all shows on Macau, with shows; a city picked in one shop leaves the other's as it was", async () => {
    browser = await launch(PHONE)
    const { page, errors } = browser
    await page.goto(`${base}/all?merchantId=${MACAU}`)
    await settle(page, (s) => s.root.name === 'allShows')
    await page.locator(`.show-browser[data-city="${MACAU_CITY}"]`).waitFor({ timeout: TIMEOUT })
    await page.locator('.show-browser .show-card').first().waitFor({ timeout: TIMEOUT })
    assert.equal((await page.locator('.all-shows__city').innerText()).trim(), '澳門')
    await shot(page, 'shop-context-all-shows-macau-zh-MO-light.png')

    // The mainland shop: Shanghai (no location here), then Beijing picked on its home.
    await page.goto(`${base}/?merchantId=${MAINLAND}`)
    await settle(page, (s) => s.root.name === 'homeList')
    await page.locator('.city-switch').click()
    const input = page.locator('.city-picker__input input, input.city-picker__input').first()
    await input.waitFor({ timeout: TIMEOUT })
    await page.locator('.city-picker__row').first().waitFor({ timeout: TIMEOUT })
    await input.fill('北')
    await page.locator(`.city-picker__row[data-city="${BEIJING}"]`).click()
    await page.locator('.city-picker').waitFor({ state: 'hidden', timeout: TIMEOUT })
    await page.goto(`${base}/all?merchantId=${MAINLAND}`)
    await page.locator(`.show-browser[data-city="${BEIJING}"]`).waitFor({ timeout: TIMEOUT })

    // The Macau shop still opens on Macau; the mainland shop still on Beijing.
    await page.goto(`${base}/all?merchantId=${MACAU}`)
    await page.locator(`.show-browser[data-city="${MACAU_CITY}"]`).waitFor({ timeout: TIMEOUT })
    await page.locator('.show-browser .show-card').first().waitFor({ timeout: TIMEOUT })
    await page.goto(`${base}/all?merchantId=${MAINLAND}`)
    await page.locator(`.show-browser[data-city="${BEIJING}"]`).waitFor({ timeout: TIMEOUT })
    assert.notEqual(BEIJING, SHANGHAI)
    assert.deepEqual(errors, [])
  })
})
