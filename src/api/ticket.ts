/**
 * Ticket endpoints (fulfill): the holder's tickets, one ticket with its entry code. The answers'
 * types are the contract's (`@showtix/contract`, contract/src/trade/tickets.ts), imported as types only.
 */
import type { TicketBrief, TicketDetail, TicketsPage } from '@showtix/contract'
import { fallsBackToCache } from '@/domain/ticket-holder'
import { isHttpError, request } from '@/http'

export type { TicketBrief, TicketDetail, TicketState, TicketsPage } from '@showtix/contract'

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
