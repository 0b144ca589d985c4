import { Envelope, TourFollow as TourFollowSchema, VenueShows } from '@showtix/contract'
import { Type } from '@sinclair/typebox'
import type { App } from '../../app'
import type { Db } from '../../db'
import { notFound, ok } from '../../http/envelope'
import { listCards, page, queryShows, sortShows } from '../../services/catalogue/listing'
import { security } from '../accounts/common'
import { Id, Length, Offset, SHOW, common, ctxOf } from './common'

/** Spec section 9: lists page by 20. */
export const VENUE_SHOWS_PAGE = 20

export interface TourFollow {
  readonly tourId: string
  /** Whether the caller follows (subscribed to and favourited) the tour. */
  readonly isFavourite: boolean
  /** How many users follow the tour. */
  readonly favouriteCount: number
}

function tourOf(db: Db, tourId: string, merchantId: string): { id: string } {
  const tour = db.prepare('SELECT id FROM tours WHERE id = ? AND merchant_id = ?').get(tourId, merchantId) as
    { id: string } | undefined
  if (!tour) throw notFound(`tour ${tourId}`)
  return tour
}

function followOf(db: Db, userId: string, tourId: string): TourFollow {
  const mine = db.prepare('SELECT 1 FROM tour_favourites WHERE user_id = ? AND tour_id = ?').get(userId, tourId)
  const count = db.prepare('SELECT COUNT(*) FROM tour_favourites WHERE tour_id = ?').pluck().get(tourId) as number
  return { tourId, isFavourite: Boolean(mine), favouriteCount: count }
}

/**
 * What the tour and venue pages need beside places.ts: following a tour (subscribe/favourite,
 * the caller's own only, a tour of the shop asking), and a venue's shows page by page.
 */
export default async function placeExtraRoutes(app: App): Promise<void> {
  const { db } = app
  const tags = ['catalogue: tours, groups, venues']
  const TourParams = Type.Object({ tourId: Id('tour id, e.g. TR0001') })

  app.get(
    `${SHOW}/buyer/v3/tour/subscribe_favorite/:tourId`,
    {
      schema: {
        response: { 200: Envelope(TourFollowSchema) },
        tags,
        summary: 'Whether the caller follows a tour of the shop, and how many do',
        security,
        params: TourParams,
        querystring: Type.Object({ ...common }),
      },
    },
    async (request) => {
      const ctx = ctxOf(app, request, request.query)
      const tour = tourOf(db, request.params.tourId, ctx.shop.merchantId)
      return ok(followOf(db, request.userId, tour.id))
    },
  )

  app.post(
    `${SHOW}/buyer/v3/tour/subscribe_favorite/:tourId`,
    {
      schema: {
        response: { 200: Envelope(TourFollowSchema) },
        tags,
        summary: 'Follow (subscribe to and favourite) a tour of the shop, or stop following it',
        description: 'Idempotent: following twice keeps one follow; answers the state after the change.',
        security,
        params: TourParams,
        querystring: Type.Object({ ...common }),
        body: Type.Object(
          { favourite: Type.Boolean({ description: 'true: follow; false: stop following' }) },
          { additionalProperties: false },
        ),
      },
    },
    async (request) => {
      const ctx = ctxOf(app, request, request.query)
      const tour = tourOf(db, request.params.tourId, ctx.shop.merchantId)
      if (request.body.favourite) {
        db.prepare('INSERT OR IGNORE INTO tour_favourites (user_id, tour_id, created_at) VALUES (?, ?, ?)').run(
          request.userId,
          tour.id,
          new Date(ctx.now).toISOString(),
        )
      } else {
        db.prepare('DELETE FROM tour_favourites WHERE user_id = ? AND tour_id = ?').run(request.userId, tour.id)
      }
      return ok(followOf(db, request.userId, tour.id))
    },
  )

  app.get(
    `${SHOW}/pub/v3/venues/:venueId/shows`,
    {
      schema: {
        response: { 200: Envelope(VenueShows) },
        tags,
        summary: "A venue's shows of the shop, by time, page by page (show groups as one card)",
        params: Type.Object({ venueId: Id('venue id, e.g. VN1101') }),
        querystring: Type.Object({
          offset: Type.Optional(Offset),
          length: Type.Optional(Length(VENUE_SHOWS_PAGE)),
          ...common,
        }),
      },
    },
    async (request) => {
      const ctx = ctxOf(app, request, request.query)
      const venue = db.prepare('SELECT id FROM venues WHERE id = ?').get(request.params.venueId) as { id: string } | undefined
      if (!venue) throw notFound(`venue ${request.params.venueId}`)
      const rows = sortShows(queryShows(db, { merchantId: ctx.shop.merchantId, venueId: venue.id }, ctx.now), 'TIME', ctx.now)
      const result = page(
        listCards(db, rows, ctx.lang, ctx.now),
        request.query.offset ?? 0,
        request.query.length ?? VENUE_SHOWS_PAGE,
      )
      return ok({ showList: result.list, total: result.total, hasMore: result.hasMore })
    },
  )
}
