/**
 * On-site tickets (issue 20, D5): the venues where the buyer holds tickets still to use
 * (site-list), and one venue's tickets with their entry codes (site-ticket), what the holder
 * shows at the gate of that venue.
 */
import { Type, type Static } from '@sinclair/typebox'
import { Millis, Nullable, TradeId, TradeLang } from './common'
import { TicketDetail } from './tickets'

export const SiteVenuesQuery = Type.Object({ showId: Type.Optional(TradeId), lang: TradeLang })
export type SiteVenuesQuery = Static<typeof SiteVenuesQuery>

/** A venue where the buyer holds tickets still to use. */
export const SiteVenue = Type.Object({
  venueId: Type.String(),
  venueName: Type.String(),
  venueAddress: Type.String(),
  cityName: Type.String(),
  /** The buyer's tickets still to use there. */
  ticketCount: Type.Integer(),
  /** The soonest of their sessions' starts. */
  nextShowTime: Nullable(Millis),
  /** The show of that soonest session. */
  nextShowName: Type.String(),
})
export type SiteVenue = Static<typeof SiteVenue>

export const SiteVenues = Type.Array(SiteVenue)
export type SiteVenues = Static<typeof SiteVenues>

export const SiteTicketsQuery = Type.Object({ venueId: TradeId, showId: Type.Optional(TradeId), lang: TradeLang })
export type SiteTicketsQuery = Static<typeof SiteTicketsQuery>

/** One venue's tickets still to use, soonest first, each with its codes (as the ticket detail gives them). */
export const SiteTickets = Type.Object({
  venueId: Type.String(),
  venueName: Type.String(),
  venueAddress: Type.String(),
  tickets: Type.Array(TicketDetail),
})
export type SiteTickets = Static<typeof SiteTickets>
