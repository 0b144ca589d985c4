/**
 * Show lists (spec section 7, Shows): show_list/search, backend categories, recommend, hot
 * searches, and the caller's favourite shows. Every call is silent: the lists show their own
 * loading, error and empty states.
 */
import { request, type RequestDescriptor } from '@/http'
import type { PriceInfo, ShowTag } from '@/domain/show-display'
import { categoryParams, searchParams, type ShowSearch } from '@/domain/show-lists'

export type { ShowSearch } from '@/domain/show-lists'

/** A show as the lists give it (show_list/search, show/recommend, favourites). */
export interface ShowListItem {
  readonly showId: string
  readonly showName: string
  readonly posterUrl?: string | null
  readonly displayShowTime?: string | null
  readonly firstShowTime?: number | null
  readonly lastShowTime?: number | null
  readonly cityId?: string | null
  readonly cityName?: string | null
  readonly venueId?: string | null
  readonly venueName?: string | null
  readonly showStatus?: string | null
  readonly showStatusDisplay?: string | null
  readonly soldOut?: boolean | null
  readonly minOriginalPrice?: number | null
  readonly minOriginalPriceInfo?: PriceInfo | null
  readonly maxOriginalPriceInfo?: PriceInfo | null
  readonly customPrice?: string | null
  readonly pricePending?: boolean | null
  readonly isFree?: boolean | null
  readonly showTags?: readonly ShowTag[] | null
  /** SHOW, or SHOW_GROUP for a group card (its id contains SG). */
  readonly searchType?: string
  readonly isFavourite?: boolean
}

export interface ShowPage {
  readonly list: ShowListItem[]
  readonly total: number
  readonly hasMore: boolean
}

const defined = (params: object) =>
  Object.fromEntries(Object.entries(params).filter(([, value]) => value !== undefined && value !== '')) as Record<
    string,
    string | number | boolean
  >

/** GET show_list/search: the request, as the app and the H5 boot script (src/boot) send it. */
export function searchShowsRequest(query: ShowSearch): RequestDescriptor {
  return { service: 'home', path: '/pub/v3/show_list/search', params: searchParams(query) }
}

/** GET show_list/search: a page of shows (show groups as one SG card). */
export async function searchShows(query: ShowSearch): Promise<ShowPage> {
  const data = await request<{ searchData: ShowListItem[]; total: number; hasMore: boolean }>({
    ...searchShowsRequest(query),
    importance: 'high',
    silent: true,
  })
  return { list: data.searchData ?? [], total: data.total ?? 0, hasMore: Boolean(data.hasMore) }
}

export interface BackendCategory {
  readonly code: string
  readonly displayName: string
  readonly seq?: number
}

/** GET shows/backend_categories?level=2: the request, as the app and the H5 boot script (src/boot) send it. */
export function categoriesRequest(cityId?: string): RequestDescriptor {
  return { service: 'show', path: '/pub/v3/shows/backend_categories', params: categoryParams(cityId) }
}

/** GET shows/backend_categories?level=2 (the caller falls back to the built-in list when it fails). */
export function fetchCategories(cityId?: string): Promise<BackendCategory[]> {
  return request<BackendCategory[]>({ ...categoriesRequest(cityId), silent: true })
}

export interface RecommendQuery {
  readonly length: number
  readonly offset?: number
  readonly cityId?: string
  readonly backendCategoryCode?: string
  /** Shows like this one (show detail), without it. */
  readonly showId?: string
  readonly isFavoriteListPageRecommend?: boolean
}

/** GET show/recommend. */
export async function fetchRecommend(query: RecommendQuery): Promise<ShowPage> {
  const data = await request<{ showList: ShowListItem[]; total: number; hasMore: boolean }>({
    service: 'show',
    path: '/pub/v3/show/recommend',
    params: defined({ ...query, ...(query.backendCategoryCode === 'ALL' ? { backendCategoryCode: undefined } : {}) }),
    importance: 'low',
    silent: true,
  })
  return { list: data.showList ?? [], total: data.total ?? 0, hasMore: Boolean(data.hasMore) }
}

/** GET show/hot_search: the hot search words of the city. */
export async function fetchHotSearches(cityId?: string): Promise<string[]> {
  const data = await request<{ words: Array<{ keyword: string }> }>({
    service: 'show',
    path: '/pub/v3/show/hot_search',
    params: defined({ cityId }),
    importance: 'low',
    silent: true,
  })
  return (data.words ?? []).map((word) => word.keyword).filter(Boolean)
}

const FAVOURITES = '/buyer/v3/favorite_shows'

/** GET the caller's favourite shows, the latest first (login). */
export function fetchFavorites(offset: number, length: number): Promise<ShowPage> {
  return request<ShowPage>({ service: 'user', path: FAVOURITES, params: { offset, length }, importance: 'high', silent: true })
}

export interface FavoriteState {
  readonly showId: string
  readonly isFavourite: boolean
  readonly favouriteCount: number
}

/** GET whether the caller has the show among favourites (login). */
export function fetchFavoriteState(showId: string): Promise<FavoriteState> {
  return request<FavoriteState>({ service: 'user', path: `${FAVOURITES}/${encodeURIComponent(showId)}`, silent: true })
}

/** POST: add the show to favourites (login). */
export function addFavorite(showId: string): Promise<FavoriteState> {
  return request<FavoriteState>({
    method: 'POST',
    service: 'user',
    path: `${FAVOURITES}/${encodeURIComponent(showId)}`,
    silent: true,
  })
}

/** DELETE: remove the show from favourites (login). */
export function removeFavorite(showId: string): Promise<FavoriteState> {
  return request<FavoriteState>({
    method: 'DELETE',
    service: 'user',
    path: `${FAVOURITES}/${encodeURIComponent(showId)}`,
    silent: true,
  })
}
