/**
 * What a show card shows (spec sections 3-5): the price line, the status tag, the marketing and
 * other tags, and the time. Pure: the card turns the results into words with `t()` (the word keys
 * are named here, in the `shows` feature's locale files) and styles.
 *
 * Rules that do NOT touch the card, on purpose: MERCHANT_IS_ZZ (spec section 4) renames and hides
 * the purchase buttons and panels of show detail, and the PENDING rule hides that button; a card
 * has neither. The shop's `hiddenTicketPrice` does touch it: the price gives way to the shop's text.
 */
import { SHOW_STATUSES, type ShowStatus } from '@showtix/contract/rules'
import { hasFlag, type ShopConfig } from './shop-config'
import { shopClock } from './shop-time'

/** Spec section 3: minOriginalPriceInfo / maxOriginalPriceInfo, the price split for display. */
export interface PriceInfo {
  readonly prefix?: string | null
  readonly yuanNum?: string | number | null
  readonly centNum?: string | number | null
  readonly suffix?: string | null
}

export interface ShowTag {
  readonly type?: string | null
  readonly title?: string | null
}

/** The fields of a show (list card or detail) the display rules read. */
export interface ShowDisplayFields {
  readonly minOriginalPriceInfo?: PriceInfo | null
  /** Yuan; -1 when the price is to be decided, 0 when free (the gateway's list cards). */
  readonly minOriginalPrice?: number | null
  readonly customPrice?: string | null
  readonly pricePending?: boolean | null
  readonly isFree?: boolean | null
  readonly soldOut?: boolean | null
  readonly showStatus?: string | null
  readonly showStatusDisplay?: string | null
  readonly showTags?: readonly ShowTag[] | null
  readonly displayShowTime?: string | null
  readonly firstShowTime?: number | null
  readonly lastShowTime?: number | null
}

/** The shop's price switches (spec section 3, shop config). */
export interface PriceSettings {
  readonly hiddenTicketPrice?: boolean | null
  readonly hiddenTicketPriceText?: string | null
  /** D21 DISPLAY_PLUS_SIGN: a "from" price reads "¥380+" instead of "¥380起" / "¥380 onwards". */
  readonly plusSign?: boolean
}

/** What a "from" price ends with in a DISPLAY_PLUS_SIGN shop (D21). */
export const PLUS_SIGN_SUFFIX = '+'

/** A shop's price switches, from its config (the fields and the flag the price line reads). */
export function priceSettingsOf(shop: ShopConfig | null | undefined): PriceSettings {
  return {
    hiddenTicketPrice: shop?.hiddenTicketPrice ?? null,
    hiddenTicketPriceText: shop?.hiddenTicketPriceText ?? null,
    plusSign: hasFlag(shop, 'DISPLAY_PLUS_SIGN'),
  }
}

/** Spec section 5: a price of -1 means "to be decided". */
export const PRICE_PENDING = -1

/** Word keys (feature `shows`). */
export const PRICE_PENDING_KEY = 'shows.price.pending'
export const PRICE_FREE_KEY = 'shows.price.free'

export type PriceDisplay =
  /** Nothing is shown: price 0, or the shop hides prices and has no text for it. */
  | { readonly kind: 'hidden' }
  /** -1: 价格待定 (word key). */
  | { readonly kind: 'pending'; readonly key: typeof PRICE_PENDING_KEY }
  /** A free show: 'free' (word key). */
  | { readonly kind: 'free'; readonly key: typeof PRICE_FREE_KEY }
  /** Text from the gateway or the shop, shown as it is. */
  | { readonly kind: 'text'; readonly text: string }
  /** ¥380 起, or ¥380.50 起: `cents` is null when they are 00. */
  | {
      readonly kind: 'amount'
      readonly prefix: string
      readonly yuan: string
      readonly cents: string | null
      readonly suffix: string
    }

const digits = (value: string | number | null | undefined): string =>
  value === null || value === undefined ? '' : String(value).trim()

/** Whole yuan as an integer, NaN when not a number ('-1' is -1). */
function yuanOf(info: PriceInfo | null | undefined): number {
  const text = digits(info?.yuanNum)
  return text === '' ? Number.NaN : Number(text)
}

/** Cents as two digits ('5' -> '05'); '' when missing. */
function centsOf(info: PriceInfo | null | undefined): string {
  const text = digits(info?.centNum)
  if (text === '' || !/^\d{1,2}$/.test(text)) return ''
  return text.padStart(2, '0')
}

/** Spec section 5: -1 shows 价格待定 (by the flag, the yuan of the info, or the yuan number). */
export function isPricePending(show: ShowDisplayFields): boolean {
  return (
    show.pricePending === true || yuanOf(show.minOriginalPriceInfo) === PRICE_PENDING || show.minOriginalPrice === PRICE_PENDING
  )
}

/**
 * The price line of a card, in this order:
 * 1. the shop hides ticket prices: its `hiddenTicketPriceText`, or nothing;
 * 2. -1 / pending: 价格待定;
 * 3. free: 'free';
 * 4. a custom price text from the gateway (not the pending one): that text;
 * 5. price 0 (or no price at all): nothing;
 * 6. otherwise prefix, yuan, cents (hidden when 00), suffix (a "from" suffix is "+" where the
 *    shop says DISPLAY_PLUS_SIGN).
 */
export function priceDisplay(show: ShowDisplayFields, settings: PriceSettings = {}): PriceDisplay {
  if (settings.hiddenTicketPrice) {
    const text = settings.hiddenTicketPriceText?.trim()
    return text ? { kind: 'text', text } : { kind: 'hidden' }
  }
  if (isPricePending(show)) return { kind: 'pending', key: PRICE_PENDING_KEY }
  if (show.isFree) return { kind: 'free', key: PRICE_FREE_KEY }
  const custom = show.customPrice?.trim()
  if (custom) return { kind: 'text', text: custom }
  const info = show.minOriginalPriceInfo
  const yuan = yuanOf(info)
  const cents = centsOf(info)
  if (!Number.isFinite(yuan) || yuan < 0) return { kind: 'hidden' }
  if (yuan === 0 && (cents === '' || cents === '00')) return { kind: 'hidden' }
  return {
    kind: 'amount',
    prefix: info?.prefix ?? '',
    yuan: String(yuan),
    cents: cents === '' || cents === '00' ? null : cents,
    suffix: info?.suffix && settings.plusSign ? PLUS_SIGN_SUFFIX : (info?.suffix ?? ''),
  }
}

/** The price as one plain string (screen readers, tests); '' when hidden. */
export function priceText(display: PriceDisplay, t: (key: string) => string): string {
  switch (display.kind) {
    case 'hidden':
      return ''
    case 'pending':
    case 'free':
      return t(display.key)
    case 'text':
      return display.text
    default:
      return `${display.prefix}${display.yuan}${display.cents ? `.${display.cents}` : ''}${display.suffix}`
  }
}

/**
 * A price tier's name without the price it already says ('VIP 1280元' -> 'VIP', '¥880' -> '',
 * 'MOP$880' -> ''), so a chip that shows the price beside the name says it once. Only the
 * tier's own amount (with its currency marks) is taken out; any other number stays.
 */
export function tierNameWithoutPrice(name: string, display: PriceDisplay, t: (key: string) => string): string {
  const trimmed = name.trim()
  if (display.kind === 'pending') {
    // 'VIP 价格待定' -> 'VIP'; a free tier keeps its name ('免费票' is not '免费' twice).
    const said = priceText(display, t)
    return said ? trimmed.split(said).join(' ').replace(/\s+/g, ' ').trim() : trimmed
  }
  if (display.kind !== 'amount') return trimmed
  const digits = display.yuan.split('').join(',?')
  const cents = display.cents ? `\\.${display.cents}` : '(?:\\.0+)?'
  const number = `${digits}${cents}(?!\\d)`
  // The amount with a currency mark before or after it ('¥880', 'MOP$ 880', '880元'), or alone as
  // the whole name: a bare number elsewhere ('1大1小', 'Row 12') is not the price.
  if (new RegExp(`^${number}$`).test(trimmed)) return ''
  const before = '(?:MOP\\$|HK\\$|US\\$|RMB|[¥￥$])'
  const after = '(?:元|圓|圆|MOP|patacas?)'
  // No lookbehind (older mini-program engines lack it): the character before is captured and kept.
  const amount = new RegExp(`(^|[^\\d.,])(?:${before}\\s*${number}(?:\\s*${after})?|${number}\\s*${after})`, 'g')
  return trimmed.replace(amount, '$1 ').replace(/\s+/g, ' ').trim()
}

// --- Status ----------------------------------------------------------------------------------

// The statuses and the buyable rule are kept once, in ./purchase/show-status (spec section 4).
export { SHOW_STATUSES, isBuyableStatus as isBuyable, type ShowStatus } from '@showtix/contract/rules'

/** How a status tag looks: selling (brand), pre-sale (accent), few left / postponed (warning), off (grey). */
export type StatusTone = 'selling' | 'presale' | 'warning' | 'off'

const TONES: Record<ShowStatus, StatusTone> = {
  ON_SALE: 'selling',
  PRE_SALE: 'presale',
  LACK_OF_TICKET: 'warning',
  DELAY: 'warning',
  SOLD_OUT: 'off',
  PENDING: 'off',
  CANCELED: 'off',
  COMPLETED: 'off',
  DISABLED: 'off',
}

export interface StatusTag {
  readonly status: ShowStatus
  readonly tone: StatusTone
  /** The gateway's words for it (`showStatusDisplay`), when given and not overridden. */
  readonly text: string | null
  /** The word key to use when `text` is null: `shows.status.<STATUS>`. */
  readonly key: string
}

export const statusKey = (status: ShowStatus): string => `shows.status.${status}`

/**
 * The status tag of a card. Sold out (the flag or the status) always reads 已售罄 from the word
 * list (spec section 4), whatever the gateway's text; other statuses use the gateway's
 * `showStatusDisplay` when it has one, else the word list. An unknown or missing status: no tag.
 */
export function statusTag(show: ShowDisplayFields): StatusTag | null {
  const raw = show.showStatus ?? ''
  const known = (SHOW_STATUSES as readonly string[]).includes(raw) ? (raw as ShowStatus) : null
  const soldOut = show.soldOut === true || known === 'SOLD_OUT'
  const status: ShowStatus | null = soldOut ? 'SOLD_OUT' : known
  if (!status) return null
  const text = status === 'SOLD_OUT' ? null : show.showStatusDisplay?.trim() || null
  return { status, tone: TONES[status], text, key: statusKey(status) }
}

// --- Tags ------------------------------------------------------------------------------------

/** Spec section 3: these tag types are marketing tags and are styled apart. */
export const MARKETING_TAG_TYPES: readonly string[] = ['MARKETING_TAG_COUPON', 'MARKETING_TAG_ACTIVITY']

/** At most this many tags on a card (they sit on one line). */
export const MAX_CARD_TAGS = 3

export interface CardTag {
  readonly title: string
  readonly type: string
  readonly marketing: boolean
}

export const isMarketingTag = (type: string | null | undefined): boolean => MARKETING_TAG_TYPES.includes(type ?? '')

/**
 * The card's tags: those without a title dropped, one per title, marketing tags first (styled
 * apart), the others in the gateway's order, at most `max`.
 */
export function cardTags(tags: readonly ShowTag[] | null | undefined, max = MAX_CARD_TAGS): CardTag[] {
  const seen = new Set<string>()
  const all: CardTag[] = []
  for (const tag of tags ?? []) {
    const title = tag.title?.trim()
    if (!title || seen.has(title)) continue
    seen.add(title)
    all.push({ title, type: tag.type ?? '', marketing: isMarketingTag(tag.type) })
  }
  return [...all.filter((tag) => tag.marketing), ...all.filter((tag) => !tag.marketing)].slice(0, Math.max(0, max))
}

// --- Time ------------------------------------------------------------------------------------

/** A day in the shop's zone (shop-time.ts: the shows are in China and Macau). */
function ymd(ms: number): { y: number; m: string; d: string } {
  const clock = shopClock(ms)
  const pad = (n: number) => String(n).padStart(2, '0')
  return { y: clock.year, m: pad(clock.month), d: pad(clock.day) }
}

/**
 * The card's time: the gateway's `displayShowTime` as it is; without it the date range from
 * first and last show time ('2025.06.14', '2025.06.14-06.21', '2025.12.30-2026.01.02'); '' when
 * there is neither.
 */
export function displayShowTime(show: ShowDisplayFields): string {
  const given = show.displayShowTime?.trim()
  if (given) return given
  const first = show.firstShowTime
  if (typeof first !== 'number' || !Number.isFinite(first)) return ''
  const last = typeof show.lastShowTime === 'number' && Number.isFinite(show.lastShowTime) ? show.lastShowTime : first
  const a = ymd(first)
  const b = ymd(Math.max(first, last))
  const start = `${a.y}.${a.m}.${a.d}`
  if (a.y === b.y && a.m === b.m && a.d === b.d) return start
  return a.y === b.y ? `${start}-${b.m}.${b.d}` : `${start}-${b.y}.${b.m}.${b.d}`
}

/** Show statuses before the sale, when D33's early seat-plan prices apply. */
const BEFORE_SALE: readonly string[] = ['PRE_SALE', 'PENDING']

/**
 * D33 (`seatPlanDisplayAdvance` + `seatPlanDisplayDesc`): before the sale, a show whose merchant
 * says so lists its seat plans' prices early, with the description; on sale the buy flow shows them.
 */
export function seatPlansShownEarly(show: {
  readonly showStatus?: string | null
  readonly seatPlanDisplayAdvance?: boolean | null
}): boolean {
  return Boolean(show.seatPlanDisplayAdvance) && BEFORE_SALE.includes(show.showStatus ?? '')
}
