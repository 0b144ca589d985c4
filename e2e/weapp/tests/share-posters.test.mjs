// Share posters in the compiled WeChat build against the gateway (issue 22): the steps of
// e2e/journeys/share-posters.mjs (driven in Chromium too). The harness's canvas is a stub (no
// node), so the page's parts are asserted, not its pixels: the short code made for show detail,
// the save and share buttons; the page's share menu shares the show; a mini-program code's scene
// (`s=<id>`) on the landing page opens show detail.
import assert from 'node:assert/strict'
import { after, afterEach, before, describe, it } from 'node:test'
import { loginByPhone } from '../../lib/accounts.mjs'
import { codeResolves, landingOpens, openPaySuccessPoster, openShowPoster, posterOfShow } from '../../journeys/share-posters.mjs'
import { FREE_SHOW } from '../../journeys/purchase.mjs'
import { SEAT_SHOW } from '../../journeys/show-detail.mjs'
import { buyTwoTickets } from '../../journeys/ticket-holder.mjs'
import { weappDriver } from '../lib/driver.mjs'
import { launch } from '../lib/harness.mjs'
import { gatewayForTests, sessionStorage } from '../lib/setup.mjs'

describe('share posters in the WeChat runtime', () => {
  let gateway
  let app
  let d
  let orderId
  before(async () => {
    gateway = await gatewayForTests()
    const session = await loginByPhone(gateway.url, '13600226161')
    orderId = await buyTwoTickets(gateway.url, session.accessToken, '62')
    app = await launch({ gatewayUrl: gateway.url, storage: sessionStorage(session) })
    d = weappDriver(app, { gatewayUrl: gateway.url })
  })
  afterEach(() => app?.assertNoErrors())
  after(async () => {
    await app?.close()
    await gateway?.close()
  })

  it("show detail's and pay success's posters: their short codes open show detail, by the landing's scene too", async () => {
    await openShowPoster(d, { showId: SEAT_SHOW })
    const code = await posterOfShow(d, { showId: SEAT_SHOW, drawn: false })
    const share = await app.callPageHook('onShareAppMessage', { from: 'button' })
    assert.match(share.path, new RegExp(`show-detail\\?showId=${SEAT_SHOW}&merchantId=`), 'the share button shares the show')
    await codeResolves(d, code)
    await landingOpens(d, { scene: code.scene }, { showId: SEAT_SHOW })

    await openPaySuccessPoster(d, { orderId })
    const paid = await posterOfShow(d, { showId: FREE_SHOW.showId, nth: 1, drawn: false })
    await codeResolves(d, paid)
  })
})
