/**
 * Tours, show groups and venues (issue 7 items 6-8): the tour with its cities and sessions,
 * following a tour (login), a show group, the venues of a city, a venue and its shows. Every
 * call is silent: the pages show their own loading, empty and error states.
 */
import type {
  ShowGroup as ShowGroupAnswer,
  ShowListItem,
  Tour as TourAnswer,
  TourFollow,
  TourShow as TourShowAnswer,
  Venue,
  VenueListQuery,
  VenueDetail,
  VenueList,
  VenueShows,
} from '@showtix/contract'
import { PLACES_PAGE_SIZE } from '@/domain/places'
import { request } from '@/http'

/** A show as the gateway lists it (a card); a show group's card has `showGroupId` and `showIds`. */
export type PlaceShow = ShowListItem

export type TourShow = TourShowAnswer

/** GET tours/{id}: the tour, its cities and each show with its sessions. */
export type Tour = Omit<TourAnswer, 'shows'> & { readonly shows: readonly TourShow[] }

/** GET tours/{id}: the tour, its cities and each show with its sessions. */
export function fetchTour(tourId: string): Promise<Tour> {
  return request<Tour>({ service: 'show', path: `/pub/v3/tours/${encodeURIComponent(tourId)}`, silent: true })
}

export type { TourFollow } from '@showtix/contract'

/** GET tour/subscribe_favorite/{id} (login): whether the user follows the tour. */
export function fetchTourFollow(tourId: string): Promise<TourFollow> {
  return request<TourFollow>({
    service: 'show',
    path: `/buyer/v3/tour/subscribe_favorite/${encodeURIComponent(tourId)}`,
    silent: true,
  })
}

/** POST tour/subscribe_favorite/{id} (spec section 7, login): follow the tour, or stop. */
export function setTourFollow(tourId: string, favourite: boolean): Promise<TourFollow> {
  return request<TourFollow>({
    method: 'POST',
    service: 'show',
    path: `/buyer/v3/tour/subscribe_favorite/${encodeURIComponent(tourId)}`,
    data: { favourite },
    importance: 'high',
    silent: true,
  })
}

export type { ShowCaptchaInfo } from '@showtix/contract'

export type ShowGroup = Omit<ShowGroupAnswer, 'shows'> & { readonly shows: readonly PlaceShow[] }

/** GET show_groups/{id} (ids containing SG): the group's place, captcha windows and shows. */
export function fetchShowGroup(showGroupId: string): Promise<ShowGroup> {
  return request<ShowGroup>({ service: 'show', path: `/pub/v3/show_groups/${encodeURIComponent(showGroupId)}`, silent: true })
}

export type { Venue } from '@showtix/contract'

export interface Paged<T> {
  readonly list: readonly T[]
  readonly total: number
  readonly hasMore: boolean
}

/** GET venues: the shop's venues of a city (a page of 20), those with most shows first. */
export async function fetchVenues(
  query: Pick<VenueListQuery, 'cityId' | 'keyword'> & Required<Pick<VenueListQuery, 'offset'>>,
): Promise<Paged<Venue>> {
  const data = await request<VenueList>({
    service: 'show',
    path: '/pub/v3/venues',
    params: {
      ...(query.cityId ? { cityId: query.cityId } : {}),
      ...(query.keyword?.trim() ? { keyword: query.keyword.trim() } : {}),
      offset: query.offset,
      length: PLACES_PAGE_SIZE,
    },
    silent: true,
  })
  return { list: data.venueList, total: data.total, hasMore: data.hasMore }
}

/** GET venues/{id}: the venue (its shows come page by page from fetchVenueShows). */
export function fetchVenue(venueId: string): Promise<Venue> {
  return request<VenueDetail>({ service: 'show', path: `/pub/v3/venues/${encodeURIComponent(venueId)}`, silent: true })
}

/** GET venues/{id}/shows: a page of 20 of the venue's shows, by time (a show group as one card). */
export async function fetchVenueShows(venueId: string, offset: number): Promise<Paged<PlaceShow>> {
  const data = await request<Omit<VenueShows, 'showList'> & { readonly showList: PlaceShow[] }>({
    service: 'show',
    path: `/pub/v3/venues/${encodeURIComponent(venueId)}/shows`,
    params: { offset, length: PLACES_PAGE_SIZE },
    silent: true,
  })
  return { list: data.showList, total: data.total, hasMore: data.hasMore }
}
