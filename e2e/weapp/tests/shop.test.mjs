// The shop (issue 23) in the compiled WeChat build against the gateway: the steps of
// e2e/journeys/shop.mjs (driven in Chromium too: e2e/tests/shop.test.mjs): the shop tab, the
// T-shirt's detail choosing Black / M (Black / S sold out), into the cart with the badge 1, the
// cart, and checkout to the goods order's page.
import { after, afterEach, before, describe, it } from 'node:test'
import { loginByPhone } from '../../lib/accounts.mjs'
import { addAddress, addBlackMToCart, checkOutFromCart, openTeeFromShopTab, seeBadge } from '../../journeys/shop.mjs'
import { weappDriver } from '../lib/driver.mjs'
import { launch } from '../lib/harness.mjs'
import { gatewayForTests, sessionStorage } from '../lib/setup.mjs'

describe('the shop in the WeChat runtime', () => {
  let gateway
  let app
  let session
  let d
  before(async () => {
    gateway = await gatewayForTests()
    session = await loginByPhone(gateway.url, '13600023001')
    app = await launch({
      gatewayUrl: gateway.url,
      storage: sessionStorage(session),
    })
    d = weappDriver(app, { gatewayUrl: gateway.url })
    await addAddress(d, session.accessToken)
  })
  afterEach(() => app?.assertNoErrors())
  after(async () => {
    await app?.close()
    await gateway?.close()
  })

  it('the tab, the sku choice, the cart with its badge, and checkout', async () => {
    await openTeeFromShopTab(d)
    await addBlackMToCart(d, { token: session.accessToken })
    await seeBadge(d, 1)
    await checkOutFromCart(d, { token: session.accessToken })
  })
})
