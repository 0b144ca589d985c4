// Confirm-order pricing in Chromium against the gateway: a logged-in Gold member with points
// confirms two ¥380 tickets of SH1015 (New Year Symphony: ¥50 off ¥500, the Gold level's 95%):
// the breakdown shows the promotion, the member discount, the best coupon and points (on by
// themselves: the shop says autoChoosePoint), and the total is what the gateway charges. Then a
// dev switch moves the member discount: submit shows what changed and the new total, nothing is
// ordered, and a second submit makes the order at the new amount, its points off the balance.
// Screenshots in zh-CN light, en-US dark and zh-MO light.
import assert from 'node:assert/strict'
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { after, afterEach, before, describe, it } from 'node:test'
import { projectRoot } from '../../scripts/lib/routes.mjs'
import { loginByPhone } from '../lib/accounts.mjs'
import { feature } from '../lib/app.mjs'
import { PHONE, TIMEOUT, baseUrl, launch, settle, stopOwnServer } from '../lib/browser.mjs'
import { TRADE } from '../lib/purchase.mjs'
import { screenshot } from '../lib/screenshot.mjs'

const SCREENSHOT_DIR = join(projectRoot, 'e2e', 'screenshots')
const ZH = feature('order')
const EN = feature('order', 'en-US')
const MO = feature('order', 'zh-MO')

/** SH1015: FULL promotion PM1001 (¥50 off ¥500); member privileges MD1002-4; its ¥380 tier. */
const SHOW = { showId: 'SH1015', sessionId: 'SH1015S1', seatPlanId: 'SH1015S1P2' }
const PHONE_NUMBER = '13600009101'
/** The Gold level's privilege (95%) and the ¥50 off ¥300 coupon. */
const GOLD = 'MD1003'
const COUPON = 'CT1001'

async function send(base, path, { token, body, method } = {}) {
  const response = await fetch(`${base}${path}`, {
    method: method ?? (body === undefined ? 'GET' : 'POST'),
    headers: {
      'content-type': 'application/json',
      'terminal-src': 'H5',
      'merchant-id': '10001',
      ...(token ? { 'access-token': token } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  })
  const envelope = await response.json()
  if (envelope.statusCode !== 200) throw new Error(`${path}: ${envelope.comments}`)
  return envelope.data
}

const confirmUrl = (base, query = '') =>
  `${base}/order/confirm?showId=${SHOW.showId}&sessionId=${SHOW.sessionId}&seatPlanId=${SHOW.seatPlanId}&qty=2${query}`

describe('confirm-order pricing', () => {
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
  after(async () => {
    // The member discount back to the seed's 95% for whatever runs next on this gateway.
    await send(base, '/dev/pricing/privilege', { body: { privilegeId: GOLD, discountRate: 0.95 } }).catch(() => undefined)
    await stopOwnServer()
  })

  const shot = (page, name) => screenshot(page, name)
  /** The page scrolls inside the app: the points and the breakdown are further down. */
  const shotFees = async (page, name) => {
    await page.locator('.confirm-order__fees').scrollIntoViewIfNeeded()
    await shot(page, name)
  }

  async function openConfirm(session, query = '') {
    browser = await launch(PHONE, { loggedIn: session })
    const { page } = browser
    await page.goto(confirmUrl(base, query))
    await settle(page, (s) => s.root.name === 'confirmOrder')
    await page.locator('.confirm-order__fee--points').waitFor({ timeout: TIMEOUT })
    return page
  }

  const fee = (page, key) => page.locator(`.confirm-order__fee--${key} .confirm-order__fee-value`).innerText()
  const total = (page) => page.locator('.confirm-order__total-value').innerText()

  it('promotion, member discount, coupon and points add up to what the gateway charges; a moved discount is shown, then ordered', async () => {
    const session = await loginByPhone(base, PHONE_NUMBER)
    const token = session.accessToken
    await send(base, '/dev/pricing/member', { body: { cellphone: PHONE_NUMBER, primeLevel: 3, points: 5000 } })
    await send(base, `${TRADE}/buyer/v3/coupons/obtain`, { token, body: { couponTemplateId: COUPON } })

    const page = await openConfirm(session)
    // 2 x 380 = 760; -50 promotion = 710; 5% member = 35.50; -50 coupon = 624.50; points 20% = 124.90.
    assert.equal(await fee(page, 'promotion'), '-¥50.00')
    assert.equal(await fee(page, 'memberDiscount'), '-¥35.50')
    assert.equal(await fee(page, 'coupon'), '-¥50.00')
    assert.equal(await fee(page, 'points'), '-¥124.90')
    assert.equal(await total(page), '¥499.60')
    assert.equal(await page.locator('.confirm-order__switch').getAttribute('aria-checked'), 'true', 'points on by themselves')
    assert.equal(await page.locator('.confirm-order__promotion--on').getAttribute('data-promotion'), 'PM1001')
    await page.locator('.confirm-order__member-level').waitFor({ timeout: TIMEOUT })
    await shot(page, 'confirm-pricing-zh-CN-light.png')
    await shotFees(page, 'confirm-pricing-fees-zh-CN-light.png')

    // The gateway prices the same order the same.
    const priced = await send(base, `${TRADE}/buyer/v1/orders/pre_order`, {
      token,
      body: { items: [{ spu: { showId: SHOW.showId }, ...SHOW, qty: 2 }], usePoints: true },
    })
    assert.equal(priced.promotionAmount, 50)
    assert.equal(priced.memberDiscountAmount, 35.5)

    // The member discount moves between pricing and submit: 95% becomes 90%.
    await send(base, '/dev/pricing/privilege', { body: { privilegeId: GOLD, discountRate: 0.9 } })
    await page.locator('.confirm-order__submit').click()
    const notice = page.locator('.confirm-order__notice')
    await notice.waitFor({ timeout: TIMEOUT })
    assert.match(
      await notice.innerText(),
      new RegExp(ZH.confirm.memberDiscountChanged.replace('{{before}}', '¥35.50').replace('{{after}}', '¥71.00')),
    )
    // 710 - 71 = 639; -50 = 589; points 20% = 117.80; 471.20 to pay.
    assert.equal(await fee(page, 'memberDiscount'), '-¥71.00')
    assert.equal(await total(page), '¥471.20')
    assert.equal(await page.locator('.cashier').count(), 0, 'not submitted again by itself')
    let orders = await send(base, `${TRADE}/buyer/v5/orders/page?offset=0&length=10`, { token })
    assert.equal(orders.total, 0, 'nothing ordered at the old price')
    await shotFees(page, 'confirm-pricing-repriced-zh-CN-light.png')

    // The buyer confirms the new amount: the order is made at it.
    await page.locator('.confirm-order__submit').click()
    await page.locator('.cashier__options').waitFor({ timeout: TIMEOUT })
    orders = await send(base, `${TRADE}/buyer/v5/orders/page?offset=0&length=10`, { token })
    assert.equal(orders.total, 1)
    const detail = await send(base, `${TRADE}/buyer/v5/orders/${orders.list[0].orderId}`, { token })
    assert.equal(`¥${detail.payAmount.toFixed(2)}`, '¥471.20', 'charged what the page said')
    assert.deepEqual(
      [
        detail.priceDetail.promotionAmount,
        detail.priceDetail.memberDiscountAmount,
        detail.priceDetail.couponAmount,
        detail.priceDetail.pointsAmount,
      ],
      [50, 71, 50, 117.8],
    )
    const rule = await send(base, `${TRADE}/buyer/v3/point/order_rule?showId=${SHOW.showId}`, { token })
    assert.equal(rule.pointAmount, 5000 - 1178, 'the points it used are off the balance')
    assert.deepEqual(browser.errors, [])

    // The order gives its points back when cancelled; then the other languages and themes.
    await send(base, `${TRADE}/buyer/v1/orders/${orders.list[0].orderId}/cancel`, { token, body: {} })
    for (const [lang, theme, words] of [
      ['en-US', 'dark', EN],
      ['zh-MO', 'light', MO],
    ]) {
      await browser.close()
      const other = await openConfirm(session, `&lang=${lang}&theme=${theme}`)
      await other.getByText(words.confirm.submit).waitFor({ timeout: TIMEOUT })
      await other.getByText(words.confirm.memberDiscount).first().waitFor({ timeout: TIMEOUT })
      await shot(other, `confirm-pricing-${lang}-${theme}.png`)
      await shotFees(other, `confirm-pricing-fees-${lang}-${theme}.png`)
    }
  })
})
