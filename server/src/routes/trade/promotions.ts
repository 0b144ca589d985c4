import { Type } from '@sinclair/typebox'
import type { App } from '../../app'
import { notFound, ok } from '../../http/envelope'
import { stmt } from '../../services/trade/common'
import { Id, Lang, TRADE } from './schemas'

const tags = ['trade: promotions']

/**
 * GET promotions/list (spec section 7, Coupons): the promotions a shop runs on a show, for the
 * confirm-order page. The reference gateway prices no promotions (its order pricing is tickets +
 * delivery - coupon), so it answers every existing show with an empty list: the client shows the
 * promotions section only when there are some. An unknown show is a 404.
 */
export default async function promotionRoutes(app: App): Promise<void> {
  const { db } = app
  app.get(
    `${TRADE}/pub/v3/promotions/list`,
    {
      schema: {
        tags,
        summary: "A show's promotions (FULL / PER / DISCOUNT rules); none are run by the reference gateway",
        querystring: Type.Object({
          showId: Id,
          promotionCategory: Type.Optional(Type.String({ maxLength: 32 })),
          displayRule: Type.Optional(Type.String({ maxLength: 32 })),
          promotionId: Type.Optional(Id),
          orderId: Type.Optional(Id),
          lang: Lang,
        }),
      },
    },
    async (request) => {
      const show = stmt(db, 'SELECT id FROM shows WHERE id = ?').get(request.query.showId)
      if (!show) throw notFound('show')
      return ok({ showId: request.query.showId, promotions: [] })
    },
  )
}
