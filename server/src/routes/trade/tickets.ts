import { Type } from '@sinclair/typebox'
import type { App } from '../../app'
import { ok } from '../../http/envelope'
import { ownedOrderSync } from '../../services/trade/orders'
import { ownedTicket, ticketView, ticketsOfOrder, ticketsPage } from '../../services/trade/tickets'
import { langOf } from '../../services/trade/text'
import { FULFILL, Id, LangQuery, Paging, page, security } from './schemas'

const tags = ['fulfill: tickets']

export default async function ticketRoutes(app: App): Promise<void> {
  const { db } = app

  app.get(
    `${FULFILL}/buyer/v3/tickets/page`,
    {
      schema: {
        tags,
        security,
        summary: 'The ticket wallet: CURRENT (valid, session not over; soonest first) or HISTORY',
        querystring: Type.Object({
          ...Paging,
          type: Type.Union([Type.Literal('CURRENT'), Type.Literal('HISTORY'), Type.Literal('ALL')], { default: 'CURRENT' }),
        }),
      },
    },
    async (request) => {
      const now = Date.now()
      const { offset, length, type } = request.query
      const { rows, total } = ticketsPage(db, request.userId, { type, offset, length }, now)
      const lang = langOf(request)
      return ok(
        page(
          rows.map((row) => ticketView(db, row, lang, now, false)),
          total,
          offset,
          length,
        ),
      )
    },
  )

  app.get(
    `${FULFILL}/buyer/v3/tickets/:ticketId`,
    {
      schema: {
        tags,
        security,
        summary: 'A ticket with its QR payload (signed) and pickup code',
        params: Type.Object({ ticketId: Id }),
        querystring: LangQuery,
      },
    },
    async (request) =>
      ok(ticketView(db, ownedTicket(db, request.userId, request.params.ticketId), langOf(request), Date.now(), true)),
  )

  app.get(
    `${FULFILL}/buyer/v3/orders/:orderId/tickets`,
    {
      schema: {
        tags,
        security,
        summary: "An order's tickets (pay success)",
        params: Type.Object({ orderId: Id }),
        querystring: LangQuery,
      },
    },
    async (request) => {
      const order = ownedOrderSync(db, request.userId, request.params.orderId)
      const now = Date.now()
      const lang = langOf(request)
      return ok(ticketsOfOrder(db, order.id).map((ticket) => ticketView(db, ticket, lang, now, true)))
    },
  )
}
