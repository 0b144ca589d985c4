import { Envelope, OrderPoints, PointsRuleQuery, PromotionsQuery, ShowPromotions } from '@showtix/contract'
import type { App } from '../../app'
import { notFound, ok } from '../../http/envelope'
import { stmt } from '../../services/trade/common'
import { pointsRuleOf, pointsView, promotionsFor, promotionView } from '../../services/trade/pricing'
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
  const { db } = app
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
      const show = stmt(db, 'SELECT id, merchant_id FROM shows WHERE id = ?').get(request.query.showId) as
        { id: string; merchant_id: string } | undefined
      if (!show) throw notFound('show')
      const lang = langOf(request)
      const promotions = (await promotionsFor(app.storage, show.merchant_id, [show.id], Date.now()))
        .filter((row) => !request.query.promotionId || row.id === request.query.promotionId)
        .map((row) => {
          const { usable: _usable, discountAmount: _amount, discountAmountCents: _cents, ...rest } = promotionView(row, lang, 0)
          return rest
        })
      return ok({ showId: show.id, promotions })
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
        ? ((stmt(db, 'SELECT merchant_id FROM shows WHERE id = ?').pluck().get(request.query.showId) as string | undefined) ??
          null)
        : request.ctx.merchantId
      if (merchant === null) throw notFound('show')
      return ok(pointsView(await pointsRuleOf(app.storage, request.userId, merchant ?? '')))
    },
  )
}
