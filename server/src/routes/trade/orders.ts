import { Type } from '@sinclair/typebox'
import type { App } from '../../app'
import { badRequest, notFound, ok } from '../../http/envelope'
import { MAX_ITEMS, MAX_UNITS_PER_ITEM, ORDER_STATE, stmt, toCents, yuan } from '../../services/trade/common'
import { MAINLAND_AREA, checkCellphone } from '../../services/accounts/phone-rules'
import { normaliseEmail } from '../../services/accounts/rules'
import { couponView } from '../../services/trade/coupons'
import { checkRiskToken } from '../../services/risk'
import {
  levelName,
  pointsView,
  privilegeView,
  promotionDiscount,
  promotionsFor,
  promotionView,
} from '../../services/trade/pricing'
import {
  cancelOrder,
  closeExpired,
  createOrder,
  createResult,
  joinWaitList,
  ownedOrderSync,
  previewOrder,
  pricingLines,
  secondsLeft,
  type DeliverMethod,
  type ContactInput,
  type ItemInput,
  type OrderInput,
  type OrderRow,
} from '../../services/trade/orders'
import { goodsView, type GoodsInput } from '../../services/trade/goods'
import { langOf } from '../../services/trade/text'
import { orderBrief, orderDetail } from '../../services/trade/views'
import { Id, Lang, LangQuery, Paging, TRADE, page, security } from './schemas'

const tags = ['trade: orders']

/**
 * An item is tickets (spu.showId or showId, sessionId, seatPlanId, qty units) or tied-sale goods
 * (spu.spuId, skuId, qty of that sku: the goods of tied_sale_search for a show of the order).
 */
const Item = Type.Object({
  showId: Type.Optional(Id),
  spu: Type.Optional(
    Type.Object({
      showId: Type.Optional(Id),
      spuId: Type.Optional(Id),
    }),
  ),
  skuId: Type.Optional(Id),
  sessionId: Type.Optional(Id),
  bizShowSessionId: Type.Optional(Id),
  seatPlanId: Type.Optional(Id),
  qty: Type.Integer({
    minimum: 1,
    maximum: MAX_UNITS_PER_ITEM,
    description: 'units of the seat plan, or of the goods sku (within its limitPerUser)',
  }),
  seatIds: Type.Optional(
    Type.Array(Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_.:-]+$' }), {
      minItems: 1,
      maxItems: MAX_UNITS_PER_ITEM,
      uniqueItems: true,
      description: 'seat-picking shows: the chosen seats (qty must match); left out, the best available are assigned',
    }),
  ),
  audienceIds: Type.Optional(Type.Array(Id, { maxItems: 100, uniqueItems: true, description: 'attendees, one per ticket' })),
})

const OrderBody = Type.Object({
  items: Type.Array(Item, { minItems: 1, maxItems: MAX_ITEMS }),
  deliveryMethod: Type.Optional(
    Type.Union([Type.Literal('E_TICKET'), Type.Literal('EXPRESS'), Type.Literal('VENUE')], { default: 'E_TICKET' }),
  ),
  addressId: Type.Optional(Id),
  contact: Type.Optional(
    Type.Object({
      name: Type.Optional(Type.String({ maxLength: 64 })),
      cellphone: Type.Optional(Type.String({ pattern: '^[0-9]{5,15}$', description: "each area's own rule (phone-rules.ts)" })),
      cellphoneAreaCode: Type.Optional(Type.String({ pattern: '^\\+?[0-9]{1,4}$', default: '86' })),
      email: Type.Optional(Type.String({ maxLength: 254 })),
      type: Type.Optional(Type.Union([Type.Literal('EMAIL'), Type.Literal('PHONE')])),
    }),
  ),
  paymentParam: Type.Optional(
    Type.Object({
      payAmount: Type.Optional(
        Type.Number({ minimum: 0, maximum: 100_000_000, description: 'what the client computed (yuan): never used for pricing' }),
      ),
    }),
  ),
  promotionId: Type.Optional(Type.String({ maxLength: 64 })),
  promotionAmount: Type.Optional(
    Type.Number({
      minimum: 0,
      maximum: 100_000_000,
      description: 'what the client priced the promotion at (yuan): 22037056 when it differs',
    }),
  ),
  privilegeId: Type.Optional(Type.String({ maxLength: 64 })),
  memberDiscountAmount: Type.Optional(
    Type.Number({
      minimum: 0,
      maximum: 100_000_000,
      description: 'what the client priced the member discount at (yuan): 22037057 when it changed',
    }),
  ),
  usePoints: Type.Optional(Type.Boolean({ description: 'pay with points, as many as the shop rule allows (spec section 5)' })),
  captchaToken: Type.Optional(
    Type.String({ minLength: 1, maxLength: 64, description: "the purchase captcha's token, during the show's captcha window" }),
  ),
  privilegeCode: Type.Optional(Type.String({ maxLength: 64 })),
  couponId: Type.Optional(Id),
  source: Type.Optional(Type.String({ maxLength: 32 })),
})
type OrderBodyType = typeof OrderBody.static

const CreateHeaders = Type.Object({
  'idempotency-key': Type.Optional(
    Type.String({ minLength: 1, maxLength: 128, description: 'a repeated create with the same key answers the first order' }),
  ),
  passid: Type.Optional(Type.String({ maxLength: 256 })),
  'risk-token': Type.Optional(Type.String({ maxLength: 2048 })),
})

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

function orderInput(body: OrderBodyType, passId: string | undefined, terminalSrc: string): OrderInput {
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
    ...(body.promotionId ? { promotionId: body.promotionId } : {}),
    ...(body.promotionAmount !== undefined ? { promotionAmount: toCents(body.promotionAmount) } : {}),
    ...(body.privilegeId ? { privilegeId: body.privilegeId } : {}),
    ...(body.memberDiscountAmount !== undefined ? { memberDiscountAmount: toCents(body.memberDiscountAmount) } : {}),
    ...(body.usePoints ? { usePoints: true } : {}),
    ...(body.captchaToken ? { captchaToken: body.captchaToken } : {}),
    ...(passId ? { passId } : {}),
    terminalSrc,
  }
}

const OrderParams = Type.Object({ orderId: Id })

export default async function orderRoutes(app: App): Promise<void> {
  const { db } = app

  app.post(
    `${TRADE}/buyer/v1/orders/pre_order`,
    {
      schema: {
        tags,
        security,
        summary: 'Price an order without holding anything: amounts (cents computed here) and the coupons that apply',
        body: OrderBody,
        querystring: LangQuery,
      },
    },
    async (request) => {
      const lang = langOf(request)
      const now = Date.now()
      const preview = await previewOrder(
        app.storage,
        request.userId,
        orderInput(request.body, undefined, request.ctx.terminalSrc),
        now,
      )
      const { context, discounts, price } = preview
      const merchantId = preview.lines[0]?.show.merchant_id ?? ''
      const running = await promotionsFor(app.storage, merchantId, [...new Set(preview.lines.map((line) => line.show.id))], now)
      const pricing = pricingLines(preview.lines)
      const privilege = discounts.privilege
      return ok({
        ticketAmount: yuan(price.ticketAmount),
        // Tied-sale goods: added to what is paid, never discounted (pricing.ts).
        goodsAmount: yuan(price.goodsAmount),
        goods: preview.goods.map((line) =>
          goodsView(db, { spuId: line.spu.id, skuId: line.sku.id, qty: line.qty, unitPrice: line.sku.price }, lang),
        ),
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
              ...privilegeView(privilege.privilege, lang, levelName(db, merchantId, privilege.privilege.level, lang)),
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
        coupons: preview.coupons.map(({ coupon }) => couponView(db, coupon, lang, now, context, preview.chosen)),
        chosenCouponId: preview.chosen ?? null,
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
        headers: CreateHeaders,
        body: OrderBody,
        querystring: LangQuery,
      },
    },
    async (request) => {
      const key = request.headers['idempotency-key']
      const input = orderInput(request.body, request.headers.passid, request.ctx.terminalSrc)
      await checkRiskToken(app.storage, request.userId, request.headers['risk-token'])
      const result = await createOrder(app.storage, request.userId, input, typeof key === 'string' ? key : undefined)
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
      },
    },
    async (request) =>
      ok(await joinWaitList(app.storage, request.userId, orderInput(request.body, undefined, request.ctx.terminalSrc))),
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
      },
    },
    async (request) => {
      const order = await cancelOrder(app.storage, request.userId, request.params.orderId)
      return ok(orderBrief(db, order, langOf(request), Date.now()))
    },
  )

  app.get(
    `${TRADE}/buyer/order/v3/:transactionId/reserve_time`,
    {
      schema: {
        tags,
        security,
        summary: 'Seconds left to pay a transaction (data.time); 0 once it is past or no longer unpaid',
        params: Type.Object({ transactionId: Id }),
      },
    },
    async (request) => {
      const now = Date.now()
      await closeExpired(app.storage, now)
      const order = stmt(db, 'SELECT * FROM orders WHERE transaction_id = ? AND user_id = ?').get(
        request.params.transactionId,
        request.userId,
      ) as OrderRow | undefined
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
      },
    },
    async (request) => {
      const now = Date.now()
      await closeExpired(app.storage, now)
      const order = ownedOrderSync(db, request.userId, request.params.orderId)
      return ok({ ...createResult(order, now), orderStatus: orderBrief(db, order, langOf(request), now).orderDetailState })
    },
  )

  app.get(
    `${TRADE}/buyer/v5/orders/page`,
    {
      schema: {
        tags,
        security,
        summary: "The caller's orders in every state, newest first (orderState filters: 1, -1, 3, 6, 7, 9, 11, 13)",
        querystring: Type.Object({ ...Paging, orderState: Type.Optional(Type.Integer({ minimum: -1, maximum: 13 })) }),
      },
    },
    async (request) => {
      const now = Date.now()
      await closeExpired(app.storage, now)
      const { offset, length, orderState } = request.query
      const filter = orderState === undefined ? '' : 'AND state = ?'
      const args = orderState === undefined ? [request.userId] : [request.userId, orderState]
      const rows = stmt(
        db,
        `SELECT * FROM orders WHERE user_id = ? ${filter} ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`,
      ).all(...args, length, offset) as OrderRow[]
      const total = stmt(db, `SELECT COUNT(*) FROM orders WHERE user_id = ? ${filter}`)
        .pluck()
        .get(...args) as number
      const lang = langOf(request)
      return ok(
        page(
          rows.map((order) => orderBrief(db, order, lang, now)),
          total,
          offset,
          length,
        ),
      )
    },
  )

  app.get(
    `${TRADE}/buyer/v5/orders/:orderId`,
    { schema: { tags, security, summary: 'Order detail (v5)', params: OrderParams, querystring: LangQuery } },
    async (request) => {
      const now = Date.now()
      await closeExpired(app.storage, now)
      return ok(orderDetail(db, ownedOrderSync(db, request.userId, request.params.orderId), langOf(request), now))
    },
  )

  app.get(
    `${TRADE}/buyer/v1/recently_order_info`,
    {
      schema: {
        tags,
        security,
        summary: "The caller's most recent order (of a show when showId is given), and whether one is waiting for payment",
        querystring: Type.Object({
          source: Type.Optional(Type.String({ maxLength: 32 })),
          showId: Type.Optional(Id),
          lang: Lang,
        }),
      },
    },
    async (request) => {
      const now = Date.now()
      await closeExpired(app.storage, now)
      const { showId } = request.query
      const where = showId ? 'AND show_id = ?' : ''
      const args = showId ? [request.userId, showId] : [request.userId]
      const unpaid = stmt(
        db,
        `SELECT * FROM orders WHERE user_id = ? AND state = ${ORDER_STATE.unpaid} ${where} ORDER BY created_at DESC LIMIT 1`,
      ).get(...args) as OrderRow | undefined
      const latest =
        unpaid ??
        (stmt(db, `SELECT * FROM orders WHERE user_id = ? ${where} ORDER BY created_at DESC, id DESC LIMIT 1`).get(...args) as
          OrderRow | undefined)
      const lang = langOf(request)
      return ok({ hasUnpaidOrder: Boolean(unpaid), order: latest ? orderBrief(db, latest, lang, now) : null })
    },
  )
}
