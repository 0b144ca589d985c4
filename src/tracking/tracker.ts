/**
 * The tracker (spec s4, s8, s9; docs/decisions/tracking-and-reminders.md): events queue in
 * storage, go out in batches by the rules of domain/tracking, and a failed send is tried again
 * three times before the batch waits for the next event. Time, timers, storage and the send are
 * given, so jest drives every limit at its edge.
 */
import {
  TRACK_FLUSH_THROTTLE_MS,
  TRACK_HEARTBEAT_MS,
  TRACK_MAX_DURATION_S,
  TRACK_PAGE_SHOWN_AFTER_MS,
  TRACK_PRIORITY_IMMEDIATE,
  TRACK_PRIORITY_NORMAL,
  TRACK_RETENTION_MS,
  TRACK_SEND_RETRIES,
  batchLength,
  cappedSeconds,
  enqueue,
  flushDelay,
  pruneQueue,
  sessionAt,
  type TrackEvent,
  type TrackKind,
  type TrackSession,
} from '@/domain/tracking'

/** sent: stored by the collector; rejected: unreadable ('decrypt fail'), dropped; failed: try again. */
export type SendResult = 'sent' | 'rejected' | 'failed'

export interface TrackerDeps {
  now(): number
  setTimer(run: () => void, ms: number): unknown
  clearTimer(id: unknown): void
  send(events: readonly TrackEvent[]): Promise<SendResult>
  load(key: string): unknown
  save(key: string, value: unknown): void
  newId(): string
}

/** Storage keys (spec-notes §2i). */
export const TRACK_KEYS = { queue: 'track.queue', session: 'track.session', identity: 'track.identity' } as const

interface Identity {
  readonly id: string
  readonly createdAt: number
}

const isEvent = (value: unknown): value is TrackEvent =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as TrackEvent).k === 'string' &&
  typeof (value as TrackEvent).t === 'number'

export class Tracker {
  private queue: TrackEvent[]
  private session: TrackSession | undefined
  private timer: unknown
  private sending = false
  private lastSentAt: number | undefined
  /** After a send failed every retry, the queue waits for the next event. */
  private waiting = false
  readonly deviceId: string

  constructor(private readonly deps: TrackerDeps) {
    const stored = deps.load(TRACK_KEYS.queue)
    this.queue = pruneQueue(Array.isArray(stored) ? stored.filter(isEvent) : [], deps.now())
    const session = deps.load(TRACK_KEYS.session) as TrackSession | undefined
    this.session = session && typeof session.id === 'string' ? session : undefined
    const identity = deps.load(TRACK_KEYS.identity) as Identity | undefined
    if (identity && typeof identity.id === 'string' && deps.now() - identity.createdAt < TRACK_RETENTION_MS) {
      this.deviceId = identity.id
    } else {
      this.deviceId = deps.newId()
      deps.save(TRACK_KEYS.identity, { id: this.deviceId, createdAt: deps.now() })
    }
    this.schedule()
  }

  /** What is queued, oldest first. */
  pending(): readonly TrackEvent[] {
    return this.queue
  }

  track(kind: TrackKind, page: string, extra: { c?: string; d?: number } = {}, priority = TRACK_PRIORITY_NORMAL): void {
    const now = this.deps.now()
    this.session = sessionAt(this.session, now, this.deps.newId)
    this.deps.save(TRACK_KEYS.session, this.session)
    this.queue = enqueue(this.queue, { k: kind, p: page, t: now, s: this.session.id, r: priority, ...extra }, now)
    this.deps.save(TRACK_KEYS.queue, this.queue)
    this.waiting = false
    this.schedule()
  }

  /** Sends what is queued as soon as the throttle allows (the app going to the background). */
  flushSoon(): void {
    if (this.queue.length === 0 || this.sending) return
    this.clear()
    const wait = this.lastSentAt === undefined ? 0 : Math.max(0, this.lastSentAt + TRACK_FLUSH_THROTTLE_MS - this.deps.now())
    this.timer = this.deps.setTimer(() => void this.flush(), wait)
  }

  private clear(): void {
    if (this.timer !== undefined) this.deps.clearTimer(this.timer)
    this.timer = undefined
  }

  private schedule(): void {
    if (this.sending || this.waiting) return
    this.clear()
    const delay = flushDelay(this.queue, this.deps.now(), this.lastSentAt)
    if (delay !== undefined) this.timer = this.deps.setTimer(() => void this.flush(), delay)
  }

  private async flush(): Promise<void> {
    this.timer = undefined
    this.queue = pruneQueue(this.queue, this.deps.now())
    const batch = this.queue.slice(0, batchLength(this.queue))
    if (batch.length === 0 || this.sending) return
    this.sending = true
    let result: SendResult = 'failed'
    for (let attempt = 0; attempt <= TRACK_SEND_RETRIES && result === 'failed'; attempt++) {
      if (attempt > 0) await new Promise<void>((resolve) => this.deps.setTimer(resolve, TRACK_FLUSH_THROTTLE_MS))
      result = await this.deps.send(batch).catch((): SendResult => 'failed')
      this.lastSentAt = this.deps.now()
    }
    this.sending = false
    if (result === 'failed') {
      this.waiting = true
      return
    }
    const done = new Set(batch)
    this.queue = this.queue.filter((event) => !done.has(event))
    this.deps.save(TRACK_KEYS.queue, this.queue)
    this.schedule()
  }
}

/**
 * One showing of a page: a view once shown 300 ms, a heartbeat every 5 s with the seconds so far,
 * and on leaving (only if it was viewed) the time on the page, sent without delay.
 */
export class PageVisit {
  private readonly shownAt: number
  private viewed = false
  private left = false
  private readonly timers: unknown[] = []

  constructor(
    private readonly tracker: Tracker,
    private readonly deps: Pick<TrackerDeps, 'now' | 'setTimer' | 'clearTimer'>,
    readonly page: string,
  ) {
    this.shownAt = deps.now()
    this.timers.push(deps.setTimer(() => this.view(), TRACK_PAGE_SHOWN_AFTER_MS))
  }

  private view(): void {
    if (this.left) return
    this.viewed = true
    this.tracker.track('view', this.page)
    this.beat()
  }

  private beat(): void {
    this.timers.push(
      this.deps.setTimer(() => {
        if (this.left) return
        const seconds = cappedSeconds(this.shownAt, this.deps.now(), TRACK_MAX_DURATION_S)
        this.tracker.track('beat', this.page, { d: seconds })
        if (seconds < TRACK_MAX_DURATION_S) this.beat()
      }, TRACK_HEARTBEAT_MS),
    )
  }

  click(mark: string): void {
    if (!this.left) this.tracker.track('click', this.page, { c: mark })
  }

  leave(): void {
    if (this.left) return
    this.left = true
    for (const timer of this.timers) this.deps.clearTimer(timer)
    if (this.viewed) {
      const seconds = cappedSeconds(this.shownAt, this.deps.now(), TRACK_MAX_DURATION_S)
      this.tracker.track('leave', this.page, { d: seconds }, TRACK_PRIORITY_IMMEDIATE)
    }
  }
}

/**
 * Environment `isDebug` (spec s3): each batch the tracker sends is written to `log` with its
 * outcome and its events (kind and page), so a tester sees what left the device.
 */
export function loggingSend(send: TrackerDeps['send'], log: (line: string) => void): TrackerDeps['send'] {
  return async (events) => {
    const result = await send(events)
    log(`[track] ${result}: ${events.length} event(s): ${events.map((event) => `${event.k} ${event.p}`).join(', ')}`)
    return result
  }
}
