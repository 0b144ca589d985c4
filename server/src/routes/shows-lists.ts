/**
 * What the show lists need beyond the catalogue (issue 7, items 4 and 5): the hot searches of
 * the search page, and the caller's favourite shows ("想看": list, state, add, remove).
 */
import {
  Envelope,
  CatalogueQuery,
  FAVOURITES_PAGE,
  FavoriteState,
  FavouriteShows,
  FavouriteShowsQuery,
  HOT_SEARCH_DEFAULT,
  HotSearch,
  HotSearchQuery,
  ShowParams,
} from '@showtix/contract'
import { BUYABLE_STATUSES } from '@showtix/contract/rules'
import type { App } from '../app'
import { ok } from '../http/envelope'
import { byColumn } from '../services/catalogue/i18n'
import { queryShows, sortShows, page } from '../services/catalogue/listing'
import { favouriteShowIds, favouriteState, setFavourite } from '../services/catalogue/buyer-shows'
import { findShow, showListItem, showsByIds, type ShowRow } from '../services/catalogue/shows'
import { SHOW, USER, ctxOf } from './catalogue/common'

/** Hot searches shown at most (the contract's, beside the query). */
export { HOT_SEARCH_MAX } from '@showtix/contract'

const security = [{ accessToken: [] }]

/**
 * The word a person would type for a show: its tour (one word for every stop), else the title in
 * 《》 or 「」 when it has one, else its name without the city stop ('… 上海站').
 */
export function searchWord(name: string, tourName: string | null): string {
  if (tourName) return tourName.trim()
  const quoted = /《([^》]+)》/.exec(name)?.[1]
  if (quoted) return quoted.trim()
  return name.replace(/\s+\S+站$/, '').trim()
}

export default async function showsListRoutes(app: App): Promise<void> {
  const db = app.storage

  app.get(
    `${SHOW}/pub/v3/show/hot_search`,
    {
      schema: {
        response: { 200: Envelope(HotSearch) },
        tags: ['catalogue: shows'],
        summary: 'Hot searches: words for the most wanted buyable shows of the city (all cities when it has none)',
        querystring: HotSearchQuery,
      },
    },
    async (request) => {
      const ctx = await ctxOf(app, request, request.query)
      const q = request.query
      const base = { merchantId: ctx.shop.merchantId, statuses: BUYABLE_STATUSES }
      let rows = await queryShows(db, { ...base, ...(q.cityId ? { cityId: q.cityId } : {}) }, ctx.now)
      if (rows.length === 0 && q.cityId) rows = await queryShows(db, base, ctx.now)
      const words: string[] = []
      for (const row of sortShows(rows, 'ATTENTION', ctx.now)) {
        const name = byColumn(ctx.lang, row.name, row.name_tw, row.name_en)
        const tour = row.tour_id ? byColumn(ctx.lang, row.tour_name ?? '', row.tour_name_tw, row.tour_name_en) : null
        const word = searchWord(name, tour || null)
        if (word && !words.includes(word)) words.push(word)
        if (words.length >= (q.length ?? HOT_SEARCH_DEFAULT)) break
      }
      return ok({ words: words.map((keyword, index) => ({ keyword, rank: index + 1, hot: index < 3 })) })
    },
  )

  const BASE = `${USER}/buyer/v3/favorite_shows`
  const tags = ['user: favourite shows']

  app.get(
    BASE,
    {
      schema: {
        response: { 200: Envelope(FavouriteShows) },
        tags,
        summary: "The caller's favourite shows, the latest first (finished ones too); pages of 20",
        security,
        querystring: FavouriteShowsQuery,
      },
    },
    async (request) => {
      const ctx = await ctxOf(app, request, request.query)
      const ids = await favouriteShowIds(db, request.userId, ctx.shop.merchantId)
      const result = page(ids, request.query.offset ?? 0, request.query.length ?? FAVOURITES_PAGE)
      const rows = await showsByIds(db, result.list)
      const byId = new Map(rows.map((row) => [row.id, row]))
      const list = result.list
        .map((id) => byId.get(id))
        .filter((row): row is ShowRow => row !== undefined)
        .map((row) => ({ ...showListItem(row, ctx.lang, ctx.now), isFavourite: true }))
      return ok({ list, total: result.total, hasMore: result.hasMore })
    },
  )

  app.get(
    `${BASE}/:showId`,
    {
      schema: {
        response: { 200: Envelope(FavoriteState) },
        tags,
        summary: 'Whether the caller has this show among favourites',
        security,
        params: ShowParams,
        querystring: CatalogueQuery,
      },
    },
    async (request) => {
      const ctx = await ctxOf(app, request, request.query)
      const show = await findShow(db, request.params.showId, ctx.shop.merchantId)
      return ok(await favouriteState(db, request.userId, show.id))
    },
  )

  app.post(
    `${BASE}/:showId`,
    {
      schema: {
        response: { 200: Envelope(FavoriteState) },
        tags,
        summary: 'Add a show to favourites (again: no change)',
        security,
        params: ShowParams,
        querystring: CatalogueQuery,
      },
    },
    async (request) => {
      const ctx = await ctxOf(app, request, request.query)
      const show = await findShow(db, request.params.showId, ctx.shop.merchantId)
      await setFavourite(db, request.userId, show.id, true, Date.now())
      return ok(await favouriteState(db, request.userId, show.id))
    },
  )

  app.delete(
    `${BASE}/:showId`,
    {
      schema: {
        response: { 200: Envelope(FavoriteState) },
        tags,
        summary: 'Remove a show from favourites (not there: no change)',
        security,
        params: ShowParams,
        querystring: CatalogueQuery,
      },
    },
    async (request) => {
      const ctx = await ctxOf(app, request, request.query)
      const show = await findShow(db, request.params.showId, ctx.shop.merchantId)
      await setFavourite(db, request.userId, show.id, false, Date.now())
      return ok(await favouriteState(db, request.userId, show.id))
    },
  )
}
