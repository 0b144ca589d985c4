import { Envelope, SiteTickets, SiteTicketsQuery, SiteVenues, SiteVenuesQuery } from '@showtix/contract'
import type { App } from '../../app'
import { ok } from '../../http/envelope'
import { siteTickets, siteVenues } from '../../services/trade/site-tickets'
import { langOf } from '../../services/trade/text'
import { FULFILL, security } from './schemas'

const tags = ['fulfill: on-site tickets']

/** On-site tickets (issue 20, D5): services/trade/site-tickets.ts. */
export default async function siteTicketRoutes(app: App): Promise<void> {
  const { storage } = app

  app.get(
    `${FULFILL}/buyer/v3/site_tickets/venues`,
    {
      schema: {
        tags,
        security,
        summary: 'site-list (D5): the venues where the buyer holds tickets still to use, soonest first',
        querystring: SiteVenuesQuery,
        response: { 200: Envelope(SiteVenues) },
      },
    },
    async (request) => ok(await siteVenues(storage, request.userId, request.query.showId, langOf(request), Date.now())),
  )

  app.get(
    `${FULFILL}/buyer/v3/site_tickets`,
    {
      schema: {
        tags,
        security,
        summary: "site-ticket (D5): the buyer's tickets still to use at one venue, with their entry codes",
        querystring: SiteTicketsQuery,
        response: { 200: Envelope(SiteTickets) },
      },
    },
    async (request) => ok(await siteTickets(storage, request.userId, request.query, langOf(request), Date.now())),
  )
}
