/** Tours, show groups and venues (`routes/catalogue/places.ts`, `places-extra.ts`). */
import { Type, type Static } from '@sinclair/typebox'
import { CaptchaSwitch, CatalogueId, CityId, Length, Nullable, Offset, SessionStatic, ShowListItem, common } from './common'

export const TourShow = Type.Composite([ShowListItem, Type.Object({ sessions: Type.Array(SessionStatic) })])
export type TourShow = Static<typeof TourShow>

/** GET tours/{tourId}. */
export const Tour = Type.Object({
  tourId: Type.String(),
  tourName: Type.String(),
  posterUrl: Type.String(),
  description: Type.String(),
  showDate: Type.String(),
  firstShowTime: Nullable(Type.Number()),
  lastShowTime: Nullable(Type.Number()),
  cityCount: Type.Number(),
  cities: Type.Array(Type.Object({ cityId: Type.String(), cityName: Type.String() })),
  shows: Type.Array(TourShow),
})
export type Tour = Static<typeof Tour>

/** GET/POST buyer tour/subscribe_favorite/{tourId}. */
export const TourFollow = Type.Object({ tourId: Type.String(), isFavourite: Type.Boolean(), favouriteCount: Type.Number() })
export type TourFollow = Static<typeof TourFollow>

export const ShowCaptchaInfo = Type.Object({ showId: Type.String(), captchaSwitch: Nullable(CaptchaSwitch) })
export type ShowCaptchaInfo = Static<typeof ShowCaptchaInfo>

/** GET show_groups/{showGroupId}. */
export const ShowGroup = Type.Object({
  showGroupId: Type.String(),
  showGroupName: Type.String(),
  posterUrl: Type.String(),
  theaterOrLocationName: Type.String(),
  address: Type.String(),
  venueId: Nullable(Type.String()),
  cityId: Nullable(Type.String()),
  lat: Nullable(Type.Number()),
  lng: Nullable(Type.Number()),
  showCaptchaInfos: Type.Array(ShowCaptchaInfo),
  shows: Type.Array(ShowListItem),
})
export type ShowGroup = Static<typeof ShowGroup>

export const Venue = Type.Object({
  venueId: Type.String(),
  venueName: Type.String(),
  venueAddress: Type.String(),
  cityId: Type.String(),
  cityName: Type.String(),
  districtId: Nullable(Type.String()),
  districtName: Nullable(Type.String()),
  lat: Type.Number(),
  lng: Type.Number(),
  venueType: Type.String(),
  capacity: Type.Number(),
  hasSeatMap: Type.Boolean(),
  telephone: Type.String(),
  showCount: Type.Number(),
})
export type Venue = Static<typeof Venue>

/** GET venues. */
export const VenueList = Type.Object({ venueList: Type.Array(Venue), total: Type.Number(), hasMore: Type.Boolean() })
export type VenueList = Static<typeof VenueList>

/** GET venues/{venueId}: the venue with its shows. */
export const VenueDetail = Type.Composite([Venue, Type.Object({ shows: Type.Array(ShowListItem) })])
export type VenueDetail = Static<typeof VenueDetail>

/** GET venues/{venueId}/shows. */
export const VenueShows = Type.Object({ showList: Type.Array(ShowListItem), total: Type.Number(), hasMore: Type.Boolean() })
export type VenueShows = Static<typeof VenueShows>

// ---------------------------------------------------------------------------------------------
// Requests.

/** Spec section 9: lists page by 20 (a venue's shows). */
export const VENUE_SHOWS_PAGE = 20

export const TourParams = Type.Object({ tourId: CatalogueId('tour id, e.g. TR0001') })
export type TourParams = Static<typeof TourParams>

export const ShowGroupParams = Type.Object({ showGroupId: CatalogueId('show group id, e.g. SG0001') })
export type ShowGroupParams = Static<typeof ShowGroupParams>

export const VenueParams = Type.Object({ venueId: CatalogueId('venue id, e.g. VN1101') })
export type VenueParams = Static<typeof VenueParams>

/** GET venues: the query. */
export const VenueListQuery = Type.Object({
  cityId: Type.Optional(CityId),
  keyword: Type.Optional(Type.String({ maxLength: 50 })),
  offset: Type.Optional(Offset),
  length: Type.Optional(Length(20)),
  ...common,
})
export type VenueListQuery = Static<typeof VenueListQuery>

/** POST tour/subscribe_favorite/{tourId}: follow or stop following. */
export const TourFollowBody = Type.Object(
  { favourite: Type.Boolean({ description: 'true: follow; false: stop following' }) },
  { additionalProperties: false },
)
export type TourFollowBody = Static<typeof TourFollowBody>

/** GET venue/{venueId}/shows: the query. */
export const VenueShowsQuery = Type.Object({
  offset: Type.Optional(Offset),
  length: Type.Optional(Length(VENUE_SHOWS_PAGE)),
  ...common,
})
export type VenueShowsQuery = Static<typeof VenueShowsQuery>
