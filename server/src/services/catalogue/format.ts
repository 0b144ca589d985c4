/**
 * Display helpers: times in the shows' zone (China and Macau are UTC+8 all year) and prices
 * (spec section 3: minOriginalPriceInfo {prefix, yuanNum, centNum, suffix}; section 5: price
 * 0 hides the price, -1 shows 价格待定). Money is integer cents in the database; the API gives
 * yuan as numbers with 2 decimals, as the real gateways do, plus the split display info.
 */
import type { Lang } from './i18n'

export const ZONE_OFFSET_MS = 8 * 60 * 60 * 1000
export const DAY_MS = 24 * 60 * 60 * 1000

/** Midnight (UTC+8) of the day containing `now`. */
export function startOfDay(now: number): number {
  return Math.floor((now + ZONE_OFFSET_MS) / DAY_MS) * DAY_MS - ZONE_OFFSET_MS
}

/** 'YYYY-MM-DD' (UTC+8) to the epoch ms of that midnight; undefined when not a real date. */
export function parseDate(text: string): number | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text)
  if (!match) return undefined
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const utc = Date.UTC(year, month - 1, day)
  const back = new Date(utc)
  if (back.getUTCFullYear() !== year || back.getUTCMonth() !== month - 1 || back.getUTCDate() !== day) return undefined
  return utc - ZONE_OFFSET_MS
}

interface Parts {
  y: number
  m: string
  d: string
  hh: string
  mm: string
  weekday: number
}

function parts(ms: number): Parts {
  const date = new Date(ms + ZONE_OFFSET_MS)
  const pad = (n: number) => String(n).padStart(2, '0')
  return {
    y: date.getUTCFullYear(),
    m: pad(date.getUTCMonth() + 1),
    d: pad(date.getUTCDate()),
    hh: pad(date.getUTCHours()),
    mm: pad(date.getUTCMinutes()),
    weekday: date.getUTCDay(),
  }
}

const WEEKDAYS: Record<Lang, readonly string[]> = {
  'zh-CN': ['周日', '周一', '周二', '周三', '周四', '周五', '周六'],
  'zh-MO': ['週日', '週一', '週二', '週三', '週四', '週五', '週六'],
  'en-US': ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'],
}

export function weekday(ms: number, lang: Lang): string {
  return WEEKDAYS[lang][parts(ms).weekday] ?? ''
}

/** '2025-06-14' */
export function isoDate(ms: number): string {
  const p = parts(ms)
  return `${p.y}-${p.m}-${p.d}`
}

/** '2025.06.14 19:30' */
export function dateTime(ms: number): string {
  const p = parts(ms)
  return `${p.y}.${p.m}.${p.d} ${p.hh}:${p.mm}`
}

/** '19:30' */
export function clock(ms: number): string {
  const p = parts(ms)
  return `${p.hh}:${p.mm}`
}

/** The show's date range: '2025.06.14' or '2025.06.14-06.21' or '2025.12.30-2026.01.02'. */
export function showDate(first: number, last: number): string {
  const a = parts(first)
  const b = parts(last)
  const start = `${a.y}.${a.m}.${a.d}`
  if (isoDate(first) === isoDate(last)) return start
  return a.y === b.y ? `${start}-${b.m}.${b.d}` : `${start}-${b.y}.${b.m}.${b.d}`
}

/** A session's name: '2025-06-14 周六 19:30' (all-day sessions: '2025-06-14 周六 全天'). */
export function sessionName(start: number, end: number, lang: Lang): string {
  const allDay = end - start >= 6 * 60 * 60 * 1000
  const time = allDay ? ({ 'zh-CN': '全天', 'zh-MO': '全天', 'en-US': 'all day' } as const)[lang] : clock(start)
  return `${isoDate(start)} ${weekday(start, lang)} ${time}`
}

/** displayShowTime: the single session's date and time, or the range with a weekday. */
export function displayShowTime(first: number, last: number, lang: Lang): string {
  if (first === last) return `${dateTime(first)} ${weekday(first, lang)}`
  return showDate(first, last)
}

export interface PriceInfo {
  readonly prefix: string
  readonly yuanNum: string
  readonly centNum: string
  readonly suffix: string
}

export const CURRENCY_PREFIX: Record<string, string> = { CNY: '¥', MOP: 'MOP$', HKD: 'HK$' }

/** Cents to yuan, 2 decimals. */
export const yuan = (cents: number): number => Math.round(cents) / 100

export function priceInfo(cents: number, currency: string, suffix = ''): PriceInfo {
  if (cents < 0) return { prefix: '', yuanNum: '-1', centNum: '', suffix: '' }
  const whole = Math.floor(cents / 100)
  return {
    prefix: CURRENCY_PREFIX[currency] ?? currency,
    yuanNum: String(whole),
    centNum: String(cents % 100).padStart(2, '0'),
    suffix,
  }
}

export const FROM_SUFFIX: Record<Lang, string> = { 'zh-CN': '起', 'zh-MO': '起', 'en-US': ' onwards' }

/** Compares dotted versions ('1.2.10' > '1.2.9'); a missing part counts as 0. */
export function compareVersions(a: string, b: string): number {
  const pa = a.split(/[.-]/).map((part) => Number.parseInt(part, 10) || 0)
  const pb = b.split(/[.-]/).map((part) => Number.parseInt(part, 10) || 0)
  for (let i = 0; i < Math.max(pa.length, pb.length, 3); i += 1) {
    const diff = (pa[i] ?? 0) - (pb[i] ?? 0)
    if (diff !== 0) return diff < 0 ? -1 : 1
  }
  return 0
}
