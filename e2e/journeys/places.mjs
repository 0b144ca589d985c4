// Tours and venues, written once as steps (docs/decisions/e2e-journeys.md) and driven in Chromium
// (e2e/tests/places.test.mjs) and in the WeChat runtime (e2e/weapp/tests/places.test.mjs): a tour
// shows the gateway's tour, its stops and sessions, and filters one city; a venue shows its name,
// address and shows.
import assert from 'node:assert/strict'

/** Seeded (server/src/seed/catalogue/show-plans.ts): a four-city tour, a venue with a show group. */
export const TOUR = 'TR0001'
export const VENUE = 'VN1102'

const data = async (d, path) => (await (await fetch(`${d.gatewayUrl}/cyy_gatewayapi/show${path}`)).json()).data

/** Opens the tour: its name, a stop per city and every session; resolves to the gateway's tour. */
export async function openTour(d, tourId = TOUR) {
  const tour = await data(d, `/pub/v3/tours/${tourId}`)
  await d.open('tourDetail', { tourId })
  await d.see('.tour-detail__name', { text: tour.tourName })
  await d.see('.tour-stop')
  assert.equal(await d.count('.tour-stop'), tour.cities.length, 'a stop per city')
  const sessions = tour.shows.reduce((sum, show) => sum + show.sessions.length, 0)
  assert.equal(await d.count('.tour-session'), sessions, 'every session')
  return tour
}

/** The city chip of `cityName`: only that city's stop is left. */
export async function filterCity(d, tour, cityName) {
  await d.tapText('.tour-detail__chip', cityName)
  await d.see('.tour-detail__chip--on', { text: cityName })
  assert.equal(await d.count('.tour-stop'), 1, `only the ${cityName} stop`)
  assert.equal(await d.text('.tour-stop__city'), cityName)
  return tour.cities.find((c) => c.cityName === cityName)
}

/** The venue page shown: its name, its address and its shows in the gateway's order; resolves to the gateway's venue. */
export async function seeVenue(d, venueId = VENUE) {
  const venue = await data(d, `/pub/v3/venues/${venueId}`)
  await d.see('.venue-detail__name', { text: venue.venueName })
  assert.match(await d.text('.venue-detail .place-address'), new RegExp(venue.venueAddress))
  await d.see('.venue-detail__shows .show-card')
  assert.equal(await d.count('.venue-detail__shows .show-card'), venue.shows.length, 'every show of the venue')
  assert.deepEqual(d.errors(), [])
  return venue
}

/** Opens the venue afresh and sees it (seeVenue). */
export async function openVenue(d, venueId = VENUE) {
  const { params } = await d.open('venue', { venueId })
  assert.equal(params.venueId, venueId)
  return seeVenue(d, venueId)
}
