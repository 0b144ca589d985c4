// Ticket transfer in Chromium against the gateway (issue 22): the steps of e2e/journeys/transfer.mjs
// (driven in the WeChat runtime too) with two browsers, A (the sender) and B (the receiver); C is
// a third account at the gateway. Then a look at the send, accept and rules pages in en-US light
// and zh-MO dark (the Macau shop).
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { loginByPhone } from '../lib/accounts.mjs'
import { baseUrl, stopOwnServer } from '../lib/browser.mjs'
import { chromiumDriver } from '../lib/drivers/chromium.mjs'
import { screenshot } from '../lib/screenshot.mjs'
import { buyTwoTickets } from '../journeys/ticket-holder.mjs'
import {
  CLOSED_WORDS,
  acceptInApp,
  addReceiverAttendee,
  bindReceived,
  cancelInApp,
  gateAfterAccept,
  moveClockPastWindow,
  newestTransfer,
  orderTickets,
  refusedToOthers,
  seesClosed,
  sendFirstTicket,
  sendFromTicketDetail,
} from '../journeys/transfer.mjs'
import { api } from '../lib/purchase.mjs'

const B_PHONE = '13600220002'
const LOOKS = [
  { lang: 'en-US', theme: 'light', merchantId: '10001' },
  { lang: 'zh-MO', theme: 'dark', merchantId: '10002' },
]

describe('ticket transfer', () => {
  let base
  let a
  let b
  before(async () => {
    base = await baseUrl()
  })
  after(async () => {
    await a?.close()
    await b?.close()
    await stopOwnServer()
  })

  it("A sends to B's phone, C is refused, B accepts; a cancel; an expiry", async () => {
    const sender = await loginByPhone(base, '13600220001')
    const receiver = await loginByPhone(base, B_PHONE)
    const other = await loginByPhone(base, '13600220003')
    const orderId = await buyTwoTickets(base, sender.accessToken, '21')
    const [first, second] = await orderTickets(base, sender.accessToken, orderId)
    const oldSecret = first.gateSecret
    a = await chromiumDriver({ session: sender })
    b = await chromiumDriver({ session: receiver })

    await sendFirstTicket(a, { orderId, phone: B_PHONE })
    const sent = await newestTransfer(base, sender.accessToken, orderId)
    assert.equal(sent.tickets[0].ticketId, first.ticketId)
    await refusedToOthers(base, other.accessToken, sent.code)
    await acceptInApp(b, sent.code)
    // B's received real-name ticket before B binds an attendee: a look in the three languages,
    // zh-CN light last (the journey's words are zh-CN).
    const attendee = await addReceiverAttendee(base, receiver.accessToken, '24')
    for (const query of [...LOOKS, { lang: 'zh-CN', theme: 'light', merchantId: '10001' }]) {
      await b.open('ticketBindAudience', { ticketId: first.ticketId }, { query })
      await b.see('.attendee-choice')
      await screenshot(b.page, `ticket-bind-audience-${query.lang}-${query.theme}.png`, { fullPage: true })
    }
    await bindReceived(b, base, receiver.accessToken, { ticketId: first.ticketId, name: attendee })
    await gateAfterAccept(base, { a: sender.accessToken, b: receiver.accessToken, orderId, ticketId: first.ticketId, oldSecret })

    // A cancels a second transfer before B accepts: sent from the ticket's detail.
    await sendFromTicketDetail(a, second.ticketId)
    const cancelled = await newestTransfer(base, sender.accessToken, orderId)
    await cancelInApp(a)
    await seesClosed(b, cancelled.code, CLOSED_WORDS.cancelled)

    // A third one expires: the gateway's clock moved past its 24 h.
    await sendFirstTicket(a, { orderId })
    const expiring = await newestTransfer(base, sender.accessToken, orderId)
    await moveClockPastWindow(base)
    await seesClosed(b, expiring.code, CLOSED_WORDS.expired)

    // A look in en-US light and zh-MO dark (the Macau shop): A's send page with the three
    // transfers' states; B's accept page with one waiting; the rules.
    await api(base, sender.accessToken, '/cyy_gatewayapi/fulfill/buyer/v3/transfers', {
      ticketIds: [expiring.tickets[0].ticketId],
    })
    const waiting = await newestTransfer(base, sender.accessToken, orderId)
    for (const query of LOOKS) {
      const name = `${query.lang}-${query.theme}`
      await a.open('sendMineTicket', { orderId }, { query })
      await a.see('.transfer-card')
      await screenshot(a.page, `send-mine-ticket-${name}.png`, { fullPage: true })
      await b.open('acceptMineTicket', { code: waiting.code }, { query })
      await b.see('.accept-ticket__accept')
      await screenshot(b.page, `accept-mine-ticket-${name}.png`)
      await b.open('sendRule', {}, { query })
      await b.see('.send-rule__item')
      await screenshot(b.page, `send-rule-${name}.png`)
      await b.open('ticketDetailNew', { id: first.ticketId }, { query })
      await b.see('.custom-buttons__more')
      await screenshot(b.page, `ticket-detail-transfer-${name}.png`, { fullPage: true })
      await b.open('customButtonList', { showId: first.showId }, { query })
      await b.see('.button-list__row')
      await screenshot(b.page, `custom-button-list-${name}.png`)
    }
    assert.deepEqual(a.errors(), [])
    assert.deepEqual(b.errors(), [])
  })
})
