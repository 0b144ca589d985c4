/**
 * Ticket transfer endpoints (fulfill, issue 22): send, look up by code, accept, cancel, the
 * sender's list. Types from the contract (contract/src/trade/transfers.ts). Silent: the pages
 * show each refusal with the spec's words themselves.
 */
import type { CustomButtons, TicketDetail, TransferCreateBody, TransfersPage, TransferView } from '@showtix/contract'
import { request } from '@/http'

export type { CustomButton, TransferView } from '@showtix/contract'

const BASE = '/buyer/v3/transfers'

/** POST transfers: tickets of one order into a transfer, for anyone with its code or one phone. */
export function sendTickets(body: TransferCreateBody): Promise<TransferView> {
  return request<TransferView>({ service: 'fulfill', path: BASE, method: 'POST', data: body, silent: true })
}

/** GET transfers?orderId: the caller's transfers (of one order when given), newest first. */
export function fetchSentTransfers(orderId?: string): Promise<TransfersPage> {
  const params = { ...(orderId ? { orderId } : {}), offset: 0, length: 50 }
  return request<TransfersPage>({ service: 'fulfill', path: BASE, params, silent: true })
}

/** POST tickets/{ticketId}/audience: the receiver binds one of their attendees to a real-name ticket (D8). */
export function bindReceivedAudience(ticketId: string, audienceId: string): Promise<TicketDetail> {
  return request<TicketDetail>({
    service: 'fulfill',
    path: `/buyer/v3/tickets/${encodeURIComponent(ticketId)}/audience`,
    method: 'POST',
    data: { audienceId },
    silent: true,
  })
}

/** GET transfers/{code}: what is offered and its state. */
export function fetchTransfer(code: string): Promise<TransferView> {
  return request<TransferView>({ service: 'fulfill', path: `${BASE}/${encodeURIComponent(code)}`, silent: true })
}

/** POST transfers/{code}/accept. */
export function acceptTransfer(code: string): Promise<TransferView> {
  return request<TransferView>({
    service: 'fulfill',
    path: `${BASE}/${encodeURIComponent(code)}/accept`,
    method: 'POST',
    // A body, even empty: mini-program requests always say JSON, and an empty JSON body is a 400.
    data: {},
    silent: true,
  })
}

/** POST transfers/{code}/cancel (the sender). */
export function cancelTransfer(code: string): Promise<TransferView> {
  return request<TransferView>({
    service: 'fulfill',
    path: `${BASE}/${encodeURIComponent(code)}/cancel`,
    method: 'POST',
    data: {},
    silent: true,
  })
}

/** GET show/pub/v3/show/{showId}/custom_buttons: the show's custom buttons (D10; public). */
export function fetchCustomButtons(showId: string): Promise<CustomButtons> {
  return request<CustomButtons>({
    service: 'show',
    path: `/pub/v3/show/${encodeURIComponent(showId)}/custom_buttons`,
    silent: true,
  })
}
