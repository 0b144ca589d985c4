// The ticket holder in the compiled WeChat build against the gateway (issue 20): the steps of
// e2e/journeys/ticket-holder.mjs, driven in Chromium too (e2e/tests/ticket-holder.test.mjs): a new
// buyer's two tickets; pay success's "View in ticket holder" mounts the Tickets tab with them; one
// opens with its entry QR drawn (an image of the rotating code), which the gate lets in once.
import assert from 'node:assert/strict'
import { after, afterEach, before, describe, it } from 'node:test'
import { loginByPhone } from '../../lib/accounts.mjs'
import { addAddress } from '../../journeys/shop.mjs'
import {
  buyTwoTickets,
  gateLetsInOnce,
  siteAndStub,
  openTicketWithCode,
  paySuccessToHolder,
  supplementHolder,
} from '../../journeys/ticket-holder.mjs'
import { weappDriver } from '../lib/driver.mjs'
import { launch } from '../lib/harness.mjs'
import { gatewayForTests, sessionStorage } from '../lib/setup.mjs'

describe('the ticket holder in the WeChat runtime', () => {
  let gateway
  let app
  let session
  let d
  before(async () => {
    gateway = await gatewayForTests()
    session = await loginByPhone(gateway.url, '13600020101')
    app = await launch({
      gatewayUrl: gateway.url,
      storage: sessionStorage(session),
    })
    d = weappDriver(app, { gatewayUrl: gateway.url })
  })
  afterEach(() => app?.assertNoErrors())
  after(async () => {
    await app?.close()
    await gateway?.close()
  })

  it('pay success → the Tickets tab → a ticket with its QR drawn, let in once at the gate', async () => {
    const orderId = await buyTwoTickets(gateway.url, session.accessToken, '11')
    await paySuccessToHolder(d, { orderId })
    const code = await openTicketWithCode(d, async () => app.dataset('.entry-code__qr').code)
    // The image's source, from Taro's DOM (the template binds it; the harness's tree leaves it out).
    const sid = app.$('.entry-code__qr').__wxElement?.dataset?.sid
    assert.match(
      app.taro.document.getElementById(sid)?.getAttribute('src') ?? '',
      /^data:image\/gif;base64,/,
      'the QR drawn as an image',
    )
    await gateLetsInOnce(gateway.url, session.accessToken, code)
  })

  it('on-site tickets by venue with the code drawn; the used ticket a stub, printed as a goods order (D5, D6)', async () => {
    await addAddress(d, session.accessToken)
    await siteAndStub(d)
  })

  it('real-name supplement: the ID of another ticket of the show refused, another attendee made the holder', async () => {
    await supplementHolder(d)
  })
})
