// Buying, written once as steps (docs/decisions/e2e-journeys.md) and driven in Chromium
// (e2e/tests/buy.test.mjs) and in the WeChat runtime (e2e/weapp/tests/buy.test.mjs).
import assert from 'node:assert/strict'
import { feature } from '../lib/app.mjs'

const ORDER = feature('order')
const SHOW = feature('show')
/** Order states at the gateway. */
export const ORDER_STATE = { UNPAID: 1, WAITLISTED: 3, DONE: 9 }
/** SH1020: a free exhibition ("科技展"), real-name, one ticket per ID. */
export const FREE_SHOW = { showId: 'SH1020', sessionId: 'SH1020S1', seatPlanId: 'SH1020S1P1' }
/** SH1032: sold out, real-name, with a waitlist. */
export const SOLD_OUT_SHOW = 'SH1032'
/** One attendee for a real-name show. */
export const WANG_WU = { name: '王五', idType: 'ID_CARD', idNo: '310101199003071230' }

/** The buyer's orders at the gateway, newest first (`d.gatewayUrl` answers the gateway's paths). */
async function orders(d, token) {
  const response = await fetch(`${d.gatewayUrl}/cyy_gatewayapi/trade/buyer/v5/orders/page?offset=0&length=10`, {
    headers: { 'terminal-src': 'H5', 'merchant-id': '10001', 'access-token': token },
  })
  return (await response.json()).data.list
}

/**
 * A zero-amount order on a real-name show, by a buyer whose account has one attendee (WANG_WU):
 * confirm order shows the show and ¥0.00 with the attendee chosen for the buyer (issue 15);
 * unchosen, the submit says one is needed beside the attendees and nothing is submitted; chosen
 * again, the message goes and the order is placed without a cashier: pay success says it is
 * free, and the gateway has it done (nothing to pay).
 */
export async function freeRealNameOrder(d, { token }) {
  await d.open('confirmOrder', { ...FREE_SHOW, qty: 1 })
  await d.see('.confirm-order__fee--tickets')
  assert.match(await d.see('.confirm-order__show-name'), /科技展/)
  await d.see('.confirm-order__total-value', { text: '¥0.00' })
  await d.see('.confirm-order__attendee--on')

  await d.tap('.confirm-order__attendee')
  await d.gone('.confirm-order__attendee--on')
  await d.tap('.confirm-order__submit')
  await d.see('.confirm-order__error--attendees')
  await d.waitForPage('confirmOrder')
  await d.tap('.confirm-order__attendee')
  await d.see('.confirm-order__attendee--on')
  assert.equal(await d.count('.confirm-order__error--attendees'), 0, 'the message goes')

  await d.tap('.confirm-order__submit')
  await d.waitForPage('paySuccess')
  await d.see('.pay-success__ticket')
  await d.see('.pay-success__title', { text: ORDER.success.free })
  assert.equal(await d.count('.cashier'), 0, 'no cashier')
  const [order] = await orders(d, token)
  assert.equal(order.firstShowId, FREE_SHOW.showId)
  assert.equal(order.orderState, ORDER_STATE.DONE, 'done: nothing to pay')
  assert.deepEqual(d.errors(), [])
}

/** A sold-out real-name show's waitlist registers with the account's only attendee, chosen by itself. */
export async function waitlistWithOnlyAttendee(d, { token }) {
  await d.open('booking', { showId: SOLD_OUT_SHOW, mode: 'waitlist' })
  assert.match(await d.see('.booking__attendee--on'), /王五/, 'the only attendee chosen')
  await d.tap('.booking__register')
  await d.see('.booking__done', { text: SHOW.booking.waitlistDone })
  const waiting = (await orders(d, token)).find((order) => order.firstShowId === SOLD_OUT_SHOW)
  assert.equal(waiting?.orderState, ORDER_STATE.WAITLISTED, 'waiting at the gateway')
  assert.deepEqual(d.errors(), [])
}
