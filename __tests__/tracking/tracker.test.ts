import {
  TRACK_BATCH_SIZE,
  TRACK_EVENT_EXPIRY_MS,
  TRACK_FLUSH_THROTTLE_MS,
  TRACK_HEARTBEAT_MS,
  TRACK_MAX_DELAY_MS,
  TRACK_MAX_QUEUED,
  TRACK_PAGE_SHOWN_AFTER_MS,
  TRACK_SEND_RETRIES,
  TRACK_SESSION_IDLE_MS,
  TRACK_SESSION_MAX_MS,
  type TrackEvent,
} from '@/domain/tracking'
import { PageVisit, TRACK_KEYS, Tracker, loggingSend, type SendResult, type TrackerDeps } from '@/tracking/tracker'

type Harness = {
  tracker: Tracker
  sent: TrackEvent[][]
  stored: Map<string, unknown>
  answer: { next: SendResult }
  deps: TrackerDeps
}

function harness(stored = new Map<string, unknown>()): Harness {
  const sent: TrackEvent[][] = []
  const answer = { next: 'sent' as SendResult }
  let ids = 0
  const deps: TrackerDeps = {
    now: () => Date.now(),
    setTimer: (run, ms) => setTimeout(run, ms),
    clearTimer: (id) => clearTimeout(id as ReturnType<typeof setTimeout>),
    send: (events) => {
      sent.push([...events])
      return Promise.resolve(answer.next)
    },
    load: (key) => stored.get(key),
    save: (key, value) => stored.set(key, value),
    newId: () => `id${++ids}`,
  }
  return { tracker: new Tracker(deps), sent, stored, answer, deps }
}

beforeEach(() => {
  jest.useFakeTimers()
  jest.setSystemTime(new Date('2026-11-27T10:00:00Z'))
})
afterEach(() => jest.useRealTimers())

describe('the tracker at the s9 limits', () => {
  it('an ordinary event waits 6 s: nothing at 5999 ms, one batch at 6000 ms', async () => {
    const { tracker, sent } = harness()
    tracker.track('view', 'homeList')
    await jest.advanceTimersByTimeAsync(TRACK_MAX_DELAY_MS - 1)
    expect(sent).toHaveLength(0)
    await jest.advanceTimersByTimeAsync(1)
    expect(sent).toHaveLength(1)
    expect(sent[0]!.map((event) => event.p)).toEqual(['homeList'])
    expect(tracker.pending()).toHaveLength(0)
  })

  it('99 events wait; the 100th sends a batch of 100 at once', async () => {
    const { tracker, sent } = harness()
    for (let i = 0; i < TRACK_BATCH_SIZE - 1; i++) tracker.track('click', 'p', { c: `${i}` })
    await jest.advanceTimersByTimeAsync(0)
    expect(sent).toHaveLength(0)
    tracker.track('click', 'p', { c: 'last' })
    await jest.advanceTimersByTimeAsync(0)
    expect(sent.map((batch) => batch.length)).toEqual([TRACK_BATCH_SIZE])
  })

  it('a batch holds at most 100: 150 events go as 100 then 50, the second after the 300 ms flush throttle', async () => {
    const { tracker, sent } = harness()
    jest.setSystemTime(Date.now())
    for (let i = 0; i < 150; i++) tracker.track('click', 'p', { c: `${i}` })
    await jest.advanceTimersByTimeAsync(0)
    expect(sent.map((batch) => batch.length)).toEqual([TRACK_BATCH_SIZE])
    tracker.track('leave', 'p', { d: 1 }, 100)
    await jest.advanceTimersByTimeAsync(TRACK_FLUSH_THROTTLE_MS - 1)
    expect(sent).toHaveLength(1)
    await jest.advanceTimersByTimeAsync(1)
    expect(sent.map((batch) => batch.length)).toEqual([TRACK_BATCH_SIZE, 51])
  })

  it('a priority-100 event (page leave) goes without delay', async () => {
    const { tracker, sent } = harness()
    tracker.track('view', 'a')
    tracker.track('leave', 'a', { d: 3 }, 100)
    await jest.advanceTimersByTimeAsync(0)
    expect(sent[0]!.map((event) => event.k)).toEqual(['view', 'leave'])
  })

  it('keeps 200 queued: the 201st drops the oldest, and the stored queue is the same', async () => {
    const { tracker, stored, answer } = harness()
    answer.next = 'failed'
    for (let i = 0; i < TRACK_MAX_QUEUED; i++) tracker.track('click', 'p', { c: `${i}` })
    expect(tracker.pending()).toHaveLength(TRACK_MAX_QUEUED)
    tracker.track('click', 'p', { c: 'newest' })
    expect(tracker.pending()).toHaveLength(TRACK_MAX_QUEUED)
    expect(tracker.pending()[0]!.c).toBe('1')
    expect(tracker.pending().at(-1)!.c).toBe('newest')
    expect((stored.get(TRACK_KEYS.queue) as TrackEvent[])[0]!.c).toBe('1')
  })

  it('a failed send is retried 3 times, then the events wait for the next event and go after recovery', async () => {
    const { tracker, sent, answer } = harness()
    answer.next = 'failed'
    tracker.track('leave', 'a', { d: 1 }, 100)
    await jest.advanceTimersByTimeAsync(TRACK_FLUSH_THROTTLE_MS * 10)
    expect(sent).toHaveLength(1 + TRACK_SEND_RETRIES)
    await jest.advanceTimersByTimeAsync(TRACK_MAX_DELAY_MS * 10)
    expect(sent).toHaveLength(1 + TRACK_SEND_RETRIES)
    expect(tracker.pending()).toHaveLength(1)

    answer.next = 'sent'
    tracker.track('view', 'b')
    await jest.advanceTimersByTimeAsync(TRACK_MAX_DELAY_MS)
    expect(sent.at(-1)!.map((event) => event.p)).toEqual(['a', 'b'])
    expect(tracker.pending()).toHaveLength(0)
  })

  it("a batch the collector cannot read ('decrypt fail') is dropped, not retried", async () => {
    const { tracker, sent, answer } = harness()
    answer.next = 'rejected'
    tracker.track('leave', 'a', { d: 1 }, 100)
    await jest.advanceTimersByTimeAsync(TRACK_MAX_DELAY_MS)
    expect(sent).toHaveLength(1)
    expect(tracker.pending()).toHaveLength(0)
  })

  it('the queue survives a relaunch; events older than 300 min are dropped unsent', async () => {
    const first = harness()
    first.answer.next = 'failed'
    first.tracker.track('view', 'old')
    jest.setSystemTime(Date.now() + 60_000)
    first.tracker.track('view', 'recent')
    jest.setSystemTime(Date.now() + TRACK_EVENT_EXPIRY_MS - 30_000)
    const second = harness(first.stored)
    expect(second.tracker.pending().map((event) => event.p)).toEqual(['recent'])
    expect(second.tracker.deviceId).toBe(first.tracker.deviceId)
  })
})

describe('tracking sessions (s4)', () => {
  const sessionOf = (tracker: Tracker) => tracker.pending().at(-1)!.s

  it('29:59 idle keeps the session; 30 min idle starts a new one', () => {
    const { tracker, answer } = harness()
    answer.next = 'failed'
    tracker.track('view', 'a')
    const first = sessionOf(tracker)
    jest.setSystemTime(Date.now() + TRACK_SESSION_IDLE_MS - 1000)
    tracker.track('view', 'b')
    expect(sessionOf(tracker)).toBe(first)
    jest.setSystemTime(Date.now() + TRACK_SESSION_IDLE_MS)
    tracker.track('view', 'c')
    expect(sessionOf(tracker)).not.toBe(first)
  })

  it('a busy session ends 12 h after its first event', () => {
    const { tracker } = harness()
    tracker.track('view', 'a')
    const first = sessionOf(tracker)
    const started = Date.now()
    while (Date.now() + TRACK_SESSION_IDLE_MS / 2 < started + TRACK_SESSION_MAX_MS) {
      jest.setSystemTime(Date.now() + TRACK_SESSION_IDLE_MS / 2)
      tracker.track('beat', 'a')
      expect(sessionOf(tracker)).toBe(first)
    }
    jest.setSystemTime(started + TRACK_SESSION_MAX_MS)
    tracker.track('beat', 'a')
    expect(sessionOf(tracker)).not.toBe(first)
  })
})

describe('a page visit (s9: shown after 300 ms, heartbeat 5 s)', () => {
  it('a page left before 300 ms records nothing; one shown longer has a view, beats and its leave with the seconds', async () => {
    const { tracker, deps, answer } = harness()
    answer.next = 'failed'
    const quick = new PageVisit(tracker, deps, 'quick')
    await jest.advanceTimersByTimeAsync(TRACK_PAGE_SHOWN_AFTER_MS - 1)
    quick.leave()
    expect(tracker.pending()).toHaveLength(0)

    const visit = new PageVisit(tracker, deps, 'homeList')
    await jest.advanceTimersByTimeAsync(TRACK_PAGE_SHOWN_AFTER_MS)
    expect(tracker.pending().map((event) => event.k)).toEqual(['view'])
    await jest.advanceTimersByTimeAsync(TRACK_HEARTBEAT_MS * 2)
    visit.click('tab:mine')
    await jest.advanceTimersByTimeAsync(1000)
    visit.leave()
    const kinds = tracker.pending().map((event) => [event.k, event.d ?? event.c])
    expect(kinds).toEqual([
      ['view', undefined],
      ['beat', 5],
      ['beat', 10],
      ['click', 'tab:mine'],
      ['leave', 11],
    ])
  })
})

describe('loggingSend (Environment isDebug)', () => {
  it('logs each batch with its outcome and events, and answers what the send answered', async () => {
    const lines: string[] = []
    const send = loggingSend(
      async () => 'failed' as SendResult,
      (line) => lines.push(line),
    )
    const result = await send([
      { k: 'view', p: 'home', t: 1, s: 'S1', r: 1 },
      { k: 'click', p: 'home', t: 2, s: 'S1', c: 'tab:my', r: 1 },
    ])
    expect(result).toBe('failed')
    expect(lines).toEqual(['[track] failed: 2 event(s): view home, click home'])
  })
})
