/**
 * Generates the shows from show-plans.ts: times relative to the start of today (UTC+8), so
 * on-sale shows are always upcoming; sessions, seat plans (price tiers in cents) and, for seat
 * picking, one `seats` row per layout seat per session, mapped to a seat plan by stand/area.
 */
import type { Db } from '../../db'
import type { I18n } from '../../services/catalogue/i18n'
import { DAY_MS, isoDate, sessionName } from '../../services/catalogue/format'
import { forEachSeat, type SeatArea, type SeatMapLayout, type Stand } from '../../services/catalogue/seatmap'
import type { Rng } from './prng'
import { GROUPS, MACAU, SHOW_PLANS, TOURS, type ShowPlan } from './show-plans'
import { CATEGORY_HUE, FREE_TIER, PLAN_COLORS, TAGS, TIERS, descriptionHtml, planNames, serviceNotes, type Tier } from './texts'
import { CITIES, VENUES, type VenueSeed } from './geo'

const HOUR = 60 * 60 * 1000
const MINUTE = 60 * 1000

export interface ShowSeedContext {
  readonly db: Db
  readonly rand: Rng
  readonly dayStart: number
  readonly image: (id: string) => string
  readonly addImage: (id: string, kind: string, title: string, subtitle: string, hue: number, hue2: number) => void
  readonly layouts: ReadonlyMap<string, SeatMapLayout>
}

/** Start hour (minutes from midnight) and duration of a category's sessions. */
const SCHEDULE: Record<string, { at: number; minutes: number; spacing: number }> = {
  CONCERT: { at: 19 * 60 + 30, minutes: 150, spacing: 1 },
  DRAMA: { at: 19 * 60 + 30, minutes: 140, spacing: 1 },
  SPORTS: { at: 19 * 60 + 35, minutes: 120, spacing: 1 },
  MUSIC: { at: 19 * 60 + 30, minutes: 110, spacing: 7 },
  EXHIBITION: { at: 10 * 60, minutes: 8 * 60, spacing: 1 },
  DANCE: { at: 19 * 60 + 30, minutes: 130, spacing: 1 },
  CHILDREN: { at: 10 * 60 + 30, minutes: 80, spacing: 1 },
  COMEDY: { at: 20 * 60, minutes: 100, spacing: 7 },
}

export const showIdOf = (index: number): string => `SH${1001 + index}`

function venueOf(id: string): VenueSeed {
  const venue = VENUES.find((item) => item.id === id)
  if (!venue) throw new Error(`seed: unknown venue ${id}`)
  return venue
}

function cityName(id: string): I18n {
  const city = CITIES.find((item) => item.id === id)
  if (!city) throw new Error(`seed: unknown city ${id}`)
  return city.name
}

/** Which tier (index) an area of a seat map sells. */
function areaTier(layout: SeatMapLayout, stand: Stand, area: SeatArea, tierCount: number): number {
  if (layout.stands.length === 4) {
    // Stadium: E/W lower centre VIP, E/W lower ends A, N/S lower B, E/W upper, N/S upper.
    const side = stand.standId === 'E' || stand.standId === 'W'
    const upper = area.areaId.startsWith('2')
    const inStand = stand.areas.filter((item) => item.areaId.startsWith(upper ? '2' : '1')).indexOf(area)
    if (!upper) return side ? (inStand === 1 || inStand === 2 ? 0 : 1) : 2
    return Math.min(tierCount - 1, side ? 3 : 4)
  }
  // Theatre: stalls centre, stalls sides, circle centre, circle sides, balcony.
  const order: Record<string, number> = { '1C': 0, '1L': 1, '1R': 1, '2C': 2, '2L': 3, '2R': 3, '3L': 4, '3R': 4 }
  return Math.min(tierCount - 1, order[area.areaId] ?? tierCount - 1)
}

export function seedShows(ctx: ShowSeedContext): Record<string, number> {
  const { db, rand, dayStart, image } = ctx
  const counts = { shows: 0, sessions: 0, seatPlans: 0, seats: 0, tours: 0, showGroups: 0 }

  const insertTour = db.prepare(
    'INSERT INTO tours (id, name, name_en, name_tw, poster_url, description, merchant_id) VALUES (?, ?, ?, ?, ?, ?, ?)',
  )
  for (const tour of TOURS) {
    insertTour.run(
      tour.id,
      tour.title['zh-CN'],
      tour.title['en-US'],
      tour.title['zh-MO'],
      image(tour.id),
      JSON.stringify(tour.description),
      tour.merchantId,
    )
    ctx.addImage(tour.id, 'POSTER', tour.title['zh-CN'], tour.title['en-US'], 330, 20)
    counts.tours += 1
  }
  const insertGroup = db.prepare(
    `INSERT INTO show_groups (id, name, name_en, name_tw, theater_or_location_name, address, captcha_infos, merchant_id, poster_url, city_id, venue_id)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  )
  for (const group of GROUPS) {
    const venue = venueOf(group.venueId)
    const title = group.merchantId === MACAU ? group.title['zh-MO'] : group.title['zh-CN']
    insertGroup.run(
      group.id,
      group.title['zh-CN'],
      group.title['en-US'],
      group.title['zh-MO'],
      venue.name['zh-CN'],
      venue.address['zh-CN'],
      '[]',
      group.merchantId,
      image(group.id),
      venue.cityId,
      venue.id,
    )
    ctx.addImage(group.id, 'POSTER', title, group.title['en-US'], 24, 300)
    counts.showGroups += 1
  }

  const insertShow = db.prepare(
    `INSERT INTO shows (id, merchant_id, name, name_en, name_tw, poster_url, category_code, city_id, venue_id, tour_id, group_id,
       status, sale_time, priority_sale_time, first_show_time, last_show_time, seat_pick_type, is_free, price_pending, min_limit_age,
       real_name, purchase_limit, captcha_switch, exist_wait_list, wait_list_capacity, tags, description_html, description_en,
       description_tw, service_notes, is_sensitive, seq, brief, advertise, show_type, remind_type, favourite_count, delivery_methods)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  )
  const insertSession = db.prepare(
    'INSERT INTO sessions_show (id, show_id, name, start_time, end_time, status, sale_time) VALUES (?, ?, ?, ?, ?, ?, ?)',
  )
  const insertPlan = db.prepare(
    `INSERT INTO seat_plans (id, session_id, name, name_en, name_tw, price, original_price, color, stock, age_limit, seq, seat_plan_unit)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  )
  const insertSeat = db.prepare('INSERT INTO seats (session_id, seat_id, seat_plan_id, state) VALUES (?, ?, ?, ?)')
  const insertSeatMap = db.prepare('INSERT INTO session_seat_maps (session_id, venue_id, area_plans) VALUES (?, ?, ?)')
  const updateStock = db.prepare('UPDATE seat_plans SET stock = ? WHERE id = ?')

  SHOW_PLANS.forEach((plan, index) => {
    const id = showIdOf(index)
    const venue = venueOf(plan.venueId)
    const currency = plan.merchantId === MACAU ? 'MOP' : 'CNY'
    const schedule = SCHEDULE[plan.cat] ?? { at: 19 * 60 + 30, minutes: 120, spacing: 1 }
    const sessionCount = plan.sessions ?? 1
    const day = plan.day ?? 10
    const starts = Array.from(
      { length: sessionCount },
      (_, k) => dayStart + (day + k * schedule.spacing) * DAY_MS + schedule.at * MINUTE,
    )
    const first = starts[0] ?? dayStart
    const last = starts[starts.length - 1] ?? first
    const times = saleTimes(plan, dayStart, first)
    const captcha = captchaSwitch(plan, dayStart, times.sale)
    const pick = Boolean(plan.pick)
    const layout = pick ? ctx.layouts.get(venue.id) : undefined
    if (pick && !layout) throw new Error(`seed: ${id} picks seats but ${venue.id} has no seat map`)
    const tiers: readonly Tier[] = plan.free
      ? [FREE_TIER]
      : ((venue.kind === 'STADIUM' && pick ? TIERS.STADIUM : TIERS[plan.cat]) ?? [])
    const nameTitle = plan.merchantId === MACAU ? plan.title['zh-MO'] : plan.title['zh-CN']
    const hue = ((CATEGORY_HUE[plan.cat] ?? 200) + rand.int(-14, 14) + 360) % 360
    ctx.addImage(id, 'POSTER', nameTitle, plan.title['en-US'], hue, (hue + rand.int(40, 100)) % 360)
    ctx.addImage(`${id}-detail`, 'DETAIL', nameTitle, venue.name['en-US'], (hue + 180) % 360, (hue + 220) % 360)

    const dateText = isoDate(first)
    const describe = (lang: 'zh-CN' | 'zh-MO' | 'en-US') =>
      descriptionHtml(lang, {
        name: plan.title,
        venue: venue.name,
        date: dateText,
        cat: plan.cat,
        imageUrl: image(`${id}-detail`),
        ...(plan.minAge ? { minAge: plan.minAge } : {}),
        realName: Boolean(plan.realName),
        seed: index,
      })
    const tags = (plan.tags ?? []).map((tag) => TAGS[tag]).filter(Boolean)
    const city = cityName(plan.cityId)
    const brief = {
      'zh-CN': `${city['zh-CN']} · ${venue.name['zh-CN']}`,
      'zh-MO': `${city['zh-MO']} · ${venue.name['zh-MO']}`,
      'en-US': `${venue.name['en-US']}, ${city['en-US']}`,
    }
    insertShow.run(
      id,
      plan.merchantId,
      plan.title['zh-CN'],
      plan.title['en-US'],
      plan.title['zh-MO'],
      image(id),
      plan.cat,
      plan.cityId,
      venue.id,
      plan.tour ?? null,
      plan.group ?? null,
      plan.status,
      times.sale,
      times.priority,
      first,
      last,
      pick ? 'SUPPORT_PICK' : 'SUPPORT_NONE',
      plan.free ? 1 : 0,
      plan.pricePending ? 1 : 0,
      plan.minAge ?? null,
      plan.realName ? 1 : 0,
      plan.limit ?? 6,
      captcha ? JSON.stringify(captcha) : null,
      plan.waitlist ? 1 : 0,
      plan.waitlist ?? 0,
      JSON.stringify(tags),
      describe('zh-CN'),
      describe('en-US'),
      describe('zh-MO'),
      JSON.stringify(
        serviceNotes({
          realName: Boolean(plan.realName),
          pick,
          free: Boolean(plan.free),
          ...(plan.minAge ? { minAge: plan.minAge } : {}),
        }),
      ),
      plan.sensitive ? 1 : 0,
      (plan.tags ?? []).includes('HOT') ? index - 1000 : index,
      JSON.stringify(brief),
      plan.advertise ? JSON.stringify(plan.advertise) : null,
      plan.tour ? 'TOUR' : plan.group ? 'GROUP_MEMBER' : 'NORMAL',
      plan.status === 'PRE_SALE' ? 'SALE_REMIND' : 'NONE',
      rand.int(20, 20000),
      JSON.stringify(pick ? ['E_TICKET', 'VENUE'] : plan.cat === 'CONCERT' ? ['E_TICKET', 'EXPRESS', 'VENUE'] : ['E_TICKET']),
    )
    counts.shows += 1

    starts.forEach((start, k) => {
      const sessionId = `${id}S${k + 1}`
      const end = start + schedule.minutes * MINUTE
      const status = sessionStatus(plan, k, sessionCount)
      insertSession.run(sessionId, id, sessionName(start, end, 'zh-CN'), start, end, status, times.sale)
      counts.sessions += 1
      const planIds: string[] = []
      tiers.forEach((tierDef, j) => {
        const planId = `${sessionId}P${j + 1}`
        planIds.push(planId)
        const price = plan.pricePending
          ? -1
          : Math.round((currency === 'MOP' ? Math.round((tierDef.price * 1.2) / 10) * 10 : tierDef.price) * 100)
        const names = planNames(tierDef, price / 100, currency, Boolean(plan.pricePending))
        const stock = planStock(plan, status, j, tiers.length, rand)
        insertPlan.run(
          planId,
          sessionId,
          names['zh-CN'],
          names['en-US'],
          names['zh-MO'],
          price,
          price,
          PLAN_COLORS[j % PLAN_COLORS.length] ?? '#888888',
          stock,
          ageLimit(plan, tierDef),
          j,
          tierDef.unit ?? 1,
        )
        counts.seatPlans += 1
      })
      if (layout)
        counts.seats += seedSeats({
          layout,
          sessionId,
          planIds,
          plan,
          session: k,
          insertSeat,
          insertSeatMap,
          updateStock,
          rand,
          tierCount: tiers.length,
        })
    })
  })
  return counts
}

function saleTimes(plan: ShowPlan, dayStart: number, first: number): { sale: number | null; priority: number | null } {
  const noon = 12 * HOUR
  switch (plan.status) {
    case 'PENDING':
      return { sale: null, priority: null }
    case 'COMPLETED':
      return { sale: first - 40 * DAY_MS, priority: null }
    case 'PRE_SALE': {
      if (plan.priority === 'open') return { sale: dayStart + 3 * DAY_MS + noon, priority: dayStart - DAY_MS + noon }
      if (plan.priority === 'later') return { sale: dayStart + 3 * DAY_MS + noon, priority: dayStart + 2 * DAY_MS + noon }
      return { sale: dayStart + (2 + ((plan.day ?? 0) % 5)) * DAY_MS + noon, priority: null }
    }
    default:
      return { sale: dayStart - 14 * DAY_MS + noon, priority: null }
  }
}

function captchaSwitch(plan: ShowPlan, dayStart: number, sale: number | null) {
  if (plan.captcha === 'now') return { startTime: dayStart - DAY_MS, endTime: dayStart + 30 * DAY_MS, types: ['SLIDER'] }
  if (plan.captcha === 'sale' && sale)
    return { startTime: sale - 30 * MINUTE, endTime: sale + 2 * HOUR, types: ['SLIDER', 'CLICK_WORDS'] }
  return null
}

function sessionStatus(plan: ShowPlan, k: number, count: number): string {
  switch (plan.status) {
    case 'ON_SALE':
      return count >= 3 && k === 0 && !plan.pick && !plan.free && plan.cat !== 'EXHIBITION' ? 'SOLD_OUT' : 'ON_SALE'
    case 'LACK_OF_TICKET':
      return count >= 2 && k === 0 ? 'SOLD_OUT' : 'LACK_OF_TICKET'
    default:
      return plan.status
  }
}

function planStock(plan: ShowPlan, sessionStatusText: string, tierIndex: number, tierCount: number, rand: Rng): number {
  if (plan.free) return 300
  switch (sessionStatusText) {
    case 'SOLD_OUT':
      return 0
    case 'LACK_OF_TICKET':
      return tierIndex < tierCount - 2 ? 0 : rand.int(1, 8)
    case 'COMPLETED':
      return rand.int(0, 5)
    default:
      return rand.int(4, 60) * 10
  }
}

function ageLimit(plan: ShowPlan, tierDef: Tier): string | null {
  const family = tierDef.unit === 2 && plan.cat === 'CHILDREN'
  const childTicket = plan.cat === 'EXHIBITION' && tierDef.label?.['en-US'] === 'Child ticket'
  if (family) {
    return JSON.stringify({
      limitType: 'RANGE',
      minAge: plan.minAge ?? 2,
      maxAge: 12,
      minIncluded: true,
      requiredCount: 1,
      description: {
        'zh-CN': `须含1名${plan.minAge ?? 2}-12岁儿童`,
        'zh-MO': `須含1名${plan.minAge ?? 2}-12歲兒童`,
        'en-US': `Must include one child aged ${plan.minAge ?? 2}-12`,
      },
    })
  }
  if (childTicket) {
    return JSON.stringify({
      limitType: 'AT_MOST',
      maxAge: 12,
      minIncluded: true,
      requiredCount: 1,
      description: { 'zh-CN': '限12岁及以下儿童', 'zh-MO': '限12歲及以下兒童', 'en-US': 'Children aged 12 or under' },
    })
  }
  if (plan.minAge) {
    return JSON.stringify({
      limitType: 'AT_LEAST',
      minAge: plan.minAge,
      minIncluded: true,
      requiredCount: 0,
      description: {
        'zh-CN': `限${plan.minAge}岁及以上观众`,
        'zh-MO': `限${plan.minAge}歲及以上觀眾`,
        'en-US': `Ages ${plan.minAge} and over`,
      },
    })
  }
  return null
}

interface SeatSeedInput {
  readonly layout: SeatMapLayout
  readonly sessionId: string
  readonly planIds: readonly string[]
  readonly plan: ShowPlan
  readonly session: number
  readonly tierCount: number
  readonly rand: Rng
  readonly insertSeat: { run: (...args: unknown[]) => unknown }
  readonly insertSeatMap: { run: (...args: unknown[]) => unknown }
  readonly updateStock: { run: (...args: unknown[]) => unknown }
}

/** One row per seat: free (0), sold (2) in runs, and a few not for sale (3: camera, mixing desk). */
function seedSeats(input: SeatSeedInput): number {
  const { layout, sessionId, planIds, plan, session, rand } = input
  const areaPlans: Record<string, string> = {}
  const free = new Map<string, number>()
  const soldOut = plan.status === 'SOLD_OUT'
  const stadium = layout.stands.length === 4
  let count = 0
  let lastSold = false
  forEachSeat(layout, (seatId, area, stand) => {
    const tierIndex = areaTier(layout, stand, area, input.tierCount)
    const planId = planIds[tierIndex] ?? planIds[planIds.length - 1] ?? ''
    areaPlans[area.areaId] = planId
    const [, row] = seatId.split('-')
    let state = 0
    const blocked = stadium
      ? row === '1' && (area.areaId === '101' || area.areaId === '109')
      : area.areaId === '1C' && row === '1'
    if (blocked) state = 3
    else if (soldOut) state = 2
    else if (plan.status === 'ON_SALE') {
      // The VIP tier of the first session of the stadium show is sold out: its waitlist opens.
      if (stadium && tierIndex === 0 && session === 0) state = 2
      else {
        const base = [0.55, 0.42, 0.3, 0.2, 0.12][tierIndex] ?? 0.1
        const p = session === 0 ? base : base / 2
        lastSold = rand() < (lastSold ? 0.8 : p * 0.5)
        state = lastSold ? 2 : 0
      }
    }
    input.insertSeat.run(sessionId, seatId, planId, state)
    if (state === 0) free.set(planId, (free.get(planId) ?? 0) + 1)
    count += 1
  })
  input.insertSeatMap.run(sessionId, layout.venueId, JSON.stringify(areaPlans))
  for (const planId of planIds) input.updateStock.run(free.get(planId) ?? 0, planId)
  return count
}
