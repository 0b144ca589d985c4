// The ticket holder, written once as steps (docs/decisions/e2e-journeys.md) and driven in
// Chromium (e2e/tests/ticket-holder.test.mjs) and in the WeChat runtime
// (e2e/weapp/tests/ticket-holder.test.mjs): a new buyer's two tickets of a free real-name show,
// the second's holder to be named later (real-name supplement, D9);
// pay success's "View in ticket holder" opens the Tickets tab with them, grouped under their
// show; one opens with its rotating entry QR (D4), whose code the gate's check lets in once and
// refuses the second time, as it refuses a code from two steps ago.
import assert from 'node:assert/strict'
import { createHmac } from 'node:crypto'
import { FREE_SHOW } from './purchase.mjs'
import { TRADE, addAttendee, api, idNo } from '../lib/purchase.mjs'

const FULFILL = '/cyy_gatewayapi/fulfill'
/** The gate's check (staff; any logged-in caller in the reference gateway). */
export const CHECK_IN = `${FULFILL}/staff/v3/tickets/check_in`
/** contract/src/rules/gate-code.ts, restated: the format a scanner reads. */
const STEP_MS = 15_000
const MAC_LENGTH = 16
/** The gateway's refusals (contract/src/codes.ts). */
export const GATE_CODES = { invalid: 22041001, expired: 22041002, notUsable: 22041003 }

/**
 * Two tickets of the free real-name exhibition (FREE_SHOW) for the buyer of `token` (its limit:
 * two a buyer), bought before its supplement deadline: the first held by 林一, the second's
 * holder left to be named later (D9); 林二 is saved for it. `seed`: 2 digits that make the ID
 * numbers the buyer's own. Resolves to the order id.
 */
export async function buyTwoTickets(base, token, seed) {
  const ids = []
  for (const [n, name] of [
    [1, '林一'],
    [2, '林二'],
  ]) {
    const attendee = await addAttendee(base, token, { name, idType: 'ID_CARD', idNo: idNo(`31010119900515${seed}${n}`) })
    ids.push(attendee.audienceId)
  }
  const created = await api(base, token, `${TRADE}/buyer/v1/orders/create`, {
    items: [{ ...FREE_SHOW, qty: 2, audienceIds: ids.slice(0, 1) }],
    paymentParam: { payAmount: 0 },
  })
  return created.orderId
}

/** Pay success → "View in ticket holder": the tab shows the show's group with both tickets. */
export async function paySuccessToHolder(d, { orderId }) {
  await d.open('paySuccess', { orderId, orderType: 'ticket' })
  await d.tap('.pay-success__to-tickets')
  await d.waitForPage('ticketHolder')
  assert.match(await d.see('.ticket-group__show'), /科技展/)
  await d.see('.ticket-group__ticket')
  assert.equal(await d.count('.ticket-group__ticket'), 2, 'both tickets, in one group')
  assert.equal(await d.count('.ticket-group'), 1)
}

/** A ticket of the tab opens with its entry QR; `readCode()` reads the code drawn. */
export async function openTicketWithCode(d, readCode) {
  await d.tap('.ticket-group__ticket')
  await d.waitForPage('ticketDetailNew')
  await d.see('.entry-code__qr')
  const code = await readCode()
  assert.match(code, /^STX1\.[^.]+\.\d+\.[0-9a-f]{16}$/, 'the rotating code')
  return code
}

/** What the gate says to `code`: the envelope's statusCode. */
async function gate(base, token, code) {
  const response = await fetch(`${base}${CHECK_IN}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'terminal-src': 'H5', 'access-token': token },
    body: JSON.stringify({ code }),
  })
  return (await response.json()).statusCode
}

/**
 * The gate: a code drawn two steps ago (made from the ticket's secret as the device would have)
 * is refused; the code on the screen lets the ticket in once; the second time it is refused.
 */
export async function gateLetsInOnce(base, token, code) {
  const [, ticketId, step] = code.split('.')
  const ticket = await api(base, token, `${FULFILL}/buyer/v3/tickets/${ticketId}`)
  const old = Number(step) - 2
  const mac = createHmac('sha256', ticket.gateSecret).update(`${ticketId}.${old}`).digest('hex').slice(0, MAC_LENGTH)
  assert.equal(await gate(base, token, `STX1.${ticketId}.${old}.${mac}`), GATE_CODES.expired, 'two steps ago: refused')
  assert.ok(Math.abs(Number(step) - Math.floor(Date.now() / STEP_MS)) <= 1, 'the screen shows the current step')
  assert.equal(await gate(base, token, code), 200, 'the code on the screen lets it in')
  assert.equal(await gate(base, token, code), GATE_CODES.notUsable, 'and only once')
  return ticketId
}

/**
 * Real-name supplement (D9) of buyTwoTickets' second ticket: real-name lists it; on
 * real-name-single 林一, whose ID holds the first ticket, is refused with the gateway's reason;
 * 林二 becomes the holder and the ticket opens with them. `look(name)`: a screenshot of the page.
 */
export async function supplementHolder(d, look = async () => {}) {
  await d.open('realName')
  await d.see('.real-name__pending')
  assert.equal(await d.count('.real-name__pending'), 1, 'one ticket lacks its holder')
  await look('real-name')
  await d.tap('.real-name__pending')
  await d.waitForPage('realNameSingle')
  await d.tapText('.real-name__attendee-name', '林一')
  await d.tap('.real-name__submit')
  await d.see('.real-name__refusal')
  await look('real-name-single')
  await d.tapText('.real-name__attendee-name', '林二')
  await d.tap('.real-name__submit')
  await d.waitForPage('ticketDetailNew')
  assert.match(await d.see('.ticket-detail__attendee'), /林二/)
}

/** Lets the ticket in at the gate now, as a scanner would (its code made from the device secret). */
export async function letIn(base, token, ticketId) {
  const ticket = await api(base, token, `${FULFILL}/buyer/v3/tickets/${ticketId}`)
  const step = Math.floor(Date.now() / STEP_MS)
  const mac = createHmac('sha256', ticket.gateSecret).update(`${ticketId}.${step}`).digest('hex').slice(0, MAC_LENGTH)
  assert.equal(await gate(base, token, `STX1.${ticketId}.${step}.${mac}`), 200, 'let in')
}

/**
 * On-site (D5) and the keepsake stub (D6), once one of the two tickets was let in: site-list
 * shows the show's venue with the ticket still to use, whose code site-ticket draws; the used one
 * is a stub, printed in the first design to the buyer's address: a goods order, opened to be paid.
 * `look(name)`: a screenshot of each page.
 */
export async function siteAndStub(d, look = async () => {}) {
  await d.open('siteList')
  await d.see('.site-tickets__venue')
  assert.equal(await d.count('.site-tickets__venue'), 1, 'one venue')
  await look('site-list')
  await d.tap('.site-tickets__venue')
  await d.waitForPage('siteTicket')
  await d.see('.entry-code__qr')
  assert.equal(await d.count('.site-tickets__ticket'), 1, 'the ticket still to use, with its code')
  await look('site-ticket')
  await d.open('ticketStubList')
  await d.see('.ticket-stub')
  assert.equal(await d.count('.ticket-stub'), 1, 'the used ticket is a stub')
  await look('ticket-stub-list')
  await d.tap('.ticket-stubs__print')
  await d.waitForPage('ticketStubPrint')
  await d.see('.ticket-stubs__design--on')
  await d.see('.delivery-address__who')
  await look('ticket-stub-print')
  await d.tap('.ticket-stubs__submit')
  await d.waitForPage('orderDetail')
  await d.see('.order-detail__pay')
}

/** The on-site code at the free exhibition's venue (server/src/seed/scan-codes.ts SCAN_CODES.site). */
export const SITE_SCAN_CODE = 'CP-SITE-10001'

/**
 * A scanned venue code (CP_ID, spec s7 L95; D5): the app, opened with it (`openScanned(query)`: a
 * fresh load of the address on the web, a launch with that query on a mini-program; resolves to
 * the driver), asks the gateway for the code's params and the terminal's jump, and lands on
 * site-ticket for that venue with the buyer's ticket still to use and its code. `look(name)`: a
 * screenshot of the page.
 */
export async function scanOpensSiteTicket(openScanned, look = async () => {}) {
  const d = await openScanned({ CP_ID: SITE_SCAN_CODE })
  const shown = await d.waitForPage('siteTicket')
  assert.match(shown.params.venueId ?? '', /^VN\d+$/, 'the venue of the code')
  await d.see('.entry-code__qr')
  assert.equal(await d.count('.site-tickets__ticket'), 1, "the buyer's ticket still to use at that venue")
  await look('site-ticket-scanned')
}
