/** Places to buy in: cities, provinces, districts (`routes/catalogue/geo.ts`). */
import { Type, type Static } from '@sinclair/typebox'
import { CatalogueId, CityId, Lat, Lng, Nullable, common } from './common'

export const City = Type.Object({
  /** Shows on sale in the city (the city lists). */
  showCount: Type.Optional(Type.Number()),
  id: Type.String(),
  cityId: Type.String(),
  provinceId: Type.String(),
  provinceName: Type.String(),
  cityName: Type.String(),
  status: Type.Number(),
  siteId: Type.String(),
  bsCityId: Type.String(),
  pinyin: Type.String(),
  initial: Type.String(),
  lat: Type.Number(),
  lng: Type.Number(),
  isHot: Type.Boolean(),
})
export type City = Static<typeof City>

/** GET citys/current_location: the city of a point (or the default one, `located: false`). */
export const CurrentCity = Type.Composite([Type.Object({ located: Type.Boolean(), distanceKm: Nullable(Type.Number()) }), City])
export type CurrentCity = Static<typeof CurrentCity>

/** GET sites/cities. */
export const SitesCities = Type.Object({
  hotCities: Type.Array(City),
  cities: Type.Array(City),
  defaultCityId: Type.String(),
})
export type SitesCities = Static<typeof SitesCities>

export const Province = Type.Object({ provinceId: Type.String(), provinceName: Type.String() })
export type Province = Static<typeof Province>
export const Provinces = Type.Array(Province)
export type Provinces = Static<typeof Provinces>
export const Cities = Type.Array(City)
export type Cities = Static<typeof Cities>

export const District = Type.Object({ districtId: Type.String(), districtName: Type.String(), cityId: Type.String() })
export type District = Static<typeof District>
export const Districts = Type.Array(District)
export type Districts = Static<typeof Districts>

// ---------------------------------------------------------------------------------------------
// Requests.

/** GET current_city: where the buyer is, when the device says. */
export const CurrentCityQuery = Type.Object({ lat: Type.Optional(Lat), lng: Type.Optional(Lng), ...common })
export type CurrentCityQuery = Static<typeof CurrentCityQuery>

/** GET sites/cities: all=true lists every city, not only those with the shop's shows. */
export const SitesCitiesQuery = Type.Object({ all: Type.Optional(Type.Boolean({ default: false })), ...common })
export type SitesCitiesQuery = Static<typeof SitesCitiesQuery>

export const ProvinceParams = Type.Object({ provinceId: CatalogueId('province id, e.g. 31') })
export type ProvinceParams = Static<typeof ProvinceParams>

export const CityParams = Type.Object({ cityId: CityId })
export type CityParams = Static<typeof CityParams>
