// The shop (issue 23) in Chromium against the gateway. Anonymous: the shop tab lists goods and has
// no cart badge. A new user with an address: the steps of e2e/journeys/shop.mjs (driven in the
// WeChat runtime too: e2e/weapp/tests/shop.test.mjs): the T-shirt's Black / M into the cart, the
// badge 1; Black / L and a light stick, badge 3; one more Black / L in the cart; checkout with the
// ITEM coupon, the goods order placed; then paid through the cashier and the sandbox page, listed
// in Me > Orders > other, the badge gone. First look: the tab, the detail with its sku sheet, the
// cart and the confirm page in English light (mainland) and zh-MO dark (Macau: no cart, buy now
// placed, MOP).
import assert from 'node:assert/strict'
import { after, afterEach, before, describe, it } from 'node:test'
import { loginByPhone } from '../lib/accounts.mjs'
import { baseUrl, stopOwnServer } from '../lib/browser.mjs'
import { chromiumDriver } from '../lib/drivers/chromium.mjs'
import { MACAU, TRADE, USER, api, loginByMacauPhone, paidPage, payOnSandbox, shopApi } from '../lib/purchase.mjs'
import { screenshot } from '../lib/screenshot.mjs'
import {
  TEE,
  addAddress,
  addAnotherSkuAndItem,
  addBlackMToCart,
  checkOutWithItemCoupon,
  openTeeFromShopTab,
  seeBadge,
  seeInOtherOrders,
} from '../journeys/shop.mjs'

describe('the shop', () => {
  let base
  let d
  before(async () => {
    base = await baseUrl()
  })
  afterEach(async () => {
    await d?.close()
    d = undefined
  })
  after(stopOwnServer)

  it('anonymous: the shop tab lists goods, with no cart badge', async () => {
    d = await chromiumDriver()
    await d.open('shopTab')
    await d.see('.goods-card')
    assert.equal(await d.count('.tab-bar .nut-badge'), 0)
    assert.deepEqual(d.errors(), [])
  })

  it('a new user: two skus of the T-shirt and a light stick (badge 3), a quantity changed, checkout with the ITEM coupon, pay; the order in Me > Orders > other', async () => {
    const session = await loginByPhone(base, '13500023001')
    d = await chromiumDriver({ session })
    await addAddress(d, session.accessToken)
    await openTeeFromShopTab(d)
    await addBlackMToCart(d, { token: session.accessToken })
    await seeBadge(d, 1)
    await addAnotherSkuAndItem(d, { token: session.accessToken })
    const orderId = await checkOutWithItemCoupon(d, { token: session.accessToken })
    const page = d.browser.page
    await page.locator('.order-detail__pay').click()
    await payOnSandbox(page)
    await paidPage(page)
    const [order] = (await api(base, session.accessToken, `${TRADE}/buyer/v5/orders/page?offset=0&length=10`)).list
    assert.equal(order.orderId, orderId)
    assert.equal(order.orderType, 'goods')
    assert.equal(order.orderState, 6, 'paid, waiting for the express')
    await seeInOtherOrders(d, { token: session.accessToken }, orderId)
    await d.open('shopTab')
    await d.see('.goods-card')
    assert.equal(await d.count('.tab-bar .nut-badge'), 0, 'the cart is empty: no badge')
    assert.deepEqual(d.errors(), [])
  })

  it('first look: tab, detail with its sku sheet, cart and confirm in English light and zh-MO dark (Macau)', async () => {
    const mainland = await loginByPhone(base, '13500023002')
    await api(base, mainland.accessToken, `${USER}/buyer/v3/user/addresses`, {
      cellphone: '13912340000',
      recipient: 'Zhang San',
      provinceId: '31',
      cityId: 'BL1106',
      districtId: '310104',
      detailAddress: 'Room 1203, 88 North Caoxi Road',
      isDefault: true,
    })
    await api(base, mainland.accessToken, `${TRADE}/buyer/v1/cart/items`, { spuId: TEE.spuId, skuId: 'G1001-K2', qty: 2 })
    await api(base, mainland.accessToken, `${TRADE}/buyer/v1/cart/items`, { spuId: 'G1002', skuId: 'G1002-K2', qty: 1 })
    const macau = await loginByMacauPhone(base, '66123401')
    await shopApi(base, MACAU, macau.accessToken, `${USER}/buyer/v3/user/addresses`, {
      cellphone: '66123401',
      cellphoneAreaCode: '853',
      recipient: '陳大文',
      provinceId: '82',
      cityId: 'BL8201',
      districtId: '820002',
      detailAddress: '氹仔廣東大馬路八十號',
      isDefault: true,
    })
    for (const look of [
      { name: 'en-US-light', session: mainland, query: { lang: 'en-US', theme: 'light' }, spuId: TEE.spuId, cart: true },
      {
        name: 'zh-MO-dark',
        session: macau,
        query: { lang: 'zh-MO', theme: 'dark', merchantId: MACAU },
        spuId: 'G2001',
        cart: false,
      },
    ]) {
      d = await chromiumDriver({ session: look.session, query: look.query })
      const page = d.browser.page
      await d.open('shopTab')
      await d.see('.goods-card')
      await screenshot(page, `shop-tab-${look.name}.png`)
      await d.open('shopDetail', { id: look.spuId })
      await d.see('.shop-detail__name')
      await screenshot(page, `shop-detail-${look.name}.png`)
      await d.tap(look.cart ? '.shop-detail__cart' : '.shop-detail__buy')
      await d.see('.sku-sheet__value')
      await page.locator('.sku-sheet__value:not(.sku-sheet__value--off)').first().click()
      await screenshot(page, `shop-sku-${look.name}.png`)
      await d.open('cartList')
      await d.see(look.cart ? '.cart-line' : '.status-view')
      await screenshot(page, `shop-cart-${look.name}.png`)
      if (look.cart) {
        await d.tap('.cart-list__checkout')
        await d.waitForPage('goodsCartConfirm')
      } else {
        await d.open('goodsConfirm', { spuId: 'G2001', skuId: 'G2001-K1', qty: 1 })
      }
      await d.see('.goods-confirm__amount')
      if (!look.cart) assert.match(await d.text('.goods-confirm__amount'), /^MOP\$/, 'Macau prices in MOP')
      await screenshot(page, `shop-confirm-${look.name}.png`)
      if (!look.cart) {
        // Macau: buy now places the order (no cart), in MOP.
        await d.tap('.goods-confirm__submit')
        await d.waitForPage('orderDetail')
        await d.see('.order-detail__pay')
        const [placed] = (
          await shopApi(base, MACAU, look.session.accessToken, `${TRADE}/buyer/v5/orders/page?offset=0&length=10`)
        ).list
        assert.deepEqual([placed.orderType, placed.currency], ['goods', 'MOP'])
      }
      assert.deepEqual(d.errors(), [])
      await d.close()
      d = undefined
    }
  })
})
