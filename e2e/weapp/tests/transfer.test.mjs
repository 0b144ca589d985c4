// Ticket transfer and share content in the compiled WeChat build against the gateway (issue 22):
// the steps of e2e/journeys/transfer.mjs (driven in Chromium too), in B's app (one mini-program a
// process): A sends to B's phone at the gateway, B accepts on the accept page; B's own send page's
// share menu then carries its accept link.
// Every sharable page answers onShareAppMessage with its title, path and picture; a page without
// its own shares the home page (a forbidShare shop: e2e/weapp/tests/forbid-share.test.mjs).
import assert from 'node:assert/strict'
import { after, afterEach, before, describe, it } from 'node:test'
import { loginByPhone } from '../../lib/accounts.mjs'
import { buyTwoTickets } from '../../journeys/ticket-holder.mjs'
import { TOUR, VENUE } from '../../journeys/places.mjs'
import { SEAT_SHOW } from '../../journeys/show-detail.mjs'
import {
  acceptInApp,
  addReceiverAttendee,
  bindReceived,
  gateAfterAccept,
  newestTransfer,
  orderTickets,
  sendByGateway,
  sendFirstTicket,
} from '../../journeys/transfer.mjs'
import { weappDriver } from '../lib/driver.mjs'
import { launch } from '../lib/harness.mjs'
import { gatewayForTests, sessionStorage } from '../lib/setup.mjs'

const B_PHONE = '13600220102'

describe('ticket transfer and share content in the WeChat runtime', () => {
  let gateway
  let app
  let d
  let sender
  let receiver
  before(async () => {
    gateway = await gatewayForTests()
    sender = await loginByPhone(gateway.url, '13600220101')
    receiver = await loginByPhone(gateway.url, B_PHONE)
    // One mini-program per process: the app is B's; A acts at the gateway.
    app = await launch({ gatewayUrl: gateway.url, storage: sessionStorage(receiver) })
    d = weappDriver(app, { gatewayUrl: gateway.url })
  })
  afterEach(() => app?.assertNoErrors())
  after(async () => {
    await app?.close()
    await gateway?.close()
  })
  const shared = () => app.callPageHook('onShareAppMessage', { from: 'menu' })

  it("B accepts what A sent to B's phone; B's own send page shares its accept link", async () => {
    const orderId = await buyTwoTickets(gateway.url, sender.accessToken, '31')
    const [first] = await orderTickets(gateway.url, sender.accessToken, orderId)
    const code = await sendByGateway(gateway.url, sender.accessToken, first.ticketId, B_PHONE)
    await acceptInApp(d, code)
    const attendee = await addReceiverAttendee(gateway.url, receiver.accessToken, '33')
    await bindReceived(d, gateway.url, receiver.accessToken, { ticketId: first.ticketId, name: attendee })
    await d.open('customButtonList', { showId: first.showId })
    await d.see('.button-list__row')
    await gateAfterAccept(gateway.url, {
      a: sender.accessToken,
      b: receiver.accessToken,
      orderId,
      ticketId: first.ticketId,
      oldSecret: first.gateSecret,
    })

    const own = await buyTwoTickets(gateway.url, receiver.accessToken, '32')
    await sendFirstTicket(d, { orderId: own })
    const waiting = await newestTransfer(gateway.url, receiver.accessToken, own)
    const share = await shared()
    assert.match(share.path, new RegExp(`accept-mine-ticket\\?code=${waiting.code}&merchantId=\\d+`))
    assert.match(share.title, /科技展/)
  })

  it('every sharable page shares itself; others the home page', async () => {
    for (const [name, params, selector, path] of [
      ['showDetail', { showId: SEAT_SHOW }, '.show-detail__poster', `show-detail\\?showId=${SEAT_SHOW}`],
      ['tourDetail', { tourId: TOUR }, '.tour-detail__name', `tour-detail\\?tourId=${TOUR}`],
      ['venue', { venueId: VENUE }, '.venue-detail__name', `venue\\?venueId=${VENUE}`],
    ]) {
      await d.open(name, params)
      await d.see(selector)
      const share = await shared()
      assert.match(share.path, new RegExp(`${path}&merchantId=`), name)
      assert.ok(share.title.length > 0, `${name}: a title`)
      assert.ok(share.imageUrl, `${name}: a picture`)
    }
    await d.open('venueList')
    const home = await shared()
    assert.match(home.path, /^\/pages\/home\/home\?merchantId=/, 'a page without its own shares the home page')
  })
})
