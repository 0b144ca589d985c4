/**
 * Why a ticket link or code led nowhere (spec s2 ticket-error; D7): an invalid, expired or used
 * share or transfer code, a ticket not in this account opened from a link, a bind code unknown
 * or already bound. Pure: the page reads the reason from its parameters.
 */
export const TICKET_ERROR_REASONS = [
  'notYours',
  'used',
  'expired',
  'refunded',
  'codeInvalid',
  'codeExpired',
  'codeUsed',
  'bindUnknown',
  'bindTaken',
] as const

export type TicketErrorReason = (typeof TICKET_ERROR_REASONS)[number] | 'unknown'

/** The reason a `reason` parameter names; anything else (or none) is 'unknown'. */
export function ticketErrorReason(text: string | undefined): TicketErrorReason {
  return (TICKET_ERROR_REASONS as readonly string[]).includes(text ?? '') ? (text as TicketErrorReason) : 'unknown'
}
