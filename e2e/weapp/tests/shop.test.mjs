// The shop (issue 23) in the compiled WeChat build against the gateway: the steps of
// e2e/journeys/shop.mjs (driven in Chromium too: e2e/tests/shop.test.mjs): the shop tab, the
// T-shirt's detail choosing Black / M (Black / S sold out), into the cart with the badge 1; another
// size and a light stick, the badge 3; a quantity changed in the cart; checkout with the ITEM
// coupon to the goods order's page, paid through wx.requestPayment (the harness completes the
// gateway's sandbox), listed in Me > Orders > other, the badge gone; then buy now (goods-confirm)
// from a detail.
import assert from 'node:assert/strict'
import { after, afterEach, before, describe, it } from 'node:test'
import { loginByPhone } from '../../lib/accounts.mjs'
import {
  addAddress,
  addAnotherSkuAndItem,
  addBlackMToCart,
  buyNowLightStick,
  checkOutWithItemCoupon,
  gateway as shopGateway,
  openTeeFromShopTab,
  seeBadge,
  seeInOtherOrders,
} from '../../journeys/shop.mjs'
import { weappDriver } from '../lib/driver.mjs'
import { launch } from '../lib/harness.mjs'
import { gatewayForTests, sessionStorage } from '../lib/setup.mjs'

const ORDERS = '/cyy_gatewayapi/trade/buyer/v5/orders/page?offset=0&length=10'

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

  it('the tab, the sku choice, the badge 1 then 3, a quantity changed, checkout with the ITEM coupon, paid, in Me > Orders > other', async () => {
    const token = session.accessToken
    await openTeeFromShopTab(d)
    await addBlackMToCart(d, { token })
    await seeBadge(d, 1)
    await addAnotherSkuAndItem(d, { token })
    const orderId = await checkOutWithItemCoupon(d, { token })
    await d.tap('.order-detail__pay')
    await d.waitForPage(['paySuccess', 'paySuccessNew'])
    const paid = (await shopGateway(d, token, ORDERS)).list.find((order) => order.orderId === orderId)
    assert.deepEqual([paid?.orderType, paid?.orderState], ['goods', 6], 'paid, waiting for the express')
    await seeInOtherOrders(d, { token }, orderId)
    await d.open('shopTab')
    await d.see('.goods-card')
    assert.equal(await d.count('.tab-bar .nut-badge'), 0, 'the cart is empty: no badge')
  })

  it('buy now: the light stick from its detail to goods-confirm, the order placed', async () => {
    const orderId = await buyNowLightStick(d)
    const placed = (await shopGateway(d, session.accessToken, ORDERS)).list.find((order) => order.orderId === orderId)
    assert.deepEqual([placed?.orderType, placed?.orderState], ['goods', 1], 'placed, to be paid')
  })
})
