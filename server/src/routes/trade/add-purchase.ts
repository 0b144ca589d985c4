import { AddPurchaseBody, AddPurchaseOffer, CreatedGoodsOrder, Envelope, OrderParams, TradeLangQuery } from '@showtix/contract'
import type { App } from '../../app'
import { ok } from '../../http/envelope'
import { addPurchaseOffer, createAddPurchase } from '../../services/trade/add-purchase'
import { toCents } from '../../services/trade/common'
import { langOf } from '../../services/trade/text'
import { TRADE, security } from './schemas'

const tags = ['trade: add-purchase']

/** Goods added to a paid ticket order (issue 21, order-add-purchase): services/trade/add-purchase.ts. */
export default async function addPurchaseRoutes(app: App): Promise<void> {
  const { storage } = app
  const path = `${TRADE}/buyer/v1/orders/:orderId/add_purchase`

  app.get(
    path,
    {
      schema: {
        tags,
        security,
        summary: "add-purchase-list: the goods of a paid ticket order's shows, whether they can be added now, and those added",
        params: OrderParams,
        querystring: TradeLangQuery,
        response: { 200: Envelope(AddPurchaseOffer) },
      },
    },
    async (request) => ok(await addPurchaseOffer(storage, request.userId, request.params.orderId, langOf(request), Date.now())),
  )

  app.post(
    path,
    {
      schema: {
        tags,
        security,
        summary:
          'Add goods to a paid ticket order: a goods order of its own (stock held, amounts here); pay it through the cashier',
        params: OrderParams,
        querystring: TradeLangQuery,
        body: AddPurchaseBody,
        response: { 200: Envelope(CreatedGoodsOrder) },
      },
    },
    async (request) => {
      const payAmount = request.body.paymentParam?.payAmount
      return ok(
        await createAddPurchase(
          storage,
          request.userId,
          request.params.orderId,
          {
            lines: request.body.lines,
            ...(request.body.addressId ? { addressId: request.body.addressId } : {}),
            ...(payAmount === undefined ? {} : { clientPayAmount: toCents(payAmount) }),
            terminalSrc: request.ctx.terminalSrc,
          },
          Date.now(),
        ),
      )
    },
  )
}
