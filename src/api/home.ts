/** Home endpoints (spec section 7, General). */
import type { City } from '@/domain/city'
import { prefetch, request, type RequestDescriptor } from '@/http'

/** Whether a failed call failed because the thing asked for does not exist (for screens, which do not import the http layer). */
export { isNotFound } from '@/http'

interface CityView {
  readonly cityId: string
  readonly cityName: string
  readonly provinceId?: string
  readonly siteId?: string
  readonly located?: boolean
}

/** GET citys/current_location: the city of a position (the gateway falls back itself). */
export async function cityAt(latitude: number, longitude: number): Promise<City | null> {
  const city = await request<CityView>({
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

export type LayoutPageType = 'HOME' | 'TOPIC' | 'TOPIC_COUPON' | 'PAY_SUCCESS' | 'TICKET_HOLDER' | 'PERSONAL_CENTER'

export interface RawLayout {
  readonly layoutId: string | null
  readonly pageType: LayoutPageType
  readonly topicId?: string | null
  readonly title: string
  /** The components as the gateway sends them: read through `layoutComponents` (domain/home-layout). */
  readonly components: readonly unknown[]
}

type LayoutParams = { readonly cityId?: string; readonly topicId?: string; readonly showIds?: string }

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

export interface MasonryAnswer {
  readonly list: readonly unknown[]
  readonly total: number
  readonly hasMore: boolean
}

/** GET masonry_component_data (layoutId, componentId, componentType, offset, length 20, cityId). */
export function fetchMasonry(query: {
  readonly layoutId: string
  readonly componentId: string
  readonly offset: number
  readonly length: number
  readonly cityId?: string
}): Promise<MasonryAnswer> {
  return request<MasonryAnswer>({
    service: 'home',
    path: '/pub/v3/masonry_component_data',
    params: { ...query, componentType: 'MASONRY' },
    importance: 'low',
    silent: true,
  })
}

export interface SitesAnswer {
  readonly hotCities: readonly unknown[]
  readonly cities: readonly unknown[]
  readonly defaultCityId?: string
}

/** GET sites/cities: the cities with the shop's shows, hot ones flagged. */
export function fetchCities(): Promise<SitesAnswer> {
  return request<SitesAnswer>({ service: 'home', path: '/pub/v3/sites/cities', importance: 'low', silent: true })
}

export interface AnnualReview {
  readonly year: number
  readonly title: string
  readonly subtitle: string
  readonly posterUrl?: string | null
  readonly figures: ReadonlyArray<{ readonly key: string; readonly label: string; readonly value: number }>
  readonly highlights: ReadonlyArray<{
    readonly showId: string
    readonly showName: string
    readonly posterUrl: string
    readonly cityName: string
    readonly note: string
  }>
  /** The logged-in user's own year; null when anonymous. */
  readonly mine: {
    readonly orders: number
    readonly shows: number
    readonly cities: number
    readonly spentInfo: { readonly prefix: string; readonly yuanNum: string; readonly centNum: string }
    readonly firstShowName: string | null
  } | null
}

/** GET annual_review (year): the shop's year in shows, with the user's own when logged in. */
export function fetchAnnualReview(year?: number): Promise<AnnualReview> {
  return request<AnnualReview>({
    service: 'home',
    path: '/pub/v3/annual_review',
    params: year ? { year } : {},
    silent: true,
  })
}
