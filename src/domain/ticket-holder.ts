/**
 * The ticket holder's pure rules: tickets grouped by show and session, and the offline cache
 * (spec s3 cache entry `{ key, data, timestamp }`; s8 which failures fall back to it; s9 "10
 * entries per type for 15 days"; decision D2 in spec-notes: a type is the kind of call cached).
 */

/** The least a ticket needs to be grouped: its show and session, and when it starts. */
export interface GroupableTicket {
  readonly ticketId: string
  readonly showId: string
  readonly sessionId: string
  readonly showTime: number | null
}

export interface TicketGroup<T extends GroupableTicket> {
  /** `showId/sessionId`: one group per session of a show. */
  readonly key: string
  readonly showId: string
  readonly sessionId: string
  readonly tickets: readonly T[]
}

/**
 * The holder's tickets by show and session, in the order the gateway listed them (soonest
 * first): a group stands where its first ticket stood, and keeps its tickets in their order.
 */
export function groupTickets<T extends GroupableTicket>(tickets: readonly T[]): TicketGroup<T>[] {
  const groups = new Map<string, { showId: string; sessionId: string; tickets: T[] }>()
  for (const ticket of tickets) {
    const key = `${ticket.showId}/${ticket.sessionId}`
    const group = groups.get(key)
    if (group) group.tickets.push(ticket)
    else groups.set(key, { showId: ticket.showId, sessionId: ticket.sessionId, tickets: [ticket] })
  }
  return [...groups.entries()].map(([key, group]) => ({ key, ...group }))
}

/** Spec s9: at most this many cache entries of one type. */
export const TICKET_CACHE_MAX_ENTRIES = 10
/** Spec s9: no cache entry older than 15 days is shown or kept. */
export const TICKET_CACHE_MAX_AGE_MS = 15 * 24 * 60 * 60 * 1000

export { TICKET_CACHE_TYPES, type TicketCacheType } from './ticket-cache-types'

/** Spec s3: a cache entry. */
export interface TicketCacheEntry<T = unknown> {
  readonly key: string
  readonly data: T
  /** When the data arrived from the gateway (ms since the epoch). */
  readonly timestamp: number
}

function fresh(entry: TicketCacheEntry, now: number): boolean {
  return now - entry.timestamp <= TICKET_CACHE_MAX_AGE_MS && entry.timestamp <= now
}

/**
 * The entries of one type after keeping `data` under `key`: the new entry first, the same key's
 * older entry gone, nothing older than 15 days, at most 10 (the oldest dropped).
 */
export function putCacheEntry<T>(
  entries: readonly TicketCacheEntry<T>[],
  key: string,
  data: T,
  now: number,
): TicketCacheEntry<T>[] {
  const others = entries.filter((entry) => entry.key !== key && fresh(entry, now))
  others.sort((a, b) => b.timestamp - a.timestamp)
  return [{ key, data, timestamp: now }, ...others].slice(0, TICKET_CACHE_MAX_ENTRIES)
}

/** The entry kept under `key`, unless it is older than 15 days (then none). */
export function readCacheEntry<T>(entries: readonly TicketCacheEntry<T>[], key: string, now: number): TicketCacheEntry<T> | null {
  return entries.find((entry) => entry.key === key && fresh(entry, now)) ?? null
}

/** What went wrong with a call, as far as the cache rule needs it. */
export interface CallFailure {
  /** network or timeout: no answer came; http: an HTTP status other than 200; business: the gateway's code. */
  readonly kind: string
  readonly httpCode?: number
}

/** Spec s8: the HTTP statuses besides 5xx after which holder calls answer from the cache. */
export const CACHE_FALLBACK_STATUSES: readonly number[] = [429, 469]
const SERVER_ERROR_FROM = 500
const SERVER_ERROR_TO = 600

/**
 * Spec s8: holder calls fall back to the cache on a network error (or no answer in time), an
 * HTTP 5xx, 429 or 469; a 404 or a business refusal is the real answer and is shown as such.
 */
export function fallsBackToCache(failure: CallFailure): boolean {
  if (failure.kind === 'network' || failure.kind === 'timeout') return true
  if (failure.kind !== 'http' || failure.httpCode === undefined) return false
  const status = failure.httpCode
  return (status >= SERVER_ERROR_FROM && status < SERVER_ERROR_TO) || CACHE_FALLBACK_STATUSES.includes(status)
}
