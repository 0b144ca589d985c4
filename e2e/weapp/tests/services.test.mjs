// The services around the show (issue 26) in the compiled WeChat build against the gateway, with
// the steps of e2e/journeys/services.mjs (driven in Chromium too, e2e/tests/services.test.mjs):
// the Macau shop's Parking tab opens parking payment, a wrong plate is refused, MA-12-34's fee shows
// with the parking coupon off, the order opens on its order page with the pay button; the records
// list it and open its parking detail; the on-site code (D5) shows its QR. Open shows (D24): every
// page of the package with the gateway's data: landing, detail, form, confirm, the check-in QR and
// the entrance form, a full session's refusal, my open shows and my registrations.
import { after, afterEach, before, describe, it } from 'node:test'
import { loginByMacauPhone } from '../../lib/purchase.mjs'
import {
  MACAU,
  claimParkingCoupon,
  openFromRecords,
  openParkingFromTab,
  placeOrder,
  quoteFee,
  showSiteCode,
  openShowToDetail,
  registerForOpenShow,
  getCheckInCode,
  fullSessionRefuses,
  seeMyRegistrations,
  cancelAtGatewayThenRecords,
  reserveSlot,
  seeBookedInRecords,
  voteOnce,
} from '../../journeys/services.mjs'
import { weappDriver } from '../lib/driver.mjs'
import { launch } from '../lib/harness.mjs'
import { gatewayForTests, sessionStorage } from '../lib/setup.mjs'

describe('services in the WeChat runtime', () => {
  let gateway
  let app
  let session
  let d
  before(async () => {
    gateway = await gatewayForTests()
    session = await loginByMacauPhone(gateway.url, '66120027')
    app = await launch({
      gatewayUrl: gateway.url,
      launchQuery: { merchantId: MACAU },
      storage: sessionStorage(session),
    })
    d = weappDriver(app, { gatewayUrl: gateway.url })
    await claimParkingCoupon(d, session.accessToken)
  })
  afterEach(() => app?.assertNoErrors())
  after(async () => {
    await app?.close()
    await gateway?.close()
  })

  it('parking: the Parking tab, a plate fee with the coupon, the order, the records and the detail', async () => {
    await openParkingFromTab(d)
    await quoteFee(d)
    await placeOrder(d)
    await openFromRecords(d)
  })

  it('the on-site code: its QR and what it finds', async () => {
    await showSiteCode(d)
  })

  it('open show: registers from the landing, the check-in QR, a full session refused, my registrations', async () => {
    await openShowToDetail(d)
    await registerForOpenShow(d)
    await getCheckInCode(d)
    await fullSessionRefuses(d)
    await seeMyRegistrations(d)
  })

  it('reservations and votes: a slot reserved and cancelled; a vote cast once, refused the second time', async () => {
    await reserveSlot(d)
    await seeBookedInRecords(d)
    // The cancel dialog's confirm is tapped in Chromium (cancelFromRecords); here the reservation
    // is cancelled at the gateway, and the records show it cancelled.
    await cancelAtGatewayThenRecords(d, session.accessToken)
    await voteOnce(d)
  })
})
