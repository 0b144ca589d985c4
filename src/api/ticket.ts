/**
 * Ticket endpoints (fulfill): one ticket of the holder, with its entry code. The answer's type is
 * the contract's (`@showtix/contract`, contract/src/trade/tickets.ts), imported as a type only.
 */
import type { TicketDetail } from '@showtix/contract'
import { request } from '@/http'

export type { TicketDetail, TicketState } from '@showtix/contract'

/** GET buyer/v3/tickets/{ticketId}: the holder's ticket (a 404 for anyone else's or an unknown id). */
export function fetchTicket(ticketId: string): Promise<TicketDetail> {
  return request<TicketDetail>({
    service: 'fulfill',
    path: `/buyer/v3/tickets/${encodeURIComponent(ticketId)}`,
    importance: 'high',
    silent: true,
  })
}
