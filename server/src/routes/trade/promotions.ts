import { Envelope, OrderPoints, PointsRuleQuery, PromotionsQuery, ShowPromotions } from '@showtix/contract'
import type { App } from '../../app'
import { notFound, ok } from '../../http/envelope'
import { pointsRuleOf, pointsView, promotionsFor, promotionView, showMerchant } from '../../services/trade/pricing'
import { langOf } from '../../services/trade/text'
import { TRADE, security } from './schemas'

const tags = ['trade: promotions']

/**
 * GET promotions/list (spec section 7, Coupons): the promotions a shop runs on a show now (FULL:
 * spend X, Y off; PER: Y off per X spent; DISCOUNT: X tickets or more at rate Y), for the show
 * and confirm-order pages; an empty list when none. Their discount on an order is priced by
 * pre_order (services/trade/pricing.ts). An unknown show is a 404.
 *
 * GET buyer/v3/point/order_rule (the spec names only the fields: pointAmount, rate,
 * adaptPointRuleVoList.limitProportion): the shop's points rule with the caller's balance. It sits
 * under trade beside the order it pays, in the spec's buyer/v3/point/... family (point/
 * be_about_to_expire_point is the user service's); pre_order answers the same as `points`.
 */
export default async function promotionRoutes(app: App): Promise<void> {
  const { storage } = app
  app.get(
    `${TRADE}/pub/v3/promotions/list`,
    {
      schema: {
        tags,
        summary: "A show's running promotions (FULL / PER / DISCOUNT rules)",
        querystring: PromotionsQuery,
        response: { 200: Envelope(ShowPromotions) },
      },
    },
    async (request) => {
      const showId = request.query.showId
      const merchantId = await showMerchant(storage, showId)
      if (merchantId === undefined) throw notFound('show')
      const lang = langOf(request)
      const promotions = (await promotionsFor(storage, merchantId, [showId], Date.now()))
        .filter((row) => !request.query.promotionId || row.id === request.query.promotionId)
        .map((row) => {
          const { usable: _usable, discountAmount: _amount, discountAmountCents: _cents, ...rest } = promotionView(row, lang, 0)
          return rest
        })
      return ok({ showId, promotions })
    },
  )

  app.get(
    `${TRADE}/buyer/v3/point/order_rule`,
    {
      schema: {
        tags,
        security,
        summary: "The shop's points rule and the caller's balance (pointAmount, rate points per yuan, adaptPointRuleVoList)",
        querystring: PointsRuleQuery,
        response: { 200: Envelope(OrderPoints) },
      },
    },
    async (request) => {
      const merchant = request.query.showId
        ? ((await showMerchant(storage, request.query.showId)) ?? null)
        : request.ctx.merchantId
      if (merchant === null) throw notFound('show')
      return ok(pointsView(await pointsRuleOf(storage, request.userId, merchant ?? '')))
    },
  )
}
