// Tour detail and a venue in the compiled WeChat build against the gateway (issue 7 items 6 and
// 8): the tour's name, cities and sessions from the gateway, the city filter, follow sending an
// anonymous user to login; the venue's name, address and shows, and map navigation (a WeChat
// mini-program has it, spec section 5) opening wx.openLocation at the venue. The tour and venue
// steps are e2e/journeys/places.mjs, driven in Chromium too.
import assert from 'node:assert/strict'
import { after, afterEach, before, describe, it } from 'node:test'
import { filterCity, openTour, openVenue } from '../../journeys/places.mjs'
import { pagePath } from '../../lib/app.mjs'
import { weappDriver } from '../lib/driver.mjs'
import { launch } from '../lib/harness.mjs'
import { gatewayForTests } from '../lib/setup.mjs'

describe('tours and venues in the WeChat runtime', () => {
  let gateway
  let app
  let d
  before(async () => {
    gateway = await gatewayForTests()
    app = await launch({ gatewayUrl: gateway.url })
    d = weappDriver(app, { gatewayUrl: gateway.url })
  })
  afterEach(() => app?.assertNoErrors())
  after(async () => {
    await app?.close()
    await gateway?.close()
  })

  it("tour detail shows the gateway's tour, filters a city, and sends an anonymous follow to login", async () => {
    const tour = await openTour(d)
    for (const show of tour.shows) assert.match(app.text(), new RegExp(show.sessions[0].sessionName))
    await filterCity(d, tour, '北京')

    await d.tap('.tour-detail__follow')
    // The shop's login page (spec section 2: login_way where the mini-program binds the phone).
    const { name } = await d.waitForPage(['login', 'loginWay', 'loginEmail'])
    assert.match(name, /^login(Way|Email)?$/, 'an anonymous follow asks for login first')
    assert.equal(app.routes().at(-2), pagePath('tourDetail'), 'the tour stays below, to come back to')
  })

  it('a venue shows its address and shows, and opens the map at the venue', async () => {
    const venue = await openVenue(d)
    assert.ok(!app.exists('.place-address__copy'), 'a map, not a copied address')
    const before = app.calls.length
    await d.tap('.place-address__navigate')
    await app.waitForQuiet()
    const opened = app.calls.slice(before).find((call) => call.api === 'openLocation')
    assert.ok(opened, 'wx.openLocation was called')
    assert.deepEqual(
      { latitude: opened.args.latitude, longitude: opened.args.longitude, name: opened.args.name },
      { latitude: venue.lat, longitude: venue.lng, name: venue.venueName },
    )
  })
})
