/**
 * The home feature's own page: the annual review (`annual_review`), the shop's year in shows
 * worked out from the catalogue and the orders, with the logged-in user's own year beside it.
 * Layouts (HOME, TOPIC), masonry and cities are the catalogue's (routes/catalogue/home.ts, geo.ts).
 */
import { Envelope, AnnualReview, AnnualReviewQuery } from '@showtix/contract'
import type { App } from '../app'
import { ok } from '../http/envelope'
import { boughtOrders, ticketsSoldByShow } from '../services/catalogue/annual-review'
import { priceInfo } from '../services/catalogue/format'
import { pick, type I18n } from '../services/catalogue/i18n'
import { listCards, queryShows } from '../services/catalogue/listing'
import { HOME, ctxOf, optionalUser } from './catalogue/common'

/** How many shows the review highlights. */
export const HIGHLIGHT_COUNT = 5
/** Every status a show that played or plays in the year can have (cancelled and disabled shows do not count). */
const PLAYED = ['ON_SALE', 'PRE_SALE', 'SOLD_OUT', 'LACK_OF_TICKET', 'PENDING', 'DELAY', 'COMPLETED'] as const

const t = (zhCN: string, zhMO: string, enUS: string): I18n => ({ 'zh-CN': zhCN, 'zh-MO': zhMO, 'en-US': enUS })

const TEXTS = {
  title: (year: number) => t(`${year} 年度演出回顾`, `${year} 年度演出回顧`, `${year}: the year in shows`),
  subtitle: t('这一年，我们一起看过的现场', '這一年，我們一起看過的現場', 'The live shows we shared this year'),
  figures: {
    shows: t('场演出', '場演出', 'shows'),
    cities: t('座城市', '座城市', 'cities'),
    venues: t('个场馆', '個場館', 'venues'),
    tickets: t('张门票', '張門票', 'tickets sold'),
  },
  sold: (count: number) => t(`售出 ${count} 张`, `售出 ${count} 張`, `${count} sold`),
  upcoming: t('年度期待', '年度期待', 'Most awaited'),
}

function yearRange(year: number): { from: number; to: number } {
  return { from: Date.UTC(year, 0, 1) - 8 * 3600_000, to: Date.UTC(year + 1, 0, 1) - 8 * 3600_000 }
}

export default async function homePagesRoutes(app: App): Promise<void> {
  const db = app.storage

  app.get(
    `${HOME}/pub/v3/annual_review`,
    {
      schema: {
        response: { 200: Envelope(AnnualReview) },
        tags: ['home: pages'],
        summary:
          "The annual review: the shop's year in shows (figures, highlights by tickets sold), with the user's own year when logged in",
        querystring: AnnualReviewQuery,
      },
    },
    async (request) => {
      const ctx = await ctxOf(app, request, request.query)
      const year = request.query.year ?? new Date(ctx.now + 8 * 3600_000).getUTCFullYear()
      const { from, to } = yearRange(year)
      const merchantId = ctx.shop.merchantId
      // Shows playing in the year (a session between its first and last show time falls in it).
      const rows = (await queryShows(db, { merchantId, statuses: PLAYED }, ctx.now)).filter(
        (row) => row.first_show_time < to && row.last_show_time >= from,
      )
      const ids = rows.map((row) => row.id)
      const sold = await ticketsSoldByShow(db, merchantId, ids)
      const ranked = [...rows].sort((a, b) => (sold.get(b.id) ?? 0) - (sold.get(a.id) ?? 0) || a.seq - b.seq)
      // Highlights are single shows (a show group's card would stand for several).
      const single = ranked.filter((row) => !row.group_id).slice(0, HIGHLIGHT_COUNT)
      const highlights = (await listCards(db, single, ctx.lang, ctx.now)).map((card) => {
        const tickets = sold.get(card.showId) ?? 0
        return {
          showId: card.showId,
          showName: card.showName,
          posterUrl: card.posterUrl,
          cityName: card.cityName,
          note: pick(tickets > 0 ? TEXTS.sold(tickets) : TEXTS.upcoming, ctx.lang),
        }
      })
      const figures = [
        { key: 'shows', value: rows.length },
        { key: 'cities', value: new Set(rows.map((row) => row.city_id)).size },
        { key: 'venues', value: new Set(rows.map((row) => row.venue_id)).size },
        { key: 'tickets', value: [...sold.values()].reduce((sum, count) => sum + count, 0) },
      ].map((figure) => ({ ...figure, label: pick(TEXTS.figures[figure.key as keyof typeof TEXTS.figures], ctx.lang) }))

      const userId = await optionalUser(app, request)
      let mine = null
      if (userId) {
        const orders = await boughtOrders(db, userId, merchantId, from, to)
        const firstId = orders[0]?.show_id
        const first = firstId
          ? (
              await listCards(
                db,
                await queryShows(db, { merchantId, ids: [firstId], statuses: PLAYED }, ctx.now),
                ctx.lang,
                ctx.now,
              )
            )[0]
          : undefined
        const spent = priceInfo(
          orders.reduce((sum, order) => sum + order.pay_amount, 0),
          ctx.shop.currency,
        )
        mine = {
          orders: orders.length,
          shows: new Set(orders.map((order) => order.show_id)).size,
          cities: new Set(orders.map((order) => order.city_id)).size,
          spentInfo: { prefix: spent.prefix, yuanNum: spent.yuanNum, centNum: spent.centNum },
          firstShowName: first?.showName ?? null,
        }
      }
      return ok({
        year,
        title: pick(TEXTS.title(year), ctx.lang),
        subtitle: pick(TEXTS.subtitle, ctx.lang),
        posterUrl: highlights[0]?.posterUrl ?? null,
        figures,
        highlights,
        mine,
      })
    },
  )
}
