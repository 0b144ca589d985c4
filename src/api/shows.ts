/**
 * Show lists (spec section 7, Shows): show_list/search, backend categories, recommend, hot
 * searches, and the caller's favourite shows. Every call is silent: the lists show their own
 * loading, error and empty states.
 */
import { request, type RequestDescriptor } from '@/http'
import type {
  CategoryNode,
  FavoriteState as FavoriteStateAnswer,
  FavouriteShows,
  HotSearch,
  RecommendQuery as RecommendQueryIn,
  RecommendedShows,
  ShowListItem as ShowCard,
  ShowSearchPage,
} from '@showtix/contract'
import type { RequestOf } from './request-of'
import { categoryParams, searchParams, type ShowSearch } from '@/domain/show-lists'

export type { ShowSearch } from '@/domain/show-lists'

/**
 * A show as the lists give it (show_list/search, show/recommend, favourites: `isFavourite`); a
 * show group's card has `searchType` SHOW_GROUP, `showCount` and `showIds`.
 */
export type ShowListItem = ShowCard & { readonly isFavourite?: boolean }

/** A page of show cards (the favourites' answer, and what the other lists are read into). */
export type ShowPage = Cards<FavouriteShows, 'list'>

/** An answer whose `key` lists show cards, read as the app's ShowListItem. */
type Cards<T, K extends keyof T> = Omit<T, K> & { readonly [key in K]: ShowListItem[] }

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
  const data = await request<Cards<ShowSearchPage, 'searchData'>>({
    ...searchShowsRequest(query),
    importance: 'high',
    silent: true,
  })
  return { list: data.searchData ?? [], total: data.total ?? 0, hasMore: Boolean(data.hasMore) }
}

/** A category (level 2) with its show count. */
export type BackendCategory = CategoryNode

/** GET shows/backend_categories?level=2: the request, as the app and the H5 boot script (src/boot) send it. */
export function categoriesRequest(cityId?: string): RequestDescriptor {
  return { service: 'show', path: '/pub/v3/shows/backend_categories', params: categoryParams(cityId) }
}

/** GET shows/backend_categories?level=2 (the caller falls back to the built-in list when it fails). */
export function fetchCategories(cityId?: string): Promise<BackendCategory[]> {
  return request<BackendCategory[]>({ ...categoriesRequest(cityId), silent: true })
}

/** showId: shows like this one (show detail), without it; the page size always given. */
export type RecommendQuery = RequestOf<RecommendQueryIn> & { readonly length: number }

/** GET show/recommend. */
export async function fetchRecommend(query: RecommendQuery): Promise<ShowPage> {
  const data = await request<Cards<RecommendedShows, 'showList'>>({
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
  const data = await request<HotSearch>({
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

export type FavoriteState = FavoriteStateAnswer

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
