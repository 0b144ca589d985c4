/**
 * Commemorative stubs (D6; routes/trade/ticket-stubs.ts on the reference gateway): the buyer's
 * stubs, one stub's offer (the designs its shop prints), and a printed stub ordered (a goods order).
 */
import type { CreatedGoodsOrder, StubOffer, StubPrint, StubPrintBody, TicketStub, TicketStubs } from '@showtix/contract'
import { request } from '@/http'

export type { StubOffer, StubPrint, StubPrintBody, TicketStub, TicketStubs }

const STUBS = '/buyer/v1/ticket_stubs'

/** Spec section 9: lists are paged 20 at a time. */
export const STUBS_PAGE_LENGTH = 20

export function fetchTicketStubs(offset: number): Promise<TicketStubs> {
  return request<TicketStubs>({ service: 'trade', path: STUBS, params: { offset, length: STUBS_PAGE_LENGTH }, silent: true })
}

export function fetchStubOffer(ticketId: string): Promise<StubOffer> {
  return request<StubOffer>({ service: 'trade', path: `${STUBS}/${encodeURIComponent(ticketId)}`, silent: true })
}

/** POST ticket_stubs/{ticketId}/print: critical (the buyer waits on it); then the order page's cashier. */
export function printStub(ticketId: string, body: StubPrintBody): Promise<CreatedGoodsOrder> {
  return request<CreatedGoodsOrder>({
    method: 'POST',
    service: 'trade',
    path: `${STUBS}/${encodeURIComponent(ticketId)}/print`,
    data: body,
    importance: 'critical',
    silent: true,
  })
}
