// Student verification (issue 24, D28), written as steps (docs/decisions/e2e-journeys.md) and driven
// in Chromium (e2e/tests/student.test.mjs). Certification is plain-web only (spec s5): the provider's
// page is a web page the browser leaves for, so the WeChat runtime only mounts middle-verify
// (e2e/weapp/tests/pages.test.mjs). A buyer who is not a verified student opens confirm order for
// SH1036's student seats: the gateway refuses the price in its words and the page offers
// verification; student-verify says not verified, Verify opens the provider (the gateway's sandbox
// page) in the same window, the tester verifies, the provider returns to middle-verify, which shows
// the year's expiry and goes on back to confirm order, where the student seats now sell.
import assert from 'node:assert/strict'
import { feature } from '../lib/app.mjs'

const STUDENT = feature('student')
const SHOW = feature('show')

/** Seed server/src/seed/student-seat-plans.ts: SH1036's student seats, ¥50, verified students only. */
export const STUDENT_SEATS = { showId: 'SH1036', sessionId: 'SH1036S1', seatPlanId: 'SH1036S1PS' }

/** The gateway's words for 22031180 (services/accounts/student.ts), zh-CN. */
const STUDENT_ONLY = /仅限已认证学生/

/** Chromium only (the provider's page is a web page): the sandbox's Verify button, as a tester taps it. */
export async function approveInSandbox(d) {
  await d.page.waitForURL(/\/student\/sandbox\//)
  await d.page.locator('button.ok').click()
}

/**
 * Refused, verified, booked. Resolves to the created order's answer (its seat plan the student one).
 */
export async function verifyThenBookStudentSeats(d) {
  // Booking says which tier is for students before anything is refused (D28).
  await d.open('booking', { showId: STUDENT_SEATS.showId })
  await d.see('.booking__chip-tag--student', { text: SHOW.booking.plan.studentOnly })
  assert.equal(await d.count('.booking__chip-tag--student'), 1, 'the student tier only')
  await d.open('confirmOrder', { ...STUDENT_SEATS, qty: 1 })
  await d.see('.confirm-order__fees [role=alert]', { text: STUDENT_ONLY })
  await d.tap('.confirm-order__verify-student')
  await d.waitForPage('studentVerify')
  await d.see('.student-verify__state--off .student-verify__state-title', { text: STUDENT.verify.notVerified })
  await d.tap('.student-verify__start')
  await approveInSandbox(d)
  await d.waitForPage('middleVerify')
  const year = String(new Date().getFullYear() + 1)
  await d.see('.middle-verify--verified .middle-verify__until', { text: new RegExp(year) })
  await d.tap('.middle-verify__action')
  await d.waitForPage('confirmOrder')
  await d.see('.confirm-order__total-value', { text: /¥/ })
  assert.equal(await d.count('.confirm-order__verify-student'), 0, 'no longer refused')
  await d.tap('.confirm-order__submit')
  const created = await d.answer('/orders/create')
  const order = created?.data ?? created
  assert.ok(order?.orderId, 'the student seats are sold')
  return order
}

/**
 * Both drivers: a certification started at the gateway and decided on the provider's sandbox page
 * (its form posted as a browser posts it); middle-verify, opened with it, polls and shows the
 * year's expiry with Continue.
 */
export async function middleVerifyShowsDecision(d, { token }) {
  const headers = { 'terminal-src': 'H5', 'merchant-id': '10001', 'access-token': token }
  const created = await (
    await fetch(`${d.gatewayUrl}/cyy_gatewayapi/user/buyer/v3/student/certification/create?authChannel=CHSI`, { headers })
  ).json()
  assert.equal(created.statusCode, 200, created.comments)
  const { certificationId, url } = created.data
  const decided = await fetch(`${d.gatewayUrl}${new URL(url).pathname}/decide`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'verified=true',
    redirect: 'manual',
  })
  assert.ok(decided.status < 400, `the sandbox answered HTTP ${decided.status}`)
  await d.open('middleVerify', { certificationId })
  const year = String(new Date().getFullYear() + 1)
  await d.see('.middle-verify__until', { text: new RegExp(year) })
  await d.see('.middle-verify__action', { text: STUDENT.verify.continue })
}
