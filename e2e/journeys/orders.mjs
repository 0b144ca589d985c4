// Orders after the sale, written once as steps (docs/decisions/e2e-journeys.md) and driven in
// Chromium (e2e/tests/orders.test.mjs) and in the WeChat runtime (e2e/weapp/tests/orders.test.mjs):
// an unpaid order is in the ticket list counting down, with pay and cancel; its detail shows what
// was charged line by line; cancelled, it says so and the tickets go back on sale; a paid order's
// cancel is never offered.
import assert from 'node:assert/strict'
import { feature } from '../lib/app.mjs'

const ORDER = feature('order')
const TRADE = '/cyy_gatewayapi/trade'
/** SH1006: a Livehouse show, no seat map, its cheapest tier ¥380. */
export const PRICED_SHOW = { showId: 'SH1006', sessionId: 'SH1006S1', seatPlanId: 'SH1006S1P5' }
/** SH1020: a free exhibition, real-name (a zero-amount order is placed paid). */
export const FREE_SHOW = { showId: 'SH1020', sessionId: 'SH1020S1', seatPlanId: 'SH1020S1P1' }

/** Calls the gateway as the mainland shop's buyer; resolves to the envelope's data. */
export async function gateway(d, token, path, body) {
  const response = await fetch(`${d.gatewayUrl}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      'content-type': 'application/json',
      'terminal-src': 'H5',
      'merchant-id': '10001',
      ...(token ? { 'access-token': token } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  })
  const envelope = await response.json()
  if (envelope.statusCode !== 200) throw new Error(`${path}: ${envelope.comments}`)
  return envelope.data
}

/** Tickets of a seat plan still for sale (the show's seat plans now). */
export async function remaining(d, show) {
  const data = await gateway(
    d,
    '',
    `/cyy_gatewayapi/show/pub/v3/show/${show.showId}/show_session/${show.sessionId}/seat_plans_dynamic_data`,
  )
  const plans = Array.isArray(data) ? data : (data.seatPlans ?? data.list ?? [])
  return plans.find((plan) => plan.seatPlanId === show.seatPlanId).remainingCount
}

/** An order placed at the gateway as the app's confirm page places it (`extra`: the line's more fields; `body`: the order's, delivery...): resolves to its id. */
export async function placeOrder(d, token, show, qty, extra = {}, body = {}) {
  const created = await gateway(d, token, `${TRADE}/buyer/v1/orders/create`, {
    items: [{ ...show, qty, ...extra }],
    ...body,
  })
  return created.orderId
}

/**
 * The newest order's line (the step's order: a fresh buyer's orders are listed newest first). The
 * WeChat templates carry no data-* attributes, so lines are not picked by their order id.
 */
const line = () => '.order-line'

/** The ticket list shows the unpaid order with its countdown, pay and cancel. */
export async function seeUnpaidInList(d, { orderId, qty }) {
  await d.open('orders', { type: 'ticket' })
  await d.see('.order-list__tab--on', { text: ORDER.list.tabs.ticket })
  assert.match(await d.see(`${line(orderId)} .order-line__countdown`), /\d\d:\d\d/)
  await d.see(`${line(orderId)} .order-line__pay`, { text: ORDER.list.pay })
  await d.see(`${line(orderId)} .order-line__cancel`, { text: ORDER.list.cancel })
  const tickets = ORDER.list[qty === 1 ? 'tickets_one' : 'tickets_other'].replace('{{count}}', String(qty))
  await d.see(`${line(orderId)} .order-line__tickets`, { text: new RegExp(tickets) })
}

/** Its detail: counting down, the tickets' line and total as charged, pay and cancel. */
export async function seeUnpaidDetail(d, { orderId, ticketsText, totalText }) {
  await d.tap(`${line(orderId)} .order-line__body`)
  await d.waitForPage('orderDetail')
  assert.match(await d.see('.order-detail__countdown'), /\d\d:\d\d/)
  assert.match(await d.see('.order-detail__fee--tickets'), new RegExp(ticketsText.replace(/[.¥]/g, '\\$&')))
  assert.match(await d.see('.order-detail__total'), new RegExp(totalText.replace(/[.¥]/g, '\\$&')))
  await d.see('.order-detail__pay')
  await d.see('.order-detail__cancel')
}

/** Cancelled from the detail after confirming: the detail says so and offers neither pay nor cancel. */
export async function cancelFromDetail(d) {
  await d.tap('.order-detail__cancel')
  await d.tap('.order-cancel__confirm')
  await d.see('.order-detail__head', { text: new RegExp(ORDER.detail.closed.BUYER_CANCEL) })
  assert.equal(await d.count('.order-detail__cancel'), 0)
  assert.equal(await d.count('.order-detail__pay'), 0)
}

/** A paid order: no countdown, no pay, and cancel is never offered (list and detail). */
export async function paidHasNoCancel(d, { orderId }) {
  await d.open('orders', { type: 'ticket' })
  await d.see(`${line(orderId)} .order-line__state`)
  assert.equal(await d.count('.order-line__cancel'), 0, 'no line offers cancel: one is paid, the other cancelled')
  assert.equal(await d.count('.order-line__countdown'), 0)
  await d.open('orderDetail', { orderId })
  await d.see('.order-detail__price')
  assert.equal(await d.count('.order-detail__cancel'), 0)
  assert.equal(await d.count('.order-detail__pay'), 0)
}

const decodeHtml = (text) =>
  text
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')

/**
 * An order placed and paid the way a person pays on the web: the cashier's pay, then the Pay form
 * of the gateway's sandbox page, posted. Resolves to its id once the gateway has it paid.
 */
export async function paidOrder(d, token, show, qty, extra = {}, body = {}) {
  return payInSandbox(d, token, await placeOrder(d, token, show, qty, extra, body))
}

/** Pays the order as a person pays on the web (the cashier's pay, then the sandbox page's Pay form): resolves to its id once paid. */
export async function payInSandbox(d, token, orderId) {
  const detail = await gateway(d, token, `${TRADE}/buyer/v5/orders/${orderId}`)
  const paying = await gateway(d, token, '/cyy_gatewayapi/trade/buyer/v3/payments/pay', {
    transactionIds: detail.unPaidTransactionIds,
    paymentProduct: 'ALIPAY_WAP',
    platform: 'H5',
    returnUrl: `${d.gatewayUrl}/pay-success`,
    cancelUrl: `${d.gatewayUrl}/order/detail/${orderId}`,
  })
  const pageUrl = new URL(paying.normalUrl, d.gatewayUrl)
  const url = new URL(pageUrl.pathname + pageUrl.search, d.gatewayUrl)
  const html = await (await fetch(url)).text()
  const form = [...html.matchAll(/<form\b([^>]*)>([\s\S]*?)<\/form>/g)]
    .map(([, attrs, inner]) => ({
      id: /\bid="([^"]*)"/.exec(attrs)?.[1] ?? '',
      action: decodeHtml(/\baction="([^"]*)"/.exec(attrs)?.[1] ?? ''),
      fields: Object.fromEntries(
        [...inner.matchAll(/<input\b[^>]*>/g)].flatMap(([tag]) => {
          const name = /\bname="([^"]*)"/.exec(tag)?.[1]
          return name ? [[name, decodeHtml(/\bvalue="([^"]*)"/.exec(tag)?.[1] ?? '')]] : []
        }),
      ),
    }))
    .find((each) => !/cancel/i.test(each.id + each.action))
  const posted = await fetch(new URL(form.action, url), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: String(new URLSearchParams(form.fields)),
    redirect: 'manual',
  })
  assert.ok(posted.status < 400, `the sandbox answered HTTP ${posted.status}`)
  const paid = await gateway(d, token, `${TRADE}/buyer/v5/orders/${orderId}`)
  assert.notEqual(paid.orderState, 1, 'paid')
  return orderId
}

/** The order's ticket ids at the gateway, in order. */
export async function ticketIdsOf(d, token, orderId) {
  const check = await gateway(d, token, `${TRADE}/buyer/v1/orders/${orderId}/refund/check`, {})
  return check.tickets.map((ticket) => ticket.ticketId)
}

/**
 * From the detail, refund one of its tickets: all are chosen at first, the others untapped; the
 * fee is the tier's (`feeText`), the refund order is listed as in progress, and back on the detail
 * the rest are still valid.
 */
export async function refundOne(d, { orderId, keep, feeText, left }) {
  await d.open('orderDetail', { orderId })
  await d.tap('.order-detail__refund-start')
  await d.waitForPage('refundOrderTickets')
  await d.see('.refund__fee')
  // Every ticket is chosen at first: untap all but one.
  for (let n = keep.length; n > 0; n -= 1) {
    await d.tap('.refund__ticket--on')
    const words = ORDER.refund[n === 1 ? 'submit_one' : 'submit_other'].replace('{{count}}', String(n))
    await d.see('.refund__submit', { text: new RegExp(words) })
  }
  assert.match(await d.see('.refund__fee'), new RegExp(feeText.replace(/[.¥$]/g, '\\$&')))
  await d.tap('.refund__submit')
  await d.waitForPage('refundOrders')
  await d.see('.refund-line__state--REFUNDING')
  await d.open('orderDetail', { orderId })
  await d.see('.order-detail__valid', { text: ORDER.detail.validTickets_other.replace('{{count}}', String(left)) })
}

/** The show's sessions for rebooking the order, at the gateway (D13). */
export async function rebookSessions(d, token, orderId) {
  return (await gateway(d, token, `${TRADE}/buyer/v1/rebook/check?orderId=${orderId}`)).sessions
}

/**
 * Rebook the order to `sessionId`: a session of another price says why it cannot be chosen; the
 * chosen one rebooks, the new order opens, and the tickets at the gateway are in that session.
 */
export async function rebookTo(d, token, { orderId, sessionId, otherPriceId }) {
  await d.open('rebookTicket', { orderId })
  if (otherPriceId)
    await d.see(`.refund__ticket[data-session-id="${otherPriceId}"] .rebook__why`, { text: ORDER.rebook.otherPrice })
  await d.tap(`.refund__ticket[data-session-id="${sessionId}"]`)
  await d.tap('.rebook__submit')
  await d.waitForPage('orderDetail')
  await d.see('.order-detail__price')
  const tickets = await gateway(d, token, `/cyy_gatewayapi/fulfill/buyer/v3/orders/${orderId}/tickets`).catch(() => [])
  assert.equal(tickets.filter((ticket) => ticket.state === 'VALID').length, 0, 'the old order holds no valid ticket')
}

/** SH1026: a show without a seat map with several sessions of the same prices (rebook needs another session). */
export const SESSIONS_SHOW = { showId: 'SH1026', sessionId: 'SH1026S2' }

/** A seat plan of SH1026's second session (the first is sold out) with `qty` tickets left, and its 20% refund fee as the app shows it. */
export async function sessionsShowPlan(d, qty) {
  const data = await gateway(
    d,
    '',
    `/cyy_gatewayapi/show/pub/v3/show/${SESSIONS_SHOW.showId}/show_session/${SESSIONS_SHOW.sessionId}/seat_plans_dynamic_data`,
  )
  const plan = data.seatPlans.find((each) => each.remainingCount >= qty)
  return { ...SESSIONS_SHOW, seatPlanId: plan.seatPlanId }
}

/** The default tier's fee (20%) on one ticket of the order, as the page writes money. */
export async function oneTicketFee(d, token, orderId) {
  const detail = await gateway(d, token, `${TRADE}/buyer/v5/orders/${orderId}`)
  return `-¥${(Math.round(detail.items[0].unitPrice * 100 * 0.2) / 100).toFixed(2)}`
}

const INVOICE = feature('invoice')

/** Runs the gateway's sweep as if `aheadMs` later (the sandboxes' delays: POST /dev/sweep). */
export async function sweepAhead(d, aheadMs) {
  const response = await fetch(`${d.gatewayUrl}/dev/sweep`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ aheadMs }),
  })
  assert.equal(response.status, 200, 'the dev sweep ran')
}

/**
 * From the detail, apply for the order's e-invoice with a personal title: the form shows the
 * amount (the tickets as paid), an empty title is refused beside its field, the request lands on
 * the invoice's detail as applying; the sandbox tax service then issues it with a number.
 */
export async function applyInvoice(d, { orderId, amountText, title }) {
  await d.open('orderDetail', { orderId })
  await d.tap('.order-detail__invoice')
  await d.waitForPage('invoice')
  assert.match(await d.see('.invoice__amount'), new RegExp(amountText.replace(/[.¥$]/g, '\\$&')))
  await d.tap('.invoice__submit')
  await d.see('.invoice__error--title', { text: INVOICE.errors.title.required })
  await d.fill('.invoice__title', title)
  await d.tap('.invoice__submit')
  await d.waitForPage('invoiceDetail')
  await d.see('.invoice__head--applying .invoice__state', { text: INVOICE.detail.states.applying })
  await sweepAhead(d, 31_000)
  await d.open('orderDetail', { orderId })
  await d.tap('.order-detail__invoice')
  await d.waitForPage('invoiceDetail')
  await d.see('.invoice__head--issued .invoice__state', { text: INVOICE.detail.states.issued })
  assert.match(await d.see('.invoice__row--number'), /\d{8}/)
}

/** The order's invoice, cancelled by the refund. */
export async function invoiceCancelled(d, { orderId }) {
  await d.open('orderDetail', { orderId })
  await d.tap('.order-detail__invoice')
  await d.waitForPage('invoiceDetail')
  await d.see('.invoice__head--cancelled .invoice__state', { text: INVOICE.detail.states.cancelled })
}

/** SH1037's second session starts within the default 72 h refund window (it is within two days). */
export const SOON_SHOW = { showId: 'SH1037', sessionId: 'SH1037S2' }

/** A seat plan of `show`'s session with `qty` tickets left. */
export async function planWith(d, show, qty) {
  const data = await gateway(
    d,
    '',
    `/cyy_gatewayapi/show/pub/v3/show/${show.showId}/show_session/${show.sessionId}/seat_plans_dynamic_data`,
  )
  const plan = data.seatPlans.find((each) => each.remainingCount >= qty)
  return { ...show, seatPlanId: plan.seatPlanId }
}

/** A paid order within 72 h of its show: the detail offers no refund, and the refund page says why in the gateway's words. */
export async function refundRefused(d, { orderId }) {
  await d.open('orderDetail', { orderId })
  await d.see('.order-detail__price')
  assert.equal(await d.count('.order-detail__refund-start'), 0, 'no refund offered')
  await d.open('refundOrderTickets', { orderId })
  await d.see('.refund__refused', { text: /72/ })
}

/** An address in the buyer's book at the gateway: resolves to its id. */
export async function addressOf(d, token) {
  const address = await gateway(d, token, '/cyy_gatewayapi/user/buyer/v3/user/addresses', {
    recipient: '张三',
    cellphone: '13912340000',
    provinceId: '31',
    cityId: 'BL1106',
    districtId: '310104',
    detailAddress: '漕溪北路88号圣爱大厦',
  })
  return address.addressId
}

/**
 * A paid express order, shipped by the sandbox courier (the sweep ahead of its delay): the
 * detail leads to the progress, which shows the courier's number and the pick-up above the payment.
 */
export async function followExpress(d, { orderId }) {
  await sweepAhead(d, 121_000)
  await d.open('orderDetail', { orderId })
  await d.tap('.order-detail__express')
  await d.waitForPage('express')
  assert.match(await d.see('.express__number'), /^SF\d{13}$/)
  await d.see('.express__event--SHIPPED.express__event--latest')
  await d.see('.express__event--PAID')
}

/** SH1054: the jazz trio, no seat map; the seeded theatre keyring (G1017) is sold with it (seed/ticket-holder.ts). */
export const ADD_PURCHASE_SHOW = { showId: 'SH1054', sessionId: 'SH1054S1', seatPlanId: 'SH1054S1P1' }

/**
 * Goods added to a paid ticket order (order-add-purchase): the detail offers "Add goods"; one
 * keyring picked, the total is the gateway's goods and delivery; placed, it is a goods order of its
 * own (to pay with the cashier), listed on the ticket order unpaid. `look(name)`: a screenshot.
 */
export async function addGoodsToOrder(d, token, { orderId }, look = async () => {}) {
  await d.open('orderDetail', { orderId })
  await d.tap('.order-detail__add-goods')
  await d.waitForPage('addPurchaseList')
  await d.see('.add-purchase__goods')
  await d.tap('.add-purchase__plus')
  await d.see('.add-purchase__qty', { text: '1' })
  const offer = await gateway(d, token, `${TRADE}/buyer/v1/orders/${orderId}/add_purchase`)
  const [sku] = offer.goods[0].skus
  const cents = Math.round(sku.price * 100) + Math.round(offer.expressFee * 100)
  assert.equal(await d.text('.add-purchase__amount'), `¥${(cents / 100).toFixed(2)}`, 'the keyring and its delivery')
  await look('add-purchase-list')
  await d.tap('.add-purchase__submit')
  // The page's offer was the first answer; the order placed is the second (then the cashier pays it).
  await d.answer('/add_purchase', { nth: 1 })
  await d.open('orderDetail', { orderId })
  await d.see('.order-detail__added-order')
  assert.equal(await d.count('.order-detail__added-order'), 1, 'the goods order, on the ticket order')
  assert.equal(await d.count('.order-detail__add-goods'), 1, 'more can be added until the show')
}

/** SH1006 (PRICED_SHOW) has one session only: a paid order of it has nothing to be rebooked to. */
export async function rebookRefused(d, token, { orderId }) {
  const { rebookRefusal } = await gateway(d, token, `${TRADE}/buyer/v5/orders/${orderId}`)
  assert.match(rebookRefusal ?? '', /场次/, "the gateway's reason: no other session")
  await d.open('orderDetail', { orderId })
  await d.see('.order-detail__rebook-why', { text: rebookRefusal })
  assert.equal(await d.count('.order-detail__rebook'), 0, 'no rebook offered')
  await d.open('rebookTicket', { orderId })
  await d.see('.rebook__refused', { text: new RegExp(rebookRefusal) })
}

/** G1004: the shop's canvas bag (¥59), a goods order of its own sku K1. */
export const RETURN_GOODS = { spuId: 'G1004', skuId: 'G1004-K1' }

/** Stock of the bag's sku at the gateway. */
async function bagStock(d) {
  const spu = await gateway(d, '', `/cyy_gatewayapi/show/pub/v3/spus/${RETURN_GOODS.spuId}`)
  return spu.skus.find((sku) => sku.skuId === RETURN_GOODS.skuId).stock
}

/** A paid goods order of one bag, sent by express to `addressId`: resolves to its id. */
export async function paidGoodsOrder(d, token, addressId) {
  const created = await gateway(d, token, `${TRADE}/buyer/v1/goods_orders/create`, {
    lines: [{ ...RETURN_GOODS, qty: 1 }],
    addressId,
  })
  return payInSandbox(d, token, created.orderId)
}

/**
 * A goods order returned before it ships (D36): product-detail offers the return with what comes
 * back (all that was paid, delivery included), a confirm dialog asks first; then the order says
 * "return in progress" with the amount, the bag is on sale again, and the "other" list says so.
 */
export async function returnGoods(d, token, { orderId }) {
  const before = await bagStock(d)
  const paid = await gateway(d, token, `${TRADE}/buyer/v5/orders/${orderId}`)
  assert.equal(paid.returnAmount, paid.priceDetail.payAmount, 'everything paid comes back before shipping')
  await d.open('productDetail', { orderId })
  assert.match(await d.see('.order-detail__return'), new RegExp(paid.returnAmount.toFixed(2).replace('.', '\\.')))
  await d.tap('.order-detail__return-start')
  await d.tap('.order-detail__return-confirm')
  await d.see('.order-detail__return--RETURNING .order-detail__return-state')
  const returned = await gateway(d, token, `${TRADE}/buyer/v5/orders/${orderId}`)
  await d.see('.order-detail__head', { text: new RegExp(returned.orderStatusTitle) })
  assert.equal(await d.count('.order-detail__return-start'), 0, 'asked once')
  assert.equal(await bagStock(d), before + 1, 'the bag is on sale again')
  await d.open('orders', { type: 'other' })
  await d.see('.order-line__state', { text: returned.orderStatusTitle })
}
