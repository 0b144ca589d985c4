/** Hot searches and the buyer's favourite shows (`routes/shows-lists.ts`). */
import { Type, type Static } from '@sinclair/typebox'
import { CityId, Length, Offset, ShowListItem, common } from '../catalogue/common'

/** GET show/hot_search. */
export const HotSearch = Type.Object({
  words: Type.Array(Type.Object({ keyword: Type.String(), rank: Type.Number(), hot: Type.Boolean() })),
})
export type HotSearch = Static<typeof HotSearch>

export const FavouriteShow = Type.Composite([Type.Object({ isFavourite: Type.Boolean() }), ShowListItem])
export type FavouriteShow = Static<typeof FavouriteShow>

/** GET favourite shows: one page. */
export const FavouriteShows = Type.Object({ list: Type.Array(FavouriteShow), total: Type.Number(), hasMore: Type.Boolean() })
export type FavouriteShows = Static<typeof FavouriteShows>

/** GET/POST/DELETE favourite shows/{showId}. */
export const FavoriteState = Type.Object({ showId: Type.String(), isFavourite: Type.Boolean(), favouriteCount: Type.Number() })
export type FavoriteState = Static<typeof FavoriteState>

// ---------------------------------------------------------------------------------------------
// Requests.

/** Hot searches shown at most, and by default. */
export const HOT_SEARCH_MAX = 20
export const HOT_SEARCH_DEFAULT = 10
/** Favourite shows: pages of 20 (spec section 9, the list page size). */
export const FAVOURITES_PAGE = 20

/** GET show/hot_search: the query. */
export const HotSearchQuery = Type.Object({
  cityId: Type.Optional(CityId),
  length: Type.Optional(Length(HOT_SEARCH_DEFAULT, HOT_SEARCH_MAX)),
  ...common,
})
export type HotSearchQuery = Static<typeof HotSearchQuery>

/** GET favourite shows: the query. */
export const FavouriteShowsQuery = Type.Object({
  offset: Type.Optional(Offset),
  length: Type.Optional(Length(FAVOURITES_PAGE)),
  ...common,
})
export type FavouriteShowsQuery = Static<typeof FavouriteShowsQuery>
