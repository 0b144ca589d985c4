// The shop (issue 23), written once as steps (docs/decisions/e2e-journeys.md) and driven in
// Chromium (e2e/tests/shop.test.mjs) and in the WeChat runtime (e2e/weapp/tests/shop.test.mjs):
// the shop tab lists the goods; the tour T-shirt's detail offers its colours and sizes with the
// sold-out combination (Black / S) not pickable; Black / M goes into the cart and the tab's badge
// says 1; the cart lists it; checkout prices it at the gateway (goods, shipping) and places a
// goods order, opened on its order page with the pay button (the same cashier as tickets).
import assert from 'node:assert/strict'
import { feature } from '../lib/app.mjs'

const SHOP = feature('shop')
const ORDER = feature('order')
/** The seeded tour T-shirt (G1001) and its words in zh-CN. */
export const TEE = { spuId: 'G1001', name: '星河乐队巡演纪念T恤', colour: '黑色', size: 'M', soldOutSize: 'S' }
const TRADE = '/cyy_gatewayapi/trade'
const USER = '/cyy_gatewayapi/user'

/** The gateway as the mainland shop's buyer (`d.gatewayUrl` answers the gateway's paths). */
export async function gateway(d, token, path, body) {
  const response = await fetch(`${d.gatewayUrl}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json', 'terminal-src': 'H5', 'merchant-id': '10001', 'access-token': token },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  })
  const envelope = await response.json()
  assert.equal(envelope.statusCode, 200, `${path}: ${envelope.comments}`)
  return envelope.data
}

/** A default delivery address in Shanghai for the buyer (goods ship by express). */
export const addAddress = (d, token) =>
  gateway(d, token, `${USER}/buyer/v3/user/addresses`, {
    cellphone: '13912340000',
    recipient: '张三',
    provinceId: '31',
    cityId: 'BL1106',
    districtId: '310104',
    detailAddress: '漕溪北路88号圣爱大厦1203室',
    isDefault: true,
  })

/** The shop tab with its goods, then the T-shirt's page from its card. */
export async function openTeeFromShopTab(d) {
  await d.open('shopTab')
  await d.see('.goods-card')
  await d.tapText('.goods-card__name', TEE.name)
  await d.waitForPage('shopDetail')
  assert.match(await d.see('.shop-detail__name'), new RegExp(TEE.name))
}

/** Add to cart: the sheet's colour and size; Black / S is sold out and stays unpicked; Black / M goes in. */
export async function addBlackMToCart(d, { token }) {
  await d.tap('.shop-detail__cart')
  await d.see('.sku-sheet__value')
  await d.tapText('.sku-sheet__value', TEE.colour)
  // Black / S has none left: marked and not pickable (aria-disabled: not even tappable).
  await d.see('.sku-sheet__value--off', { text: TEE.soldOutSize })
  assert.match(await d.see('.sku-sheet__status'), new RegExp(SHOP.detail.pickAll.replace('{{names}}', '')))
  await d.tapText('.sku-sheet__value', TEE.size)
  // Both picked: the sheet says how many of Black / M are left.
  await d.see('.sku-sheet__status', { text: new RegExp(SHOP.detail.stock.replace('{{count}}', '\\d+')) })
  await d.tap('.sku-sheet__confirm')
  await d.answer('/buyer/v1/cart/items')
  assert.equal((await gateway(d, token, `${TRADE}/buyer/v1/cart/count`)).count, 1, 'one in the cart at the gateway')
}

/** The shop tab's badge says `count`. */
export async function seeBadge(d, count) {
  await d.open('shopTab')
  await d.see('.goods-card')
  await d.see('.tab-bar .nut-badge', { text: String(count) })
}

/** The cart lists Black / M, then checks out: confirm prices it at the gateway and places the order. */
export async function checkOutFromCart(d, { token }) {
  await d.open('cartList')
  assert.match(await d.see('.cart-line'), new RegExp(`${TEE.colour} / ${TEE.size}`))
  await d.tap('.cart-list__checkout')
  await d.waitForPage('goodsCartConfirm')
  await d.see('.goods-confirm__amount')
  assert.match(await d.see('.goods-confirm__who'), /张三/)
  const priced = await gateway(d, token, `${TRADE}/buyer/v1/goods_orders/pre_order`, {
    lines: [{ spuId: TEE.spuId, skuId: 'G1001-K2', qty: 1 }],
  })
  assert.equal(await d.text('.goods-confirm__amount'), `¥${priced.payAmount.toFixed(2)}`, "the gateway's amount")
  await d.tap('.goods-confirm__submit')
  await d.waitForPage('orderDetail')
  await d.see('.order-detail__pay')
  const cart = await gateway(d, token, `${TRADE}/buyer/v1/cart/count`)
  assert.equal(cart.count, 0, 'the cart is empty once the order is placed')
}

/** The seeded ¥20 shop voucher (CT1002: ITEM, any goods) and the light stick (G1002) beside the T-shirt. */
export const SHOP_VOUCHER = { templateId: 'CT1002', title: '20元商城代金券' }
const BLACK_L = 'G1001-K3'
const STICK = { spuId: 'G1002', skuId: 'G1002-K2' }

/** Another size of the T-shirt (Black / L) and a light stick join Black / M: the badge says 3. */
export async function addAnotherSkuAndItem(d, { token }) {
  await gateway(d, token, `${TRADE}/buyer/v1/cart/items`, { spuId: TEE.spuId, skuId: BLACK_L, qty: 1 })
  await gateway(d, token, `${TRADE}/buyer/v1/cart/items`, { ...STICK, qty: 1 })
  await seeBadge(d, 3)
}

/**
 * The cart: one more Black / L (4 in all at the gateway); checkout with the ITEM coupon the
 * confirm page picks (the shop voucher), priced as the gateway prices it; the order is placed and
 * the cart is empty. Returns the order id.
 */
export async function checkOutWithItemCoupon(d, { token }) {
  await gateway(d, token, `${TRADE}/buyer/v3/coupons/obtain`, { couponCode: SHOP_VOUCHER.templateId })
  await d.open('cartList')
  await d.see(`.cart-line--${BLACK_L}`)
  await d.tap(`.cart-line--${BLACK_L} .cart-line__plus`)
  await d.answer('/buyer/v1/cart/items/')
  assert.equal((await gateway(d, token, `${TRADE}/buyer/v1/cart/count`)).count, 4, 'the quantity changed at the gateway')
  await d.tap('.cart-list__checkout')
  await d.waitForPage('goodsCartConfirm')
  await d.see('.goods-confirm__coupon--on .goods-confirm__coupon-title', { text: SHOP_VOUCHER.title })
  const coupon = (await gateway(d, token, `${TRADE}/buyer/v5/coupons/self/page?offset=0&length=20&status=AVAILABLE`)).list.find(
    (c) => c.couponTemplateId === SHOP_VOUCHER.templateId,
  )
  const lines = [
    { spuId: TEE.spuId, skuId: 'G1001-K2', qty: 1 },
    { spuId: TEE.spuId, skuId: BLACK_L, qty: 2 },
    { ...STICK, qty: 1 },
  ]
  const priced = await gateway(d, token, `${TRADE}/buyer/v1/goods_orders/pre_order`, { lines, couponId: coupon.couponId })
  assert.ok(priced.couponAmount > 0, 'the voucher comes off')
  await d.see('.goods-confirm__amount', { text: `¥${priced.payAmount.toFixed(2)}` })
  await d.tap('.goods-confirm__submit')
  const { params } = await d.waitForPage('orderDetail')
  await d.see('.order-detail__pay')
  assert.equal((await gateway(d, token, `${TRADE}/buyer/v1/cart/count`)).count, 0, 'the cart is empty once the order is placed')
  return params.orderId
}

/** Me > Orders, the "other" list: the goods order is there (by its number, as the buyer reads it). */
export async function seeInOtherOrders(d, { token }, orderId) {
  const { list } = await gateway(d, token, `${TRADE}/buyer/v5/orders/page?offset=0&length=10`)
  const order = list.find((one) => one.orderId === orderId)
  assert.ok(order, 'the order is at the gateway')
  await d.open('orders')
  await d.tapText('.order-list__tab', ORDER.list.tabs.other)
  await d.see('.order-list__tab--on', { text: ORDER.list.tabs.other })
  await d.see('.order-line__number', { text: new RegExp(order.orderNumber) })
}

/** The light stick (G1002, one colour attribute) in Ocean blue (its first sku), as zh-CN names it. */
export const LIGHT_STICK = { spuId: 'G1002', skuId: 'G1002-K1', colour: '海蓝' }

/**
 * Buy now (goods-confirm): the light stick's detail, its colour in the sheet, the confirm page
 * priced at the gateway (the stick and the express fee), the order placed and opened to be paid.
 * Returns the order id.
 */
export async function buyNowLightStick(d) {
  await d.open('shopDetail', { id: LIGHT_STICK.spuId })
  await d.see('.shop-detail__name')
  await d.tap('.shop-detail__buy')
  await d.tapText('.sku-sheet__value', LIGHT_STICK.colour)
  await d.see('.sku-sheet__status', { text: new RegExp(SHOP.detail.stock.replace('{{count}}', '\\d+')) })
  await d.tap('.sku-sheet__confirm')
  await d.waitForPage('goodsConfirm')
  await d.see('.goods-confirm__who', { text: /张三/ })
  // The amount is the gateway's: its pre_order of this sku (with the coupon the page chose, if any).
  const shown = await d.see('.goods-confirm__amount')
  const answers = await d.answers('/goods_orders/pre_order')
  const priced = answers.at(-1)?.data
  assert.equal(shown, `¥${priced.payAmount.toFixed(2)}`, "the gateway's amount")
  await d.tap('.goods-confirm__submit')
  const { params } = await d.waitForPage('orderDetail')
  await d.see('.order-detail__pay')
  return params.orderId
}
