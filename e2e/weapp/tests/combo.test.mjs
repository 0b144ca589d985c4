// Combo tickets (issue 26, D27) in the compiled WeChat build against the gateway, with the steps of
// e2e/journeys/combo.mjs (driven in Chromium too, e2e/tests/combo.test.mjs): show detail's package
// tickets open the combo, its sessions are priced by the gateway, one order opens on its order page,
// and once paid the holder has a ticket of each show.
import { after, afterEach, before, describe, it } from 'node:test'
import { loginByPhone } from '../../lib/accounts.mjs'
import { openComboFromShow, payAndSeeBothInHolder, placeComboOrder, seeMeServices } from '../../journeys/combo.mjs'
import { weappDriver } from '../lib/driver.mjs'
import { launch } from '../lib/harness.mjs'
import { gatewayForTests, sessionStorage } from '../lib/setup.mjs'

describe('combo tickets in the WeChat runtime', () => {
  let gateway
  let app
  let session
  let d
  before(async () => {
    gateway = await gatewayForTests()
    session = await loginByPhone(gateway.url, '13626030002')
    app = await launch({ gatewayUrl: gateway.url, storage: sessionStorage(session) })
    d = weappDriver(app, { gatewayUrl: gateway.url })
  })
  afterEach(() => app?.assertNoErrors())
  after(async () => {
    await app?.close()
    await gateway?.close()
  })

  it('a combo of two shows bought in one order, both tickets in the holder', async () => {
    await openComboFromShow(d)
    await placeComboOrder(d)
    await payAndSeeBothInHolder(d, session.accessToken)
    await seeMeServices(d)
  })
})
