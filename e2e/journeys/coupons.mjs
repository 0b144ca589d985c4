// Coupons, written once as steps (docs/decisions/e2e-journeys.md) and driven in Chromium
// (e2e/tests/coupons.test.mjs) and in the WeChat runtime (e2e/weapp/tests/coupons.test.mjs): a new
// buyer claims the DISCOUNT coupon from the coupon centre topic (receive mode: the claim button
// then "claim another"), sees it in my coupons, taps Use (an online coupon: support info, then the
// shows it applies to), and confirm order for one of those shows offers it applied.
import assert from 'node:assert/strict'
import { feature } from '../lib/app.mjs'

const ZH = feature('coupons')
/** CT1006: 15% off concerts (DISCOUNT), in the coupon centre topic TP1002's coupon block. */
export const DISCOUNT_COUPON = { templateId: 'CT1006', topicId: 'TP1002', title: '音乐会8.5折' }

/** The gateway as the caller would read it (`d.gatewayUrl` answers the gateway's paths). */
async function read(d, path) {
  const response = await fetch(`${d.gatewayUrl}${path}`, { headers: { 'terminal-src': 'H5', 'merchant-id': '10001' } })
  return (await response.json()).data
}

/** A show the coupon applies to, with a session and a seat plan that can be bought. */
async function buyableShowOf(d, templateId) {
  const { searchData } = await read(d, `/cyy_gatewayapi/show/pub/v3/coupons/${templateId}/shows?offset=0&length=20`)
  for (const { showId } of searchData) {
    const sessions = await read(d, `/cyy_gatewayapi/show/pub/v5/show/${showId}/sessions`)
    for (const session of sessions ?? []) {
      if (session.canBuy === false) continue
      const plan = session.seatPlans.find((p) => !p.soldOut && p.canBuyCount > 0)
      if (plan) return { showId, sessionId: session.bizShowSessionId, seatPlanId: plan.seatPlanId }
    }
  }
  throw new Error(`no buyable show for ${templateId}`)
}

/** The topic's coupons in receive mode: claim one; its button then offers another (limit 2 a buyer). */
export async function claimFromTopic(d, { templateId, topicId } = DISCOUNT_COUPON) {
  await d.open('couponList', { topicId })
  // A card's class names its id (`data-` attributes do not reach WeChat's markup).
  const card = `.coupon-card--${templateId}`
  await d.see(`${card} .coupon-card__claim`, { text: ZH.claim })
  await d.tap(`${card} .coupon-card__claim`)
  await d.see(`${card} .coupon-card__claim`, { text: ZH.claimAgain })
}

/** My coupons: the claimed one in the available tab, with its Use button. */
export async function seeInMyCoupons(d, { title } = DISCOUNT_COUPON) {
  await d.open('coupons')
  await d.see('.coupon-tabs__tab--on', { text: ZH.tabs.AVAILABLE })
  assert.match(await d.see('.coupon-card', { text: new RegExp(title) }), new RegExp(ZH.type.DISCOUNT))
  assert.equal(await d.count('.coupon-card'), 1, 'a new buyer has the one claimed')
}

/** Use: the shows it applies to; confirm order for one of them offers it, applied with its discount. */
export async function useAndSeeApplied(d, { templateId, title } = DISCOUNT_COUPON) {
  await d.tap('.coupon-card__use')
  const { params } = await d.waitForPage('couponShows')
  assert.equal(params.couponTemplateId, templateId)
  await d.see('.show-card')
  const show = await buyableShowOf(d, templateId)
  await d.open('confirmOrder', { ...show, qty: 1 })
  await d.see('.confirm-order__coupon-title', { text: title })
  const applied = async () =>
    (await d.count('.confirm-order__coupon--on')) === 1 &&
    (await d.text('.confirm-order__coupon--on .confirm-order__coupon-title')) === title
  if (!(await applied())) await d.tapText('.confirm-order__coupon-title', title)
  assert.equal(await d.see('.confirm-order__coupon--on .confirm-order__coupon-title', { text: title }), title)
  await d.see('.confirm-order__coupon--on .confirm-order__coupon-off')
  assert.deepEqual(d.errors(), [])
}

/**
 * Submitting the order holds the coupon; my past coupons list it stamped used
 * (D19: history-coupon is used and expired together).
 */
export async function submitAndSeeInHistory(d, { title } = DISCOUNT_COUPON) {
  await d.tap('.confirm-order__submit')
  // The order is placed (then the platform's payment: the cashier on the web, WeChat Pay in the mini-program).
  await d.answer('/orders/create')
  await d.open('historyCoupon')
  await d.see('.coupon-card--stamped .coupon-card__stamp', { text: ZH.stamp.USED })
  assert.equal(await d.text('.coupon-card--stamped .coupon-card__title'), title)
  assert.equal(await d.count('.coupon-card'), 1, 'the one used')
  assert.deepEqual(d.errors(), [])
}

/** CT1005: a ¥15 MULTI_USER_FIXED_CASH coupon, shared in equal parts (D20). */
export const SHARED_COUPON = { templateId: 'CT1005' }

/** B opens the packet, claims one part (¥7.50) and cannot claim again: the page says what they got. */
export async function claimSharePart(d, shareCode) {
  await d.open('couponReceive', { shareCode })
  await d.tap('.share-receive__claim')
  await d.see('.share-receive__got-text', { text: ZH.share.got.replace('{{amount}}', '¥7.50') })
  assert.equal(await d.count('.share-receive__claim'), 0, 'no second claim')
  await d.see('.share-packet__progress', { text: ZH.share.progress.replace('{{claimed}}', '1').replace('{{parts}}', '2') })
}

/** The packet once every part is claimed: finished, as anyone opening it sees. */
export async function seePacketFinished(d, shareCode) {
  await d.open('couponReceive', { shareCode })
  await d.see('.share-packet__state', { text: ZH.share.state.FINISHED })
  await d.see('.share-packet__progress', { text: ZH.share.progress.replace('{{claimed}}', '2').replace('{{parts}}', '2') })
  assert.deepEqual(d.errors(), [])
}

/** The Macau home page's COUPON block (C5 of LY2001): MOP 60 off MOP 500 (CT2001, 2 a buyer). */
export const HOME_COUPON = { templateId: 'CT2001', merchantId: '10002' }

/**
 * Claiming from the home page's COUPON block (loaded lazily) when one of the two a buyer may claim
 * is already claimed: "claim another", then the claimed stamp in place of the button.
 */
export async function claimFromHome(d, lang = 'zh-MO') {
  const words = feature('coupons', lang)
  const item = `.home-coupons__item--${HOME_COUPON.templateId}`
  await d.open('homeList', {}, { query: { merchantId: HOME_COUPON.merchantId } })
  await d.see(`${item} .home-coupons__claim`, { text: words.claimAgain })
  await d.tap(`${item} .home-coupons__claim`)
  await d.see(`${item} .home-coupons__stamp`, { text: words.stamp.RECEIVED })
}
