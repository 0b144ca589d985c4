import {
  Envelope,
  OrderParams,
  Refund,
  RefundApplyBody,
  RefundBody,
  RefundCheck,
  RefundRule,
  RefundShowParams,
  RefundsPage,
  RefundsPageQuery,
} from '@showtix/contract'
import type { App } from '../../app'
import { ok } from '../../http/envelope'
import { refundCheckView } from '../../services/trade/refund-views'
import { applyRefund, quoteRefund, refundView, refundsPage, tiersOf } from '../../services/trade/refunds'
import { langOf } from '../../services/trade/text'
import { LangQuery, TRADE, page, security } from './schemas'

const tags = ['trade: refunds']

/** Refunds (decision D12): a show's rule, the check and apply of an order's tickets, the refund orders. */
export default async function refundRoutes(app: App): Promise<void> {
  const { storage } = app

  app.get(
    `${TRADE}/pub/v1/shows/:showId/refund_rule`,
    {
      schema: {
        tags,
        summary: "A show's refund tiers (the hours before the start decide the fee), most hours first",
        params: RefundShowParams,
        querystring: LangQuery,
        response: { 200: Envelope(RefundRule) },
      },
    },
    async (request) =>
      ok({ showId: request.params.showId, tiers: await tiersOf(storage, request.params.showId), freeRefundable: false }),
  )

  app.post(
    `${TRADE}/buyer/v1/orders/:orderId/refund/check`,
    {
      schema: {
        tags,
        security,
        summary:
          "An order's tickets and the refund of those named (every valid one when none) as it would be now: amount, the tier's fee, what goes back; refused past the deadline",
        params: OrderParams,
        body: RefundBody,
        querystring: LangQuery,
        response: { 200: Envelope(RefundCheck) },
      },
    },
    async (request) => {
      const quote = await quoteRefund(storage, request.userId, request.params.orderId, request.body.ticketIds, Date.now())
      return ok(await refundCheckView(storage, quote, langOf(request)))
    },
  )

  app.post(
    `${TRADE}/buyer/v1/orders/:orderId/refund/apply`,
    {
      schema: {
        tags,
        security,
        summary:
          'Refund tickets of a paid order: revoked at once, back on sale, points returned in proportion, the invoice cancelled; the sandbox pays back in about 30 s',
        params: OrderParams,
        body: RefundApplyBody,
        querystring: LangQuery,
        response: { 200: Envelope(Refund) },
      },
    },
    async (request) => {
      const refund = await applyRefund(storage, request.userId, request.params.orderId, request.body.ticketIds)
      return ok(await refundView(storage, refund, langOf(request)))
    },
  )

  app.get(
    `${TRADE}/buyer/v1/refunds/page`,
    {
      schema: {
        tags,
        security,
        summary: "The caller's refund orders, newest first",
        querystring: RefundsPageQuery,
        response: { 200: Envelope(RefundsPage) },
      },
    },
    async (request) => {
      const { offset, length } = request.query
      const { rows, total } = await refundsPage(storage, request.userId, offset, length)
      const lang = langOf(request)
      const list = []
      for (const row of rows) list.push(await refundView(storage, row, lang))
      return ok(page(list, total, offset, length))
    },
  )
}
