/** Hot searches and the buyer's favourite shows (`routes/shows-lists.ts`). */
import { Type, type Static } from '@sinclair/typebox'
import { ShowListItem } from '../catalogue/common'

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
