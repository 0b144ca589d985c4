// Membership in Chromium: a new buyer pays for tickets, then sees the growth and points they
// earned in the member centre (with the Silver upgrade popup once) and on the points page
// (e2e/journeys/member.mjs, driven in the WeChat runtime too), spends points on the next order by
// the s5 formula and refunds it (the points come back). Then one look at the member centre
// and the points, growth, rule, rights, compare, my-rights and rights-list pages in English light and in Traditional Chinese dark in the Macau shop;
// a privilege card bought from its pages (D38), and the four card pages in the same two looks; a
// year of Gold bought (D16), and member-confirm, member-pay-success and the agreement in two looks
// (in the mainland shop: the Macau one sells no membership).
import assert from 'node:assert/strict'
import { join } from 'node:path'
import { after, afterEach, before, describe, it } from 'node:test'
import { loginByPhone } from '../lib/accounts.mjs'
import { baseUrl, settle, stopOwnServer } from '../lib/browser.mjs'
import { chromiumDriver } from '../lib/drivers/chromium.mjs'
import { SCREENSHOT_DIR, still } from '../lib/screenshot.mjs'
import {
  buyDesignatedPrice,
  buyMembership,
  buyPrivilegeCard,
  buyTickets,
  CARD_SHOW,
  redeemCardVoucher,
  useCardAtConfirm,
  earned,
  memberCentreShowsEarnings,
  pointsPageShowsEarning,
  qtyPastSilver,
  spendPointsThenRefund,
} from '../journeys/member.mjs'

const LOOKS = [
  { lang: 'en-US', theme: 'light', merchantId: '10001', cardId: 'PC1001' },
  { lang: 'zh-MO', theme: 'dark', merchantId: '10002', cardId: 'PC2001' },
]

/** One look of a page: opened in the look's language, theme and shop, still, then a full-page screenshot. */
async function look(d, name, params, selector, { cardId: _cardId, ...query }) {
  await d.open(name, params, { query })
  await d.see(selector)
  const state = await settle(d.page, (s) => s.root.classes.includes(`theme-${query.theme}`))
  assert.ok(state.root.classes.includes(`theme-${query.theme}`), `${query.theme} theme`)
  await still(d.page)
  await d.page.screenshot({ path: join(SCREENSHOT_DIR, `member-${name}-${query.lang}-${query.theme}.png`), fullPage: true })
}

describe('membership', () => {
  let session
  let d
  before(async () => {
    session = await loginByPhone(await baseUrl(), '13700024024')
  })
  afterEach(async () => {
    await d?.close()
    d = undefined
  })
  after(stopOwnServer)

  it('a new buyer pays, and the member centre and points page show what the order earned', async () => {
    d = await chromiumDriver({ session })
    const qty = await qtyPastSilver(d, { token: session.accessToken })
    const cents = await buyTickets(d, { token: session.accessToken, qty })
    await memberCentreShowsEarnings(d, { growth: earned(cents), points: earned(cents) })
    await pointsPageShowsEarning(d, { points: earned(cents) })
    const spending = Date.now()
    await spendPointsThenRefund(d, { token: session.accessToken })
    console.log(`# points spend and refund leg: ${Date.now() - spending} ms`)

    for (const shown of LOOKS) {
      for (const [name, selector] of [
        ['memberCenter', '.member-center__growth'],
        ['points', '.member-ledger__row'],
        ['growthValue', '.member-ledger__row'],
        ['pointsRule', '.member-rules__line'],
        ['growthValueRule', '.member-rules__level'],
        ['memberRight', '.member-levels__detail'],
        ['memberCompare', '.member-levels__row'],
        ['myRights', '.my-rights__coupons'],
        ['rightsList', '.member-levels__detail'],
      ]) {
        await look(d, name, {}, selector, shown)
      }
    }
    assert.deepEqual(d.errors(), [])
  })

  it('a buyer buys a privilege card and finds it among theirs, uses it at confirm order; the card pages in two looks', async (t) => {
    d = await chromiumDriver({ session })
    await buyPrivilegeCard(d, { token: session.accessToken })
    const started = Date.now()
    await useCardAtConfirm(d)
    t.diagnostic(`the card-use leg took ${Date.now() - started} ms`)
    // Confirm order with the card chosen, and the exchange popup, in both looks (the buyer's card is
    // the mainland shop's, so both looks are in that shop).
    await redeemCardVoucher(d, { token: session.accessToken })
    for (const shown of [LOOKS[0], { ...LOOKS[1], merchantId: LOOKS[0].merchantId }]) {
      const { cardId: _cardId, ...query } = shown
      await d.open('confirmOrder', { ...CARD_SHOW, qty: 1 }, { query })
      await d.tap('.confirm-order__privilege-card')
      await d.see('.confirm-order__fee--card')
      await settle(d.page, (s) => s.root.classes.includes(`theme-${query.theme}`))
      await still(d.page)
      await d.page.screenshot({
        path: join(SCREENSHOT_DIR, `cards-confirm-card-${query.lang}-${query.theme}.png`),
        fullPage: true,
      })
      await d.open('coupons', {}, { query })
      await d.page
        .locator('.coupon-card', { hasText: /Drama pass voucher|戲劇暢看卡兌換券/ })
        .locator('.coupon-card__use')
        .click()
      await d.see('.card-exchange__card', { text: /Drama pass|戲劇暢看卡/ })
      await still(d.page)
      await d.page.screenshot({ path: join(SCREENSHOT_DIR, `cards-exchange-popup-${query.lang}-${query.theme}.png`) })
    }
    for (const shown of LOOKS) {
      for (const [name, params, selector] of [
        ['cardList', { tab: 'mine' }, '.card-list__item, .card-list .status-view--empty'],
        ['cardDetail', { cardId: shown.cardId }, '.card-detail__buy'],
        ['cardRange', { cardId: shown.cardId }, '.show-card'],
        ['cardConfirm', { cardId: shown.cardId }, '.card-confirm__pay'],
      ]) {
        await look(d, name, params, selector, shown)
      }
    }
    assert.deepEqual(d.errors(), [])
  })

  it('a Silver buyer buys a year of Gold (member-pay-success, the centre at Gold); a designated price refused, then sold with its code', async () => {
    d = await chromiumDriver({ session })
    const started = Date.now()
    const orderId = await buyMembership(d, { token: session.accessToken })
    console.log(`# membership leg: ${Date.now() - started} ms`)
    const designated = Date.now()
    await buyDesignatedPrice(d, { token: session.accessToken })
    console.log(`# designated-price leg: ${Date.now() - designated} ms`)
    for (const shown of LOOKS) {
      for (const [name, params, selector] of [
        ['memberConfirm', {}, '.member-buy__submit'],
        ['memberPaySuccess', { orderId }, '.member-buy__now'],
        ['memberAgreement', {}, '.agreement-doc__content'],
        ['privilege', { showId: 'SH1030', privilegeId: 'DP1001' }, '.privilege__buy'],
      ]) {
        await look(d, name, params, selector, { ...shown, merchantId: '10001' })
      }
    }
    assert.deepEqual(d.errors(), [])
  })
})
