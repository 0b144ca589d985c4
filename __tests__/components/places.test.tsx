/**
 * Tour detail, group show detail, the venue list and a venue (issue 7 items 6-8) as a user meets
 * them, with the gateway calls mocked: what shows, what a tap does, loading, empty, not found and
 * failure, following a tour (login first when anonymous), paging, and map navigation per the
 * capability matrix (this is the H5 build: no map, the address is copied instead).
 */
import { act, fireEvent, screen } from '@testing-library/react'
import * as api from '@/api/places'
import { feedback } from '@/components/feedback'
import { HttpError } from '@/http'
import { resetNavigationState } from '@/navigation/navigate'
import { GroupDetail } from '@/package-show/components/group-detail'
import { TourDetail } from '@/package-show/components/tour-detail'
import { VenueDetail } from '@/package-show/components/venue-detail'
import { VenueList } from '@/package-show/components/venue-list'
import { userIdAtom } from '@/state/session'
import { navigateTo, openLocation, setClipboardData, taroMock } from '../__mocks__/tarojs-taro'
import { renderWithState } from './render'

jest.mock('@/api/places', () => ({
  ...jest.requireActual('@/api/places'),
  fetchTour: jest.fn(),
  fetchTourFollow: jest.fn(),
  setTourFollow: jest.fn(),
  fetchShowGroup: jest.fn(),
  fetchVenues: jest.fn(),
  fetchVenue: jest.fn(),
  fetchVenueShows: jest.fn(),
}))
const mocked = api as jest.Mocked<typeof api>

const flush = () => act(async () => new Promise((resolve) => setTimeout(resolve, 0)))
const DAY = 86_400_000
const NOW = Date.now()

const notFound = () => new HttpError({ kind: 'http', message: 'HTTP 404', httpCode: 404, url: '/x' })
const offline = () => new HttpError({ kind: 'network', message: 'request failed: network', url: '/x' })

// Fixtures carry what the pages draw; the answers' other fields do not matter here (hence the casts).
function card(showId: string, overrides: Partial<api.PlaceShow> = {}): api.PlaceShow {
  return {
    showId,
    showName: `Show ${showId}`,
    posterUrl: `https://img.test/${showId}.png`,
    firstShowTime: NOW + 10 * DAY,
    cityId: 'BL1106',
    cityName: '上海',
    venueName: '上海云峰大剧院',
    showStatus: 'ON_SALE',
    showStatusDisplay: '售票中',
    minOriginalPrice: 180,
    minOriginalPriceInfo: { prefix: '¥', yuanNum: '180', centNum: '00', suffix: '起' },
    ...overrides,
  } as api.PlaceShow
}

function tourShow(showId: string, cityId: string, cityName: string, starts: number[]): api.TourShow {
  return {
    ...card(showId, { cityId, cityName, firstShowTime: Math.min(...starts), venueName: `${cityName}体育馆` }),
    sessions: starts.map((start, index) => ({
      bizShowSessionId: `${showId}S${index + 1}`,
      showId,
      sessionName: `${showId} session ${index + 1}`,
      sessionStartTime: start,
      sessionEndTime: start + 2 * 3_600_000,
    })),
  } as api.TourShow
}

const TOUR: api.Tour = {
  tourId: 'TR0001',
  tourName: '星河乐队「回声」巡回演唱会',
  posterUrl: 'https://img.test/TR0001.png',
  description: '走过四座城市。',
  showDate: '2026.12.17-2027.01.21',
  firstShowTime: NOW - 2 * DAY,
  lastShowTime: NOW + 20 * DAY,
  cityCount: 2,
  cities: [
    { cityId: 'BL1106', cityName: '上海' },
    { cityId: 'BL1241', cityName: '北京' },
  ],
  shows: [
    tourShow('SH1031', 'BL1241', '北京', [NOW + 20 * DAY]),
    tourShow('SH1001', 'BL1106', '上海', [NOW + 5 * DAY, NOW - 2 * DAY]),
  ],
}

// jsdom has no IntersectionObserver; the cards' lazy posters ask for one.
beforeAll(() => {
  const global = window as unknown as Record<string, unknown>
  global.IntersectionObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
})

let toast: jest.SpyInstance
beforeEach(() => {
  taroMock.reset()
  resetNavigationState()
  jest.clearAllMocks()
  // Forget the answers a test queued and did not use.
  for (const fn of Object.values(mocked)) if (jest.isMockFunction(fn)) fn.mockReset()
  toast = jest.spyOn(feedback.presenter, 'toast').mockImplementation(() => undefined)
})
afterEach(() => toast.mockRestore())

const toasts = () => toast.mock.calls.map(([message]) => (message as { text?: string }).text)
const lastUrl = () => navigateTo.mock.calls.at(-1)?.[0]?.url as string | undefined

describe('TourDetail', () => {
  it('shows the tour, its cities in the order of their first session, and each show with its sessions', async () => {
    mocked.fetchTour.mockResolvedValue(TOUR)
    const { container } = renderWithState(<TourDetail tourId='TR0001' />)
    expect(container.querySelector('.status-view--loading')).not.toBeNull()
    await flush()
    expect(mocked.fetchTour).toHaveBeenCalledWith('TR0001')
    expect(screen.getByText(TOUR.tourName)).toBeTruthy()
    expect(screen.getByText('2 城巡演')).toBeTruthy()
    const stops = [...container.querySelectorAll('.tour-stop')].map((stop) => stop.getAttribute('data-city-id'))
    expect(stops).toEqual(['BL1106', 'BL1241'])
    // Shanghai's sessions in time order; the one already played reads as ended.
    const sessions = [...container.querySelectorAll("[data-city-id='BL1106'] .tour-session")]
    expect(sessions.map((row) => row.getAttribute('data-session-id'))).toEqual(['SH1001S2', 'SH1001S1'])
    expect(sessions[0]?.classList.contains('tour-session--over')).toBe(true)
    expect(sessions[0]?.textContent).toContain('已结束')
    expect(sessions[1]?.textContent).toContain('购票')
  })

  it('filters by city and opens a session in show detail', async () => {
    mocked.fetchTour.mockResolvedValue(TOUR)
    const { container } = renderWithState(<TourDetail tourId='TR0001' />)
    await flush()
    fireEvent.click(container.querySelector("[role='tab'][data-city-id='BL1241']") as Element)
    expect([...container.querySelectorAll('.tour-stop')].map((stop) => stop.getAttribute('data-city-id'))).toEqual(['BL1241'])
    fireEvent.click(screen.getByText('SH1031 session 1'))
    await flush()
    expect(lastUrl()).toBe('/content/SH1031?sessionId=SH1031S1')
    fireEvent.click(screen.getByText('全部城市'))
    expect(container.querySelectorAll('.tour-stop')).toHaveLength(2)
  })

  it('an unknown tour says so and offers home; a failed load offers retry, which loads again', async () => {
    mocked.fetchTour.mockRejectedValueOnce(notFound())
    const first = renderWithState(<TourDetail tourId='TR9999' />)
    await flush()
    expect(screen.getByText('该巡演不存在或已下架')).toBeTruthy()
    expect(screen.getByText('去首页')).toBeTruthy()
    expect(screen.queryByText('重试')).toBeNull()
    first.unmount()

    mocked.fetchTour.mockRejectedValueOnce(offline()).mockResolvedValueOnce(TOUR)
    renderWithState(<TourDetail tourId='TR0001' />)
    await flush()
    expect(screen.getByRole('alert').textContent).toContain('加载失败')
    fireEvent.click(screen.getByText('重试'))
    await flush()
    expect(screen.getByText(TOUR.tourName)).toBeTruthy()
  })

  it('a tour without shows says there is no session yet', async () => {
    mocked.fetchTour.mockResolvedValue({ ...TOUR, cities: [], shows: [], cityCount: 0 })
    renderWithState(<TourDetail tourId='TR0001' />)
    await flush()
    expect(screen.getByText('该巡演暂无场次，关注巡演获取开票提醒')).toBeTruthy()
  })

  it('in English', async () => {
    mocked.fetchTour.mockResolvedValue(TOUR)
    renderWithState(<TourDetail tourId='TR0001' />, { locale: 'en-US' })
    await flush()
    expect(screen.getByText('2-city tour')).toBeTruthy()
    expect(screen.getByText('Follow tour')).toBeTruthy()
    expect(screen.getByText('All cities')).toBeTruthy()
  })
})

describe('following a tour', () => {
  it('anonymous: the tap opens login; back logged in, the follow the user asked for is made', async () => {
    mocked.fetchTour.mockResolvedValue(TOUR)
    mocked.fetchTourFollow.mockResolvedValue({ tourId: 'TR0001', isFavourite: false, favouriteCount: 3 })
    mocked.setTourFollow.mockResolvedValue({ tourId: 'TR0001', isFavourite: true, favouriteCount: 4 })
    const { store } = renderWithState(<TourDetail tourId='TR0001' />)
    await flush()
    fireEvent.click(screen.getByText('关注巡演'))
    await flush()
    expect(lastUrl()).toBe('/login')
    expect(mocked.fetchTourFollow).not.toHaveBeenCalled()
    expect(mocked.setTourFollow).not.toHaveBeenCalled()

    act(() => store.set(userIdAtom, 'u1'))
    await flush()
    expect(mocked.fetchTourFollow).toHaveBeenCalledWith('TR0001')
    expect(mocked.setTourFollow).toHaveBeenCalledWith('TR0001', true)
    expect(screen.getByText('已关注')).toBeTruthy()
    expect(screen.getByText('4 人关注')).toBeTruthy()
    expect(toasts()).toEqual(['已关注，开票和新增城市会提醒你'])
  })

  it('back logged in with an account that already follows: nothing is changed', async () => {
    mocked.fetchTour.mockResolvedValue(TOUR)
    mocked.fetchTourFollow.mockResolvedValue({ tourId: 'TR0001', isFavourite: true, favouriteCount: 9 })
    const { store } = renderWithState(<TourDetail tourId='TR0001' />)
    await flush()
    fireEvent.click(screen.getByText('关注巡演'))
    act(() => store.set(userIdAtom, 'u1'))
    await flush()
    expect(mocked.setTourFollow).not.toHaveBeenCalled()
    expect(screen.getByText('已关注')).toBeTruthy()
  })

  it('logged in: shows the state, stops following on a tap, and ignores taps while a change is on its way', async () => {
    mocked.fetchTour.mockResolvedValue(TOUR)
    mocked.fetchTourFollow.mockResolvedValue({ tourId: 'TR0001', isFavourite: true, favouriteCount: 2 })
    let answer: (value: api.TourFollow) => void = () => undefined
    mocked.setTourFollow.mockImplementation(() => new Promise((resolve) => (answer = resolve)))
    renderWithState(<TourDetail tourId='TR0001' />, { userId: 'u1' })
    await flush()
    expect(screen.getByText('已关注')).toBeTruthy()
    fireEvent.click(screen.getByText('已关注'))
    fireEvent.click(screen.getByText('已关注'))
    await flush()
    expect(mocked.setTourFollow).toHaveBeenCalledTimes(1)
    expect(mocked.setTourFollow).toHaveBeenCalledWith('TR0001', false)
    await act(async () => answer({ tourId: 'TR0001', isFavourite: false, favouriteCount: 1 }))
    expect(screen.getByText('关注巡演')).toBeTruthy()
    expect(toasts()).toEqual(['已取消关注'])
  })

  it('a failed change says so and keeps the state shown', async () => {
    mocked.fetchTour.mockResolvedValue(TOUR)
    mocked.fetchTourFollow.mockResolvedValue({ tourId: 'TR0001', isFavourite: false, favouriteCount: 0 })
    mocked.setTourFollow.mockRejectedValue(offline())
    renderWithState(<TourDetail tourId='TR0001' />, { userId: 'u1' })
    await flush()
    fireEvent.click(screen.getByText('关注巡演'))
    await flush()
    expect(toasts()).toEqual(['操作失败，请稍后重试'])
    expect(screen.getByText('关注巡演')).toBeTruthy()
  })
})

const GROUP: api.ShowGroup = {
  showGroupId: 'SG0001',
  showGroupName: '城市戏剧季',
  posterUrl: 'https://img.test/SG0001.png',
  theaterOrLocationName: '上海云峰大剧院',
  address: '上海市黄浦区人民大道300号',
  venueId: 'VN1102',
  cityId: 'BL1106',
  lat: 31.2303,
  lng: 121.4722,
  showCaptchaInfos: [
    { showId: 'SH1007', captchaSwitch: { open: true, startTime: NOW - DAY, endTime: NOW + DAY, types: ['SLIDER'] } },
    { showId: 'SH1008', captchaSwitch: { open: false, startTime: NOW + DAY, endTime: NOW + 3 * DAY, types: ['IMAGE'] } },
    { showId: 'SH1009', captchaSwitch: { open: false, startTime: NOW - 3 * DAY, endTime: NOW - DAY, types: ['SLIDER'] } },
  ],
  shows: [card('SH1007'), card('SH1008'), card('SH1009')],
}

describe('GroupDetail', () => {
  it('shows the group, its theatre and address, and its shows with the captcha windows still ahead', async () => {
    mocked.fetchShowGroup.mockResolvedValue(GROUP)
    const { container } = renderWithState(<GroupDetail showGroupId='SG0001' />)
    await flush()
    expect(mocked.fetchShowGroup).toHaveBeenCalledWith('SG0001')
    expect(screen.getByText('城市戏剧季')).toBeTruthy()
    expect(screen.getByText('上海市黄浦区人民大道300号')).toBeTruthy()
    expect(screen.getByText('3 场演出')).toBeTruthy()
    const shows = [...container.querySelectorAll('.group-detail__show')]
    expect(shows.map((show) => show.querySelector('.show-card')?.getAttribute('data-show-id'))).toEqual([
      'SH1007',
      'SH1008',
      'SH1009',
    ])
    expect(shows[0]?.querySelector('.group-detail__captcha--open')?.textContent).toMatch(
      /^购票需完成滑块验证，截至 \d\d-\d\d \d\d:\d\d$/,
    )
    expect(shows[1]?.querySelector('.group-detail__captcha--upcoming')?.textContent).toContain('起购票需完成图形验证')
    expect(shows[2]?.querySelector('.group-detail__captcha')).toBeNull()
  })

  it('on the web: no map navigation (spec 5), the address is copied instead', async () => {
    mocked.fetchShowGroup.mockResolvedValue(GROUP)
    renderWithState(<GroupDetail showGroupId='SG0001' />)
    await flush()
    expect(screen.queryByText('导航')).toBeNull()
    fireEvent.click(screen.getByText('复制地址'))
    await flush()
    expect(openLocation).not.toHaveBeenCalled()
    expect(setClipboardData).toHaveBeenCalledWith({ data: GROUP.address })
    expect(toasts()).toEqual(['地址已复制'])
  })

  it('a tap on a show opens its detail', async () => {
    mocked.fetchShowGroup.mockResolvedValue(GROUP)
    const { container } = renderWithState(<GroupDetail showGroupId='SG0001' />)
    await flush()
    fireEvent.click(container.querySelector("[data-show-id='SH1008'] .show-card__main") as Element)
    await flush()
    expect(lastUrl()).toBe('/content/SH1008')
  })

  it('an unknown group says so; a group without shows says it has none', async () => {
    mocked.fetchShowGroup.mockRejectedValueOnce(notFound())
    const first = renderWithState(<GroupDetail showGroupId='SG9999' />)
    await flush()
    expect(screen.getByText('该演出不存在或已下架')).toBeTruthy()
    first.unmount()
    mocked.fetchShowGroup.mockResolvedValueOnce({ ...GROUP, shows: [], showCaptchaInfos: [] })
    renderWithState(<GroupDetail showGroupId='SG0001' />, { locale: 'zh-MO' })
    await flush()
    expect(screen.getByText('該演出組暫無演出')).toBeTruthy()
  })
})

function venue(venueId: string, overrides: Partial<api.Venue> = {}): api.Venue {
  return {
    venueId,
    venueName: `Venue ${venueId}`,
    venueAddress: `Address ${venueId}`,
    cityId: 'BL1106',
    cityName: '上海',
    districtName: '黄浦区',
    lat: 31.23,
    lng: 121.47,
    venueType: 'THEATRE',
    capacity: 1516,
    telephone: '021-35377365',
    showCount: 5,
    ...overrides,
  } as api.Venue
}

describe('VenueList', () => {
  it("lists the chosen city's venues, loads the next page, and opens a venue", async () => {
    mocked.fetchVenues
      .mockResolvedValueOnce({ list: [venue('V1'), venue('V2')], total: 3, hasMore: true })
      .mockResolvedValueOnce({ list: [venue('V2'), venue('V3')], total: 3, hasMore: false })
    const { container } = renderWithState(<VenueList />)
    await flush()
    expect(mocked.fetchVenues).toHaveBeenCalledWith({ cityId: 'BL1106', keyword: '', offset: 0 })
    expect(screen.getByText('上海的场馆')).toBeTruthy()
    expect(container.querySelector("[data-venue-id='V1']")?.textContent).toContain('剧院 · 黄浦区')
    fireEvent.click(screen.getByText('加载更多'))
    await flush()
    expect(mocked.fetchVenues).toHaveBeenLastCalledWith({ cityId: 'BL1106', keyword: '', offset: 2 })
    expect([...container.querySelectorAll('.venue-row')].map((row) => row.getAttribute('data-venue-id'))).toEqual([
      'V1',
      'V2',
      'V3',
    ])
    expect(screen.getByText('没有更多了')).toBeTruthy()
    fireEvent.click(screen.getByText('Venue V3'))
    await flush()
    expect(lastUrl()).toBe('/package-show/pages/venue/venue?venueId=V3')
  })

  it('searches by name; no match says so; a failure keeps the words typed and retries', async () => {
    mocked.fetchVenues.mockResolvedValueOnce({ list: [venue('V1')], total: 1, hasMore: false })
    const { container } = renderWithState(<VenueList cityId='BL1241' />)
    await flush()
    expect(mocked.fetchVenues).toHaveBeenLastCalledWith({ cityId: 'BL1241', keyword: '', offset: 0 })
    const input = container.querySelector('.venue-list__input') as HTMLElement & { value?: string }
    mocked.fetchVenues.mockRejectedValueOnce(offline())
    act(() => void input.dispatchEvent(new CustomEvent('input', { detail: { value: '大剧院' }, bubbles: true })))
    fireEvent.click(screen.getByText('搜索'))
    await flush()
    expect(mocked.fetchVenues).toHaveBeenLastCalledWith({ cityId: 'BL1241', keyword: '大剧院', offset: 0 })
    expect(screen.getByRole('alert').textContent).toContain('加载失败')
    expect(input.value).toBe('大剧院')
    mocked.fetchVenues.mockResolvedValueOnce({ list: [], total: 0, hasMore: false })
    fireEvent.click(screen.getByText('重试'))
    await flush()
    expect(screen.getByText('没有找到与“大剧院”相关的场馆')).toBeTruthy()
  })

  it('a failed next page keeps the list and tries again on a tap', async () => {
    mocked.fetchVenues
      .mockResolvedValueOnce({ list: [venue('V1')], total: 2, hasMore: true })
      .mockRejectedValueOnce(offline())
      .mockResolvedValueOnce({ list: [venue('V2')], total: 2, hasMore: false })
    const { container } = renderWithState(<VenueList />)
    await flush()
    fireEvent.click(screen.getByText('加载更多'))
    await flush()
    expect(container.querySelectorAll('.venue-row')).toHaveLength(1)
    fireEvent.click(screen.getByText('加载失败，点击重试'))
    await flush()
    expect(container.querySelectorAll('.venue-row')).toHaveLength(2)
  })
})

describe('VenueDetail', () => {
  it('shows the venue and its shows page by page; on the web the address is copied, the phone dialled', async () => {
    mocked.fetchVenue.mockResolvedValue(venue('VN1102', { venueName: '上海云峰大剧院' }))
    mocked.fetchVenueShows
      .mockResolvedValueOnce({ list: [card('SH1'), card('SG0001', { searchType: 'SHOW_GROUP' })], total: 3, hasMore: true })
      .mockResolvedValueOnce({ list: [card('SH3')], total: 3, hasMore: false })
    const { container } = renderWithState(<VenueDetail venueId='VN1102' />)
    await flush()
    expect(mocked.fetchVenue).toHaveBeenCalledWith('VN1102')
    expect(mocked.fetchVenueShows).toHaveBeenCalledWith('VN1102', 0)
    expect(screen.getAllByText('上海云峰大剧院').length).toBeGreaterThan(0)
    expect(screen.getByText('可容纳 1516 人')).toBeTruthy()
    expect(screen.getByText('5 场演出')).toBeTruthy()
    fireEvent.click(screen.getByText('加载更多'))
    await flush()
    expect(mocked.fetchVenueShows).toHaveBeenLastCalledWith('VN1102', 2)
    expect([...container.querySelectorAll('.show-card')].map((item) => item.getAttribute('data-show-id'))).toEqual([
      'SH1',
      'SG0001',
      'SH3',
    ])
    // A group's card opens the group page.
    fireEvent.click(container.querySelector("[data-show-id='SG0001'] .show-card__main") as Element)
    await flush()
    expect(lastUrl()).toBe('/group-show/SG0001')
    expect(screen.queryByText('导航')).toBeNull()
    expect(screen.getByText('复制地址')).toBeTruthy()
  })

  it('a venue without shows says so; an unknown venue says it does not exist', async () => {
    mocked.fetchVenue.mockResolvedValueOnce(venue('VN1'))
    mocked.fetchVenueShows.mockResolvedValueOnce({ list: [], total: 0, hasMore: false })
    const first = renderWithState(<VenueDetail venueId='VN1' />, { locale: 'en-US' })
    await flush()
    expect(screen.getByText('No shows at this venue soon')).toBeTruthy()
    first.unmount()
    mocked.fetchVenue.mockRejectedValueOnce(notFound())
    renderWithState(<VenueDetail venueId='VN0' />, { locale: 'zh-CN' })
    await flush()
    expect(screen.getByText('该场馆不存在')).toBeTruthy()
    expect(mocked.fetchVenueShows).toHaveBeenCalledTimes(1)
  })
})
