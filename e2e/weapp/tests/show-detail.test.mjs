// Show detail and booking in the compiled WeChat build against the gateway: the show renders the
// gateway's show (name, sessions, the button by state), the tabs switch, and booking reaches the
// next page (the seat map for a seat-picking show) with the chosen session, tier and quantity.
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { pagePath } from '../../lib/app.mjs'
import { launch } from '../lib/harness.mjs'
import { gatewayForTests } from '../lib/setup.mjs'

const SEAT_SHOW = 'SH1007'

describe('show detail in the WeChat runtime', () => {
  let gateway
  let app
  before(async () => {
    gateway = await gatewayForTests()
    app = await launch({ gatewayUrl: gateway.url })
  })
  after(async () => {
    await app?.close()
    await gateway?.close()
  })

  it("renders the gateway's show with its sessions and the button by state", async () => {
    await app.reLaunch(`/${pagePath('showDetail')}?showId=${SEAT_SHOW}`)
    await app.waitForQuiet()
    assert.equal(app.dataset('.page-root').page, 'showDetail')
    const show = await (await fetch(`${gateway.url}/cyy_gatewayapi/show/pub/v5/show/${SEAT_SHOW}/static`)).json()
    assert.equal(app.text('.show-detail__name'), show.data.showName)
    assert.ok(app.$$('.show-detail__session').length > 0, 'sessions are listed')
    assert.ok(app.exists('.buy-bar__button--pickSeat'), 'an on-sale seat-picking show: pick seats')
    assert.ok(app.exists('.show-tabs__rich'), 'the detail tab shows the description')
    await app.tap('.show-tabs__tab--notice')
    await app.waitForQuiet()
    assert.ok(app.$$('.show-tabs__note').length > 0, 'the notes tab lists the service notes')
    app.assertNoErrors()
  })

  it('booking chooses a session, a tier and a quantity and goes on to the seat map', async () => {
    await app.tap('.buy-bar__button--pickSeat')
    await app.waitForQuiet()
    assert.equal(app.dataset('.page-root').page, 'booking')
    assert.ok(await app.waitUntil(() => app.exists('.booking__session.booking__chip--on')), 'a session is chosen')
    // The tiers are asked for once the session is chosen.
    assert.ok(await app.waitUntil(() => app.exists('.booking__plan.booking__chip--on')), 'a tier is chosen')
    await app.tap('.booking__plus')
    await app.waitForQuiet()
    assert.equal(app.text('.booking__qty'), '2')
    await app.tap('.booking__next')
    await app.waitForQuiet()
    const page = app.page()
    assert.equal(app.dataset('.page-root').page, 'pickSeat')
    assert.equal(page.query.showId, SEAT_SHOW)
    assert.equal(page.query.qty, '2')
    assert.ok(page.query.sessionId?.startsWith(SEAT_SHOW))
    app.assertNoErrors()
  })
})
