import {
  Envelope,
  AgeLimits,
  AgeLimitsQuery,
  CatalogueQuery,
  CategoriesQuery,
  PickSeatUrlQuery,
  RecommendQuery,
  SessionParams,
  ShowDynamicQuery,
  ShowSearchQuery,
  ShowStaticQuery,
  type ServiceNote,
  type ShowTag,
  CategoryCounts,
  PickSeatUrl,
  RecommendedShows,
  SeatPlansDynamic,
  SeatPlansStatic,
  ServiceNotes,
  SessionsDynamic,
  SessionsStatic,
  SessionsWithPlans,
  ShowBrief,
  ShowDescription,
  ShowDynamic,
  ShowSearchPage,
  ShowParams,
  ShowStatic,
} from '@showtix/contract'
import { BUYABLE_STATUSES, supportsSeatPicking } from '@showtix/contract/rules'
import type { App } from '../../app'
import { badRequest, ok } from '../../http/envelope'
import { parseDate, showDate, displayShowTime } from '../../services/catalogue/format'
import { byColumn, localize, pick, t } from '../../services/catalogue/i18n'
import { dayRange, listCards, page, queryShows, sortShows, type SortType } from '../../services/catalogue/listing'
import { primeLevelOf } from '../../services/catalogue/buyer-shows'
import {
  categories as allCategories,
  categoryExists,
  showCountsByCategory,
  showGroupNames,
} from '../../services/catalogue/places'
import {
  backendCategory,
  buttonState,
  categoriesOf,
  captchaWindow,
  displayPrice,
  effectiveStatus,
  findSession,
  findShow,
  jsonText,
  planStatic,
  plansOf,
  priceOf,
  remainingByPlan,
  sessionStatic,
  sessionCount,
  sessionStatus,
  sessionsOf,
  showDescription,
  showListItem,
  showName,
  statusDisplay,
  tourCityCount,
  type ShowRow,
} from '../../services/catalogue/shows'
import { supportsPreFill } from '../../services/catalogue/pre-fill'
import { SHOW, HOME, ctxOf, optionalUser, type Ctx } from './common'
import { showPrivilegeIds } from '../../services/trade/pricing'

const CATEGORY_ROOT = t('演出', '演出', 'Shows')

interface SessionDynamic {
  bizShowSessionId: string
  sessionStatus: string
  sessionSaleTime: number | null
  hasSessionSoldOut: boolean
  soldOut: boolean
  remainingStock: number
  canBuy: boolean
}

/** Status, stock and buttons of a show now (spec section 4). */
async function dynamicOf(app: App, show: ShowRow, ctx: Ctx, userId: string | undefined) {
  const db = app.storage
  const { now, lang } = ctx
  const baseStatus = effectiveStatus(show, now)
  const sessions: SessionDynamic[] = []
  let remaining = 0
  for (const session of await sessionsOf(db, show.id)) {
    const byPlan = await remainingByPlan(db, show, await plansOf(db, session.id))
    const left = [...byPlan.values()].reduce((sum, n) => sum + n, 0)
    remaining += session.end_time >= now ? left : 0
    const status = sessionStatus(show, baseStatus, session, left, now)
    sessions.push({
      bizShowSessionId: session.id,
      sessionStatus: status,
      sessionSaleTime: session.sale_time ?? show.sale_time,
      hasSessionSoldOut: status === 'SOLD_OUT',
      soldOut: status === 'SOLD_OUT',
      remainingStock: left,
      canBuy: status === 'ON_SALE' || (status === 'LACK_OF_TICKET' && left > 0),
    })
  }
  const soldOut = baseStatus === 'SOLD_OUT' || (baseStatus === 'ON_SALE' && remaining === 0)
  const status = baseStatus === 'ON_SALE' && soldOut ? 'SOLD_OUT' : baseStatus
  const display = statusDisplay(status, lang)
  const priorityOpen = show.priority_sale_time !== null && show.priority_sale_time <= now && (show.sale_time ?? 0) > now
  const level = userId ? await primeLevelOf(db, userId) : 0
  const canUsePriorityPurchase = priorityOpen && level >= 3
  const button = buttonState(show, status, {
    lang,
    zz: ctx.shop.zz,
    soldOut,
    priorityOpen,
    canUsePriority: canUsePriorityPurchase,
  })
  const saleSession =
    sessions.find((session) => session.canBuy) ?? sessions.find((session) => session.sessionStatus === 'PRE_SALE')
  return {
    showId: show.id,
    showStatus: status,
    showDetailStatus: status,
    showStatusDisplay: display.short,
    showStatusDisplayLong: display.long,
    soldOut,
    saleTime: show.sale_time,
    saleTimeCountdown: show.sale_time && show.sale_time > now ? show.sale_time - now : 0,
    latestSaleTime: show.sale_time,
    hasPriority: show.priority_sale_time !== null,
    prioritySaleTime: show.priority_sale_time,
    prioritySaleTimeCountdown: show.priority_sale_time && show.priority_sale_time > now ? show.priority_sale_time - now : 0,
    canUsePriorityPurchase,
    ...button,
    saleShowSessionId: saleSession?.bizShowSessionId ?? null,
    remindType: status === 'PRE_SALE' || status === 'PENDING' ? 'SALE_REMIND' : show.remind_type,
    captchaSwitch: captchaWindow(show, now),
    existWaitList: Boolean(show.exist_wait_list),
    waitListCapacity: show.wait_list_capacity,
    remainingStock: remaining,
    whiteTags: [],
    discountPrivilegeIds: await showPrivilegeIds(app.storage, show.id),
    favourite: { isFavourite: false, favouriteCount: show.favourite_count },
    serverTime: now,
    sessions,
  }
}

async function staticOf(app: App, show: ShowRow, ctx: Ctx) {
  const db = app.storage
  const { lang, now } = ctx
  const multiPrice = (show.min_price ?? 0) !== (show.max_price ?? 0)
  const sessions = await sessionCount(db, show.id)
  const tour = show.tour_id
    ? {
        tourId: show.tour_id,
        tourName: byColumn(lang, show.tour_name ?? '', show.tour_name_tw, show.tour_name_en),
        cityCount: await tourCityCount(db, show.tour_id),
      }
    : null
  const group = show.group_id ? await showGroupNames(db, show.group_id) : undefined
  const advertise = jsonText(show.advertise, lang)
  const name = showName(show, lang)
  return {
    showId: show.id,
    stdShowId: show.id,
    showName: name,
    showNameArr: [
      { langTag: 'zh-CN', text: show.name },
      { langTag: 'zh-MO', text: show.name_tw ?? show.name },
      { langTag: 'en-US', text: show.name_en ?? show.name },
    ],
    posterUrl: show.poster_url,
    showDate: showDate(show.first_show_time, show.last_show_time),
    displayShowTime: displayShowTime(show.first_show_time, show.last_show_time, lang),
    firstShowTime: show.first_show_time,
    lastShowTime: show.last_show_time,
    cityId: show.city_id,
    cityName: byColumn(lang, show.city_name, show.city_name_tw, show.city_name_en),
    provinceId: show.province_id,
    venueId: show.venue_id,
    venueName: byColumn(lang, show.venue_name, show.venue_name_tw, show.venue_name_en),
    venueNameArr: [
      { langTag: 'zh-CN', text: show.venue_name },
      { langTag: 'zh-MO', text: show.venue_name_tw },
      { langTag: 'en-US', text: show.venue_name_en },
    ],
    venueAddress: byColumn(lang, show.venue_address, show.venue_address_tw, show.venue_address_en),
    venueLat: show.venue_lat,
    venueLng: show.venue_lng,
    showType: show.show_type,
    seatPickType: show.seat_pick_type,
    supportSeatPicking: supportsSeatPicking(show.seat_pick_type),
    backendCategory: backendCategory(show, lang),
    currency: show.currency,
    isFree: Boolean(show.is_free),
    pricePending: Boolean(show.price_pending),
    customPrice: show.price_pending ? pick({ 'zh-CN': '价格待定', 'zh-MO': '價格待定', 'en-US': 'Price TBD' }, lang) : null,
    minOriginalPrice: displayPrice(show, show.min_price),
    maxOriginalPrice: displayPrice(show, show.max_price),
    minOriginalPriceInfo: priceOf(show, show.min_price, lang, multiPrice),
    maxOriginalPriceInfo: priceOf(show, show.max_price, lang, false),
    minLimitAge: show.min_limit_age,
    realName: Boolean(show.real_name),
    purchaseLimit: show.purchase_limit,
    showTags: localize(JSON.parse(show.tags) as ShowTag[], lang),
    isSensitive: Boolean(show.is_sensitive),
    advertise,
    brief: jsonText(show.brief, lang),
    // D33: before the sale the show detail lists the seat plans' prices early, with this description.
    seatPlanDisplayAdvance: Boolean(show.seat_plan_display_advance),
    seatPlanDisplayDesc: show.seat_plan_display_advance ? (jsonText(show.seat_plan_display_desc, lang) ?? '') : '',
    deliveryMethods: JSON.parse(show.delivery_methods) as string[],
    tour,
    showGroupId: group?.id ?? null,
    showGroupName: group ? byColumn(lang, group.name, group.name_tw, group.name_en) : null,
    hasPriority: show.priority_sale_time !== null,
    prioritySaleTime: show.priority_sale_time,
    saleTime: show.sale_time,
    // Pre-filled grab info (preload-ticket) is taken while the show is in pre-sale with a sale time.
    supportPreFill: supportsPreFill(show, now),
    captchaSwitch: captchaWindow(show, now),
    existWaitList: Boolean(show.exist_wait_list),
    waitListCapacity: show.wait_list_capacity,
    remindType: show.remind_type,
    sessionCount: sessions,
    noteInfos: localize(JSON.parse(show.service_notes) as ServiceNote[], lang),
    shareInfo: { title: name, desc: jsonText(show.brief, lang), imageUrl: show.poster_url, path: `/content/${show.id}` },
  }
}

export default async function showRoutes(app: App): Promise<void> {
  const db = app.storage
  const tags = ['catalogue: shows']

  app.get(
    `${HOME}/pub/v3/show_list/search`,
    {
      schema: {
        response: { 200: Envelope(ShowSearchPage) },
        tags,
        summary: 'Search and list shows (show groups collapse into one SG card); pages of 20',
        querystring: ShowSearchQuery,
      },
    },
    async (request) => {
      const ctx = await ctxOf(app, request, request.query)
      const q = request.query
      const offset = q.offset ?? 0
      const length = q.length ?? 20
      const from = q.startDate ? parseDate(q.startDate) : undefined
      const to = q.endDate ? parseDate(q.endDate) : undefined
      if ((q.startDate && from === undefined) || (q.endDate && to === undefined)) throw badRequest('invalid date: use YYYY-MM-DD')
      if (from !== undefined && to !== undefined && from > to)
        throw badRequest('invalid querystring "startDate": must not be after endDate')
      if (q.backendCategoryCode && q.backendCategoryCode !== 'ALL' && !(await categoryExists(db, q.backendCategoryCode))) {
        throw badRequest(`invalid querystring "backendCategoryCode": unknown category ${q.backendCategoryCode}`)
      }
      const origin = q.lat !== undefined && q.lng !== undefined ? { lat: q.lat, lng: q.lng } : undefined
      const rows = await queryShows(
        db,
        {
          merchantId: ctx.shop.merchantId,
          ...(q.cityId ? { cityId: q.cityId } : {}),
          ...(q.backendCategoryCode ? { category: q.backendCategoryCode } : {}),
          ...(q.keyword?.trim() ? { keyword: q.keyword.trim() } : {}),
          ...dayRange(from, to),
        },
        ctx.now,
      )
      const cards = await listCards(
        db,
        sortShows(rows, (q.sortType ?? 'RECOMMEND') as SortType, ctx.now, origin),
        ctx.lang,
        ctx.now,
        origin,
      )
      const result = page(cards, offset, length)
      return ok({
        searchData: result.list,
        total: result.total,
        hasMore: result.hasMore,
        isLastPage: !result.hasMore,
        offset,
        length,
      })
    },
  )

  app.get(
    `${SHOW}/pub/v3/shows/backend_categories`,
    {
      schema: {
        response: { 200: Envelope(CategoryCounts) },
        tags,
        summary: 'Show categories (level 2: the nine of spec section 1, ALL first)',
        querystring: CategoriesQuery,
      },
    },
    async (request) => {
      const ctx = await ctxOf(app, request, request.query)
      const rows = await allCategories(db)
      const counts = await showCountsByCategory(db, ctx.shop.merchantId, request.query.cityId)
      const total = [...counts.values()].reduce((sum, n) => sum + n, 0)
      const categories = rows.map((row) => ({
        code: row.code,
        name: row.code,
        displayName: byColumn(ctx.lang, row.name, row.name_tw, row.name_en),
        seq: row.seq,
        level: 2,
        showCount: row.code === 'ALL' ? total : (counts.get(row.code) ?? 0),
      }))
      if ((request.query.level ?? 2) === 1) {
        return ok([
          {
            code: 'SHOW',
            name: 'SHOW',
            displayName: pick(CATEGORY_ROOT, ctx.lang),
            seq: 0,
            level: 1,
            showCount: total,
            children: categories,
          },
        ])
      }
      return ok(categories)
    },
  )

  app.get(
    `${SHOW}/pub/v3/show/recommend`,
    {
      schema: {
        response: { 200: Envelope(RecommendedShows) },
        tags,
        summary: 'Recommended shows (buyable, not sensitive, hot first; similar to showId when given)',
        querystring: RecommendQuery,
      },
    },
    async (request) => {
      const ctx = await ctxOf(app, request, request.query)
      const q = request.query
      // D33: a sensitive show is never recommended.
      const base = { merchantId: ctx.shop.merchantId, statuses: BUYABLE_STATUSES, notSensitive: true }
      const category = q.backendCategoryCode && q.backendCategoryCode !== 'ALL' ? q.backendCategoryCode : undefined
      let rows = await queryShows(
        db,
        { ...base, ...(q.cityId ? { cityId: q.cityId } : {}), ...(category ? { category } : {}) },
        ctx.now,
      )
      if (rows.length === 0 && q.cityId) rows = await queryShows(db, { ...base, ...(category ? { category } : {}) }, ctx.now)
      let sorted = sortShows(rows, 'ATTENTION', ctx.now)
      if (q.showId) {
        const like = (await categoriesOf(db, [q.showId]))[0]
        sorted = sorted.filter((row) => row.id !== q.showId)
        sorted = [...sorted.filter((row) => row.category_code === like), ...sorted.filter((row) => row.category_code !== like)]
      }
      const result = page(await listCards(db, sorted, ctx.lang, ctx.now), q.offset ?? 0, q.length ?? 10)
      return ok({ showList: result.list, total: result.total, hasMore: result.hasMore })
    },
  )

  for (const [path, summary] of [
    [`${SHOW}/pub/v5/show/:showId/static`, 'Show detail, the static part (merged with /dynamic on the client)'],
    [`${SHOW}/pub/v3/show_static_data/:showId`, 'Show detail, static part (older path)'],
  ] as const) {
    app.get(
      path,
      { schema: { response: { 200: Envelope(ShowStatic) }, tags, summary, params: ShowParams, querystring: ShowStaticQuery } },
      async (request) => {
        const ctx = await ctxOf(app, request, request.query)
        return ok(await staticOf(app, await findShow(db, request.params.showId, ctx.shop.merchantId), ctx))
      },
    )
  }

  for (const [path, summary] of [
    [`${SHOW}/pub/v5/show/:showId/dynamic`, 'Show status now: sale countdowns, sold out, button text (cache 60 s)'],
    [`${SHOW}/pub/v3/show_dynamic_data/:showId`, 'Show status now (older path)'],
  ] as const) {
    app.get(
      path,
      { schema: { response: { 200: Envelope(ShowDynamic) }, tags, summary, params: ShowParams, querystring: ShowDynamicQuery } },
      async (request) => {
        const ctx = await ctxOf(app, request, request.query)
        const show = await findShow(db, request.params.showId, ctx.shop.merchantId)
        const { sessions: _sessions, ...dynamic } = await dynamicOf(app, show, ctx, await optionalUser(app, request))
        return ok(dynamic)
      },
    )
  }

  app.get(
    `${SHOW}/pub/v3/show/:showId/sessions_static_data`,
    {
      schema: {
        response: { 200: Envelope(SessionsStatic) },
        tags,
        summary: 'Sessions, static part (merged by bizShowSessionId)',
        params: ShowParams,
        querystring: CatalogueQuery,
      },
    },
    async (request) => {
      const ctx = await ctxOf(app, request, request.query)
      const show = await findShow(db, request.params.showId, ctx.shop.merchantId)
      const sessions = await sessionsOf(db, show.id)
      return ok({ showId: show.id, sessionVOs: sessions.map((session) => sessionStatic(show, session, ctx.lang)) })
    },
  )

  app.get(
    `${SHOW}/pub/v3/show/:showId/sessions_dynamic_data`,
    {
      schema: {
        response: { 200: Envelope(SessionsDynamic) },
        tags,
        summary: 'Sessions, dynamic part: status and stock now',
        params: ShowParams,
        querystring: CatalogueQuery,
      },
    },
    async (request) => {
      const ctx = await ctxOf(app, request, request.query)
      const show = await findShow(db, request.params.showId, ctx.shop.merchantId)
      return ok({ showId: show.id, sessionVOs: (await dynamicOf(app, show, ctx, undefined)).sessions })
    },
  )

  app.get(
    `${SHOW}/pub/v5/show/:showId/sessions`,
    {
      schema: {
        response: { 200: Envelope(SessionsWithPlans) },
        tags,
        summary: 'Sessions with their seat plans, static and dynamic merged',
        params: ShowParams,
        querystring: CatalogueQuery,
      },
    },
    async (request) => {
      const ctx = await ctxOf(app, request, request.query)
      const show = await findShow(db, request.params.showId, ctx.shop.merchantId)
      const dynamic = new Map(
        (await dynamicOf(app, show, ctx, undefined)).sessions.map((session) => [session.bizShowSessionId, session]),
      )
      const out = []
      for (const session of await sessionsOf(db, show.id)) {
        const plans = await plansOf(db, session.id)
        const left = await remainingByPlan(db, show, plans)
        out.push({
          ...sessionStatic(show, session, ctx.lang),
          ...dynamic.get(session.id),
          showName: showName(show, ctx.lang),
          seatPlans: plans.map((plan) => ({
            ...planStatic(show, plan, ctx.lang),
            ...planDynamic(show, left.get(plan.id) ?? 0),
          })),
        })
      }
      return ok(out)
    },
  )

  app.get(
    `${SHOW}/pub/v3/show/:showId/show_session/:sessionId/seat_plans_static_data`,
    {
      schema: {
        response: { 200: Envelope(SeatPlansStatic) },
        tags,
        summary: 'Seat plans (price tiers) of a session, static part',
        params: SessionParams,
        querystring: CatalogueQuery,
      },
    },
    async (request) => {
      const ctx = await ctxOf(app, request, request.query)
      const show = await findShow(db, request.params.showId, ctx.shop.merchantId)
      const session = await findSession(db, show, request.params.sessionId)
      return ok({
        bizShowSessionId: session.id,
        seatPlans: (await plansOf(db, session.id)).map((plan) => planStatic(show, plan, ctx.lang)),
      })
    },
  )

  app.get(
    `${SHOW}/pub/v3/show/:showId/show_session/:sessionId/seat_plans_dynamic_data`,
    {
      schema: {
        response: { 200: Envelope(SeatPlansDynamic) },
        tags,
        summary: 'Seat plans, dynamic part: tickets left (free seats when picking seats)',
        params: SessionParams,
        querystring: CatalogueQuery,
      },
    },
    async (request) => {
      const ctx = await ctxOf(app, request, request.query)
      const show = await findShow(db, request.params.showId, ctx.shop.merchantId)
      const session = await findSession(db, show, request.params.sessionId)
      const plans = await plansOf(db, session.id)
      const left = await remainingByPlan(db, show, plans)
      return ok({
        bizShowSessionId: session.id,
        seatPlans: plans.map((plan) => ({ seatPlanId: plan.id, ...planDynamic(show, left.get(plan.id) ?? 0) })),
      })
    },
  )

  app.get(
    `${SHOW}/pub/v3/show/:showId/seat_plan_age_limit_list`,
    {
      schema: {
        response: { 200: Envelope(AgeLimits) },
        tags,
        summary: 'Age rules of the seat plans (ranges, at least, at most, attendees required)',
        params: ShowParams,
        querystring: AgeLimitsQuery,
      },
    },
    async (request) => {
      const ctx = await ctxOf(app, request, request.query)
      const show = await findShow(db, request.params.showId, ctx.shop.merchantId)
      const sessions = request.query.sessionId
        ? [await findSession(db, show, request.query.sessionId)]
        : await sessionsOf(db, show.id)
      const list = []
      for (const session of sessions) {
        for (const plan of await plansOf(db, session.id)) {
          const view = planStatic(show, plan, ctx.lang)
          if (!view.ageLimit) continue
          list.push({
            seatPlanId: plan.id,
            seatPlanName: view.seatPlanName,
            bizShowSessionId: session.id,
            ageLimit: view.ageLimit,
          })
        }
      }
      return ok({ showId: show.id, minLimitAge: show.min_limit_age, seatPlanAgeLimits: list })
    },
  )

  app.get(
    `${SHOW}/pub/v3/show/:showId/show_descriptions`,
    {
      schema: {
        response: { 200: Envelope(ShowDescription) },
        tags,
        summary: 'The rich-text description (HTML: h3, p, img, ul)',
        params: ShowParams,
        querystring: CatalogueQuery,
      },
    },
    async (request) => {
      const ctx = await ctxOf(app, request, request.query)
      const show = await findShow(db, request.params.showId, ctx.shop.merchantId)
      return ok({ showId: show.id, contentType: 'HTML', description: showDescription(show, ctx.lang) })
    },
  )

  app.get(
    `${SHOW}/pub/v3/show/:showId/service_notes`,
    {
      schema: {
        response: { 200: Envelope(ServiceNotes) },
        tags,
        summary: 'Service notes: refunds, real name, seat picking, age, tickets',
        params: ShowParams,
        querystring: CatalogueQuery,
      },
    },
    async (request) => {
      const ctx = await ctxOf(app, request, request.query)
      const show = await findShow(db, request.params.showId, ctx.shop.merchantId)
      return ok({ showId: show.id, noteInfos: localize(JSON.parse(show.service_notes) as ServiceNote[], ctx.lang) })
    },
  )

  app.get(
    `${SHOW}/pub/v3/show/:showId/brief`,
    {
      schema: {
        response: { 200: Envelope(ShowBrief) },
        tags,
        summary: 'A show in brief (cards, order pages, sharing)',
        params: ShowParams,
        querystring: CatalogueQuery,
      },
    },
    async (request) => {
      const ctx = await ctxOf(app, request, request.query)
      const show = await findShow(db, request.params.showId, ctx.shop.merchantId)
      return ok({
        ...showListItem(show, ctx.lang, ctx.now),
        brief: jsonText(show.brief, ctx.lang),
        advertise: jsonText(show.advertise, ctx.lang),
      })
    },
  )

  app.get(
    `${SHOW}/pub/v3/show/:showId/pick_seat_url`,
    {
      schema: {
        response: { 200: Envelope(PickSeatUrl) },
        tags,
        summary: 'Where to pick seats for a session: the page and the seat-map routes',
        params: ShowParams,
        querystring: PickSeatUrlQuery,
      },
    },
    async (request) => {
      const ctx = await ctxOf(app, request, request.query)
      const show = await findShow(db, request.params.showId, ctx.shop.merchantId)
      const session = await findSession(db, show, request.query.sessionId)
      const supported = show.seat_pick_type === 'SUPPORT_PICK'
      return ok({
        supportSeatPicking: supported,
        pickSeatUrl: supported ? `/package-show/pages/pick-seat/pick-seat?showId=${show.id}&sessionId=${session.id}` : null,
        layoutUrl: supported ? `${ctx.base}${SHOW}/pub/v3/show_session/${session.id}/seat_map/layout` : null,
        statesUrl: supported ? `${ctx.base}${SHOW}/pub/v3/show_session/${session.id}/seat_map/states` : null,
      })
    },
  )
}

function planDynamic(show: ShowRow, left: number) {
  const soldOut = left <= 0
  return {
    canBuyCount: Math.max(0, Math.min(left, show.purchase_limit)),
    remainingCount: left,
    soldOut,
    stockStatus: soldOut ? 'SOLD_OUT' : left < 10 ? 'LACK' : 'AVAILABLE',
    waitListAvailable: soldOut && Boolean(show.exist_wait_list),
  }
}
