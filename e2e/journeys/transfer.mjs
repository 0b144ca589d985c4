// Ticket transfer (issue 22), written once as steps (docs/decisions/e2e-journeys.md) and driven
// in Chromium (e2e/tests/transfer.test.mjs, two browsers) and in the WeChat runtime
// (e2e/weapp/tests/transfer.test.mjs): A sends a ticket to B's phone on the send page; C is
// refused; B accepts on the accept page and finds it in Tickets, where its new entry code passes
// the gate while A's old one is refused; A's order shows it transferred. A cancel: B reads
// 'Transfer cancelled by the transferor'. An expiry (the gateway's clock moved in dev): B reads
// 'The acceptance time exceeded'.
import assert from 'node:assert/strict'
import { createHmac } from 'node:crypto'
import { feature } from '../lib/app.mjs'
import { addAttendee, api, idNo } from '../lib/purchase.mjs'
import { CHECK_IN, GATE_CODES } from './ticket-holder.mjs'

const FULFILL = '/cyy_gatewayapi/fulfill'
const TRANSFERS = `${FULFILL}/buyer/v3/transfers`
/** The gateway's transfer refusals (contract/src/codes.ts). */
export const TRANSFER_CODES = { receiveFailed: 22042002, expired: 22042003, cancelled: 22042004, noTicket: 22042005 }
/** A to B by the gateway (the same as the send page does), for a runner with one app: the transfer's code. */
export async function sendByGateway(base, token, ticketId, receiverPhone) {
  return (await api(base, token, TRANSFERS, { ticketIds: [ticketId], receiverPhone })).code
}
/** More than the 24 h a transfer waits (contract/src/rules/transfer.ts). */
const PAST_THE_WINDOW_MS = 25 * 60 * 60 * 1000
const WORDS = feature('transfer')

/** The envelope of a POST as `token` (api() throws on a refusal; these steps check refusals). */
async function post(base, token, path, body = {}) {
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'terminal-src': 'H5', 'access-token': token },
    body: JSON.stringify(body),
  })
  return response.json()
}

/** The rotating code a device with `secret` would draw now (contract/src/rules/gate-code.ts). */
function codeNow(ticketId, secret) {
  const step = Math.floor(Date.now() / 15_000)
  const mac = createHmac('sha256', secret).update(`${ticketId}.${step}`).digest('hex').slice(0, 16)
  return `STX1.${ticketId}.${step}.${mac}`
}

/** The order's tickets as its buyer sees them. */
export const orderTickets = (base, token, orderId) => api(base, token, `${FULFILL}/buyer/v3/orders/${orderId}/tickets`)

/** The newest transfer the buyer of `token` made of the order. */
export async function newestTransfer(base, token, orderId) {
  const page = await api(base, token, `${TRANSFERS}?orderId=${orderId}&offset=0&length=1`)
  return page.list[0]
}

/** The send page: the first ticket that can go, for `phone` (or anyone); the transfer's card appears. */
export async function sendFirstTicket(d, { orderId, phone = '' }) {
  await d.open('sendMineTicket', { orderId })
  await d.tap('.send-tickets__ticket--open')
  if (phone) await d.fill('.send-tickets__input', phone)
  const before = await d.count('.transfer-card')
  await d.tap('.send-tickets__submit')
  await d.see('.transfer-card__cancel')
  assert.equal(await d.count('.transfer-card'), before + 1, 'the new transfer is listed')
}

/** A third account may not accept a transfer for B's phone: 'Received failure'. */
export async function refusedToOthers(base, token, code) {
  const answer = await post(base, token, `${TRANSFERS}/${code}/accept?lang=en-US`)
  assert.equal(answer.statusCode, TRANSFER_CODES.receiveFailed)
  assert.equal(answer.comments, 'Received failure')
}

/** B on the accept page: what is offered, accept, then Tickets. */
export async function acceptInApp(d, code) {
  await d.open('acceptMineTicket', { code })
  await d.see('.accept-ticket__state', { text: WORDS.state.pending })
  await d.tap('.accept-ticket__accept')
  await d.see('.accept-ticket__state', { text: WORDS.state.accepted })
  await d.tap('.accept-ticket__holder')
  await d.waitForPage('ticketHolder')
  await d.see('.ticket-group__ticket')
}

/**
 * The gate after the accept: B's code (from B's device secret) lets the ticket in, A's old code
 * (drawn with the secret A had before sending) is refused; A's order reads it transferred.
 */
export async function gateAfterAccept(base, { a, b, orderId, ticketId, oldSecret }) {
  const gate = async (code) => (await post(base, b, CHECK_IN, { code })).statusCode
  assert.equal(await gate(codeNow(ticketId, oldSecret)), GATE_CODES.invalid, "A's old code is refused")
  const bobs = await api(base, b, `${FULFILL}/buyer/v3/tickets/${ticketId}`)
  assert.equal(bobs.received, true)
  assert.equal(await gate(codeNow(ticketId, bobs.gateSecret)), 200, "B's code lets the ticket in")
  const given = (await orderTickets(base, a, orderId)).find((ticket) => ticket.ticketId === ticketId)
  assert.equal(given.state, 'TRANSFERRED')
  assert.equal(given.gateSecret, null)
}

/**
 * The send entry (issue 22): the ticket's detail offers "Transfer" (D8 lets it go), which opens
 * the send page with that ticket chosen; sending lists the new transfer.
 */
export async function sendFromTicketDetail(d, ticketId) {
  await d.open('ticketDetailNew', { id: ticketId })
  await d.tap('.ticket-detail__send')
  await d.waitForPage('sendMineTicket')
  await d.see('.send-tickets__ticket--chosen')
  await d.tap('.send-tickets__submit')
  await d.see('.transfer-card__cancel')
}

/** An attendee for the receiver (`seed`: 2 digits making the ID number theirs); resolves to their name. */
export async function addReceiverAttendee(base, token, seed) {
  const name = `受赠${seed}`
  await addAttendee(base, token, { name, idType: 'ID_CARD', idNo: idNo(`31010119900515${seed}9`) })
  return name
}

/**
 * The receiver of a real-name ticket binds their attendee `name` (ticket-bind-audience, D8) from
 * the ticket's detail; the detail then shows them as the ticket's attendee, bound once.
 */
export async function bindReceived(d, base, token, { ticketId, name }) {
  await d.open('ticketDetailNew', { id: ticketId })
  await d.tap('.ticket-detail__bind-audience')
  await d.waitForPage('ticketBindAudience')
  await d.tapText('.attendee-choice__name', name)
  await d.tap('.bind-audience__submit')
  await d.waitForPage('ticketDetailNew')
  await d.see('.ticket-detail__attendee', { text: new RegExp(name) })
  const ticket = await api(base, token, `${FULFILL}/buyer/v3/tickets/${ticketId}`)
  assert.equal(ticket.audienceName, name)
  assert.equal(ticket.bindAudienceUntil, null, 'bound once')
}

/** The sender cancels on the send page: the card reads cancelled. */
export async function cancelInApp(d) {
  await d.tap('.transfer-card__cancel')
  await d.see('.transfer-card--cancelled')
}

/** The receiver opens a closed transfer and reads why (s8's words). */
export async function seesClosed(d, code, text) {
  await d.open('acceptMineTicket', { code })
  await d.see('.accept-ticket__state', { text })
  assert.equal(await d.count('.accept-ticket__accept'), 0, 'nothing to accept')
}

/** The gateway's clock moved past the window (dev): pending transfers expire. */
export async function moveClockPastWindow(base) {
  const response = await fetch(`${base}/dev/transfers/sweep`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ aheadMs: PAST_THE_WINDOW_MS }),
  })
  const answer = await response.json()
  assert.equal(answer.statusCode, 200, answer.comments)
  assert.ok(answer.data.transfersExpired >= 1)
}

export const CLOSED_WORDS = { cancelled: WORDS.state.cancelled, expired: WORDS.state.expired }
