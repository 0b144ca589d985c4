// Orders after the sale in Chromium, as a new user (the steps are e2e/journeys/orders.mjs, driven
// in the WeChat runtime too): an unpaid order of 3 counts down in the ticket list, its detail shows
// what was charged, cancelled it says so and the 3 tickets are on sale again; a paid order never
// offers cancel. Screenshots of the list and the detail: English light, and the Macau shop in
// zh-MO dark.
import assert from 'node:assert/strict'
import { after, afterEach, before, describe, it } from 'node:test'
import { loginByPhone } from '../lib/accounts.mjs'
import { baseUrl, stopOwnServer } from '../lib/browser.mjs'
import { screenshot } from '../lib/screenshot.mjs'
import { chromiumDriver } from '../lib/drivers/chromium.mjs'
import { addAttendee, idNo } from '../lib/purchase.mjs'
import {
  ADD_PURCHASE_SHOW,
  FREE_SHOW,
  addGoodsToOrder,
  PRICED_SHOW,
  SOON_SHOW,
  addressOf,
  applyInvoice,
  followExpress,
  cancelFromDetail,
  invoiceCancelled,
  planWith,
  refundRefused,
  paidGoodsOrder,
  paidHasNoCancel,
  rebookRefused,
  returnGoods,
  oneTicketFee,
  paidOrder,
  placeOrder,
  rebookSessions,
  rebookTo,
  refundOne,
  ticketIdsOf,
  remaining,
  gateway as callGateway,
  seeUnpaidDetail,
  seeUnpaidInList,
  sessionsShowPlan,
} from '../journeys/orders.mjs'

/** English light, and the Macau shop in zh-MO dark: the looks each page is screenshot in. */
const LOOKS = [
  ['en-US-light', { lang: 'en-US', theme: 'light' }],
  ['zh-MO-dark', { lang: 'zh-MO', theme: 'dark', merchantId: '10002' }],
]

/** The look the journey started in (the mainland shop, Simplified Chinese, light): the steps' words are zh-CN. */
const BACK_TO_START = { lang: 'zh-CN', theme: 'light', merchantId: '10001' }

const gatewayData = (d, token, orderId) => callGateway(d, token, `/cyy_gatewayapi/trade/buyer/v5/orders/${orderId}`)

describe('orders after the sale', () => {
  let base
  let session
  let d
  before(async () => {
    base = await baseUrl()
    session = await loginByPhone(base, '13500021021')
  })
  afterEach(async () => {
    await d?.close()
    d = undefined
  })
  after(stopOwnServer)

  it('an unpaid order counts down in the list, shows what it charges, and cancelled puts its tickets back on sale', async () => {
    d = await chromiumDriver({ session })
    const before = await remaining(d, PRICED_SHOW)
    const orderId = await placeOrder(d, session.accessToken, PRICED_SHOW, 3)
    assert.equal(await remaining(d, PRICED_SHOW), before - 3, 'the order holds 3 tickets')
    await seeUnpaidInList(d, { orderId, qty: 3 })
    await screenshot(d.page, 'orders-list-zh-CN-light.png')
    await seeUnpaidDetail(d, { orderId, ticketsText: '¥1140', totalText: '¥1140' })
    await cancelFromDetail(d)
    assert.equal(await remaining(d, PRICED_SHOW), before, 'the 3 tickets are on sale again')
  })

  it('a paid order offers no cancel; the list and detail in English light and zh-MO dark', async () => {
    d = await chromiumDriver({ session })
    const attendee = await addAttendee(base, session.accessToken, {
      name: '赵六',
      idType: 'ID_CARD',
      idNo: idNo('31010119900307124'),
    })
    const orderId = await placeOrder(d, session.accessToken, FREE_SHOW, 1, { audienceIds: [attendee.audienceId] })
    await paidHasNoCancel(d, { orderId })
    for (const [name, query] of [
      ['en-US-light', { lang: 'en-US', theme: 'light' }],
      ['zh-MO-dark', { lang: 'zh-MO', theme: 'dark', merchantId: '10002' }],
    ]) {
      await d.open('orders', { type: 'ticket', ...query })
      await d.see('.order-line')
      await screenshot(d.page, `orders-list-${name}.png`)
      await d.open('orderDetail', { orderId, ...query })
      await d.see('.order-detail__price')
      await screenshot(d.page, `order-detail-${name}.png`, { fullPage: true })
    }
  })

  it('a paid order of 3: one ticket refunded with the tier fee, two left; the refund pages in English light and zh-MO dark', async () => {
    d = await chromiumDriver({ session })
    const show = await sessionsShowPlan(d, 3)
    const orderId = await paidOrder(d, session.accessToken, show, 3)
    const [, ...keep] = await ticketIdsOf(d, session.accessToken, orderId)
    const before = await remaining(d, show)
    // The invoice: the tickets as paid, applied, issued by the sandbox; the refund then cancels it.
    const paid = await gatewayData(d, session.accessToken, orderId)
    await applyInvoice(d, { orderId, amountText: `¥${paid.priceDetail.ticketAmount}`, title: '孙七' })
    for (const [name, query] of LOOKS) {
      await d.open('invoiceDetail', {
        invoiceId: (await gatewayData(d, session.accessToken, orderId)).invoice.invoiceId,
        ...query,
      })
      await d.see('.invoice__head--issued')
      await screenshot(d.page, `invoice-detail-${name}.png`, { fullPage: true })
    }
    await d.open('orderDetail', { orderId, ...BACK_TO_START })
    // 20% of a ticket kept at least 72 h before the show (the default tier).
    await refundOne(d, { orderId, keep, feeText: await oneTicketFee(d, session.accessToken, orderId), left: 2 })
    assert.equal(await remaining(d, show), before + 1, 'the refunded ticket is on sale again')
    await invoiceCancelled(d, { orderId })
    for (const [name, query] of [
      ['en-US-light', { lang: 'en-US', theme: 'light' }],
      ['zh-MO-dark', { lang: 'zh-MO', theme: 'dark', merchantId: '10002' }],
    ]) {
      await d.open('refundOrderTickets', { orderId, ...query })
      await d.see('.refund__fee')
      await screenshot(d.page, `refund-tickets-${name}.png`, { fullPage: true })
      await d.open('refundOrders', query)
      await d.see('.refund-line')
      await screenshot(d.page, `refund-orders-${name}.png`)
      await d.open('refundRuleOrder', { showId: show.showId, ...query })
      await d.see('.refund-rule__row')
      await screenshot(d.page, `refund-rule-${name}.png`)
      await d.open('rebookTicket', { orderId, ...query })
      await d.see('.rebook__submit')
      await screenshot(d.page, `rebook-${name}.png`, { fullPage: true })
    }
    // The 2 left move to another session of the same price (D13).
    const sessions = await rebookSessions(d, session.accessToken, orderId)
    const target = sessions.find((each) => each.available)
    assert.ok(target, `a session of the same price: ${JSON.stringify(sessions)}`)
    await rebookTo(d, session.accessToken, {
      orderId,
      sessionId: target.sessionId,
      otherPriceId: sessions.find((each) => !each.samePrice)?.sessionId,
    })
  })

  it("a paid order within 72 h of its show is not refunded, in the gateway's words; goods added to a paid order; an express order's progress once shipped; the add-purchase, express, invoice and notes pages in English light and zh-MO dark", async () => {
    d = await chromiumDriver({ session })
    const orderId = await paidOrder(d, session.accessToken, await planWith(d, SOON_SHOW, 1), 1)
    await refundRefused(d, { orderId })
    const addressId = await addressOf(d, session.accessToken)
    // Goods added to a paid ticket order (order-add-purchase): a goods order of its own, on the ticket order.
    const withGoods = await paidOrder(d, session.accessToken, ADD_PURCHASE_SHOW, 1)
    await addGoodsToOrder(d, session.accessToken, { orderId: withGoods })
    const shipped = await paidOrder(d, session.accessToken, PRICED_SHOW, 1, {}, { deliveryMethod: 'EXPRESS', addressId })
    await followExpress(d, { orderId: shipped })
    for (const [name, query] of LOOKS) {
      await d.open('addPurchaseList', { orderId: withGoods, ...query })
      await d.see('.add-purchase__added-line')
      await screenshot(d.page, `add-purchase-${name}.png`, { fullPage: true })
      await d.open('express', { orderId: shipped, ...query })
      await d.see('.express__event--SHIPPED')
      await screenshot(d.page, `express-${name}.png`, { fullPage: true })
      await d.open('invoice', { orderId, ...query })
      await d.see('.invoice__amount')
      await screenshot(d.page, `invoice-form-${name}.png`, { fullPage: true })
      await d.open('aboutOrder', query)
      await d.see('.order-notes__section--invoice')
      await screenshot(d.page, `about-order-${name}.png`, { fullPage: true })
      await d.open('waitListInstruction', query)
      await d.see('.order-notes__section--cancel')
      await screenshot(d.page, `wait-list-instruction-${name}.png`, { fullPage: true })
    }
  })

  it('a one-session order says why it cannot be rebooked; a goods order returned before shipping; English light and zh-MO dark', async () => {
    d = await chromiumDriver({ session })
    const addressId = await addressOf(d, session.accessToken)
    const ticketOrder = await paidOrder(d, session.accessToken, PRICED_SHOW, 1)
    await rebookRefused(d, session.accessToken, { orderId: ticketOrder })
    const goodsOrder = await paidGoodsOrder(d, session.accessToken, addressId)
    await returnGoods(d, session.accessToken, { orderId: goodsOrder })
    for (const [name, query] of LOOKS) {
      await d.open('productDetail', { orderId: goodsOrder, ...query })
      await d.see('.order-detail__return--RETURNING')
      await screenshot(d.page, `goods-return-${name}.png`)
      await d.open('express', { orderId: goodsOrder, ...query })
      await d.see('.express__notice--STOPPED')
      await screenshot(d.page, `express-stopped-${name}.png`, { fullPage: true })
      await d.open('orderDetail', { orderId: ticketOrder, ...query })
      await d.see('.order-detail__rebook-why')
      // The page scrolls inside its shell: bring the card into the view.
      await d.page.locator('.order-detail__rebook-closed').scrollIntoViewIfNeeded()
      await screenshot(d.page, `rebook-closed-${name}.png`)
    }
  })
})
