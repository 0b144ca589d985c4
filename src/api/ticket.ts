/**
 * Ticket endpoints (fulfill): the holder's tickets, one ticket with its entry code. The answers'
 * types are the contract's (`@showtix/contract`, contract/src/trade/tickets.ts), imported as types only.
 */
import type {
  IdentityBody,
  Invitation,
  PendingRealName,
  SiteTickets,
  SiteVenues,
  TicketBrief,
  TicketDetail,
  TicketsPage,
} from '@showtix/contract'
import { fallsBackToCache } from '@/domain/ticket-holder'
import { isHttpError, request } from '@/http'

export type { SiteTickets, SiteVenue, SiteVenues, TicketBrief, TicketDetail, TicketState, TicketsPage } from '@showtix/contract'

/** GET buyer/v3/tickets/{ticketId}: the holder's ticket (a 404 for anyone else's or an unknown id). */
export function fetchTicket(ticketId: string): Promise<TicketDetail> {
  return request<TicketDetail>({
    service: 'fulfill',
    path: `/buyer/v3/tickets/${encodeURIComponent(ticketId)}`,
    importance: 'high',
    silent: true,
  })
}

/** Which tickets: CURRENT (valid, session not over; soonest first) or HISTORY (the rest, latest first). */
export type TicketsKind = 'CURRENT' | 'HISTORY'

/**
 * GET buyer/v3/tickets/page: a page of the holder's tickets. Silent: the holder answers a
 * failure from its cache (s8) or shows its own error, never the generic dialogs.
 */
export function fetchTickets(type: TicketsKind, offset: number, length: number): Promise<TicketsPage> {
  return request<TicketsPage>({
    service: 'fulfill',
    path: '/buyer/v3/tickets/page',
    params: { type, offset, length },
    importance: 'high',
    silent: true,
  })
}

/** Spec s8: whether a holder call's failure answers from the cache (no network, 5xx, 429, 469). */
export function answersFromCache(error: unknown): boolean {
  return (
    isHttpError(error) &&
    fallsBackToCache({ kind: error.kind, ...(error.httpCode === undefined ? {} : { httpCode: error.httpCode }) })
  )
}

/** One line of the holder. */
export type HolderTicket = TicketBrief

/** GET buyer/v3/tickets/real_name/pending: the buyer's tickets of real-name shows still lacking a holder (D9). */
export function fetchPendingRealName(): Promise<PendingRealName> {
  return request<PendingRealName>({ service: 'fulfill', path: '/buyer/v3/tickets/real_name/pending', silent: true })
}

/**
 * POST buyer/v3/tickets/{ticketId}/real_name: one of the buyer's attendees becomes the ticket's
 * holder. Refused after the show's identityLimitTime, or for an ID holding a ticket of the show.
 */
export function bindTicketHolder(ticketId: string, audienceId: string): Promise<TicketDetail> {
  return request<TicketDetail>({
    method: 'POST',
    service: 'fulfill',
    path: `/buyer/v3/tickets/${encodeURIComponent(ticketId)}/real_name`,
    data: { audienceId },
    silent: true,
  })
}

/** POST buyer/v3/tickets/{ticketId}/real_name/identity: the identity check (real-idCard), then the person is the holder. */
export function bindCheckedHolder(ticketId: string, body: IdentityBody): Promise<TicketDetail> {
  return request<TicketDetail>({
    method: 'POST',
    service: 'fulfill',
    path: `/buyer/v3/tickets/${encodeURIComponent(ticketId)}/real_name/identity`,
    data: { ...body },
    silent: true,
  })
}

/** POST buyer/v3/tickets/bind: a ticket sold without an account, by its number and bind code, into this one (a22). */
export function bindTicketByCode(ticketNo: string, code: string): Promise<TicketDetail> {
  return request<TicketDetail>({
    method: 'POST',
    service: 'fulfill',
    path: '/buyer/v3/tickets/bind',
    data: { ticketNo, code },
    silent: true,
  })
}

/** GET buyer/v3/invitations/{code}: the ticket an invitation link gives, OPEN or TAKEN. */
export function fetchInvitation(code: string): Promise<Invitation> {
  return request<Invitation>({ service: 'fulfill', path: `/buyer/v3/invitations/${encodeURIComponent(code)}`, silent: true })
}

/** POST buyer/v3/invitations/{code}/accept: the invitation's ticket into this account. */
export function acceptInvitation(code: string): Promise<TicketDetail> {
  return request<TicketDetail>({
    method: 'POST',
    service: 'fulfill',
    path: `/buyer/v3/invitations/${encodeURIComponent(code)}/accept`,
    silent: true,
  })
}

/** GET buyer/v3/site_tickets/venues: the venues where the buyer holds tickets still to use (site-list, D5). */
export function fetchSiteVenues(showId?: string): Promise<SiteVenues> {
  return request<SiteVenues>({
    service: 'fulfill',
    path: '/buyer/v3/site_tickets/venues',
    ...(showId ? { params: { showId } } : {}),
    silent: true,
  })
}

/** GET buyer/v3/site_tickets: one venue's tickets still to use, with their codes (site-ticket, D5). */
export function fetchSiteTickets(venueId: string, showId?: string): Promise<SiteTickets> {
  return request<SiteTickets>({
    service: 'fulfill',
    path: '/buyer/v3/site_tickets',
    params: { venueId, ...(showId ? { showId } : {}) },
    importance: 'high',
    silent: true,
  })
}
