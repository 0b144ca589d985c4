// A launch from a scanned venue code in the compiled WeChat build (spec s7 L95; D5): the app opened
// with CP_ID in its launch query asks the gateway for the code's params and terminal/jump, and
// lands on site-ticket with the buyer's ticket still to use there (e2e/journeys/ticket-holder.mjs
// scanOpensSiteTicket, driven in Chromium too). Its own file: one mini-program launch per process.
import { after, afterEach, before, describe, it } from 'node:test'
import { loginByPhone } from '../../lib/accounts.mjs'
import { api } from '../../lib/purchase.mjs'
import { buyTwoTickets, letIn, scanOpensSiteTicket } from '../../journeys/ticket-holder.mjs'
import { weappDriver } from '../lib/driver.mjs'
import { launch } from '../lib/harness.mjs'
import { gatewayForTests, sessionStorage } from '../lib/setup.mjs'

describe('a scanned venue code in the WeChat runtime', () => {
  let gateway
  let app
  let session
  before(async () => {
    gateway = await gatewayForTests()
    session = await loginByPhone(gateway.url, '13600020201')
    // Two tickets at the code's venue; one let in: the other is still to use.
    const orderId = await buyTwoTickets(gateway.url, session.accessToken, '21')
    const [first] = await api(gateway.url, session.accessToken, `/cyy_gatewayapi/fulfill/buyer/v3/orders/${orderId}/tickets`)
    await letIn(gateway.url, session.accessToken, first.ticketId)
  })
  afterEach(() => app?.assertNoErrors())
  after(async () => {
    await app?.close()
    await gateway?.close()
  })

  it('opens site-ticket at the venue of the code the app was launched with', async () => {
    await scanOpensSiteTicket(async (launchQuery) => {
      app = await launch({ gatewayUrl: gateway.url, storage: sessionStorage(session), launchQuery })
      return weappDriver(app, { gatewayUrl: gateway.url })
    })
  })
})
