import { Envelope, GoodsReturn, OrderParams } from '@showtix/contract'
import type { App } from '../../app'
import { ok } from '../../http/envelope'
import { applyGoodsReturn, goodsReturnView } from '../../services/trade/goods-returns'
import { langOf } from '../../services/trade/text'
import { LangQuery, TRADE, security } from './schemas'

const tags = ['trade: goods returns']

/** A goods order's return (decision D36; the order detail says whether one can be asked for and what it gives back). */
export default async function goodsReturnRoutes(app: App): Promise<void> {
  const { storage } = app

  app.post(
    `${TRADE}/buyer/v1/orders/:orderId/goods_return`,
    {
      schema: {
        tags,
        security,
        summary:
          'Return a paid goods order whole: what it was paid comes back (the delivery too if not shipped); its stock is back at once before shipping, else when the parcel is received; once per order, until 7 days after delivery',
        params: OrderParams,
        querystring: LangQuery,
        response: { 200: Envelope(GoodsReturn) },
      },
    },
    async (request) =>
      ok(goodsReturnView(await applyGoodsReturn(storage, request.userId, request.params.orderId), langOf(request))),
  )
}
