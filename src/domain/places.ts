/**
 * Tours, show groups and venues (issue 7 items 6-8): the rules their pages apply to what the
 * gateway answers. Pure: no Taro, no I/O.
 */

/** Spec section 9: lists page by 20 (the venue list, a venue's shows). */
export const PLACES_PAGE_SIZE = 20

/** The tour page's city filter that shows every city. */
export const ALL_CITIES = 'ALL'

export interface TourSessionLike {
  readonly bizShowSessionId: string
  readonly sessionStartTime: number
  readonly sessionEndTime?: number | null
}

export interface TourShowLike<S extends TourSessionLike = TourSessionLike> {
  readonly showId: string
  readonly cityId: string
  readonly cityName: string
  readonly firstShowTime: number
  readonly sessions: readonly S[]
}

export interface TourCity {
  readonly cityId: string
  readonly cityName: string
}

/** A city of the tour with its shows (each with its sessions in time order). */
export interface TourStop<T extends TourShowLike> {
  readonly cityId: string
  readonly cityName: string
  readonly shows: readonly T[]
  /** The stop's first session (or the first show time when it has no session); null with no show. */
  readonly firstTime: number | null
}

const startOf = (show: TourShowLike): number =>
  show.sessions.reduce((first, session) => Math.min(first, session.sessionStartTime), show.firstShowTime)

/**
 * The tour's stops: one per city the gateway lists, in the order of its first session (a city
 * without a show last, in the gateway's order), each with its shows in time order and their
 * sessions in time order. A show whose city the list lacks still gets its stop.
 */
export function tourStops<T extends TourShowLike>(cities: readonly TourCity[], shows: readonly T[]): TourStop<T>[] {
  const known = [...cities]
  for (const show of shows)
    if (!known.some((city) => city.cityId === show.cityId)) known.push({ cityId: show.cityId, cityName: show.cityName })
  const stops = known.map((city, index) => {
    const own = shows
      .filter((show) => show.cityId === city.cityId)
      .map((show) => ({ ...show, sessions: [...show.sessions].sort((a, b) => a.sessionStartTime - b.sessionStartTime) }))
      .sort((a, b) => startOf(a) - startOf(b))
    const firstTime = own.length ? Math.min(...own.map(startOf)) : null
    return { stop: { cityId: city.cityId, cityName: city.cityName, shows: own, firstTime }, index }
  })
  return stops
    .sort((a, b) => {
      if (a.stop.firstTime === null || b.stop.firstTime === null)
        return a.stop.firstTime === b.stop.firstTime ? a.index - b.index : a.stop.firstTime === null ? 1 : -1
      return a.stop.firstTime - b.stop.firstTime || a.index - b.index
    })
    .map(({ stop }) => stop)
}

/** The stops the city filter keeps: all for ALL_CITIES or a city the tour does not visit. */
export function stopsIn<T extends TourShowLike>(stops: readonly TourStop<T>[], cityId: string): readonly TourStop<T>[] {
  const chosen = stops.filter((stop) => stop.cityId === cityId)
  return cityId === ALL_CITIES || chosen.length === 0 ? stops : chosen
}

/** A session is over once it has ended (or started, when its end is not known). */
export function sessionOver(session: TourSessionLike, now: number): boolean {
  return (session.sessionEndTime ?? session.sessionStartTime) <= now
}

export interface CaptchaSwitchLike {
  readonly startTime: number
  readonly endTime: number
  readonly types?: readonly string[]
}

export interface CaptchaNotice {
  /** `open`: buying this show asks for a captcha now; `upcoming`: from `startTime`. */
  readonly phase: 'open' | 'upcoming'
  readonly startTime: number
  readonly endTime: number
  readonly types: readonly string[]
}

/**
 * A show group's captcha window as the buyer is told of it (spec section 3, showCaptchaInfos;
 * section 5: only while its end is ahead): open in [start, end), upcoming before, nothing after
 * or for a window that ends before it starts.
 */
export function captchaNotice(captcha: CaptchaSwitchLike | null | undefined, now: number): CaptchaNotice | null {
  if (!captcha || !(captcha.endTime > captcha.startTime) || now >= captcha.endTime) return null
  return {
    phase: now >= captcha.startTime ? 'open' : 'upcoming',
    startTime: captcha.startTime,
    endTime: captcha.endTime,
    types: captcha.types ?? [],
  }
}

export interface MapPoint {
  readonly latitude: number
  readonly longitude: number
}

/**
 * Coordinates a map can open at: numbers within the globe, and not the 0,0 a missing value
 * becomes. Null when the place cannot be shown on a map.
 */
export function mapPoint(lat: unknown, lng: unknown): MapPoint | null {
  if (typeof lat !== 'number' || typeof lng !== 'number' || !Number.isFinite(lat) || !Number.isFinite(lng)) return null
  if (lat < -90 || lat > 90 || lng < -180 || lng > 180) return null
  if (lat === 0 && lng === 0) return null
  return { latitude: lat, longitude: lng }
}

/** A page of a list appended to what is shown: a repeated id (the list moved meanwhile) is kept once. */
export function appendPage<T>(shown: readonly T[], next: readonly T[], idOf: (item: T) => string): T[] {
  const seen = new Set(shown.map(idOf))
  return [...shown, ...next.filter((item) => !seen.has(idOf(item)))]
}

/**
 * After a login the user went to from the follow button: follow now when they asked to and the
 * tour is not followed yet (the login may have brought an account that already follows it).
 */
export function shouldFollowAfterLogin(wanted: boolean, loggedIn: boolean, following: boolean): boolean {
  return wanted && loggedIn && !following
}
