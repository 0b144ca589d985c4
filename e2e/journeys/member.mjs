// Membership, written once as steps (docs/decisions/e2e-journeys.md) and driven in Chromium
// (e2e/tests/member.test.mjs) and in the WeChat runtime (e2e/weapp/tests/member.test.mjs): a new
// buyer pays for tickets (through the gateway: the cashier's sandbox and its callback, the way
// the payment provider answers), then the member centre shows the growth and points the order
// earned by the rule (D18: floor(paid yuan) growth, floor(paid yuan x the level's multiple)
// points), the level it reached with the upgrade popup once on the mine tab (not again in the
// member centre), and the points page shows the earning in its history. A buyer buys a privilege card from the card list
// (D38): its detail, card-confirm at the gateway's price, the order paid through the cashier's
// sandbox, and the card among theirs with every redemption left. A Silver buyer buys a year of Gold
// (D16): member-confirm from the member centre (Pay does nothing until the agreement is accepted), the
// MEMBER order paid through the cashier's sandbox, the provider's return to pay-loading going on to
// /member-pay-success, and the member centre at Gold with the upgrade announced. A designated-user
// price (D39): refused by the gateway without the privilege's token, a wrong code refused on the
// privilege page in the gateway's words, the right one opening the designated price, sold with it.
import assert from 'node:assert/strict'
import { feature } from '../lib/app.mjs'

const MEMBER = feature('member')
const CARD = feature('card')
const TRADE = '/cyy_gatewayapi/trade'
/** The mainland shop: Silver from 500 growth (seed: server/src/seed/catalogue/content.ts). */
export const MAINLAND = '10001'
export const SILVER_FROM = 500
/** SH1006, e-ticket, not real-name: its seat plan P5 (the one the languages test buys too). */
export const PAID_TICKET = { showId: 'SH1006', sessionId: 'SH1006S1', seatPlanId: 'SH1006S1P5' }

async function gateway(d, token, path, body) {
  const response = await fetch(`${d.gatewayUrl}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json', 'terminal-src': 'H5', 'merchant-id': MAINLAND, 'access-token': token },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  })
  const envelope = await response.json()
  assert.equal(envelope.statusCode, 200, `${path}: ${envelope.comments}`)
  return envelope.data
}

/** Pays `transactionIds` as the buyer: the cashier's pay, the sandbox page's Pay form posted as a browser posts it. */
export async function payInSandbox(d, token, transactionIds) {
  const paid = await gateway(d, token, `${TRADE}/buyer/v3/payments/pay`, {
    transactionIds,
    paymentProduct: 'ALIPAY_WAP',
    platform: 'H5',
  })
  const sandbox = new URL(paid.normalUrl)
  const html = await (await fetch(`${d.gatewayUrl}${sandbox.pathname}${sandbox.search}`)).text()
  const form = /<form method="post" action="([^"]+)" id="pay-form">([\s\S]*?)<\/form>/.exec(html)
  assert.ok(form, 'the sandbox page has its Pay form')
  const fields = new URLSearchParams()
  for (const input of form[2].matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)) {
    fields.set(input[1], input[2].replace(/&amp;/g, '&'))
  }
  await fetch(`${d.gatewayUrl}${form[1].replace(/&amp;/g, '&')}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: fields.toString(),
    redirect: 'manual',
  })
}

/**
 * Pays for `qty` tickets of PAID_TICKET as the buyer: create order, the cashier's pay, the
 * sandbox page's Pay form posted as a browser posts it. Resolves to the cents paid.
 */
export async function buyTickets(d, { token, qty }) {
  const created = await gateway(d, token, `${TRADE}/buyer/v1/orders/create`, {
    items: [{ ...PAID_TICKET, qty }],
    deliveryMethod: 'E_TICKET',
  })
  await payInSandbox(d, token, created.unPaidTransactionIds)
  const detail = await gateway(d, token, `${TRADE}/buyer/v5/orders/${created.orderId}`)
  assert.equal(detail.orderState, 9, 'paid')
  return created.payAmountCents
}

/** The quantity whose price takes a new buyer past Silver's threshold (at most `max`). */
export async function qtyPastSilver(d, { token, max = 6 }) {
  const preview = await gateway(d, token, `${TRADE}/buyer/v1/orders/pre_order`, {
    items: [{ ...PAID_TICKET, qty: 1 }],
    deliveryMethod: 'E_TICKET',
  })
  const qty = Math.ceil((SILVER_FROM * 100) / preview.payAmountCents)
  assert.ok(qty <= max, `one ticket costs ${preview.payAmountCents} cents`)
  return qty
}

/** D18 at level 1 (x1): what a payment of `cents` earns. */
export const earned = (cents) => Math.floor(cents / 100)

/**
 * After the purchase: the mine tab announces the Silver upgrade once (D15; the gateway is told on
 * mount); then the member centre shows the growth and points earned and Silver reached, with no
 * popup left to show.
 */
export async function memberCentreShowsEarnings(d, { growth, points }) {
  await d.open('mine')
  await d.see('.member-popup__title', { text: MEMBER.popup.upgradeTitle })
  // Shown: the gateway is told once, on mount.
  const told = await d.answer('/no_longer_remind_user_level_upgrade')
  assert.equal(told?.data ?? told, true)
  await d.tap('.member-popup__close')
  await d.gone('.member-popup__title')
  const before = (await d.answers('/query/pop/setting')).length
  await d.open('memberCenter')
  // Waited for as states (a busy machine may paint the page before its figures arrive).
  await d.see('.member-center__growth', { text: MEMBER.center.growth.replace('{{value}}', String(growth)) })
  await d.see('.member-center__points-value', { text: String(points) })
  await d.see('.member-center__level-name', { text: /银卡/ })
  // The member centre's own answer, however often the mine tab asked.
  const answer = await d.answer('/query/pop/setting', { nth: before })
  assert.equal((answer?.data ?? answer)?.levelUpgrade, null, 'nothing left to announce')
  assert.equal(await d.count('.member-popup__title'), 0, 'the upgrade is announced once')
}

/** The points page: the balance and the earning at the top of the history. */
export async function pointsPageShowsEarning(d, { points }) {
  await d.open('points')
  await d.see('.member-balance__value', { text: String(points) })
  const row = await d.see('.member-ledger__row', { text: new RegExp(MEMBER.ledger.EARN) })
  assert.match(row, new RegExp(`\\+${points}`))
  assert.deepEqual(d.errors(), [])
}

/** D38, seed server/src/seed/privilege-cards.ts: the mainland shop's first card, ¥199 for 3 tickets. */
export const DRAMA_PASS = { cardId: 'PC1001', name: '戏剧畅看卡', priceText: /199/, times: 3 }

/**
 * Buys the drama pass as a buyer without card coupons: the card list, its detail, Buy, card-confirm
 * at the gateway's price, Pay (the order page opens; the cashier's sandbox pays it), then the
 * buyer's cards show it with every redemption left.
 */
export async function buyPrivilegeCard(d, { token }) {
  await d.open('cardList')
  // The shop's first card (the WeChat runtime matches no data-* attributes: Taro keeps them off the template).
  await d.see('.card-list__item .card-face__name', { text: DRAMA_PASS.name })
  await d.tap('.card-list__item')
  await d.waitForPage('cardDetail')
  await d.tap('.card-detail__buy')
  await d.waitForPage('cardConfirm')
  await d.see('.card-confirm__pay', { text: DRAMA_PASS.priceText })
  await d.tap('.card-confirm__submit')
  await d.waitForPage('orderDetail')
  const created = await d.answer('/privilege_card_orders/create')
  await payInSandbox(d, token, (created?.data ?? created).unPaidTransactionIds)
  await d.open('cardList', { tab: 'mine' })
  const left = CARD.left.replace('{{left}}', String(DRAMA_PASS.times)).replace('{{total}}', String(DRAMA_PASS.times))
  await d.see('.card-list__item--mine .card-face__name', { text: DRAMA_PASS.name })
  await d.see('.card-list__item--mine .card-page__left', { text: left })
  assert.deepEqual(d.errors(), [])
}

/** SH1035 (Yue opera, in the drama pass's range): e-ticket, not real-name, its ¥180 tier. */
export const CARD_SHOW = { showId: 'SH1035', sessionId: 'SH1035S1', seatPlanId: 'SH1035S1P5' }

/**
 * D38, after buyPrivilegeCard: confirm order for a show of the card's range offers the card; chosen,
 * the gateway prices the ticket free (one redemption), the order is placed without the cashier,
 * and the buyer's cards show one redemption fewer.
 */
export async function useCardAtConfirm(d) {
  await d.open('confirmOrder', { ...CARD_SHOW, qty: 1 })
  await d.see('.confirm-order__privilege-card .confirm-order__coupon-title', { text: DRAMA_PASS.name })
  await d.tap('.confirm-order__privilege-card')
  await d.see('.confirm-order__fee--card')
  await d.see('.confirm-order__total-value', { text: '¥0.00' })
  await d.tap('.confirm-order__submit')
  await d.waitForPage('paySuccess')
  await d.open('cardList', { tab: 'mine' })
  const left = CARD.left.replace('{{left}}', String(DRAMA_PASS.times - 1)).replace('{{total}}', String(DRAMA_PASS.times))
  await d.see('.card-list__item--mine .card-page__left', { text: left })
  assert.deepEqual(d.errors(), [])
}

/** The drama pass voucher (seed CT1013, exchange code DRAMAPASS) redeemed into the buyer's coupons (D38's exchange popup). */
export async function redeemCardVoucher(d, { token }) {
  return gateway(d, token, `${TRADE}/buyer/v3/coupons/exchange`, { exchangeCode: 'DRAMAPASS', obtainType: 'EXCHANGE_CODE' })
}

/** D16, seed server/src/seed/member-cards.ts: the mainland shop's year of Gold (level 3) at ¥99. */
export const GOLD_YEAR = { cardId: 'MC1001', priceText: /99/, level: /金卡/ }

/**
 * Buys a year of Gold as a Silver buyer: the member centre's paid membership link, member-confirm
 * (Pay refused until the agreement is ticked), the order page, the cashier's sandbox pays, the
 * provider returns to pay-loading, which goes on to member-pay-success; then the member centre.
 */
export async function buyMembership(d, { token }) {
  await d.open('memberCenter')
  await d.tap('.member-center__link--join')
  await d.waitForPage('memberConfirm')
  await d.see('.member-buy__card--on .member-buy__price', { text: GOLD_YEAR.priceText })
  await d.tap('.member-buy__submit')
  assert.equal((await d.answers('/member_card_orders/create')).length, 0, 'no order before the agreement is accepted')
  await d.tap('.member-buy__check')
  await d.tap('.member-buy__submit')
  await d.waitForPage('orderDetail')
  const created = await d.answer('/member_card_orders/create')
  const order = created?.data ?? created
  await payInSandbox(d, token, order.unPaidTransactionIds)
  await d.open('payLoading', { orderId: order.orderId, orderType: 'member' }, { expect: 'memberPaySuccess' })
  await d.see('.member-buy__now', { text: GOLD_YEAR.level })
  await d.tap('.member-buy__to-center')
  await d.waitForPage('memberCenter')
  await d.see('.member-popup__title', { text: MEMBER.popup.upgradeTitle })
  await d.tap('.member-popup__close')
  await d.see('.member-center__level-name', { text: GOLD_YEAR.level })
  assert.deepEqual(d.errors(), [])
  return order.orderId
}

/** D39, seed server/src/seed/designated-privileges.ts: SH1030's invitation, ¥380 seats at ¥199. */
export const INVITATION = { showId: 'SH1030', sessionId: 'SH1030S1', seatPlanId: 'SH1030S1PV', code: 'SHANHE26', cents: 19900 }

/**
 * The designated price refused and sold: create order without the privilege's token is refused
 * (22031170); on the privilege page a wrong code is refused with the gateway's reason; the right
 * code opens the privilege, whose price is the designated one; Buy creates the order at that price
 * (the token sent as privilege-token) and opens it.
 */
export async function buyDesignatedPrice(d, { token }) {
  const refused = await fetch(`${d.gatewayUrl}${TRADE}/buyer/v1/orders/create`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'terminal-src': 'H5', 'merchant-id': MAINLAND, 'access-token': token },
    body: JSON.stringify({
      items: [{ showId: INVITATION.showId, sessionId: INVITATION.sessionId, seatPlanId: INVITATION.seatPlanId, qty: 1 }],
      deliveryMethod: 'E_TICKET',
    }),
  })
  assert.equal((await refused.json()).statusCode, 22031170, 'no designated price without the code')
  await d.open('privilege', { showId: INVITATION.showId })
  await d.fill('.privilege__input', 'WRONG26')
  await d.tap('.privilege__open')
  await d.see('.privilege__error--privilegeCode', { text: /优先购码无效/ })
  await d.fill('.privilege__input', INVITATION.code)
  await d.tap('.privilege__open')
  await d.see('.privilege__plan--on .privilege__price', { text: /199/ })
  await d.tap('.privilege__buy')
  await d.waitForPage('orderDetail')
  const created = await d.answer('/orders/create')
  assert.equal((created?.data ?? created).payAmountCents, INVITATION.cents, 'sold at the designated price')
  assert.deepEqual(d.errors(), [])
}

/**
 * Spend points, then refund (issue 24; s5 formula): as a buyer with points, confirm order for one
 * PAID_TICKET turns points on by itself (the shop's autoChoosePoint) and takes what the s5 formula
 * says: min(amount x limitProportion %, floor(pointAmount / rate)) yuan, the amount being what the
 * order costs before points; the order is paid (the cashier's sandbox), then refunded whole; the
 * points page shows the balance the buyer had before (the spent points given back, the order's
 * earning taken back, D18).
 */
export async function spendPointsThenRefund(d, { token }) {
  const rule = await gateway(d, token, `${TRADE}/buyer/v3/point/order_rule?showId=${PAID_TICKET.showId}`)
  const before = rule.pointAmount
  const limitProportion = rule.adaptPointRuleVoList[0].limitProportion
  const priced = await gateway(d, token, `${TRADE}/buyer/v1/orders/pre_order`, {
    items: [{ ...PAID_TICKET, qty: 1 }],
    deliveryMethod: 'E_TICKET',
    usePoints: false,
  })
  const amount = priced.payAmountCents
  // s5, in cents: the proportion's share rounded down to a cent; whole yuan of points.
  const expected = Math.min(Math.floor((amount * limitProportion) / 100), Math.floor(before / rule.rate) * 100)
  assert.ok(expected > 0, `points pay something (${before} points, ${amount} cents)`)

  await d.open('confirmOrder', { ...PAID_TICKET, qty: 1 })
  await d.see('.confirm-order__fee--points .confirm-order__fee-value', { text: `-¥${(expected / 100).toFixed(2)}` })
  await d.tap('.confirm-order__submit')
  const created = await d.answer('/orders/create')
  const order = created?.data ?? created
  await payInSandbox(d, token, order.unPaidTransactionIds)
  const detail = await gateway(d, token, `${TRADE}/buyer/v5/orders/${order.orderId}`)
  assert.equal(Math.round(detail.priceDetail.pointsAmount * 100), expected, 'the gateway charged the same points')

  const check = await gateway(d, token, `${TRADE}/buyer/v1/orders/${order.orderId}/refund/check`, {})
  await gateway(d, token, `${TRADE}/buyer/v1/orders/${order.orderId}/refund/apply`, {
    ticketIds: check.tickets.map((ticket) => ticket.ticketId),
  })
  await d.open('points')
  await d.see('.member-balance__value', { text: String(before) })
  assert.deepEqual(d.errors(), [])
}
