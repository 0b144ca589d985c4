import {
  TICKET_CACHE_MAX_AGE_MS,
  TICKET_CACHE_MAX_ENTRIES,
  fallsBackToCache,
  groupTickets,
  putCacheEntry,
  readCacheEntry,
  type TicketCacheEntry,
} from '@/domain/ticket-holder'

const ticket = (ticketId: string, showId: string, sessionId: string) => ({ ticketId, showId, sessionId, showTime: 0 })

describe('the holder groups tickets by show and session', () => {
  it('keeps the listed order of groups and of tickets within a group', () => {
    const groups = groupTickets([
      ticket('k1', 'S1', 'a'),
      ticket('k2', 'S2', 'b'),
      ticket('k3', 'S1', 'a'),
      ticket('k4', 'S1', 'c'),
    ])
    expect(groups.map((group) => group.key)).toEqual(['S1/a', 'S2/b', 'S1/c'])
    expect(groups[0]?.tickets.map((one) => one.ticketId)).toEqual(['k1', 'k3'])
    expect(groupTickets([])).toEqual([])
  })
})

describe('the offline cache (s9: 10 entries per type for 15 days)', () => {
  const DAY = 24 * 60 * 60 * 1000
  const now = 100 * DAY

  it('keeps the 10 newest entries, the newest first, one per key', () => {
    let entries: TicketCacheEntry<number>[] = []
    for (let i = 0; i < 12; i += 1) entries = putCacheEntry(entries, `t${i}`, i, now - (12 - i) * 1000)
    expect(entries).toHaveLength(TICKET_CACHE_MAX_ENTRIES)
    expect(entries[0]?.key).toBe('t11')
    expect(entries.some((entry) => entry.key === 't0' || entry.key === 't1')).toBe(false)
    entries = putCacheEntry(entries, 't5', 55, now)
    expect(entries.filter((entry) => entry.key === 't5')).toEqual([{ key: 't5', data: 55, timestamp: now }])
    expect(entries).toHaveLength(TICKET_CACHE_MAX_ENTRIES)
  })

  it('shows nothing older than 15 days, and drops it when writing', () => {
    const old = { key: 'old', data: 1, timestamp: now - TICKET_CACHE_MAX_AGE_MS - 1 }
    const edge = { key: 'edge', data: 2, timestamp: now - TICKET_CACHE_MAX_AGE_MS }
    expect(readCacheEntry([old, edge], 'old', now)).toBeNull()
    expect(readCacheEntry([old, edge], 'edge', now)?.data).toBe(2)
    expect(readCacheEntry([old, edge], 'missing', now)).toBeNull()
    expect(putCacheEntry([old, edge], 'new', 3, now).map((entry) => entry.key)).toEqual(['new', 'edge'])
  })
})

describe('which failures answer from the cache (s8)', () => {
  it('network errors, timeouts, HTTP 5xx, 429 and 469 do', () => {
    expect(fallsBackToCache({ kind: 'network' })).toBe(true)
    expect(fallsBackToCache({ kind: 'timeout' })).toBe(true)
    for (const httpCode of [500, 502, 504, 429, 469]) expect(fallsBackToCache({ kind: 'http', httpCode })).toBe(true)
  })
  it('a 404, another 4xx or a business refusal does not', () => {
    for (const httpCode of [404, 400, 403, 468]) expect(fallsBackToCache({ kind: 'http', httpCode })).toBe(false)
    expect(fallsBackToCache({ kind: 'business' })).toBe(false)
    expect(fallsBackToCache({ kind: 'notLoggedIn' })).toBe(false)
  })
})
