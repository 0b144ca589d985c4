// Ticket transfer and share content in the compiled WeChat build against the gateway (issue 22):
// the steps of e2e/journeys/transfer.mjs (driven in Chromium too): A sends a ticket to B's phone
// on the send page, whose share menu then carries the accept link; B accepts on the accept page.
// Every sharable page answers onShareAppMessage with its title, path and picture; a page without
// its own shares the home page; a shop with forbidShare answers nothing.
import assert from 'node:assert/strict'
import { after, afterEach, before, describe, it } from 'node:test'
import { loginByPhone } from '../../lib/accounts.mjs'
import { buyTwoTickets } from '../../journeys/ticket-holder.mjs'
import { TOUR, VENUE } from '../../journeys/places.mjs'
import { SEAT_SHOW } from '../../journeys/purchase.mjs'
import { acceptInApp, gateAfterAccept, newestTransfer, orderTickets, sendFirstTicket } from '../../journeys/transfer.mjs'
import { weappDriver } from '../lib/driver.mjs'
import { launch } from '../lib/harness.mjs'
import { gatewayForTests, sessionStorage } from '../lib/setup.mjs'

const B_PHONE = '13600220102'

describe('ticket transfer and share content in the WeChat runtime', () => {
  let gateway
  let app
  before(async () => {
    gateway = await gatewayForTests()
  })
  afterEach(() => app?.assertNoErrors())
  after(async () => {
    await app?.close()
    await gateway?.close()
  })

  async function open(session, launchQuery = {}) {
    await app?.close()
    app = await launch({ gatewayUrl: gateway.url, launchQuery, ...(session ? { storage: sessionStorage(session) } : {}) })
    return weappDriver(app, { gatewayUrl: gateway.url })
  }
  const shared = () => app.callPageHook('onShareAppMessage', { from: 'menu' })

  it("A sends to B's phone (the share menu carries the accept link), B accepts", async () => {
    const sender = await loginByPhone(gateway.url, '13600220101')
    const receiver = await loginByPhone(gateway.url, B_PHONE)
    const orderId = await buyTwoTickets(gateway.url, sender.accessToken, '31')
    const [first] = await orderTickets(gateway.url, sender.accessToken, orderId)
    let d = await open(sender)
    await sendFirstTicket(d, { orderId, phone: B_PHONE })
    const { code } = await newestTransfer(gateway.url, sender.accessToken, orderId)
    const share = await shared()
    assert.match(share.path, new RegExp(`accept-mine-ticket\\?code=${code}&merchantId=\\d+`))
    assert.match(share.title, /科技展/)
    d = await open(receiver)
    await acceptInApp(d, code)
    await gateAfterAccept(gateway.url, {
      a: sender.accessToken,
      b: receiver.accessToken,
      orderId,
      ticketId: first.ticketId,
      oldSecret: first.gateSecret,
    })
  })

  it('every sharable page shares itself; others the home page; forbidShare nothing', async () => {
    const d = await open()
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

    const zz = await open(undefined, { merchantId: '10003' })
    await zz.open('showDetail', { showId: SEAT_SHOW }, { query: { merchantId: '10003' } })
    await zz.see('.show-detail__poster')
    assert.deepEqual(await shared(), {}, 'forbidShare: nothing to share')
  })
})
