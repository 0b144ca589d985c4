// Tour detail and a venue in the compiled WeChat build against the gateway (issue 7 items 6 and
// 8): the tour's name, cities and sessions from the gateway, the city filter, follow sending an
// anonymous user to login; the venue's name, address and shows, and map navigation (a WeChat
// mini-program has it, spec section 5) opening wx.openLocation at the venue.
import assert from 'node:assert/strict'
import { after, afterEach, before, describe, it } from 'node:test'
import { pagePath } from '../../lib/app.mjs'
import { launch } from '../lib/harness.mjs'
import { gatewayForTests } from '../lib/setup.mjs'

const TOUR = 'TR0001'
const VENUE = 'VN1102'

describe('tours and venues in the WeChat runtime', () => {
  let gateway
  let app
  before(async () => {
    gateway = await gatewayForTests()
    app = await launch({ gatewayUrl: gateway.url })
  })
  afterEach(() => app?.assertNoErrors())
  after(async () => {
    await app?.close()
    await gateway?.close()
  })

  const api = async (path) => (await (await fetch(`${gateway.url}/cyy_gatewayapi/show${path}`)).json()).data

  it("tour detail shows the gateway's tour, filters a city, and sends an anonymous follow to login", async () => {
    const tour = await api(`/pub/v3/tours/${TOUR}`)
    await app.reLaunch(`/${pagePath('homeList')}`)
    await app.navigateTo(`/${pagePath('tourDetail')}?tourId=${TOUR}`)
    await app.waitForQuiet()
    assert.equal(app.dataset('.page-root').page, 'tourDetail')
    assert.equal(app.text('.tour-detail__name'), tour.tourName)
    assert.equal(app.$$('.tour-stop').length, tour.cities.length)
    const sessions = tour.shows.reduce((sum, show) => sum + show.sessions.length, 0)
    assert.equal(app.$$('.tour-session').length, sessions)
    for (const show of tour.shows) assert.match(app.text(), new RegExp(show.sessions[0].sessionName))

    // The chips: all cities first, then the stops; the second stop alone.
    await app.tap('.tour-detail__chip', 2)
    await app.waitForQuiet()
    assert.equal(app.$$('.tour-stop').length, 1)

    await app.tap('.tour-detail__follow')
    await app.waitForQuiet()
    assert.equal(app.dataset('.page-root').page, 'login', 'an anonymous follow asks for login first')
    assert.equal(app.routes().at(-2), pagePath('tourDetail'), 'the tour stays below, to come back to')
  })

  it('a venue shows its address and shows, and opens the map at the venue', async () => {
    const venue = await api(`/pub/v3/venues/${VENUE}`)
    await app.reLaunch(`/${pagePath('venue')}?venueId=${VENUE}`)
    await app.waitForQuiet()
    assert.equal(app.dataset('.page-root').page, 'venue')
    assert.equal(app.text('.venue-detail__name'), venue.venueName)
    assert.match(app.text('.place-address'), new RegExp(venue.venueAddress))
    assert.equal(app.$$('.venue-detail__shows .show-card').length, venue.shows.length)
    assert.ok(!app.exists('.place-address__copy'), 'a map, not a copied address')

    const before = app.calls.length
    await app.tap('.place-address__navigate')
    await app.waitForQuiet()
    const opened = app.calls.slice(before).find((call) => call.api === 'openLocation')
    assert.ok(opened, 'wx.openLocation was called')
    assert.deepEqual(
      { latitude: opened.args.latitude, longitude: opened.args.longitude, name: opened.args.name },
      { latitude: venue.lat, longitude: venue.lng, name: venue.venueName },
    )
  })
})
