/**
 * Tours, show groups and venues (issue 7 items 6-8): the tour with its cities and sessions,
 * following a tour (login), a show group, the venues of a city, a venue and its shows. Every
 * call is silent: the pages show their own loading, empty and error states.
 */
import { PLACES_PAGE_SIZE, type CaptchaSwitchLike } from '@/domain/places'
import type { ShowDisplayFields } from '@/domain/show-display'
import { request } from '@/http'

/** A show as the gateway lists it (a card); a show group's card has `showGroupId` and `showIds`. */
export interface PlaceShow extends ShowDisplayFields {
  readonly showId: string
  readonly showName: string
  readonly posterUrl: string
  readonly firstShowTime: number
  readonly cityId: string
  readonly cityName: string
  readonly venueId?: string
  readonly venueName: string
  readonly showStatus: string
  readonly showStatusDisplay?: string
  readonly searchType?: 'SHOW' | 'SHOW_GROUP'
  readonly showGroupId?: string | null
}

export interface TourSession {
  readonly bizShowSessionId: string
  readonly showId: string
  readonly sessionName: string
  readonly sessionStartTime: number
  readonly sessionEndTime?: number | null
}

export interface TourShow extends PlaceShow {
  readonly sessions: readonly TourSession[]
}

export interface Tour {
  readonly tourId: string
  readonly tourName: string
  readonly posterUrl: string
  readonly description: string
  readonly showDate: string
  readonly cityCount: number
  readonly cities: ReadonlyArray<{ readonly cityId: string; readonly cityName: string }>
  readonly shows: readonly TourShow[]
}

/** GET tours/{id}: the tour, its cities and each show with its sessions. */
export function fetchTour(tourId: string): Promise<Tour> {
  return request<Tour>({ service: 'show', path: `/pub/v3/tours/${encodeURIComponent(tourId)}`, silent: true })
}

export interface TourFollow {
  readonly tourId: string
  readonly isFavourite: boolean
  readonly favouriteCount: number
}

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

export interface ShowCaptchaInfo {
  readonly showId: string
  readonly captchaSwitch: CaptchaSwitchLike | null
}

export interface ShowGroup {
  readonly showGroupId: string
  readonly showGroupName: string
  readonly posterUrl: string
  readonly theaterOrLocationName: string
  readonly address: string
  readonly venueId?: string | null
  readonly lat?: number | null
  readonly lng?: number | null
  readonly showCaptchaInfos: readonly ShowCaptchaInfo[]
  readonly shows: readonly PlaceShow[]
}

/** GET show_groups/{id} (ids containing SG): the group's place, captcha windows and shows. */
export function fetchShowGroup(showGroupId: string): Promise<ShowGroup> {
  return request<ShowGroup>({ service: 'show', path: `/pub/v3/show_groups/${encodeURIComponent(showGroupId)}`, silent: true })
}

export interface Venue {
  readonly venueId: string
  readonly venueName: string
  readonly venueAddress: string
  readonly cityId: string
  readonly cityName: string
  readonly districtName?: string | null
  readonly lat?: number | null
  readonly lng?: number | null
  readonly venueType?: string
  readonly capacity?: number
  readonly telephone?: string | null
  readonly showCount: number
}

export interface Paged<T> {
  readonly list: readonly T[]
  readonly total: number
  readonly hasMore: boolean
}

/** GET venues: the shop's venues of a city (a page of 20), those with most shows first. */
export async function fetchVenues(query: { cityId?: string; keyword?: string; offset: number }): Promise<Paged<Venue>> {
  const data = await request<{ venueList: Venue[]; total: number; hasMore: boolean }>({
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
  return request<Venue>({ service: 'show', path: `/pub/v3/venues/${encodeURIComponent(venueId)}`, silent: true })
}

/** GET venues/{id}/shows: a page of 20 of the venue's shows, by time (a show group as one card). */
export async function fetchVenueShows(venueId: string, offset: number): Promise<Paged<PlaceShow>> {
  const data = await request<{ showList: PlaceShow[]; total: number; hasMore: boolean }>({
    service: 'show',
    path: `/pub/v3/venues/${encodeURIComponent(venueId)}/shows`,
    params: { offset, length: PLACES_PAGE_SIZE },
    silent: true,
  })
  return { list: data.showList, total: data.total, hasMore: data.hasMore }
}
