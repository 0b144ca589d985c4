import {
  ALL_CITIES,
  PLACES_PAGE_SIZE,
  appendPage,
  captchaNotice,
  mapPoint,
  sessionOver,
  shouldFollowAfterLogin,
  stopsIn,
  tourStops,
  type TourShowLike,
} from '@/domain/places'

const H = 3_600_000
const session = (id: string, start: number, end: number | null = start + 2 * H) => ({
  bizShowSessionId: id,
  sessionStartTime: start,
  sessionEndTime: end,
})
const show = (
  showId: string,
  cityId: string,
  sessions: ReturnType<typeof session>[],
  firstShowTime = sessions[0]?.sessionStartTime ?? 0,
) => ({ showId, cityId, cityName: `name-${cityId}`, firstShowTime, sessions }) satisfies TourShowLike

describe('PLACES_PAGE_SIZE', () => {
  it('is the spec page of 20', () => expect(PLACES_PAGE_SIZE).toBe(20))
})

describe('tourStops', () => {
  const cities = [
    { cityId: 'SH', cityName: 'Shanghai' },
    { cityId: 'BJ', cityName: 'Beijing' },
    { cityId: 'GZ', cityName: 'Guangzhou' },
  ]

  it('orders the cities by their first session, not by the list order', () => {
    const stops = tourStops(cities, [
      show('a', 'SH', [session('a1', 300)]),
      show('b', 'BJ', [session('b1', 100)]),
      show('c', 'GZ', [session('c1', 200)]),
    ])
    expect(stops.map((stop) => stop.cityId)).toEqual(['BJ', 'GZ', 'SH'])
    expect(stops.map((stop) => stop.firstTime)).toEqual([100, 200, 300])
    expect(stops[0]?.cityName).toBe('Beijing')
  })

  it('puts the shows and their sessions of a city in time order', () => {
    const stops = tourStops(cities.slice(0, 1), [
      show('late', 'SH', [session('l2', 900), session('l1', 500)]),
      show('early', 'SH', [session('e1', 400)]),
    ])
    expect(stops[0]?.shows.map((item) => item.showId)).toEqual(['early', 'late'])
    expect(stops[0]?.shows[1]?.sessions.map((item) => item.bizShowSessionId)).toEqual(['l1', 'l2'])
    expect(stops[0]?.firstTime).toBe(400)
  })

  it('uses the show time when a show has no session, and keeps the earlier of both', () => {
    const stops = tourStops(cities.slice(0, 2), [show('a', 'SH', [], 700), show('b', 'BJ', [session('b1', 800)], 600)])
    expect(stops.map((stop) => [stop.cityId, stop.firstTime])).toEqual([
      ['BJ', 600],
      ['SH', 700],
    ])
  })

  it('keeps a city without shows, last, in the list order; an equal first time keeps the list order', () => {
    const stops = tourStops(cities, [show('a', 'GZ', [session('a1', 100)]), show('b', 'SH', [session('b1', 100)])])
    expect(stops.map((stop) => stop.cityId)).toEqual(['SH', 'GZ', 'BJ'])
    expect(stops[2]).toEqual({ cityId: 'BJ', cityName: 'Beijing', shows: [], firstTime: null })
  })

  it('adds a stop for a show whose city the list lacks', () => {
    const stops = tourStops([], [show('a', 'CD', [session('a1', 1)])])
    expect(stops).toHaveLength(1)
    expect(stops[0]).toMatchObject({ cityId: 'CD', cityName: 'name-CD' })
  })

  it('answers no stop for a tour without cities or shows, and does not change its input', () => {
    expect(tourStops([], [])).toEqual([])
    const sessions = [session('x2', 9), session('x1', 1)]
    tourStops(cities, [show('x', 'SH', sessions)])
    expect(sessions.map((item) => item.bizShowSessionId)).toEqual(['x2', 'x1'])
  })
})

describe('stopsIn', () => {
  const stops = tourStops(
    [
      { cityId: 'SH', cityName: 'Shanghai' },
      { cityId: 'BJ', cityName: 'Beijing' },
    ],
    [show('a', 'SH', [session('a1', 1)]), show('b', 'BJ', [session('b1', 2)])],
  )
  it('keeps every stop for all cities', () => expect(stopsIn(stops, ALL_CITIES)).toBe(stops))
  it('keeps the chosen city only', () => expect(stopsIn(stops, 'BJ').map((stop) => stop.cityId)).toEqual(['BJ']))
  it('keeps every stop for a city the tour does not visit (a stale choice)', () => expect(stopsIn(stops, 'XX')).toBe(stops))
})

describe('sessionOver', () => {
  it('is over at its end, not before', () => {
    expect(sessionOver(session('s', 100, 200), 199)).toBe(false)
    expect(sessionOver(session('s', 100, 200), 200)).toBe(true)
  })
  it('without an end, is over once started', () => {
    expect(sessionOver(session('s', 100, null), 99)).toBe(false)
    expect(sessionOver(session('s', 100, null), 100)).toBe(true)
  })
})

describe('captchaNotice', () => {
  const window = { startTime: 1000, endTime: 2000, types: ['SLIDER'] }
  it('is upcoming before the start', () => expect(captchaNotice(window, 999)).toEqual({ ...window, phase: 'upcoming' }))
  it('is open from the start', () => expect(captchaNotice(window, 1000)?.phase).toBe('open'))
  it('is open until just before the end', () => expect(captchaNotice(window, 1999)?.phase).toBe('open'))
  it('is nothing from the end on (spec 5: only while the expiry is ahead)', () => {
    expect(captchaNotice(window, 2000)).toBeNull()
    expect(captchaNotice(window, 5000)).toBeNull()
  })
  it('is nothing without a window, or for a window that ends before it starts', () => {
    expect(captchaNotice(null, 0)).toBeNull()
    expect(captchaNotice(undefined, 0)).toBeNull()
    expect(captchaNotice({ startTime: 2000, endTime: 2000 }, 0)).toBeNull()
    expect(captchaNotice({ startTime: 3000, endTime: 2000 }, 0)).toBeNull()
  })
  it('answers no types when the gateway gave none', () =>
    expect(captchaNotice({ startTime: 0, endTime: 10 }, 5)?.types).toEqual([]))
})

describe('mapPoint', () => {
  it('takes coordinates within the globe, edges included', () => {
    expect(mapPoint(31.2303, 121.4722)).toEqual({ latitude: 31.2303, longitude: 121.4722 })
    expect(mapPoint(90, 180)).toEqual({ latitude: 90, longitude: 180 })
    expect(mapPoint(-90, -180)).toEqual({ latitude: -90, longitude: -180 })
    expect(mapPoint(0, 1)).toEqual({ latitude: 0, longitude: 1 })
  })
  it.each([
    [90.0001, 0],
    [0, 180.0001],
    [-90.0001, 10],
    [10, -180.0001],
    [0, 0],
    [Number.NaN, 1],
    [1, Number.POSITIVE_INFINITY],
    [null, 1],
    [undefined, undefined],
    ['31.2', '121.4'],
  ])('refuses %p, %p', (lat, lng) => expect(mapPoint(lat, lng)).toBeNull())
})

describe('appendPage', () => {
  const id = (item: { id: string }) => item.id
  it('appends the next page', () => expect(appendPage([{ id: 'a' }], [{ id: 'b' }], id)).toEqual([{ id: 'a' }, { id: 'b' }]))
  it('keeps an item the list repeated once, where it was first shown', () =>
    expect(appendPage([{ id: 'a' }, { id: 'b' }], [{ id: 'b' }, { id: 'c' }], id).map(id)).toEqual(['a', 'b', 'c']))
  it('answers what was shown for an empty page', () => expect(appendPage([{ id: 'a' }], [], id)).toEqual([{ id: 'a' }]))
})

describe('shouldFollowAfterLogin', () => {
  it('follows when asked, logged in and not following yet', () => expect(shouldFollowAfterLogin(true, true, false)).toBe(true))
  it('does not when the account already follows', () => expect(shouldFollowAfterLogin(true, true, true)).toBe(false))
  it('does not when the login did not happen', () => expect(shouldFollowAfterLogin(true, false, false)).toBe(false))
  it('does not when the user did not ask', () => expect(shouldFollowAfterLogin(false, true, false)).toBe(false))
})
