/**
 * The information pages' rules (spec sections 2-4): which policy document the agreement page
 * shows, the customer-service schedule (work hours and weekday configs), the shop's state in
 * words, the reasons the error page explains, and the announcement read record.
 */
import { POLICY_TYPES } from '@showtix/contract/enums'
import { shopClock } from './shop-time'
import type { CustomerServiceConfig } from './shop-config'

// ---------------------------------------------------------------------------------------------
// Agreement

/** The documents the agreement page shows (the gateway's policy types: the contract's list). */
export { POLICY_TYPES }
export type PolicyType = (typeof POLICY_TYPES)[number]
/** What the agreement page shows without (or with an unknown) `type` parameter. */
export const DEFAULT_POLICY_TYPE: PolicyType = 'USER_AGREEMENT'

/** The `type` parameter of the agreement page as a policy type (any case; unknown: the user agreement). */
export function policyTypeOf(param: string | undefined): PolicyType {
  const wanted = (param ?? '').trim().toUpperCase()
  return POLICY_TYPES.find((type) => type === wanted) ?? DEFAULT_POLICY_TYPE
}

// ---------------------------------------------------------------------------------------------
// Customer service hours (spec section 3, customerServiceConfigVO: work hours and weekday configs)

/** ISO weekdays as the gateway numbers them: 1 Monday ... 7 Sunday. */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const
export type Weekday = (typeof WEEKDAYS)[number]
const MINUTES_PER_DAY = 24 * 60

export interface ScheduleRow {
  /** First and last weekday of a run of consecutive days with the same hours. */
  readonly from: Weekday
  readonly to: Weekday
  readonly startTime: string
  readonly endTime: string
}

/** "HH:mm" to minutes after midnight; undefined when it is not a time of day ("24:00" is the end of the day). */
export function minutesOf(time: string | undefined): number | undefined {
  const match = /^(\d{1,2}):(\d{2})$/.exec(time?.trim() ?? '')
  if (!match) return undefined
  const hours = Number(match[1])
  const minutes = Number(match[2])
  if (minutes > 59 || hours > 24 || (hours === 24 && minutes > 0)) return undefined
  return hours * 60 + minutes
}

const isWeekday = (day: number): day is Weekday => (WEEKDAYS as readonly number[]).includes(day)

/** The valid weekday configs, one per day (the first wins), in weekday order. */
function weekdayHours(service: CustomerServiceConfig | null | undefined): Map<Weekday, { startTime: string; endTime: string }> {
  const days = new Map<Weekday, { startTime: string; endTime: string }>()
  for (const config of service?.weekdayConfigs ?? []) {
    const { weekday, startTime, endTime } = config
    if (!isWeekday(weekday) || days.has(weekday)) continue
    if (minutesOf(startTime) === undefined || minutesOf(endTime) === undefined) continue
    days.set(weekday, { startTime: startTime ?? '', endTime: endTime ?? '' })
  }
  return new Map([...days.entries()].sort(([a], [b]) => a - b))
}

/**
 * The weekly schedule in rows: consecutive weekdays with the same hours share a row
 * (Mon-Fri 09:00-21:00, Sat-Sun 09:00-18:00). Without weekday configs, the work hours apply to
 * every day; without either, there is no schedule.
 */
export function serviceSchedule(service: CustomerServiceConfig | null | undefined): ScheduleRow[] {
  const days = weekdayHours(service)
  if (days.size === 0) {
    const start = service?.workTime?.startTime
    const end = service?.workTime?.endTime
    if (minutesOf(start) === undefined || minutesOf(end) === undefined) return []
    return [{ from: 1, to: 7, startTime: start ?? '', endTime: end ?? '' }]
  }
  const rows: ScheduleRow[] = []
  for (const [day, hours] of days) {
    const last = rows[rows.length - 1]
    if (last && last.to === day - 1 && last.startTime === hours.startTime && last.endTime === hours.endTime) {
      rows[rows.length - 1] = { ...last, to: day }
    } else {
      rows.push({ from: day, to: day, ...hours })
    }
  }
  return rows
}

/** Weekdays without service when weekday configs are given (none when only work hours are). */
export function closedWeekdays(service: CustomerServiceConfig | null | undefined): Weekday[] {
  const days = weekdayHours(service)
  if (days.size === 0) return []
  return WEEKDAYS.filter((day) => !days.has(day))
}

/** A moment as the schedule reads it: ISO weekday and minutes after midnight (shop time). */
export interface WeekTime {
  readonly weekday: Weekday
  readonly minutes: number
}

/** An instant as the schedule reads it: weekday and clock in the shop's zone (shop-time.ts), whatever the phone's zone. */
export function weekTimeOf(at: Date | number): WeekTime {
  const clock = shopClock(at)
  const day = clock.weekday
  return { weekday: (day === 0 ? 7 : day) as Weekday, minutes: clock.hours * 60 + clock.minutes }
}

function within(minutes: number, startTime: string, endTime: string): boolean {
  const start = minutesOf(startTime) ?? 0
  const end = minutesOf(endTime) ?? 0
  if (start === end) return false
  // Hours past midnight (22:00-02:00) wrap around.
  return start < end ? minutes >= start && minutes < end : minutes >= start || minutes < end
}

/**
 * Whether the service is answering at `at`: within that weekday's hours (start inclusive, end
 * exclusive), or the work hours when no weekday configs are given. Undefined without any hours
 * (the page then does not say either way).
 */
export function isServiceOpen(service: CustomerServiceConfig | null | undefined, at: WeekTime): boolean | undefined {
  if (at.minutes < 0 || at.minutes >= MINUTES_PER_DAY) return undefined
  const rows = serviceSchedule(service)
  if (rows.length === 0) return undefined
  const today = rows.find((row) => at.weekday >= row.from && at.weekday <= row.to)
  // Yesterday's hours that run past midnight still count this morning.
  const yesterday = (at.weekday === 1 ? 7 : at.weekday - 1) as Weekday
  const late = rows.find((row) => yesterday >= row.from && yesterday <= row.to)
  const lateOpen =
    late !== undefined &&
    (minutesOf(late.endTime) ?? 0) < (minutesOf(late.startTime) ?? 0) &&
    at.minutes < (minutesOf(late.endTime) ?? 0)
  if (lateOpen) return true
  if (!today) return false
  const start = minutesOf(today.startTime) ?? 0
  const end = minutesOf(today.endTime) ?? 0
  // Today's overnight hours count only from their start (the early part is yesterday's).
  if (end < start) return at.minutes >= start
  return within(at.minutes, today.startTime, today.endTime)
}

// ---------------------------------------------------------------------------------------------
// Shop state (spec section 4: a shop not OPEN sends buyers to the shop-state page)

/** The states the page words; anything else reads as "not open". */
export const SHOP_STATES = ['CLOSED', 'SUSPENDED', 'PREPARING', 'EXPIRED'] as const
export type ShopStateWord = (typeof SHOP_STATES)[number] | 'UNKNOWN'

export function shopStateWord(status: string | undefined | null): ShopStateWord {
  const wanted = (status ?? '').trim().toUpperCase()
  return SHOP_STATES.find((state) => state === wanted) ?? 'UNKNOWN'
}

export interface ShopStateInfo {
  readonly merchantId?: string
  readonly shopName?: string
  readonly shopStatus?: string
}

/** The shop's name and state out of a gateway answer (the shop brief, or RE030326003101's data). */
export function shopStateInfo(data: unknown): ShopStateInfo {
  if (!data || typeof data !== 'object') return {}
  const record = data as Record<string, unknown>
  const text = (key: string) => (typeof record[key] === 'string' && record[key] ? { [key]: record[key] as string } : {})
  return { ...text('merchantId'), ...text('shopName'), ...text('shopStatus') }
}

// ---------------------------------------------------------------------------------------------
// The error page

/** What the error page can explain; `reason` parameter values. */
export const ERROR_REASONS = ['launch', 'network', 'notFound', 'unknown'] as const
export type ErrorReason = (typeof ERROR_REASONS)[number]

export function errorReasonOf(param: string | undefined): ErrorReason {
  return ERROR_REASONS.find((reason) => reason === param) ?? 'unknown'
}

/**
 * The page a retry reopens: only a path inside the app (`/...`, never `//host` or a URL with a
 * scheme), so the error page cannot be used to send a buyer elsewhere.
 */
export function retryTarget(from: string | undefined): string | undefined {
  const path = from?.trim()
  if (!path || !path.startsWith('/') || path.startsWith('//') || /^\/[^?]*:/.test(path) || /[\s\\]/.test(path)) return undefined
  return path
}

// ---------------------------------------------------------------------------------------------
// Announcement read record (spec section 3: announcementId, showId, clientReadTime, pageSource)

/** The page source the announcement detail page reports. */
export const ANNOUNCE_DETAIL_SOURCE = 'ANNOUNCE_DETAIL'

export interface ReadRecord {
  readonly announcementId: string
  readonly clientReadTime: number
  readonly pageSource: string
  readonly showId?: string
}

/** Announcement ids the gateway knows look like NT1001: letters, digits, _ and -. */
export function isAnnouncementId(id: string | undefined): id is string {
  return typeof id === 'string' && /^[A-Za-z0-9_-]{1,40}$/.test(id)
}

export function readRecord(announcementId: string, now: number, showId?: string): ReadRecord {
  return {
    announcementId,
    clientReadTime: Math.max(0, Math.floor(now)),
    pageSource: ANNOUNCE_DETAIL_SOURCE,
    ...(isAnnouncementId(showId) ? { showId } : {}),
  }
}
