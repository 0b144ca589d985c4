import {
  CreateOrderHeaders,
  CreatedOrder,
  Envelope,
  OrderBody,
  OrderBrief,
  OrderDetail,
  OrderParams,
  OrdersPage,
  OrdersPageQuery,
  OrderState,
  PreOrder,
  RecentOrder,
  RecentOrderQuery,
  ReserveTime,
  TransactionParams,
} from '@showtix/contract'
import type { App } from '../../app'
import { badRequest, notFound, ok } from '../../http/envelope'
import { toCents, yuan } from '../../services/trade/common'
import { MAINLAND_AREA, checkCellphone } from '../../services/accounts/phone-rules'
import { normaliseEmail } from '../../services/accounts/rules'
import { couponView, supportsAutoUse } from '../../services/trade/coupons'
import { resolveShop } from '../../services/catalogue/shops'
import { orderCardView } from '../../services/trade/card-use'
import { checkRiskToken } from '../../services/risk'
import {
  levelName,
  pointsView,
  pricingLines,
  privilegeView,
  promotionDiscount,
  promotionsFor,
  promotionView,
  showMerchant,
} from '../../services/trade/pricing'
import {
  cancelOrder,
  closeExpired,
  createOrder,
  createResult,
  orderByTransaction,
  ordersPage,
  ownedOrder,
  previewOrder,
  recentOrders,
  secondsLeft,
  type DeliverMethod,
  type ContactInput,
  type ItemInput,
  type OrderInput,
} from '../../services/trade/orders'
import { joinWaitList } from '../../services/trade/waitlist'
import { goodsView, type GoodsInput } from '../../services/trade/goods'
import { langOf } from '../../services/trade/text'
import { orderBrief, orderDetail } from '../../services/trade/views'
import { LangQuery, TRADE, page, security } from './schemas'

const tags = ['trade: orders']

type OrderBodyType = typeof OrderBody.static

/** The contact at the edge: its phone by its area's own rule, its e-mail by the e-mail rule. */
function checkedContact(contact: NonNullable<OrderBodyType['contact']>): ContactInput {
  const areaCode = (contact.cellphoneAreaCode ?? MAINLAND_AREA).replace(/^\+/, '')
  const cellphone = contact.cellphone ? checkCellphone(contact.cellphone, areaCode) : undefined
  const email = contact.email?.trim() ? normaliseEmail(contact.email) : undefined
  return {
    ...(contact.name !== undefined ? { name: contact.name } : {}),
    ...(cellphone ? { cellphone, cellphoneAreaCode: areaCode } : {}),
    ...(email ? { email } : {}),
    ...(contact.type ? { type: contact.type } : {}),
  }
}

function orderInput(body: OrderBodyType, passId: string | undefined, terminalSrc: string, privilegeToken?: string): OrderInput {
  const goods: GoodsInput[] = []
  const items: ItemInput[] = []
  body.items.forEach((item, index) => {
    const spuId = item.spu?.spuId
    if (spuId || item.skuId) {
      if (!spuId || !item.skuId) throw badRequest(`invalid body "items.${index}": goods need both spu.spuId and skuId`)
      if (item.seatPlanId || item.seatIds || item.audienceIds)
        throw badRequest(`invalid body "items.${index}": a goods item has no seat plan, seats or attendees`)
      goods.push({ spuId, skuId: item.skuId, qty: item.qty })
      return
    }
    const showId = item.showId ?? item.spu?.showId
    const sessionId = item.sessionId ?? item.bizShowSessionId
    if (!showId) throw badRequest(`invalid body "items.${index}.showId": required (or spu.showId)`)
    if (!sessionId) throw badRequest(`invalid body "items.${index}.sessionId": required (or bizShowSessionId)`)
    if (!item.seatPlanId) throw badRequest(`invalid body "items.${index}.seatPlanId": required`)
    items.push({
      showId,
      sessionId,
      seatPlanId: item.seatPlanId,
      qty: item.qty,
      ...(item.seatIds ? { seatIds: item.seatIds } : {}),
      ...(item.audienceIds ? { audienceIds: item.audienceIds } : {}),
    })
  })
  if (!items.length) throw badRequest('invalid body "items": tickets are required (goods come with them)')
  const payAmount = body.paymentParam?.payAmount
  return {
    items,
    ...(goods.length ? { goods } : {}),
    deliveryMethod: (body.deliveryMethod ?? 'E_TICKET') as DeliverMethod,
    ...(body.addressId ? { addressId: body.addressId } : {}),
    ...(body.contact ? { contact: checkedContact(body.contact) } : {}),
    ...(payAmount !== undefined ? { clientPayAmount: toCents(payAmount) } : {}),
    ...(body.couponId ? { couponId: body.couponId } : {}),
    ...(body.userCardId ? { userCardId: body.userCardId } : {}),
    ...(body.promotionId ? { promotionId: body.promotionId } : {}),
    ...(body.promotionAmount !== undefined ? { promotionAmount: toCents(body.promotionAmount) } : {}),
    ...(body.privilegeId ? { privilegeId: body.privilegeId } : {}),
    ...(body.memberDiscountAmount !== undefined ? { memberDiscountAmount: toCents(body.memberDiscountAmount) } : {}),
    ...(body.usePoints ? { usePoints: true } : {}),
    ...(body.captchaToken ? { captchaToken: body.captchaToken } : {}),
    ...(passId ? { passId } : {}),
    ...(privilegeToken ? { privilegeToken } : {}),
    terminalSrc,
  }
}

export default async function orderRoutes(app: App): Promise<void> {
  const { storage } = app

  app.post(
    `${TRADE}/buyer/v1/orders/pre_order`,
    {
      schema: {
        tags,
        security,
        summary: 'Price an order without holding anything: amounts (cents computed here) and the coupons that apply',
        body: OrderBody,
        querystring: LangQuery,
        response: { 200: Envelope(PreOrder) },
      },
    },
    async (request) => {
      const lang = langOf(request)
      const now = Date.now()
      const input = orderInput(request.body, undefined, request.ctx.terminalSrc, request.ctx.privilegeToken)
      // support_auto_use: the shop lets confirm order start with the best coupon, picked here.
      const showShop = await showMerchant(storage, input.items[0]?.showId ?? '')
      const autoCoupon = showShop ? supportsAutoUse(await resolveShop(storage, showShop)) : false
      const preview = await previewOrder(storage, request.userId, input, now, { autoCoupon })
      const { context, discounts, price } = preview
      const merchantId = preview.lines[0]?.show.merchant_id ?? ''
      const running = await promotionsFor(storage, merchantId, [...new Set(preview.lines.map((line) => line.show.id))], now)
      const pricing = pricingLines(preview.lines)
      const privilege = discounts.privilege
      const goods = []
      for (const line of preview.goods) {
        goods.push(
          await goodsView(storage, { spuId: line.spu.id, skuId: line.sku.id, qty: line.qty, unitPrice: line.sku.price }, lang),
        )
      }
      const coupons = []
      for (const { coupon } of preview.coupons)
        coupons.push(await couponView(storage, coupon, lang, now, context, preview.chosen))
      return ok({
        ticketAmount: yuan(price.ticketAmount),
        // Tied-sale goods: added to what is paid, never discounted (pricing.ts).
        goodsAmount: yuan(price.goodsAmount),
        goods,
        expressFee: yuan(price.expressFee),
        discountAmount: yuan(price.discountAmount),
        promotionAmount: yuan(price.promotionAmount),
        memberDiscountAmount: yuan(price.memberDiscountAmount),
        couponAmount: yuan(price.couponAmount),
        pointsAmount: yuan(price.pointsAmount),
        pointsUsed: price.pointsUsed,
        // The promotion that applies by itself (the one taking the most off) and every one running.
        promotion: discounts.promotion ? promotionView(discounts.promotion.promotion, lang, discounts.promotion.discount) : null,
        promotions: running.map((row) => promotionView(row, lang, promotionDiscount(row, pricing.ticketAmount, pricing.tickets))),
        // The buyer's member discount on these shows (after the promotion), or null.
        memberDiscount: privilege
          ? {
              ...privilegeView(privilege.privilege, lang, await levelName(storage, merchantId, privilege.privilege.level, lang)),
              discountAmount: yuan(privilege.discount),
              discountAmountCents: privilege.discount,
            }
          : null,
        // The points rule with the buyer's balance: the client computes the deduction with spec section 5's formula.
        points: pointsView(preview.points),
        totalAmount: yuan(price.ticketAmount + price.goodsAmount + price.expressFee),
        payAmount: yuan(price.payAmount),
        payAmountCents: price.payAmount,
        currency: price.currency,
        tickets: preview.lines.reduce((sum, line) => sum + line.tickets, 0),
        available: preview.available.every(Boolean),
        items: preview.lines.map((line, index) => ({
          showId: line.show.id,
          sessionId: line.session.id,
          seatPlanId: line.plan.id,
          qty: line.qty,
          tickets: line.tickets,
          unitPrice: yuan(Math.max(0, line.plan.price)),
          amount: yuan(line.amount),
          realName: Boolean(line.show.real_name),
          purchaseLimit: line.show.purchase_limit,
          available: preview.available[index] ?? false,
        })),
        coupons,
        chosenCouponId: preview.chosen ?? null,
        // D38: the buyer's privilege cards in force, judged for this order; the one named, applied.
        privilegeCards: preview.cards.map((card) => orderCardView(card, lang)),
        chosenCardId: preview.card?.card.id ?? null,
        cardAmount: yuan(price.cardAmount),
      })
    },
  )

  app.post(
    `${TRADE}/buyer/v1/orders/create`,
    {
      schema: {
        tags,
        security,
        summary:
          'Create an order: holds seats or stock in one transaction for the reserve time; amounts computed by the server (paymentParam.payAmount is ignored); headers passId, risk-token, idempotency-key',
        headers: CreateOrderHeaders,
        body: OrderBody,
        querystring: LangQuery,
        response: { 200: Envelope(CreatedOrder) },
      },
    },
    async (request) => {
      const key = request.headers['idempotency-key']
      const input = orderInput(request.body, request.headers.passid, request.ctx.terminalSrc, request.ctx.privilegeToken)
      await checkRiskToken(storage, request.userId, request.headers['risk-token'])
      const result = await createOrder(storage, request.userId, input, typeof key === 'string' ? key : undefined)
      return ok(result, result.payAmountChanged ? 'success: the amount was priced by the server' : 'success')
    },
  )

  app.post(
    `${TRADE}/buyer/v1/wait_list/create`,
    {
      schema: {
        tags,
        security,
        summary: "Join a seat plan's waitlist (order state 3) when it has no tickets left; tickets coming back go to it first",
        body: OrderBody,
        response: { 200: Envelope(CreatedOrder) },
      },
    },
    async (request) =>
      ok(await joinWaitList(storage, request.userId, orderInput(request.body, undefined, request.ctx.terminalSrc))),
  )

  app.post(
    `${TRADE}/buyer/v1/orders/:orderId/cancel`,
    {
      schema: {
        tags,
        security,
        summary: 'Cancel an unpaid order or a waitlist registration (releases its seats or stock and coupon)',
        params: OrderParams,
        querystring: LangQuery,
        response: { 200: Envelope(OrderBrief) },
      },
    },
    async (request) => {
      const order = await cancelOrder(storage, request.userId, request.params.orderId)
      return ok(await orderBrief(storage, order, langOf(request), Date.now()))
    },
  )

  app.get(
    `${TRADE}/buyer/order/v3/:transactionId/reserve_time`,
    {
      schema: {
        tags,
        security,
        summary: 'Seconds left to pay a transaction (data.time); 0 once it is past or no longer unpaid',
        params: TransactionParams,
        response: { 200: Envelope(ReserveTime) },
      },
    },
    async (request) => {
      const now = Date.now()
      await closeExpired(storage, now)
      const order = await orderByTransaction(storage, request.userId, request.params.transactionId)
      if (!order) throw notFound('transaction')
      return ok({
        time: secondsLeft(order, now),
        deadline: order.paid_deadline,
        serverTime: now,
        orderId: order.id,
        orderState: order.state,
      })
    },
  )

  app.get(
    `${TRADE}/buyer/v2/items/orders/:orderId`,
    {
      schema: {
        tags,
        security,
        summary: 'An order by id: state and data.paidDeadlineTime (seconds left to pay)',
        params: OrderParams,
        querystring: LangQuery,
        response: { 200: Envelope(OrderState) },
      },
    },
    async (request) => {
      const now = Date.now()
      await closeExpired(storage, now)
      const order = await ownedOrder(storage, request.userId, request.params.orderId)
      return ok({
        ...createResult(order, now),
        orderStatus: (await orderBrief(storage, order, langOf(request), now)).orderDetailState,
      })
    },
  )

  app.get(
    `${TRADE}/buyer/v5/orders/page`,
    {
      schema: {
        tags,
        security,
        summary:
          "The caller's orders, newest first; orderState filters (1, -1, 3, 6, 7, 9, 11, 13), listType picks one of the three lists (TICKET, OTHER, HISTORY: D11)",
        querystring: OrdersPageQuery,
        response: { 200: Envelope(OrdersPage) },
      },
    },
    async (request) => {
      const now = Date.now()
      await closeExpired(storage, now)
      const { offset, length, orderState, listType } = request.query
      const { rows, total } = await ordersPage(storage, request.userId, { offset, length, orderState, listType }, now)
      const lang = langOf(request)
      const briefs = []
      for (const order of rows) briefs.push(await orderBrief(storage, order, lang, now))
      return ok(page(briefs, total, offset, length))
    },
  )

  app.get(
    `${TRADE}/buyer/v5/orders/:orderId`,
    {
      schema: {
        tags,
        security,
        summary: 'Order detail (v5)',
        params: OrderParams,
        querystring: LangQuery,
        response: { 200: Envelope(OrderDetail) },
      },
    },
    async (request) => {
      const now = Date.now()
      await closeExpired(storage, now)
      return ok(
        await orderDetail(storage, await ownedOrder(storage, request.userId, request.params.orderId), langOf(request), now),
      )
    },
  )

  app.get(
    `${TRADE}/buyer/v1/recently_order_info`,
    {
      schema: {
        tags,
        security,
        summary: "The caller's most recent order (of a show when showId is given), and whether one is waiting for payment",
        querystring: RecentOrderQuery,
        response: { 200: Envelope(RecentOrder) },
      },
    },
    async (request) => {
      const now = Date.now()
      await closeExpired(storage, now)
      const { unpaid, latest } = await recentOrders(storage, request.userId, request.query.showId)
      const lang = langOf(request)
      return ok({ hasUnpaidOrder: Boolean(unpaid), order: latest ? await orderBrief(storage, latest, lang, now) : null })
    },
  )
}
