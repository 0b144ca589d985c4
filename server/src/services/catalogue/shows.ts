/**
 * Show queries and the views the routes answer with (spec section 3 field names). Statuses
 * follow the clock: a pre-sale show whose sale time has passed is on sale, a show whose last
 * session has ended is completed, an on-sale show with nothing left is sold out.
 */
import type { AgeLimit, ShowTag } from '@showtix/contract'
import { inList, type Queryable } from '../../storage'
import { supportsSeatPicking, type SeatPickType, type ShowStatus } from '@showtix/contract/rules'
import { notFound } from '../../http/envelope'
import { byColumn, localize, pickJson, type I18n, type Lang } from './i18n'
import { FROM_SUFFIX, displayShowTime, isoDate, priceInfo, sessionName, showDate, weekday, yuan, type PriceInfo } from './format'

export { SHOW_STATUSES, isBuyableStatus, type ShowStatus } from '@showtix/contract/rules'

export interface ShowRow {
  id: string
  merchant_id: string
  name: string
  name_en: string | null
  name_tw: string | null
  poster_url: string
  category_code: string
  city_id: string
  venue_id: string
  tour_id: string | null
  group_id: string | null
  status: ShowStatus
  sale_time: number | null
  priority_sale_time: number | null
  first_show_time: number
  last_show_time: number
  seat_pick_type: SeatPickType
  is_free: number
  price_pending: number
  min_limit_age: number | null
  real_name: number
  purchase_limit: number
  captcha_switch: string | null
  exist_wait_list: number
  wait_list_capacity: number
  /** Real-name supplement deadline (migration 101), epoch ms; null: every holder at purchase. */
  identity_limit_time?: number | null
  tags: string
  description_html: string
  description_en: string | null
  description_tw: string | null
  service_notes: string
  is_sensitive: number
  /** D33: seat-plan prices shown before the sale, with seat_plan_display_desc (JSON texts). */
  seat_plan_display_advance: number
  seat_plan_display_desc: string | null
  seq: number
  brief: string
  advertise: string | null
  show_type: string
  remind_type: string
  favourite_count: number
  delivery_methods: string
  // Joined.
  city_name: string
  city_name_en: string
  city_name_tw: string
  province_id: string
  venue_name: string
  venue_name_en: string
  venue_name_tw: string
  venue_address: string
  venue_address_en: string
  venue_address_tw: string
  venue_lat: number
  venue_lng: number
  has_seat_map: number
  cat_seq: number
  cat_name: string
  cat_name_en: string
  cat_name_tw: string
  tour_name: string | null
  tour_name_en: string | null
  tour_name_tw: string | null
  currency: string
  min_price: number | null
  max_price: number | null
}

export const SHOW_SELECT = `
  SELECT s.*,
    c.name AS city_name, c.name_en AS city_name_en, c.name_tw AS city_name_tw, c.province_id AS province_id,
    v.name AS venue_name, v.name_en AS venue_name_en, v.name_tw AS venue_name_tw, v.address AS venue_address,
    v.address_en AS venue_address_en, v.address_tw AS venue_address_tw, v.lat AS venue_lat, v.lng AS venue_lng, v.has_seat_map AS has_seat_map,
    cat.seq AS cat_seq, cat.name AS cat_name, cat.name_en AS cat_name_en, cat.name_tw AS cat_name_tw,
    t.name AS tour_name, t.name_en AS tour_name_en, t.name_tw AS tour_name_tw,
    COALESCE(sh.currency, 'CNY') AS currency,
    (SELECT MIN(sp.original_price) FROM seat_plans sp JOIN sessions_show ss ON ss.id = sp.session_id WHERE ss.show_id = s.id) AS min_price,
    (SELECT MAX(sp.original_price) FROM seat_plans sp JOIN sessions_show ss ON ss.id = sp.session_id WHERE ss.show_id = s.id) AS max_price
  FROM shows s
  JOIN cities c ON c.id = s.city_id
  JOIN venues v ON v.id = s.venue_id
  JOIN categories cat ON cat.code = s.category_code
  LEFT JOIN tours t ON t.id = s.tour_id
  LEFT JOIN shops sh ON sh.merchant_id = s.merchant_id`

export async function findShow(db: Queryable, showId: string, merchantId: string): Promise<ShowRow> {
  const row = await db.one<ShowRow>(`${SHOW_SELECT} WHERE s.id = ? AND s.merchant_id = ?`, [showId, merchantId])
  if (!row) {
    if (showId.includes('SG')) throw notFound(`show ${showId} is a show group (see show_groups/${showId}); show`)
    throw notFound(`show ${showId}`)
  }
  return row
}

/** The status a buyer sees now (spec section 4). */
export function effectiveStatus(show: Pick<ShowRow, 'status' | 'sale_time' | 'last_show_time'>, now: number): ShowStatus {
  const { status } = show
  const live = status === 'ON_SALE' || status === 'PRE_SALE' || status === 'SOLD_OUT' || status === 'LACK_OF_TICKET'
  if (live && show.last_show_time + 3 * 60 * 60 * 1000 < now) return 'COMPLETED'
  if (status === 'PRE_SALE' && show.sale_time !== null && show.sale_time <= now) return 'ON_SALE'
  return status
}

const STATUS_RANK: Record<ShowStatus, number> = {
  ON_SALE: 0,
  PRE_SALE: 1,
  LACK_OF_TICKET: 2,
  SOLD_OUT: 3,
  PENDING: 4,
  DELAY: 5,
  CANCELED: 6,
  COMPLETED: 7,
  DISABLED: 8,
}
export const statusRank = (status: ShowStatus): number => STATUS_RANK[status]

const STATUS_TEXT: Record<ShowStatus, [short: I18n, long: I18n]> = {
  ON_SALE: [
    { 'zh-CN': '售票中', 'zh-MO': '售票中', 'en-US': 'On sale' },
    { 'zh-CN': '正在售票，欢迎选购', 'zh-MO': '正在售票，歡迎選購', 'en-US': 'Tickets are on sale' },
  ],
  PRE_SALE: [
    { 'zh-CN': '预售', 'zh-MO': '預售', 'en-US': 'Pre-sale' },
    { 'zh-CN': '即将开售，可设置开售提醒', 'zh-MO': '即將開售，可設置開售提醒', 'en-US': 'Sales open soon: set a reminder' },
  ],
  DISABLED: [
    { 'zh-CN': '已下架', 'zh-MO': '已下架', 'en-US': 'Not listed' },
    { 'zh-CN': '该演出已下架', 'zh-MO': '該演出已下架', 'en-US': 'This show is no longer listed' },
  ],
  SOLD_OUT: [
    { 'zh-CN': '已售罄', 'zh-MO': '已售罄', 'en-US': 'Sold out' },
    { 'zh-CN': '门票已售罄', 'zh-MO': '門票已售罄', 'en-US': 'Tickets are sold out' },
  ],
  LACK_OF_TICKET: [
    { 'zh-CN': '缺票登记', 'zh-MO': '缺票登記', 'en-US': 'Few left' },
    { 'zh-CN': '余票紧张，可登记缺票', 'zh-MO': '餘票緊張，可登記缺票', 'en-US': 'Few tickets left: register for returns' },
  ],
  PENDING: [
    { 'zh-CN': '待开售', 'zh-MO': '待開售', 'en-US': 'Sale pending' },
    { 'zh-CN': '开售时间待定', 'zh-MO': '開售時間待定', 'en-US': 'The sale date is to be announced' },
  ],
  CANCELED: [
    { 'zh-CN': '已取消', 'zh-MO': '已取消', 'en-US': 'Cancelled' },
    { 'zh-CN': '演出已取消，已购票将退款', 'zh-MO': '演出已取消，已購票將退款', 'en-US': 'Cancelled: tickets will be refunded' },
  ],
  COMPLETED: [
    { 'zh-CN': '已结束', 'zh-MO': '已結束', 'en-US': 'Finished' },
    { 'zh-CN': '演出已结束', 'zh-MO': '演出已結束', 'en-US': 'This show has finished' },
  ],
  DELAY: [
    { 'zh-CN': '延期', 'zh-MO': '延期', 'en-US': 'Postponed' },
    {
      'zh-CN': '演出延期，新日期待公布',
      'zh-MO': '演出延期，新日期待公佈',
      'en-US': 'Postponed: the new date will be announced',
    },
  ],
}

export function statusDisplay(status: ShowStatus, lang: Lang): { short: string; long: string } {
  const [short, long] = STATUS_TEXT[status]
  return { short: short[lang], long: long[lang] }
}

const BUTTON: Record<string, I18n> = {
  BUY: { 'zh-CN': '立即购买', 'zh-MO': '立即購買', 'en-US': 'Buy now' },
  PICK: { 'zh-CN': '选座购买', 'zh-MO': '選座購買', 'en-US': 'Select seats' },
  ZZ_PICK: { 'zh-CN': '选座兑票', 'zh-MO': '選座兌票', 'en-US': 'Select seats to redeem' },
  PRIORITY: { 'zh-CN': '使用优先购', 'zh-MO': '使用優先購', 'en-US': 'Priority purchase' },
  SOON: { 'zh-CN': '即将开抢', 'zh-MO': '即將開搶', 'en-US': 'Coming soon' },
  FREE: { 'zh-CN': '免费领取', 'zh-MO': '免費領取', 'en-US': 'Get free tickets' },
  WAITLIST: { 'zh-CN': '候补购票', 'zh-MO': '候補購票', 'en-US': 'Join the waitlist' },
  SOLD_OUT: { 'zh-CN': '已售罄', 'zh-MO': '已售罄', 'en-US': 'Sold out' },
  LACK: { 'zh-CN': '缺票登记', 'zh-MO': '缺票登記', 'en-US': 'Register for returns' },
  PENDING: { 'zh-CN': '待开售', 'zh-MO': '待開售', 'en-US': 'Sale pending' },
  CANCELED: { 'zh-CN': '演出取消', 'zh-MO': '演出取消', 'en-US': 'Cancelled' },
  COMPLETED: { 'zh-CN': '演出结束', 'zh-MO': '演出結束', 'en-US': 'Finished' },
  DELAY: { 'zh-CN': '演出延期', 'zh-MO': '演出延期', 'en-US': 'Postponed' },
  DISABLED: { 'zh-CN': '已下架', 'zh-MO': '已下架', 'en-US': 'Not listed' },
}

export interface ButtonState {
  readonly buttonText: string
  /** ENABLE: tappable; DISABLE: shown greyed; the client applies the login-dependent hiding. */
  readonly buttonStatus: 'ENABLE' | 'DISABLE'
  readonly buttonType: string
}

/** The purchase button (spec section 4, with the MERCHANT_IS_ZZ wording). */
export function buttonState(
  show: ShowRow,
  status: ShowStatus,
  input: { lang: Lang; zz: boolean; soldOut: boolean; priorityOpen: boolean; canUsePriority: boolean },
): ButtonState {
  const pick = show.seat_pick_type === 'SUPPORT_PICK'
  const text = (key: string) => BUTTON[key]?.[input.lang] ?? key
  const make = (key: string, enabled: boolean): ButtonState => ({
    buttonText: text(key),
    buttonStatus: enabled ? 'ENABLE' : 'DISABLE',
    buttonType: key,
  })
  switch (status) {
    case 'ON_SALE':
      if (input.soldOut) return show.exist_wait_list ? make('WAITLIST', true) : make('SOLD_OUT', false)
      if (show.is_free) return make('FREE', true)
      if (pick) return make(input.zz ? 'ZZ_PICK' : 'PICK', true)
      return make('BUY', true)
    case 'PRE_SALE':
      if (input.priorityOpen && input.canUsePriority) {
        if (input.zz) return make(pick ? 'ZZ_PICK' : 'BUY', true)
        return make('PRIORITY', true)
      }
      return make('SOON', false)
    case 'SOLD_OUT':
      return show.exist_wait_list ? make('WAITLIST', true) : make('SOLD_OUT', false)
    case 'LACK_OF_TICKET':
      return make('LACK', true)
    default:
      return make(status, false)
  }
}

export function showName(show: Pick<ShowRow, 'name' | 'name_tw' | 'name_en'>, lang: Lang): string {
  return byColumn(lang, show.name, show.name_tw, show.name_en)
}

export function priceOf(show: ShowRow, cents: number | null, lang: Lang, withSuffix: boolean): PriceInfo {
  if (show.price_pending) return priceInfo(-1, show.currency)
  return priceInfo(cents ?? 0, show.currency, withSuffix ? FROM_SUFFIX[lang] : '')
}

/** Display price in yuan: -1 when to be decided, 0 when free (spec section 5). */
export function displayPrice(show: ShowRow, cents: number | null): number {
  if (show.price_pending) return -1
  if (show.is_free) return 0
  return yuan(cents ?? 0)
}

export function backendCategory(show: ShowRow, lang: Lang) {
  return {
    code: show.category_code,
    name: show.category_code,
    displayName: byColumn(lang, show.cat_name, show.cat_name_tw, show.cat_name_en),
    seq: show.cat_seq,
  }
}

export function captchaWindow(show: ShowRow, now: number) {
  if (!show.captcha_switch) return null
  const value = JSON.parse(show.captcha_switch) as { startTime: number; endTime: number; types: string[] }
  return { ...value, open: value.startTime <= now && now < value.endTime }
}

function km(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const rad = Math.PI / 180
  const a =
    Math.sin(((lat2 - lat1) * rad) / 2) ** 2 +
    Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(((lng2 - lng1) * rad) / 2) ** 2
  return 6371 * 2 * Math.atan2(Math.sqrt(a), Math.sqrt(1 - a))
}
export const distanceKm = km

/** A show as a list card (search, recommend, venue, tour, group, layouts). */
export function showListItem(show: ShowRow, lang: Lang, now: number, origin?: { lat: number; lng: number }) {
  const status = effectiveStatus(show, now)
  const display = statusDisplay(status, lang)
  const multiPrice = (show.min_price ?? 0) !== (show.max_price ?? 0)
  return {
    searchType: 'SHOW',
    showId: show.id,
    stdShowId: show.id,
    showName: showName(show, lang),
    posterUrl: show.poster_url,
    showDate: showDate(show.first_show_time, show.last_show_time),
    displayShowTime: displayShowTime(show.first_show_time, show.last_show_time, lang),
    firstShowTime: show.first_show_time,
    lastShowTime: show.last_show_time,
    cityId: show.city_id,
    cityName: byColumn(lang, show.city_name, show.city_name_tw, show.city_name_en),
    venueId: show.venue_id,
    venueName: byColumn(lang, show.venue_name, show.venue_name_tw, show.venue_name_en),
    venueLat: show.venue_lat,
    venueLng: show.venue_lng,
    ...(origin ? { distance: Math.round(km(origin.lat, origin.lng, show.venue_lat, show.venue_lng) * 10) / 10 } : {}),
    showStatus: status,
    showStatusDisplay: display.short,
    soldOut: status === 'SOLD_OUT',
    saleTime: show.sale_time,
    saleTimeCountdown: show.sale_time && show.sale_time > now ? show.sale_time - now : 0,
    latestSaleTime: show.sale_time,
    currency: show.currency,
    minOriginalPrice: displayPrice(show, show.min_price),
    minOriginalPriceInfo: priceOf(show, show.min_price, lang, multiPrice),
    maxOriginalPriceInfo: priceOf(show, show.max_price, lang, false),
    isFree: Boolean(show.is_free),
    pricePending: Boolean(show.price_pending),
    seatPickType: show.seat_pick_type,
    supportSeatPicking: supportsSeatPicking(show.seat_pick_type),
    hasPriority: show.priority_sale_time !== null,
    prioritySaleTime: show.priority_sale_time,
    minLimitAge: show.min_limit_age,
    existWaitList: Boolean(show.exist_wait_list),
    showTags: localize(JSON.parse(show.tags) as ShowTag[], lang),
    backendCategory: backendCategory(show, lang),
    tour: show.tour_id
      ? { tourId: show.tour_id, tourName: byColumn(lang, show.tour_name ?? '', show.tour_name_tw, show.tour_name_en) }
      : null,
    showGroupId: show.group_id,
    isSensitive: Boolean(show.is_sensitive),
    favouriteCount: show.favourite_count,
  }
}

export type ShowListItem = ReturnType<typeof showListItem>

// --- Sessions and seat plans --------------------------------------------------------------

export interface SessionRow {
  id: string
  show_id: string
  name: string
  start_time: number
  end_time: number
  status: string
  sale_time: number | null
}

export interface PlanRow {
  id: string
  session_id: string
  name: string
  name_en: string
  name_tw: string
  price: number
  original_price: number
  color: string
  stock: number
  age_limit: string | null
  seq: number
  seat_plan_unit: number
  /** D28 (migration 134): verified students only. */
  student_only: number
}

export async function sessionsOf(db: Queryable, showId: string): Promise<SessionRow[]> {
  return db.all<SessionRow>('SELECT * FROM sessions_show WHERE show_id = ? ORDER BY start_time, id', [showId])
}

/** A session by its id alone (pre-filled info names one), or undefined. */
export async function sessionById(db: Queryable, sessionId: string): Promise<SessionRow | undefined> {
  return db.one<SessionRow>('SELECT * FROM sessions_show WHERE id = ?', [sessionId])
}

export async function findSession(db: Queryable, show: ShowRow, sessionId: string): Promise<SessionRow> {
  const row = await db.one<SessionRow>('SELECT * FROM sessions_show WHERE id = ? AND show_id = ?', [sessionId, show.id])
  if (!row) throw notFound(`session ${sessionId} of show ${show.id}`)
  return row
}

/** A session's seat plans on public sale: a designated seat plan (D39) is sold through its privilege only. */
export async function plansOf(db: Queryable, sessionId: string): Promise<PlanRow[]> {
  return db.all<PlanRow>(
    'SELECT * FROM seat_plans WHERE session_id = ? AND id NOT IN (SELECT seat_plan_id FROM designated_prices) ORDER BY seq, id',
    [sessionId],
  )
}

/** Tickets left per seat plan: free seats for seat picking, stock otherwise. */
export async function remainingByPlan(db: Queryable, show: ShowRow, plans: readonly PlanRow[]): Promise<Map<string, number>> {
  const out = new Map<string, number>()
  if (show.seat_pick_type === 'SUPPORT_PICK') {
    for (const plan of plans) out.set(plan.id, 0)
    if (plans.length === 0) return out
    const counts = await db.all<{ id: string; n: number }>(
      `SELECT seat_plan_id AS id, COUNT(*) AS n FROM seats WHERE seat_plan_id IN (${inList(plans.length)}) AND state = 0
       GROUP BY seat_plan_id`,
      plans.map((plan) => plan.id),
    )
    for (const row of counts) out.set(row.id, row.n)
  } else {
    for (const plan of plans) out.set(plan.id, plan.stock)
  }
  return out
}

/** How many sessions a show has. */
export async function sessionCount(db: Queryable, showId: string): Promise<number> {
  return (await db.value<number>('SELECT COUNT(*) FROM sessions_show WHERE show_id = ?', [showId])) ?? 0
}

/** How many cities a tour visits (its listed shows). */
export async function tourCityCount(db: Queryable, tourId: string): Promise<number> {
  return (
    (await db.value<number>("SELECT COUNT(DISTINCT city_id) FROM shows WHERE tour_id = ? AND status <> 'DISABLED'", [tourId])) ??
    0
  )
}

/** The categories of some shows (recommendations like them). */
export async function categoriesOf(db: Queryable, showIds: readonly string[]): Promise<string[]> {
  if (showIds.length === 0) return []
  return db.column<string>(`SELECT DISTINCT category_code FROM shows WHERE id IN (${inList(showIds.length)})`, showIds)
}

/** Shows by id (any order; the caller orders them). */
export async function showsByIds(db: Queryable, ids: readonly string[]): Promise<ShowRow[]> {
  if (ids.length === 0) return []
  return db.all<ShowRow>(`${SHOW_SELECT} WHERE s.id IN (${inList(ids.length)})`, ids)
}

/** A session's status now: the show's when it is not selling; sold out when nothing is left. */
export function sessionStatus(
  show: ShowRow,
  showStatus: ShowStatus,
  session: SessionRow,
  remaining: number,
  now: number,
): string {
  if (showStatus === 'CANCELED' || showStatus === 'DELAY' || showStatus === 'DISABLED' || showStatus === 'PENDING')
    return showStatus
  if (session.end_time < now) return 'COMPLETED'
  if (session.status === 'PRE_SALE' && (session.sale_time ?? show.sale_time ?? Infinity) <= now) {
    return remaining > 0 ? 'ON_SALE' : 'SOLD_OUT'
  }
  if ((session.status === 'ON_SALE' || session.status === 'LACK_OF_TICKET') && remaining === 0) return 'SOLD_OUT'
  return session.status
}

export function sessionStatic(show: ShowRow, session: SessionRow, lang: Lang) {
  return {
    bizShowSessionId: session.id,
    stdShowSessionId: session.id,
    showId: show.id,
    sessionName: sessionName(session.start_time, session.end_time, lang),
    sessionStartTime: session.start_time,
    sessionEndTime: session.end_time,
    showDate: isoDate(session.start_time),
    weekDay: weekday(session.start_time, lang),
    seatPickType: show.seat_pick_type,
    supportSeatPicking: supportsSeatPicking(show.seat_pick_type),
    hasSeatMap: show.seat_pick_type === 'SUPPORT_PICK',
    venueId: show.venue_id,
    limit: show.purchase_limit,
    showLimit: show.purchase_limit,
  }
}

export function planStatic(show: ShowRow, plan: PlanRow, lang: Lang) {
  const tags = JSON.parse(show.tags) as Array<{ type: string }>
  return {
    seatPlanId: plan.id,
    stdSeatPlanId: plan.id,
    bizShowSessionId: plan.session_id,
    seatPlanName: byColumn(lang, plan.name, plan.name_tw, plan.name_en),
    originalPrice: displayPrice(show, plan.original_price),
    originalPriceInfo: priceOf(show, plan.original_price, lang, false),
    price: displayPrice(show, plan.price),
    currency: show.currency,
    colorValue: plan.color,
    seq: plan.seq,
    seatPlanUnit: plan.seat_plan_unit,
    isFree: Boolean(show.is_free),
    pricePending: Boolean(show.price_pending),
    hasActivity: tags.some((tag) => tag.type === 'MARKETING_TAG_ACTIVITY'),
    ageLimit: plan.age_limit ? localize(JSON.parse(plan.age_limit) as AgeLimit, lang) : null,
    studentOnly: plan.student_only === 1,
  }
}

export function showDescription(show: ShowRow, lang: Lang): string {
  return byColumn(lang, show.description_html, show.description_tw, show.description_en)
}

export function jsonText(json: string | null, lang: Lang): string | null {
  return json ? pickJson(json, lang) : null
}
