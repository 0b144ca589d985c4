/**
 * Shop time (issue 15 item 6): show, session, sale, ticket, order and customer-service times are
 * the venue's, that is the shop's, whatever zone the phone is set to. A 19:30 Shanghai show reads
 * 19:30 on a phone in Los Angeles.
 *
 * The shops' configuration names no zone. The mainland shops are in Asia/Shanghai and the Macau
 * shop in Asia/Macau: both UTC+8 all year, without daylight saving, so one fixed offset serves
 * every shop and no time-zone database is needed (mini-program engines do not all carry one).
 * The offset lives in shop-zone.ts (no dayjs there: the H5 boot script uses it).
 */
import dayjs from 'dayjs'
import utc from 'dayjs/plugin/utc'
import { SHOP_UTC_OFFSET_MINUTES, SHOP_UTC_OFFSET_MS } from './shop-zone'

dayjs.extend(utc)

export { SHOP_TIME_ZONES, SHOP_UTC_OFFSET_MINUTES, SHOP_UTC_OFFSET_MS } from './shop-zone'

export type Instant = number | string | Date

/** Whether a value is an instant dayjs can read (a finite number, a date string, a valid Date). */
export function isInstant(value: Instant | null | undefined): value is Instant {
  if (value === null || value === undefined || value === '') return false
  return dayjs(value).isValid()
}

/**
 * An instant written in the shop's zone with a dayjs pattern ('YYYY-MM-DD HH:mm'); month and
 * weekday names follow dayjs's current locale (the app's language). '' when it is not a time.
 */
export function formatShopTime(at: Instant | null | undefined, pattern: string): string {
  if (!isInstant(at)) return ''
  return dayjs(at).utcOffset(SHOP_UTC_OFFSET_MINUTES).format(pattern)
}

/** An instant's calendar fields in the shop's zone (weekday 0 is Sunday, as `Date.getDay()`). */
export interface ShopClock {
  readonly year: number
  /** 1-12 */
  readonly month: number
  readonly day: number
  readonly weekday: number
  readonly hours: number
  readonly minutes: number
}

export function shopClock(at: Instant): ShopClock {
  const date = new Date(dayjs(at).valueOf() + SHOP_UTC_OFFSET_MS)
  return {
    year: date.getUTCFullYear(),
    month: date.getUTCMonth() + 1,
    day: date.getUTCDate(),
    weekday: date.getUTCDay(),
    hours: date.getUTCHours(),
    minutes: date.getUTCMinutes(),
  }
}
