/**
 * What each side of a ticket transfer reads (issue 22; spec s4 states, s8 words), as locale keys
 * under `transfer.`: the sender and the receiver see the same transfer in their own words.
 */
import { CODES } from '@showtix/contract/codes'
import { TRANSFER_CODE_PATTERN, transferRefusal, type TransferRefusal } from '@showtix/contract/rules'

export type TransferRole = 'SENDER' | 'RECEIVER' | 'VIEWER'

/** The state line of a transfer for `role`: the spec's words where it has them (s8). */
export function transferStateKey(state: string, role: string): string {
  if (state === 'IN_TRANSFER') return role === 'SENDER' ? 'state.pendingSender' : 'state.pending'
  if (state === 'ACCEPTED') return role === 'SENDER' ? 'state.transferred' : 'state.accepted'
  if (state === 'EXPIRED') return 'state.expired'
  if (state === 'CANCELLED') return role === 'SENDER' ? 'state.cancelledSender' : 'state.cancelled'
  return 'state.unknown'
}

/** The words of a refused accept or cancel, by the gateway's code (s8); undefined: show its message. */
export function refusalKey(code: number | string | undefined): string | undefined {
  switch (Number(code)) {
    case CODES.transferReceiveFailed:
      return 'receiveFailed'
    case CODES.transferExpired:
      return 'state.expired'
    case CODES.transferCancelled:
      return 'state.cancelled'
    case CODES.transferNoTicket:
      return 'noTicket'
    default:
      return undefined
  }
}

/** A transfer code as people type it: 8 letters and digits, read in capitals (the contract's pattern). */
export function normalTransferCode(text: string | undefined): string | undefined {
  const code = (text ?? '').trim().toUpperCase()
  return new RegExp(TRANSFER_CODE_PATTERN).test(code) ? code : undefined
}

export interface SendableTicket {
  readonly state: string
  readonly received?: boolean
  readonly showTime: number | null
}

/**
 * Why the send page cannot offer this ticket now (D8), as a locale key, or undefined when it can;
 * `shopAllowsResend`: the shop's TRANSFER_AGAIN switch (a received ticket may be sent on).
 */
export function unsendableKey(ticket: SendableTicket, now: number, shopAllowsResend = false): string | undefined {
  const refusal: TransferRefusal | undefined = transferRefusal(
    { state: ticket.state, pending: false, received: Boolean(ticket.received), startTime: ticket.showTime },
    now,
    shopAllowsResend,
  )
  return refusal ? `refusal.${refusal}` : undefined
}

/**
 * Whether an order's detail offers "Transfer" (D8): it has valid tickets the buyer holds and one
 * of its sessions starts late enough to send them (the send page says why a ticket cannot go).
 */
export function orderSendable(
  order: { readonly validTickets: number; readonly items: readonly { readonly showTime: number | null }[] },
  now: number,
): boolean {
  return order.validTickets > 0 && order.items.some((item) => !unsendableKey({ state: 'VALID', showTime: item.showTime }, now))
}
