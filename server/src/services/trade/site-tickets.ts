/**
 * On-site tickets (issue 20, D5; docs/decisions/ticket-holder.md): the venues where the buyer
 * holds tickets still to use (site-list), and one venue's tickets with their entry codes
 * (site-ticket: what the holder shows at that venue's gate, the codes as the ticket detail gives them).
 */
import type { Params, Queryable } from '../../storage'
import { notFound } from '../../http/envelope'
import { byLang, type Lang } from './text'
import { ticketView, type TicketRow } from './tickets'

/** The tickets one answer covers at most (a buyer rarely holds more still to use). */
export const SITE_TICKETS_MAX = 200

type SiteRow = TicketRow & { venue_id: string }

/** The buyer's tickets still to use (valid, session not over), soonest first, with their venue. */
async function ticketsToUse(
  db: Queryable,
  userId: string,
  filter: { showId?: string | undefined; venueId?: string | undefined },
  now: number,
): Promise<SiteRow[]> {
  const where: string[] = []
  const params: Array<Params[number]> = [userId, now]
  if (filter.showId) {
    where.push('AND t.show_id = ?')
    params.push(filter.showId)
  }
  if (filter.venueId) {
    where.push('AND s.venue_id = ?')
    params.push(filter.venueId)
  }
  return db.all<SiteRow>(
    `SELECT t.*, s.venue_id AS venue_id FROM tickets t
       JOIN sessions_show ss ON ss.id = t.session_id JOIN shows s ON s.id = t.show_id
      WHERE t.user_id = ? AND t.state = 'VALID' AND ss.end_time >= ? ${where.join(' ')}
      ORDER BY ss.start_time, t.order_id, t.seq LIMIT ${SITE_TICKETS_MAX}`,
    params,
  )
}

/** GET site_tickets/venues: each venue once, the one with the soonest session first. */
export async function siteVenues(db: Queryable, userId: string, showId: string | undefined, lang: Lang, now: number) {
  const venues = new Map<
    string,
    {
      venueId: string
      venueName: string
      venueAddress: string
      cityName: string
      ticketCount: number
      nextShowTime: number | null
      nextShowName: string
    }
  >()
  for (const row of await ticketsToUse(db, userId, { showId }, now)) {
    const known = venues.get(row.venue_id)
    if (known) {
      known.ticketCount += 1
      continue
    }
    const view = await ticketView(db, row, lang, now, false)
    venues.set(row.venue_id, {
      venueId: row.venue_id,
      venueName: view.venueName,
      venueAddress: view.venueAddress,
      cityName: view.cityName,
      ticketCount: 1,
      nextShowTime: view.showTime,
      nextShowName: view.showName,
    })
  }
  return [...venues.values()]
}

/** GET site_tickets: one venue's tickets still to use with their codes; a 404 for a venue that does not exist. */
export async function siteTickets(
  db: Queryable,
  userId: string,
  query: { venueId: string; showId?: string | undefined },
  lang: Lang,
  now: number,
) {
  const venue = await db.one<{
    name: string
    name_tw: string | null
    name_en: string | null
    address: string
    address_tw: string | null
    address_en: string | null
  }>('SELECT name, name_tw, name_en, address, address_tw, address_en FROM venues WHERE id = ?', [query.venueId])
  if (!venue) throw notFound('venue')
  const tickets = []
  for (const row of await ticketsToUse(db, userId, query, now)) tickets.push(await ticketView(db, row, lang, now, true))
  return {
    venueId: query.venueId,
    venueName: byLang(lang, venue.name, venue.name_tw, venue.name_en),
    venueAddress: byLang(lang, venue.address, venue.address_tw, venue.address_en),
    tickets,
  }
}
