import { Envelope, RebookApplyBody, RebookCheck, RebookCheckQuery, RebookResult } from '@showtix/contract'
import type { App } from '../../app'
import { ok } from '../../http/envelope'
import { rebookCheckView } from '../../services/trade/rebook-views'
import { applyRebook, rebookTarget, rebookable } from '../../services/trade/rebook'
import { langOf } from '../../services/trade/text'
import { LangQuery, TRADE, security } from './schemas'

const tags = ['trade: rebook']

/** Rebook (spec s7: rebook/check, reschedule_ticket/apply; decision D13). */
export default async function rebookRoutes(app: App): Promise<void> {
  const { storage } = app

  app.get(
    `${TRADE}/buyer/v1/rebook/check`,
    {
      schema: {
        tags,
        security,
        summary:
          "Whether an order can be rebooked, until when, and the show's other sessions with a seat plan of the same price; with sessionId, that session is checked (another price is refused)",
        querystring: RebookCheckQuery,
        response: { 200: Envelope(RebookCheck) },
      },
    },
    async (request) => {
      const now = Date.now()
      const target = await rebookable(storage, request.userId, request.query.orderId, now)
      if (request.query.sessionId) await rebookTarget(storage, target, request.query.sessionId, now)
      return ok(await rebookCheckView(storage, target, langOf(request), now))
    },
  )

  app.post(
    `${TRADE}/buyer/v1/reschedule_ticket/apply`,
    {
      schema: {
        tags,
        security,
        summary:
          'Rebook an order to another session of the same price (once, until 24 h before): a REBOOK child order takes the tickets; the old stock goes back on sale; the invoice is cancelled',
        body: RebookApplyBody,
        querystring: LangQuery,
        response: { 200: Envelope(RebookResult) },
      },
    },
    async (request) => {
      const { orderId, sessionId } = request.body
      return ok({ orderId: await applyRebook(storage, request.userId, orderId, sessionId), parentOrderId: orderId })
    },
  )
}
