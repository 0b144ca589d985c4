import {
  Envelope,
  CatalogueQuery,
  Cities,
  CityParams,
  CurrentCity,
  CurrentCityQuery,
  Districts,
  ProvinceParams,
  Provinces,
  SitesCities,
  SitesCitiesQuery,
} from '@showtix/contract'
import type { App } from '../../app'
import { notFound, ok } from '../../http/envelope'
import { byColumn, type Lang } from '../../services/catalogue/i18n'
import {
  allCities,
  citiesOfProvince,
  citiesWithShowCounts,
  districtsOfCity,
  provinces,
  type CityRow,
} from '../../services/catalogue/places'
import { shopDefaultCityId } from '../../services/catalogue/shops'
import { distanceKm } from '../../services/catalogue/shows'
import { HOME, USER, ctxOf, type Ctx } from './common'

/** Spec section 3, Site/city: id, cityId, provinceId, cityName, status, siteId, bsCityId. */
function cityView(city: CityRow, lang: Lang) {
  return {
    id: city.id,
    cityId: city.id,
    provinceId: city.province_id,
    provinceName: byColumn(lang, city.province_name, city.province_name_tw, city.province_name_en),
    cityName: byColumn(lang, city.name, city.name_tw, city.name_en),
    status: city.status,
    siteId: city.site_id,
    bsCityId: city.bs_city_id,
    pinyin: city.pinyin,
    initial: city.pinyin.slice(0, 1).toUpperCase(),
    lat: city.lat,
    lng: city.lng,
    isHot: Boolean(city.is_hot),
    ...(city.show_count !== undefined ? { showCount: city.show_count } : {}),
  }
}

/** Where a shop without a location lands: the shop's own city (`defaultCityId` in its config), else the spec's Shanghai. */
const DEFAULT_CITY = 'BL1106'
const shopHomeCity = (ctx: Ctx): string => shopDefaultCityId(ctx.shop.config) ?? DEFAULT_CITY
/** Farther than this from every city, the location counts as unknown. */
const MAX_KM = 500

export default async function geoRoutes(app: App): Promise<void> {
  const db = app.storage
  const tags = ['catalogue: places']

  app.get(
    `${HOME}/pub/v5/citys/current_location`,
    {
      schema: {
        response: { 200: Envelope(CurrentCity) },
        tags,
        summary: 'The city nearest to a position (fallback: Shanghai BL1106, province 31)',
        querystring: CurrentCityQuery,
      },
    },
    async (request) => {
      const ctx = await ctxOf(app, request, request.query)
      const { lat, lng } = request.query
      const cities = await allCities(db)
      let chosen: CityRow | undefined
      let distance: number | null = null
      if (lat !== undefined && lng !== undefined) {
        for (const city of cities) {
          const d = distanceKm(lat, lng, city.lat, city.lng)
          if (distance === null || d < distance) {
            distance = d
            chosen = city
          }
        }
        if (distance !== null && distance > MAX_KM) chosen = undefined
      }
      const located = Boolean(chosen)
      const fallback = shopHomeCity(ctx)
      const city = chosen ?? cities.find((item) => item.id === fallback) ?? cities.find((item) => item.id === DEFAULT_CITY)
      if (!city) throw notFound('city')
      return ok({
        ...cityView(city, ctx.lang),
        located,
        distanceKm: located && distance !== null ? Math.round(distance * 10) / 10 : null,
      })
    },
  )

  app.get(
    `${HOME}/pub/v3/sites/cities`,
    {
      schema: {
        response: { 200: Envelope(SitesCities) },
        tags,
        summary: "Cities with the shop's shows (all cities with all=true), hot cities first",
        querystring: SitesCitiesQuery,
      },
    },
    async (request) => {
      const ctx = await ctxOf(app, request, request.query)
      const rows = await citiesWithShowCounts(db, ctx.shop.merchantId)
      const cities = rows.filter((row) => request.query.all || (row.show_count ?? 0) > 0).map((row) => cityView(row, ctx.lang))
      return ok({
        hotCities: cities.filter((city) => city.isHot),
        cities,
        defaultCityId: shopHomeCity(ctx),
      })
    },
  )

  app.get(
    `${USER}/pub/v3/provinces`,
    {
      schema: {
        response: { 200: Envelope(Provinces) },
        tags,
        summary: 'Provinces (address areas)',
        querystring: CatalogueQuery,
      },
    },
    async (request) => {
      const ctx = await ctxOf(app, request, request.query)
      const rows = await provinces(db)
      return ok(rows.map((row) => ({ provinceId: row.id, provinceName: byColumn(ctx.lang, row.name, row.name_tw, row.name_en) })))
    },
  )

  app.get(
    `${USER}/pub/v3/provinces/:provinceId/cities`,
    {
      schema: {
        response: { 200: Envelope(Cities) },
        tags,
        summary: 'Cities of a province',
        params: ProvinceParams,
        querystring: CatalogueQuery,
      },
    },
    async (request) => {
      const ctx = await ctxOf(app, request, request.query)
      const rows = await citiesOfProvince(db, request.params.provinceId)
      return ok(rows.map((row) => cityView(row, ctx.lang)))
    },
  )

  app.get(
    `${USER}/pub/v3/provinces/cities/:cityId/districts`,
    {
      schema: {
        response: { 200: Envelope(Districts) },
        tags,
        summary: 'Districts of a city (by site id BL… or the 6-digit city code)',
        params: CityParams,
        querystring: CatalogueQuery,
      },
    },
    async (request) => {
      const ctx = await ctxOf(app, request, request.query)
      const rows = await districtsOfCity(db, request.params.cityId)
      return ok(
        rows.map((row) => ({
          districtId: row.id,
          districtName: byColumn(ctx.lang, row.name, row.name_tw, row.name_en),
          cityId: row.city_id,
        })),
      )
    },
  )
}
