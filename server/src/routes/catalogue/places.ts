import {
  Envelope,
  CatalogueQuery,
  ShowGroup,
  ShowGroupParams,
  Tour,
  TourParams,
  VenueDetail,
  VenueList,
  VenueListQuery,
  VenueParams,
} from '@showtix/contract'
import type { App } from '../../app'
import { ok } from '../../http/envelope'
import { showDate } from '../../services/catalogue/format'
import { byColumn, pickJson } from '../../services/catalogue/i18n'
import { listCards, page, queryShows, sortShows } from '../../services/catalogue/listing'
import {
  SHOW_STATUSES,
  captchaWindow,
  sessionStatic,
  sessionsOf,
  showListItem,
  type ShowRow,
} from '../../services/catalogue/shows'
import { findShowGroup, findTour, findVenue, shopVenues, venuePlace, type VenueRow } from '../../services/catalogue/places'
import { SHOW, ctxOf } from './common'

export default async function placeRoutes(app: App): Promise<void> {
  const db = app.storage
  const tags = ['catalogue: tours, groups, venues']
  const everyStatus = SHOW_STATUSES.filter((status) => status !== 'DISABLED')

  app.get(
    `${SHOW}/pub/v3/tours/:tourId`,
    {
      schema: {
        response: { 200: Envelope(Tour) },
        tags,
        summary: 'A tour: its shows across cities, with their sessions',
        params: TourParams,
        querystring: CatalogueQuery,
      },
    },
    async (request) => {
      const ctx = await ctxOf(app, request, request.query)
      const tour = await findTour(db, request.params.tourId, ctx.shop.merchantId)
      const rows = sortShows(
        await queryShows(db, { merchantId: ctx.shop.merchantId, tourId: tour.id, statuses: everyStatus }, ctx.now),
        'TIME',
        ctx.now,
      )
      const shows = []
      for (const row of rows) {
        const sessions = await sessionsOf(db, row.id)
        shows.push({
          ...showListItem(row, ctx.lang, ctx.now),
          sessions: sessions.map((session) => sessionStatic(row, session, ctx.lang)),
        })
      }
      const cities = [...new Map(shows.map((show) => [show.cityId, { cityId: show.cityId, cityName: show.cityName }])).values()]
      const first = Math.min(...rows.map((row) => row.first_show_time))
      const last = Math.max(...rows.map((row) => row.last_show_time))
      return ok({
        tourId: tour.id,
        tourName: byColumn(ctx.lang, tour.name, tour.name_tw, tour.name_en),
        posterUrl: tour.poster_url,
        description: pickJson(tour.description, ctx.lang),
        showDate: rows.length ? showDate(first, last) : '',
        firstShowTime: rows.length ? first : null,
        lastShowTime: rows.length ? last : null,
        cityCount: cities.length,
        cities,
        shows,
      })
    },
  )

  app.get(
    `${SHOW}/pub/v3/show_groups/:showGroupId`,
    {
      schema: {
        response: { 200: Envelope(ShowGroup) },
        tags,
        summary: 'A show group (id contains SG): its place, captcha windows and shows',
        params: ShowGroupParams,
        querystring: CatalogueQuery,
      },
    },
    async (request) => {
      const ctx = await ctxOf(app, request, request.query)
      const group = await findShowGroup(db, request.params.showGroupId, ctx.shop.merchantId)
      const rows = sortShows(
        await queryShows(db, { merchantId: ctx.shop.merchantId, groupId: group.id, statuses: everyStatus }, ctx.now),
        'TIME',
        ctx.now,
      )
      const venue = group.venue_id ? await venuePlace(db, group.venue_id) : undefined
      const showCaptchaInfos = rows
        .map((row: ShowRow) => ({ showId: row.id, captchaSwitch: captchaWindow(row, ctx.now) }))
        .filter((info) => info.captchaSwitch)
      return ok({
        showGroupId: group.id,
        showGroupName: byColumn(ctx.lang, group.name, group.name_tw, group.name_en),
        posterUrl: group.poster_url,
        theaterOrLocationName: venue
          ? byColumn(ctx.lang, venue.name, venue.name_tw, venue.name_en)
          : group.theater_or_location_name,
        address: venue ? byColumn(ctx.lang, venue.address, venue.address_tw, venue.address_en) : group.address,
        venueId: group.venue_id,
        cityId: group.city_id,
        lat: venue?.lat ?? null,
        lng: venue?.lng ?? null,
        showCaptchaInfos,
        shows: rows.map((row) => showListItem(row, ctx.lang, ctx.now)),
      })
    },
  )

  app.get(
    `${SHOW}/pub/v3/venues`,
    {
      schema: {
        response: { 200: Envelope(VenueList) },
        tags,
        summary: 'Venues (of a city), with how many of the shop’s shows each has',
        querystring: VenueListQuery,
      },
    },
    async (request) => {
      const ctx = await ctxOf(app, request, request.query)
      const q = request.query
      // The shop's venues: its own, and those where it has shows.
      const rows = await shopVenues(db, ctx.shop.merchantId, {
        ...(q.cityId ? { cityId: q.cityId } : {}),
        ...(q.keyword?.trim() ? { keyword: q.keyword.trim() } : {}),
      })
      const result = page(rows, q.offset ?? 0, q.length ?? 20)
      return ok({ venueList: result.list.map((row) => venueView(row, ctx.lang)), total: result.total, hasMore: result.hasMore })
    },
  )

  app.get(
    `${SHOW}/pub/v3/venues/:venueId`,
    {
      schema: {
        response: { 200: Envelope(VenueDetail) },
        tags,
        summary: 'A venue and its shows',
        params: VenueParams,
        querystring: CatalogueQuery,
      },
    },
    async (request) => {
      const ctx = await ctxOf(app, request, request.query)
      const row = await findVenue(db, request.params.venueId, ctx.shop.merchantId)
      const rows = sortShows(await queryShows(db, { merchantId: ctx.shop.merchantId, venueId: row.id }, ctx.now), 'TIME', ctx.now)
      return ok({ ...venueView(row, ctx.lang), shows: await listCards(db, rows, ctx.lang, ctx.now) })
    },
  )
}

function venueView(row: VenueRow, lang: 'zh-CN' | 'zh-MO' | 'en-US') {
  return {
    venueId: row.id,
    venueName: byColumn(lang, row.name, row.name_tw, row.name_en),
    venueAddress: byColumn(lang, row.address, row.address_tw, row.address_en),
    cityId: row.city_id,
    cityName: byColumn(lang, row.city_name, row.city_name_tw, row.city_name_en),
    districtId: row.district_id,
    districtName: row.district_name ? byColumn(lang, row.district_name, row.district_name_tw, row.district_name_en) : null,
    lat: row.lat,
    lng: row.lng,
    venueType: row.kind,
    capacity: row.capacity,
    hasSeatMap: Boolean(row.has_seat_map),
    telephone: row.telephone,
    showCount: row.show_count,
  }
}
