/**
 * The tracking rules of spec s4 (sessions) and s9 (queue, batches, timing), pure: the tracker
 * (src/tracking) keeps the state and the timers, these say what to do with them.
 */

/** s9: at most this many events in one batch. */
export const TRACK_BATCH_SIZE = 100
/** s9: an ordinary event waits at most this long before its batch is sent. */
export const TRACK_MAX_DELAY_MS = 6000
/** s9: a queued event older than this (300 min) is dropped unsent. */
export const TRACK_EVENT_EXPIRY_MS = 300 * 60_000
/** s9: two sends are at least this far apart. */
export const TRACK_FLUSH_THROTTLE_MS = 300
/** s9, s8: at most this many events queued (and stored); over it the oldest are dropped. */
export const TRACK_MAX_QUEUED = 200
/** s9: an event of this priority is sent without delay; others have TRACK_PRIORITY_NORMAL. */
export const TRACK_PRIORITY_IMMEDIATE = 100
export const TRACK_PRIORITY_NORMAL = 1
/** s9: one send gives up after this long. */
export const TRACK_SEND_TIMEOUT_MS = 6000
/** s8: a failed send is tried again this many times before the batch waits for the next flush. */
export const TRACK_SEND_RETRIES = 3
/** s9: the device id is kept this long (storage retention 30 days). */
export const TRACK_RETENTION_MS = 30 * 24 * 3600_000
/** s9: a shown page reports a heartbeat this often, its time on page capped at TRACK_MAX_DURATION_S. */
export const TRACK_HEARTBEAT_MS = 5000
export const TRACK_MAX_DURATION_S = 432_000
/** s9: a page's load time is counted up to this many seconds. */
export const TRACK_PAGE_LOAD_MAX_S = 1800
/** s9: a page counts as viewed once shown this long. */
export const TRACK_PAGE_SHOWN_AFTER_MS = 300
/** s4: a new session after 12 h from its first event, or after 30 min without events. */
export const TRACK_SESSION_MAX_MS = 12 * 3600_000
export const TRACK_SESSION_IDLE_MS = 30 * 60_000
/**
 * Not in the spec: the batch rides in a GET query, so its JSON stays under this many bytes
 * (about 9.4 KB of URL once encrypted and encoded, below the gateway's 16 KB request head).
 */
export const TRACK_MAX_BATCH_BYTES = 7000

/** view: a page shown; click: a marked element tapped; beat: a page still shown; leave: a page left. */
export type TrackKind = 'view' | 'click' | 'beat' | 'leave'

export interface TrackEvent {
  /** Kind. */
  readonly k: TrackKind
  /** Page name (src/routes). */
  readonly p: string
  /** Time, ms since the epoch. */
  readonly t: number
  /** Session id. */
  readonly s: string
  /** The clicked element's mark (click). */
  readonly c?: string
  /** Seconds on the page (beat, leave) or the page's load time (view). */
  readonly d?: number
  /** Priority: TRACK_PRIORITY_IMMEDIATE or TRACK_PRIORITY_NORMAL. */
  readonly r: number
}

export interface TrackSession {
  readonly id: string
  readonly startedAt: number
  readonly lastEventAt: number
}

/** The session an event at `now` belongs to: the current one, or a new one (s4). */
export function sessionAt(current: TrackSession | undefined, now: number, newId: () => string): TrackSession {
  if (
    current &&
    now - current.startedAt < TRACK_SESSION_MAX_MS &&
    now - current.lastEventAt < TRACK_SESSION_IDLE_MS &&
    now >= current.lastEventAt
  ) {
    return { ...current, lastEventAt: now }
  }
  return { id: newId(), startedAt: now, lastEventAt: now }
}

/** The queue without events past their expiry, then without the oldest over TRACK_MAX_QUEUED. */
export function pruneQueue(queue: readonly TrackEvent[], now: number): TrackEvent[] {
  const live = queue.filter((event) => now - event.t < TRACK_EVENT_EXPIRY_MS)
  return live.length > TRACK_MAX_QUEUED ? live.slice(live.length - TRACK_MAX_QUEUED) : live
}

/** The queue with `event` added (s8: the oldest dropped over 200). */
export function enqueue(queue: readonly TrackEvent[], event: TrackEvent, now: number): TrackEvent[] {
  return pruneQueue([...queue, event], now)
}

/** How many of the oldest queued events go in the next batch: at most 100 and TRACK_MAX_BATCH_BYTES of JSON. */
export function batchLength(queue: readonly TrackEvent[]): number {
  let bytes = 2
  let n = 0
  for (const event of queue.slice(0, TRACK_BATCH_SIZE)) {
    bytes += JSON.stringify(event).length + 1
    if (n > 0 && bytes > TRACK_MAX_BATCH_BYTES) break
    n += 1
  }
  return n
}

/**
 * Milliseconds until the queue should be sent (0: now), or undefined when empty: at once for a
 * full batch or an immediate-priority event, else when the oldest event has waited 6 s; never
 * sooner than the flush throttle after the last send.
 */
export function flushDelay(queue: readonly TrackEvent[], now: number, lastSentAt: number | undefined): number | undefined {
  if (queue.length === 0) return undefined
  const urgent = queue.length >= TRACK_BATCH_SIZE || queue.some((event) => event.r >= TRACK_PRIORITY_IMMEDIATE)
  const due = urgent ? now : queue[0]!.t + TRACK_MAX_DELAY_MS
  const throttled = lastSentAt === undefined ? due : Math.max(due, lastSentAt + TRACK_FLUSH_THROTTLE_MS)
  return Math.max(0, throttled - now)
}

/** Seconds between two times, capped (heartbeats and leave at 432000 s, load at 1800 s). */
export function cappedSeconds(fromMs: number, toMs: number, capSeconds: number): number {
  return Math.min(capSeconds, Math.max(0, Math.round((toMs - fromMs) / 1000)))
}

/** D29: tracking runs when the build allows it and the shop has IS_OPEN_TD, and the data-center config does not say off. */
export function trackingOn(supportTrack: boolean, shopFlag: boolean, configEnabled: boolean | undefined): boolean {
  return supportTrack && shopFlag && configEnabled !== false
}
