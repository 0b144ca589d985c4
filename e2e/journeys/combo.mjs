// Combo tickets (issue 26, D27), written once as steps (docs/decisions/e2e-journeys.md) and
// driven in Chromium (e2e/tests/combo.test.mjs) and in the WeChat runtime
// (e2e/weapp/tests/combo.test.mjs): show detail's package tickets lead to the combo CB1001 (the
// comedy double bill: SH1025 and SH1026 at their ¥180 tier, ¥299 for both); its session page
// starts on the first session on sale of each show and the gateway prices them (¥360 one by one,
// ¥299 together); the order is ONE order and opens on its order page with the cashier; once paid
// (the cashier's sandbox, as the provider answers), the ticket holder has a ticket of each show.
// Then the Me tab shows the shop's services (PERSONAL_CENTER's SERVICE_ENTRY) and saved shows.
import assert from 'node:assert/strict'
import { feature } from '../lib/app.mjs'
import { payInSandbox } from './member.mjs'

const COMBO = feature('combo')
const TRADE = '/cyy_gatewayapi/trade'
/** Seeded (server/src/seed/combos.ts): CB1001, SH1025 + SH1026 at ¥180 each, ¥299 the pair. */
export const COMBO_SHOWS = { comboId: 'CB1001', name: '喜剧双场套票', showIds: ['SH1025', 'SH1026'], price: '¥299.00' }

/** Show detail of the first show: its package tickets list the combo; a tap opens its landing, its shows, one show, then its sessions. */
export async function openComboFromShow(d) {
  await d.open('showDetail', { showId: COMBO_SHOWS.showIds[0] })
  await d.tapText('.show-detail__packages .show-detail__session-name', COMBO_SHOWS.name)
  await d.waitForPage('ticketPackageDetail')
  await d.see('.combo__name', { text: COMBO_SHOWS.name })
  await d.see('.combo__price', { text: COMBO_SHOWS.price })
  // Its shows, one of them within the combo (its sessions at the combo price), then its sessions.
  await d.tap('.combo__link')
  await d.waitForPage('ticketPackageShow')
  assert.equal(await d.count('.show-card'), 2)
  await d.tap('.show-card__main')
  await d.waitForPage('ticketPackageShowDetail')
  await d.see('.combo__session')
  await d.tap('.combo__submit')
  await d.waitForPage('ticketPackageSession')
}

/** One session of each show chosen (the first on sale), the gateway's price, then one order on its order page. */
export async function placeComboOrder(d) {
  await d.see('.combo__amount', { text: COMBO_SHOWS.price })
  assert.equal(await d.count('.combo__session--on'), 2, 'a session of each show')
  await d.see('.combo__saved', { text: COMBO.saved.replace('{{amount}}', '¥61.00') })
  await d.tap('.combo__submit')
  await d.waitForPage('orderDetail')
  await d.see('.order-detail__pay')
}

/** The combo order paid (the cashier's sandbox, through the gateway); the holder then has a ticket of each show. */
export async function payAndSeeBothInHolder(d, token) {
  const response = await fetch(`${d.gatewayUrl}${TRADE}/buyer/v5/orders/page?offset=0&length=1`, {
    headers: { 'terminal-src': 'H5', 'merchant-id': '10001', 'access-token': token },
  })
  const [order] = (await response.json()).data.list
  assert.equal(order.orderState, 1, 'the combo order waits for payment')
  await payInSandbox(d, token, order.unPaidTransactionIds)
  await d.open('ticketHolder')
  await d.see('.ticket-group__show')
  assert.equal(await d.count('.ticket-group'), 2, 'a ticket of each show of the combo')
}

/**
 * The Me tab (by the tab bar) from the shop's PERSONAL_CENTER layout: its SERVICE_ENTRY services in
 * the shop's order, the tab's own list without what they open (coupons, attendees, addresses, help)
 * and with saved shows.
 */
export async function seeMeServices(d) {
  await d.tapText('.tab-bar__label', '我的')
  await d.waitForPage('mine')
  await d.see('.mine__service--coupon', { text: /优惠券/ })
  await d.see('.mine__service--exchange', { text: /兑换券码/ })
  assert.equal(await d.count('.mine__service'), 6, 'the six services of the shop, in its order')
  assert.equal(await d.count('.mine__entry--coupons'), 0, 'coupons once, where the shop puts them')
  assert.equal(await d.count('.mine__entry--service'), 0)
  await d.see('.mine__entry--favorites')
}
