import {
  Envelope,
  CatalogueQuery,
  TourFollow as TourFollowSchema,
  TourFollowBody,
  TourParams,
  VENUE_SHOWS_PAGE,
  VenueParams,
  VenueShows,
  VenueShowsQuery,
} from '@showtix/contract'
import type { App } from '../../app'
import { notFound, ok } from '../../http/envelope'
import { listCards, page, queryShows, sortShows } from '../../services/catalogue/listing'
import { findTour, setTourFollow, tourFollow, venueExists } from '../../services/catalogue/places'
import { security } from '../accounts/common'
import { SHOW, ctxOf } from './common'

export type { TourFollow } from '../../services/catalogue/places'

/** Spec section 9: lists page by 20 (the contract's, beside the venue shows' query). */
export { VENUE_SHOWS_PAGE } from '@showtix/contract'

/**
 * What the tour and venue pages need beside places.ts: following a tour (subscribe/favourite,
 * the caller's own only, a tour of the shop asking), and a venue's shows page by page.
 */
export default async function placeExtraRoutes(app: App): Promise<void> {
  const db = app.storage
  const tags = ['catalogue: tours, groups, venues']

  app.get(
    `${SHOW}/buyer/v3/tour/subscribe_favorite/:tourId`,
    {
      schema: {
        response: { 200: Envelope(TourFollowSchema) },
        tags,
        summary: 'Whether the caller follows a tour of the shop, and how many do',
        security,
        params: TourParams,
        querystring: CatalogueQuery,
      },
    },
    async (request) => {
      const ctx = await ctxOf(app, request, request.query)
      const tour = await findTour(db, request.params.tourId, ctx.shop.merchantId)
      return ok(await tourFollow(db, request.userId, tour.id))
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
        querystring: CatalogueQuery,
        body: TourFollowBody,
      },
    },
    async (request) => {
      const ctx = await ctxOf(app, request, request.query)
      const tour = await findTour(db, request.params.tourId, ctx.shop.merchantId)
      await setTourFollow(db, request.userId, tour.id, request.body.favourite, ctx.now)
      return ok(await tourFollow(db, request.userId, tour.id))
    },
  )

  app.get(
    `${SHOW}/pub/v3/venues/:venueId/shows`,
    {
      schema: {
        response: { 200: Envelope(VenueShows) },
        tags,
        summary: "A venue's shows of the shop, by time, page by page (show groups as one card)",
        params: VenueParams,
        querystring: VenueShowsQuery,
      },
    },
    async (request) => {
      const ctx = await ctxOf(app, request, request.query)
      if (!(await venueExists(db, request.params.venueId))) throw notFound(`venue ${request.params.venueId}`)
      const rows = sortShows(
        await queryShows(db, { merchantId: ctx.shop.merchantId, venueId: request.params.venueId }, ctx.now),
        'TIME',
        ctx.now,
      )
      const result = page(
        await listCards(db, rows, ctx.lang, ctx.now),
        request.query.offset ?? 0,
        request.query.length ?? VENUE_SHOWS_PAGE,
      )
      return ok({ showList: result.list, total: result.total, hasMore: result.hasMore })
    },
  )
}
