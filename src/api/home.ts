/** Home endpoints (spec section 7, General). */
import type {
  AnnualReview,
  CurrentCity,
  LAYOUT_PAGE_TYPES,
  Layout,
  LayoutQuery,
  Masonry,
  MasonryQuery,
  SitesCities,
} from '@showtix/contract'
import type { City } from '@/domain/city'
import { prefetch, request, type RequestDescriptor } from '@/http'

/** Whether a failed call failed because the thing asked for does not exist (for screens, which do not import the http layer). */
export { isNotFound } from '@/http'

/** GET citys/current_location: the city of a position (the gateway falls back itself). */
export async function cityAt(latitude: number, longitude: number): Promise<City | null> {
  const city = await request<CurrentCity>({
    service: 'home',
    path: '/pub/v5/citys/current_location',
    params: { lat: latitude, lng: longitude },
    silent: true,
  })
  if (!city.located) return null
  return {
    cityId: city.cityId,
    cityName: city.cityName,
    ...(city.provinceId ? { provinceId: city.provinceId } : {}),
    ...(city.siteId ? { siteId: city.siteId } : {}),
  }
}

// ---------------------------------------------------------------------------------------------
// Layout pages, masonry, cities, the annual review (the home feature)

export type LayoutPageType = (typeof LAYOUT_PAGE_TYPES)[number]

/** GET layouts: the components as the gateway sends them, read through `layoutComponents` (domain/home-layout). */
export type RawLayout = Omit<Layout, 'pageType'> & { readonly pageType: LayoutPageType }

type LayoutParams = Readonly<Pick<LayoutQuery, 'cityId' | 'topicId' | 'showIds'>>

/** GET layouts: the request, as the app and the H5 boot script (src/boot) send it. */
export function layoutRequest(page: LayoutPageType, params: LayoutParams = {}): RequestDescriptor {
  return { service: 'home', path: '/pub/v3/layouts', params: { page, ...params } }
}

/** GET layouts (spec section 7: page, cityId...; 10 s by its path's timeout rule). Silent: the page shows its error. */
export function fetchLayout(page: LayoutPageType, params: LayoutParams = {}): Promise<RawLayout> {
  return request<RawLayout>({ ...layoutRequest(page, params), silent: true })
}

/**
 * Starts the layout request now, before the page's code has loaded (runtime/early-layout): the
 * page's identical request takes its answer from the request layer's one early cache (http/early);
 * a page that asks for another city or language sends its own.
 */
export function prefetchLayout(page: LayoutPageType, params: LayoutParams = {}): void {
  prefetch(layoutRequest(page, params))
}

export type MasonryAnswer = Masonry

/** GET masonry_component_data (layoutId, componentId, componentType, offset, length 20, cityId). */
export function fetchMasonry(
  query: Readonly<Required<Pick<MasonryQuery, 'layoutId' | 'componentId' | 'offset' | 'length'>> & Pick<MasonryQuery, 'cityId'>>,
): Promise<MasonryAnswer> {
  return request<MasonryAnswer>({
    service: 'home',
    path: '/pub/v3/masonry_component_data',
    params: { ...query, componentType: 'MASONRY' },
    importance: 'low',
    silent: true,
  })
}

export type SitesAnswer = SitesCities

/** GET sites/cities: the cities with the shop's shows, hot ones flagged. */
export function fetchCities(): Promise<SitesAnswer> {
  return request<SitesAnswer>({ service: 'home', path: '/pub/v3/sites/cities', importance: 'low', silent: true })
}

/** mine: the logged-in user's own year; null when anonymous. */
export type { AnnualReview } from '@showtix/contract'

/** GET annual_review (year): the shop's year in shows, with the user's own when logged in. */
export function fetchAnnualReview(year?: number): Promise<AnnualReview> {
  return request<AnnualReview>({
    service: 'home',
    path: '/pub/v3/annual_review',
    params: year ? { year } : {},
    silent: true,
  })
}
