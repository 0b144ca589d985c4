// Orders after the sale in the compiled WeChat build against the gateway: the orders list and the
// detail mount with real orders; an unpaid order counts down and is cancelled from its detail; a
// paid order offers no cancel; a one-session order says why it cannot be rebooked. The steps are e2e/journeys/orders.mjs, driven in Chromium too
// (e2e/tests/orders.test.mjs).
import assert from 'node:assert/strict'
import { after, afterEach, before, describe, it } from 'node:test'
import { loginByPhone } from '../../lib/accounts.mjs'
import { addAttendee, idNo } from '../../lib/purchase.mjs'
import {
  ADD_PURCHASE_SHOW,
  addGoodsToOrder,
  addressOf,
  FREE_SHOW,
  PRICED_SHOW,
  SOON_SHOW,
  applyInvoice,
  invoiceCancelled,
  planWith,
  refundRefused,
  gateway as callGateway,
  paidHasNoCancel,
  oneTicketFee,
  paidOrder,
  placeOrder,
  rebookRefused,
  refundOne,
  ticketIdsOf,
  remaining,
  seeUnpaidDetail,
  seeUnpaidInList,
  sessionsShowPlan,
} from '../../journeys/orders.mjs'
import { weappDriver } from '../lib/driver.mjs'
import { launch } from '../lib/harness.mjs'
import { gatewayForTests, sessionStorage } from '../lib/setup.mjs'

describe('orders in the WeChat runtime', () => {
  let gateway
  let app
  let session
  let d
  before(async () => {
    gateway = await gatewayForTests()
    session = await loginByPhone(gateway.url, '13600007001')
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

  it('lists an unpaid order counting down and shows its detail as charged', async () => {
    const before = await remaining(d, PRICED_SHOW)
    const orderId = await placeOrder(d, session.accessToken, PRICED_SHOW, 3)
    await seeUnpaidInList(d, { orderId, qty: 3 })
    await seeUnpaidDetail(d, { orderId, ticketsText: '¥1140', totalText: '¥1140' })
    // The cancel dialog's confirm is tapped in Chromium (cancelFromDetail); here the order is
    // cancelled at the gateway, so the next step sees no unpaid order.
    await callGateway(d, session.accessToken, `/cyy_gatewayapi/trade/buyer/v1/orders/${orderId}/cancel`, {})
    assert.equal(await remaining(d, PRICED_SHOW), before)
  })

  it('a paid order offers no cancel', async () => {
    const attendee = await addAttendee(gateway.url, session.accessToken, {
      name: '赵六',
      idType: 'ID_CARD',
      idNo: idNo('31010119900307124'),
    })
    const orderId = await placeOrder(d, session.accessToken, FREE_SHOW, 1, { audienceIds: [attendee.audienceId] })
    await paidHasNoCancel(d, { orderId })
  })

  it('refunds one ticket of a paid order with the tier fee; its invoice is applied, issued, then cancelled by the refund', async () => {
    const show = await sessionsShowPlan(d, 3)
    const orderId = await paidOrder(d, session.accessToken, show, 3)
    const [, ...keep] = await ticketIdsOf(d, session.accessToken, orderId)
    const paid = await callGateway(d, session.accessToken, `/cyy_gatewayapi/trade/buyer/v5/orders/${orderId}`)
    await applyInvoice(d, { orderId, amountText: `¥${paid.priceDetail.ticketAmount}`, title: '孙七' })
    await refundOne(d, { orderId, keep, feeText: await oneTicketFee(d, session.accessToken, orderId), left: 2 })
    await invoiceCancelled(d, { orderId })
  })

  it("a paid order within 72 h of its show is not refunded, in the gateway's words", async () => {
    const orderId = await paidOrder(d, session.accessToken, await planWith(d, SOON_SHOW, 1), 1)
    await refundRefused(d, { orderId })
  })

  it('a paid order of a one-session show says why it cannot be rebooked', async () => {
    await rebookRefused(d, session.accessToken, { orderId: await paidOrder(d, session.accessToken, PRICED_SHOW, 1) })
  })

  it('adds goods to a paid ticket order: a goods order of its own, listed on the order', async () => {
    await addressOf(d, session.accessToken)
    const orderId = await paidOrder(d, session.accessToken, ADD_PURCHASE_SHOW, 1)
    await addGoodsToOrder(d, session.accessToken, { orderId })
  })
})
