// Show detail and booking in the compiled WeChat build against the gateway: the show renders the
// gateway's show (name, sessions, the button by state), the tabs switch, and booking reaches the
// next page (the seat map for a seat-picking show) with the chosen session, tier and quantity.
// The steps are e2e/journeys/show-detail.mjs, driven in Chromium too.
import { after, before, describe, it } from 'node:test'
import { nextToSeats, openSeatShow, seeNotes, toBooking } from '../../journeys/show-detail.mjs'
import { weappDriver } from '../lib/driver.mjs'
import { launch } from '../lib/harness.mjs'
import { gatewayForTests } from '../lib/setup.mjs'

describe('show detail in the WeChat runtime', () => {
  let gateway
  let app
  let d
  before(async () => {
    gateway = await gatewayForTests()
    app = await launch({ gatewayUrl: gateway.url })
    d = weappDriver(app, { gatewayUrl: gateway.url })
  })
  after(async () => {
    await app?.close()
    await gateway?.close()
  })

  it("renders the gateway's show with its sessions and the button by state", async () => {
    await openSeatShow(d)
    await seeNotes(d)
  })

  it('booking chooses a session, a tier and a quantity and goes on to the seat map', async () => {
    await toBooking(d)
    await d.tap('.booking__plus')
    await d.see('.booking__qty', { text: '2' })
    await nextToSeats(d, { qty: 2 })
  })
})
