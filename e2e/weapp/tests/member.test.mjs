// Membership in the compiled WeChat build against the gateway: a new buyer pays for tickets, then
// the member centre and the points page mount with real data and show what the order earned, the
// upgrade popup once; a privilege card bought from its pages; a paid membership (D16); middle-verify
// with a decided student certification (D28; the provider's page itself is web only). The steps are e2e/journeys/member.mjs, driven in Chromium too
// (e2e/tests/member.test.mjs).
import { after, afterEach, before, describe, it } from 'node:test'
import { loginByPhone } from '../../lib/accounts.mjs'
import {
  buyDesignatedPrice,
  buyMembership,
  buyPrivilegeCard,
  buyTickets,
  earned,
  memberCentreShowsEarnings,
  pointsPageShowsEarning,
  qtyPastSilver,
} from '../../journeys/member.mjs'
import { middleVerifyShowsDecision } from '../../journeys/student.mjs'
import { weappDriver } from '../lib/driver.mjs'
import { launch } from '../lib/harness.mjs'
import { gatewayForTests, sessionStorage } from '../lib/setup.mjs'

describe('membership in the WeChat runtime', () => {
  let gateway
  let app
  let session
  let d
  before(async () => {
    gateway = await gatewayForTests()
    session = await loginByPhone(gateway.url, '13600024024')
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

  it('shows the growth and points a paid order earned, and the upgrade popup once', async () => {
    const qty = await qtyPastSilver(d, { token: session.accessToken })
    const cents = await buyTickets(d, { token: session.accessToken, qty })
    await memberCentreShowsEarnings(d, { growth: earned(cents), points: earned(cents) })
    await pointsPageShowsEarning(d, { points: earned(cents) })
  })

  it('buys a privilege card: the card pages mount with real data, and the card is the buyer’s', async () => {
    await buyPrivilegeCard(d, { token: session.accessToken })
  })

  it('buys a year of Gold: member-confirm, the cashier, member-pay-success and the centre mount with real data', async () => {
    await buyMembership(d, { token: session.accessToken })
  })

  it('a designated price: refused without the code, the privilege page opens it with the code and sells it', async () => {
    await buyDesignatedPrice(d, { token: session.accessToken })
  })

  it('middle-verify mounts with a certification the provider decided, and shows until when (D28)', async () => {
    await middleVerifyShowsDecision(d, { token: session.accessToken })
  })
})
