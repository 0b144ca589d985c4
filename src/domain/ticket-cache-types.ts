/**
 * The kinds of call the holder caches (D2): the current list, the history list, one ticket, the
 * on-site venues and tickets (D5). On its own so that logout, on every page's first load, clears
 * them without the holder's rules.
 */
export const TICKET_CACHE_TYPES = ['list:CURRENT', 'list:HISTORY', 'ticket', 'site'] as const
export type TicketCacheType = (typeof TICKET_CACHE_TYPES)[number]
