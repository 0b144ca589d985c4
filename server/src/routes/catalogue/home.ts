import {
  Envelope,
  Announcement,
  AnnouncementParams,
  Announcements,
  AnnouncementsQuery,
  CatalogueQuery,
  Layout,
  LayoutQuery,
  Masonry,
  MasonryQuery,
  ReadRecord,
  ReadRecordBody,
  type LayoutComponent,
  type MasonryItem,
} from '@showtix/contract'
import { BUYABLE_STATUSES } from '@showtix/contract/rules'
import type { App } from '../../app'
import { badRequest, notFound, ok } from '../../http/envelope'
import { couponTemplateView, couponTemplatesIn } from '../../services/catalogue/coupons'
import { listSpus, spuCard } from '../../services/catalogue/goods'
import { byColumn, localize, pickJson } from '../../services/catalogue/i18n'
import { listCards, page, queryShows, sortShows, type ListCard, type ListFilter } from '../../services/catalogue/listing'
import {
  currentAnnouncements,
  findAnnouncement,
  layoutById,
  layoutOfPage,
  layoutOfTopic,
  readAnnouncementIds,
  recordAnnouncementRead,
  type AnnouncementRow,
  type LayoutRow,
} from '../../services/catalogue/pages'
import { categories } from '../../services/catalogue/places'
import { categoriesOf } from '../../services/catalogue/shows'
import { HOME, ctxOf, optionalUser, type Ctx } from './common'

interface Component {
  componentId: string
  componentType: string
  title?: unknown
  config?: {
    source?: string
    length?: number
    showIds?: string[]
    tag?: string
    codes?: string[]
    couponTemplateIds?: string[]
    pageSource?: string
    pageSize?: number
    category?: string
  }
  [key: string]: unknown
}

const splitIds = (text: string | undefined) => (text ? text.split(',').filter(Boolean) : [])

export default async function homeRoutes(app: App): Promise<void> {
  const db = app.storage
  const tags = ['catalogue: home and content']

  /** Shows for a list component, in the city when it has some, else anywhere. */
  async function shows(
    ctx: Ctx,
    filter: Omit<ListFilter, 'merchantId'>,
    cityId: string | undefined,
    length: number,
  ): Promise<ListCard[]> {
    const base = { merchantId: ctx.shop.merchantId, ...filter }
    let rows = await queryShows(db, { ...base, ...(cityId ? { cityId } : {}) }, ctx.now)
    if (rows.length === 0 && cityId) rows = await queryShows(db, base, ctx.now)
    return (await listCards(db, sortShows(rows, 'RECOMMEND', ctx.now), ctx.lang, ctx.now)).slice(0, length)
  }

  async function announcements(ctx: Ctx, input: { showId?: string; pageSource?: string }, userId?: string) {
    const rows = await currentAnnouncements(db, ctx.shop.merchantId, ctx.now)
    const read = userId ? await readAnnouncementIds(db, userId) : undefined
    return rows
      .filter((row) => {
        const showIds = JSON.parse(row.show_ids) as string[]
        if (input.showId) return showIds.includes(input.showId)
        return (
          showIds.length === 0 && (!input.pageSource || (JSON.parse(row.page_sources) as string[]).includes(input.pageSource))
        )
      })
      .map((row) => ({ ...announcementView(row, ctx), ...(read ? { read: read.has(row.id) } : {}) }))
  }

  function announcementView(row: AnnouncementRow, ctx: Ctx) {
    return {
      noticeId: row.id,
      noticeTitle: pickJson(row.title, ctx.lang),
      noticeContent: pickJson(row.content, ctx.lang),
      noticeMoreUrl: row.more_url,
      showIds: JSON.parse(row.show_ids) as string[],
      pageSources: JSON.parse(row.page_sources) as string[],
      startTime: row.start_time,
      endTime: row.end_time,
    }
  }

  async function resolve(
    component: Component,
    ctx: Ctx,
    query: { cityId?: string; showIds?: string },
    userId?: string,
  ): Promise<LayoutComponent> {
    const config = component.config ?? {}
    const localized = localize(component, ctx.lang) as LayoutComponent
    switch (component.componentType) {
      case 'SHOW_LIST': {
        const length = config.length ?? 6
        const buyable = { statuses: BUYABLE_STATUSES }
        if (config.source === 'FIXED')
          return {
            ...localized,
            data: await shows(
              ctx,
              { ids: config.showIds ?? [], statuses: ['ON_SALE', 'PRE_SALE', 'SOLD_OUT', 'LACK_OF_TICKET', 'PENDING', 'DELAY'] },
              undefined,
              50,
            ),
          }
        if (config.source === 'PRE_SALE')
          return { ...localized, data: await shows(ctx, { statuses: ['PRE_SALE'] }, query.cityId, length) }
        if (config.source === 'TAG')
          return {
            ...localized,
            data: await shows(ctx, { ...buyable, ...(config.tag ? { tagType: config.tag } : {}) }, query.cityId, length),
          }
        if (config.source === 'RECOMMEND') {
          const seen = splitIds(query.showIds)
          const seenCategories = await categoriesOf(db, seen)
          const all = (await shows(ctx, buyable, query.cityId, 50)).filter((card) => !seen.includes(card.showId))
          const like = all.filter((card) => seenCategories.includes(card.backendCategory.code))
          return { ...localized, data: [...like, ...all.filter((card) => !like.includes(card))].slice(0, length) }
        }
        return { ...localized, data: await shows(ctx, buyable, query.cityId, length) }
      }
      case 'CATEGORY_NAV': {
        const rows = await categories(db)
        const codes = config.codes ?? rows.map((row) => row.code)
        return {
          ...localized,
          items: rows
            .filter((row) => codes.includes(row.code))
            .map((row) => ({
              code: row.code,
              name: byColumn(ctx.lang, row.name, row.name_tw, row.name_en),
              icon: `${ctx.base}/static/icons/category.svg?color=${encodeURIComponent(String(ctx.shop.config.themeColor ?? '#FB5200'))}`,
              navigateUrl: `/all?backendCategoryCode=${row.code}`,
            })),
        }
      }
      case 'ANNOUNCEMENT':
        return { ...localized, data: await announcements(ctx, { pageSource: config.pageSource ?? 'HOME' }, userId) }
      case 'COUPON': {
        const ids = config.couponTemplateIds ?? []
        const rows = await couponTemplatesIn(db, ctx.shop.merchantId, ids)
        return { ...localized, data: rows.map((row) => couponTemplateView(row, ctx.shop.currency, ctx.lang)) }
      }
      case 'MASONRY':
        return { ...localized, dataPath: `${HOME}/pub/v3/masonry_component_data`, pageSize: config.pageSize ?? 20 }
      default:
        return localized
    }
  }

  app.get(
    `${HOME}/pub/v3/layouts`,
    {
      schema: {
        response: { 200: Envelope(Layout) },
        tags,
        summary:
          'A page layout (HOME, TOPIC, TOPIC_COUPON, PAY_SUCCESS, TICKET_HOLDER, PERSONAL_CENTER) with its components resolved',
        querystring: LayoutQuery,
      },
    },
    async (request) => {
      const ctx = await ctxOf(app, request, request.query)
      const q = request.query
      let row: LayoutRow | undefined
      if (q.layoutId) {
        row = await layoutById(db, q.layoutId, ctx.shop.merchantId)
        if (!row || row.page_type !== q.page) throw notFound(`layout ${q.layoutId} of page ${q.page}`)
      } else if (q.topicId) {
        row = await layoutOfTopic(db, ctx.shop.merchantId, q.page, q.topicId)
        if (!row) throw notFound(`topic ${q.topicId}`)
      } else {
        row = await layoutOfPage(db, ctx.shop.merchantId, q.page)
      }
      if (!row) return ok({ layoutId: null, pageType: q.page, topicId: null, title: '', components: [] })
      const userId = await optionalUser(app, request)
      const components = []
      for (const component of JSON.parse(row.components) as Component[]) components.push(await resolve(component, ctx, q, userId))
      return ok({
        layoutId: row.id,
        pageType: row.page_type,
        topicId: row.topic_id,
        title: pickJson(row.title, ctx.lang),
        components,
      })
    },
  )

  app.get(
    `${HOME}/pub/v3/masonry_component_data`,
    {
      schema: {
        response: { 200: Envelope(Masonry) },
        tags,
        summary: 'Items of a masonry (waterfall) component: shows with goods cards mixed in; pages of 20',
        querystring: MasonryQuery,
      },
    },
    async (request) => {
      const ctx = await ctxOf(app, request, request.query)
      const q = request.query
      const row = await layoutById(db, q.layoutId, ctx.shop.merchantId)
      if (!row) throw notFound(`layout ${q.layoutId}`)
      const component = (JSON.parse(row.components) as Component[]).find((item) => item.componentId === q.componentId)
      if (!component) throw notFound(`component ${q.componentId} of layout ${q.layoutId}`)
      if (component.componentType !== 'MASONRY' || (q.componentType && q.componentType !== 'MASONRY')) {
        throw badRequest(
          `invalid querystring "componentId": ${q.componentId} is a ${component.componentType} component, not MASONRY`,
        )
      }
      const cards = await shows(ctx, component.config?.category ? { category: component.config.category } : {}, q.cityId, 1000)
      const goods = (await listSpus(db, { merchantId: ctx.shop.merchantId, onSaleOnly: true })).map((spu) =>
        spuCard(spu, ctx.shop.currency, ctx.lang),
      )
      // Every seventh item is a goods card, while goods last.
      const items: MasonryItem[] = []
      let g = 0
      for (const card of cards) {
        items.push({ itemType: 'SHOW', data: card })
        const spu = items.length % 7 === 6 ? goods[g] : undefined
        if (spu) {
          items.push({ itemType: 'SPU', data: spu })
          g += 1
        }
      }
      const result = page(items, q.offset ?? 0, q.length ?? 20)
      return ok({
        layoutId: row.id,
        componentId: component.componentId,
        list: result.list,
        total: result.total,
        hasMore: result.hasMore,
      })
    },
  )

  app.get(
    `${HOME}/pub/v3/announcements`,
    {
      schema: {
        response: { 200: Envelope(Announcements) },
        tags,
        summary: "Announcements: a show's (showId) or the shop's (pageSource, default HOME); read flags when logged in",
        querystring: AnnouncementsQuery,
      },
    },
    async (request) => {
      const ctx = await ctxOf(app, request, request.query)
      const { showId, pageSource } = request.query
      return ok(
        await announcements(
          ctx,
          { ...(showId ? { showId } : {}), ...(pageSource ? { pageSource } : {}) },
          await optionalUser(app, request),
        ),
      )
    },
  )

  app.get(
    `${HOME}/pub/v3/announcements/:noticeId`,
    {
      schema: {
        response: { 200: Envelope(Announcement) },
        tags,
        summary: 'One announcement',
        params: AnnouncementParams,
        querystring: CatalogueQuery,
      },
    },
    async (request) => {
      const ctx = await ctxOf(app, request, request.query)
      const row = await findAnnouncement(db, request.params.noticeId, ctx.shop.merchantId)
      if (!row) throw notFound(`announcement ${request.params.noticeId}`)
      return ok(announcementView(row, ctx))
    },
  )

  app.post(
    `${HOME}/pub/v3/announcements/read_records`,
    {
      schema: {
        response: { 200: Envelope(ReadRecord) },
        tags,
        summary: 'Records that an announcement was read (with the user when logged in)',
        querystring: CatalogueQuery,
        body: ReadRecordBody,
      },
    },
    async (request) => {
      const ctx = await ctxOf(app, request, request.query)
      const body = request.body
      if (!(await findAnnouncement(db, body.announcementId, ctx.shop.merchantId))) {
        throw notFound(`announcement ${body.announcementId}`)
      }
      const userId = (await optionalUser(app, request)) ?? null
      await recordAnnouncementRead(db, {
        announcementId: body.announcementId,
        userId,
        showId: body.showId ?? null,
        pageSource: body.pageSource ?? null,
        clientReadTime: body.clientReadTime ?? null,
        traceId: request.ctx.traceId ?? null,
        at: ctx.now,
      })
      return ok({ announcementId: body.announcementId, recorded: true, userBound: userId !== null })
    },
  )
}
