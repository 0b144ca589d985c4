/** Ticket endpoints (fulfill): one ticket of the holder, with its entry code. */
import { request } from '@/http'

export type TicketState = 'VALID' | 'USED' | 'REFUNDED' | 'EXPIRED'

export interface TicketDetail {
  readonly ticketId: string
  readonly ticketNo: string
  readonly orderId: string
  readonly orderNumber: string
  readonly showId: string
  readonly showName: string
  readonly posterUrl: string
  readonly sessionName: string
  readonly showTime: number | null
  readonly venueName: string
  readonly venueAddress: string
  readonly seatPlanName: string
  readonly seatInfo: string | null
  readonly price: number
  readonly currency: string
  readonly ticketForm: 'E_TICKET' | 'PAPER'
  readonly deliverMethod: string
  readonly audienceName: string | null
  readonly idType: string | null
  /** Masked by the gateway. */
  readonly idNo: string | null
  readonly state: TicketState
  readonly stateTitle: string
  /** The entry code a venue scanner reads: an e-ticket that is still valid only. */
  readonly qrCode: string | null
  /** The pickup code (e-ticket or pickup at the venue). */
  readonly pickupCode: string | null
}

/** GET buyer/v3/tickets/{ticketId}: the holder's ticket (a 404 for anyone else's or an unknown id). */
export function fetchTicket(ticketId: string): Promise<TicketDetail> {
  return request<TicketDetail>({
    service: 'fulfill',
    path: `/buyer/v3/tickets/${encodeURIComponent(ticketId)}`,
    importance: 'high',
    silent: true,
  })
}
