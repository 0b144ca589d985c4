import { Envelope, OrderExpress, OrderParams } from '@showtix/contract'
import type { App } from '../../app'
import { ok } from '../../http/envelope'
import { orderExpressView } from '../../services/trade/express'
import { langOf } from '../../services/trade/text'
import { LangQuery, TRADE, security } from './schemas'

const tags = ['trade: express']

/** An express order's delivery progress (issue 21: the `express` page). */
export default async function expressRoutes(app: App): Promise<void> {
  const { storage } = app

  app.get(
    `${TRADE}/buyer/v1/orders/:orderId/express`,
    {
      schema: {
        tags,
        security,
        summary:
          "An express order's courier, tracking number and events, newest first (paid, shipped, in transit, delivered); refused for an order not delivered by express",
        params: OrderParams,
        querystring: LangQuery,
        response: { 200: Envelope(OrderExpress) },
      },
    },
    async (request) => ok(await orderExpressView(storage, request.userId, request.params.orderId, langOf(request))),
  )
}
