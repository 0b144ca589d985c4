// Show detail and booking, written once as steps (docs/decisions/e2e-journeys.md) and driven in
// Chromium (e2e/tests/show-detail.test.mjs) and in the WeChat runtime
// (e2e/weapp/tests/show-detail.test.mjs): the show renders the gateway's show (name, sessions,
// the button by state, the description), the notes tab lists the service notes, and booking
// reaches the seat map with the chosen session, tier and quantity.
import assert from 'node:assert/strict'

/** SH1007: on sale, seat picking. */
export const SEAT_SHOW = 'SH1007'

/** Opens a seat-picking show on sale: its name as the gateway has it, its sessions, "pick seats", the description. */
export async function openSeatShow(d, showId = SEAT_SHOW) {
  await d.open('showDetail', { showId })
  const show = await (await fetch(`${d.gatewayUrl}/cyy_gatewayapi/show/pub/v5/show/${showId}/static`)).json()
  await d.see('.show-detail__name', { text: show.data.showName })
  await d.see('.show-detail__session')
  assert.ok((await d.count('.show-detail__session')) > 0, 'sessions are listed')
  await d.see('.buy-bar__button--pickSeat')
  await d.see('.show-tabs__rich')
}

/** The notes tab lists the service notes. */
export async function seeNotes(d) {
  await d.tap('.show-tabs__tab--notice')
  await d.see('.show-tabs__note')
  assert.ok((await d.count('.show-tabs__note')) > 0, 'the notes tab lists the service notes')
}

/** "Pick seats": booking, with a session and a tier chosen (the tiers come once the session is). */
export async function toBooking(d) {
  await d.tap('.buy-bar__button--pickSeat')
  await d.waitForPage('booking')
  await d.see('.booking__session.booking__chip--on')
  await d.see('.booking__plan.booking__chip--on')
}

/** Booking's next step: the seat map of the show, for `qty` tickets of the chosen session and tier. */
export async function nextToSeats(d, { showId = SEAT_SHOW, qty }) {
  await d.tap('.booking__next')
  const { params } = await d.waitForPage('pickSeat')
  assert.equal(params.showId, showId)
  assert.equal(params.qty, String(qty))
  assert.ok(params.sessionId?.startsWith(showId), params.sessionId)
  assert.ok(params.seatPlanId?.startsWith(params.sessionId), params.seatPlanId)
  assert.deepEqual(d.errors(), [])
}

/** The outbox subject of a sale reminder (server/src/services/platform/reminders.ts). */
export const SALE_REMINDER_SUBJECT = '开售提醒'

/**
 * A pre-sale show's reminder, set on the show by a logged-in buyer, reaches them when the sale
 * opens (dev opens it now): one message in the gateway's outbox for `recipient` ('+86<phone>' for
 * an SMS, 'MP_WEIXIN:<user>' for WeChat's subscribe message); resolves to it. `showId` must be a
 * pre-sale show no other test needs on sale later.
 */
export async function remindUntilSale(d, { showId, recipient }) {
  await d.open('showDetail', { showId })
  await d.see('.buy-bar__button--countdown')
  await d.tap('.buy-bar__remind')
  await d.see('.buy-bar__remind--on')
  const outbox = async () =>
    (await (await fetch(`${d.gatewayUrl}/dev/outbox?recipient=${encodeURIComponent(recipient)}`)).json()).data.filter(
      (message) => message.subject === SALE_REMINDER_SUBJECT,
    )
  assert.deepEqual(await outbox(), [], 'nothing before the sale opens')
  const opened = await fetch(`${d.gatewayUrl}/dev/shows/${showId}/open-sale`, { method: 'POST' })
  assert.equal(opened.status, 200)
  const told = await outbox()
  assert.equal(told.length, 1, `one reminder for ${recipient}`)
  return told[0]
}
