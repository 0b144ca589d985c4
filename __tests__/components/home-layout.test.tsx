import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { Provider } from 'jotai'
import { LayoutView } from '@/components/home-layout'
import type { ShowCardData } from '@/components/show-card'
import { DEFAULT_BANNER_INTERVAL_MS, layoutComponents } from '@/domain/home-layout'
import { isShowCard } from '@/components/home-layout'
import { resetNavigationState } from '@/navigation/navigate'
import { navigateTo } from '../__mocks__/tarojs-taro'
import { renderWithState } from './render'

jest.mock('@/api/info', () => ({ recordAnnouncementRead: jest.fn(() => Promise.resolve({ recorded: true })) }))
jest.mock('@/api/home', () => ({ fetchMasonry: jest.fn() }))

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { recordAnnouncementRead } = require('@/api/info') as { recordAnnouncementRead: jest.Mock }
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { fetchMasonry } = require('@/api/home') as { fetchMasonry: jest.Mock }

const show = (id: string): ShowCardData => ({ showId: id, showName: `Show ${id}`, showStatus: 'ON_SALE', cityName: '北京' })
const masonryPage = (from: number, count: number, total: number) => ({
  list: Array.from({ length: count }, (_, i) => ({ itemType: 'SHOW', data: show(`M${from + i}`) })),
  total,
  hasMore: from + count < total,
})

const RAW = [
  {
    componentId: 'C1',
    componentType: 'BANNER',
    items: [
      { bannerId: 'B1', title: 'Tour', imageUrl: 'https://x/1.svg', navigateUrl: '/content/SH1001' },
      { bannerId: 'B2', title: 'Season', imageUrl: 'https://x/2.svg', navigateUrl: '/group-show/SG0001' },
    ],
  },
  {
    componentId: 'C3',
    componentType: 'ANNOUNCEMENT',
    title: '公告',
    data: [{ noticeId: 'NT1001', noticeTitle: '系统维护公告' }],
  },
  { componentId: 'C4', componentType: 'SHOW_LIST', title: '热门演出', data: [show('SH1'), show('SH2')] },
  { componentId: 'C6', componentType: 'MASONRY', title: '为你推荐', pageSize: 20 },
]

const view = (reachBottom: number) => (
  <LayoutView layoutId='LY1001' components={layoutComponents(RAW, isShowCard)} cityId='BL1241' reachBottom={reachBottom} />
)

/** Renders the layout; `update(reachBottom)` renders it again in the same store (as the page does). */
function renderLayout(reachBottom = 0) {
  const rendered = renderWithState(view(reachBottom), { locale: 'zh-CN' })
  const update = (next: number) => rendered.rerender(<Provider store={rendered.store}>{view(next)}</Provider>)
  return { ...rendered, update }
}

beforeEach(() => {
  resetNavigationState()
  navigateTo.mockClear()
  recordAnnouncementRead.mockClear()
  fetchMasonry.mockReset()
})

describe('LayoutView (home tab)', () => {
  it('shows the banners, the announcement, the show list and the section titles', async () => {
    fetchMasonry.mockResolvedValue(masonryPage(0, 0, 0))
    const { container } = renderLayout()
    // Every banner at once, each a link named by its place and title, in a labelled region.
    expect(container.querySelectorAll('.home-banner__slide')).toHaveLength(2)
    expect(container.querySelector('[data-banner="B1"]')?.getAttribute('aria-label')).toBe('第 1 张，共 2 张：Tour')
    expect(container.querySelector('[data-banner="B2"]')?.getAttribute('aria-label')).toBe('第 2 张，共 2 张：Season')
    expect(container.querySelector('.home-banner')?.getAttribute('aria-label')).toBe('轮播广告')
    expect(screen.getByText('系统维护公告')).toBeTruthy()
    expect(screen.getByText('热门演出')).toBeTruthy()
    expect(screen.getByText('Show SH1')).toBeTruthy()
    await waitFor(() => expect(fetchMasonry).toHaveBeenCalled())
  })

  it('shows a rich text block (a topic’s introduction) as headings and paragraphs, never its scripts', async () => {
    const raw = [
      { componentId: 'C2', componentType: 'RICH_TEXT', html: '<h3>Summer</h3><p>Concerts<script>alert(1)</script></p>' },
    ]
    const { container } = renderWithState(
      <LayoutView layoutId='LY1002' components={layoutComponents(raw, isShowCard)} cityId='BL1241' reachBottom={0} />,
      { locale: 'zh-CN' },
    )
    expect((await screen.findByText('Summer')).className).toContain('home-rich__heading')
    expect(screen.getByText('Concerts').className).toContain('home-rich__text')
    expect(container.textContent).not.toContain('alert')
  })

  it('sends each announcement read record once, from the home page', async () => {
    fetchMasonry.mockResolvedValue(masonryPage(0, 0, 0))
    const { update } = renderLayout()
    update(0)
    await waitFor(() => expect(recordAnnouncementRead).toHaveBeenCalledTimes(1))
    expect(recordAnnouncementRead.mock.calls[0][0]).toMatchObject({ announcementId: 'NT1001', pageSource: 'HOME' })
  })

  it('the carousel moves on to the next banner after its interval, and waits while a finger is on it', async () => {
    jest.useFakeTimers()
    const rect = jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({
      width: 300,
      height: 120,
      top: 0,
      left: 0,
      right: 300,
      bottom: 120,
      x: 0,
      y: 0,
      toJSON: () => ({}),
    })
    try {
      fetchMasonry.mockResolvedValue(masonryPage(0, 0, 0))
      const { container } = renderLayout()
      const shown = () =>
        [...container.querySelectorAll('.home-banner__dot')].findIndex((dot) => dot.hasAttribute('data-current'))
      const track = container.querySelector('.home-banner__track')!
      expect(shown()).toBe(0)
      fireEvent.touchStart(track)
      act(() => void jest.advanceTimersByTime(DEFAULT_BANNER_INTERVAL_MS * 2))
      expect(shown()).toBe(0)
      fireEvent.touchEnd(track)
      act(() => void jest.advanceTimersByTime(DEFAULT_BANNER_INTERVAL_MS))
      expect(shown()).toBe(1)
      // After the last banner, the first again.
      act(() => void jest.advanceTimersByTime(DEFAULT_BANNER_INTERVAL_MS))
      expect(shown()).toBe(0)
    } finally {
      rect.mockRestore()
      jest.useRealTimers()
    }
  })

  it('a banner opens its page, an announcement its detail', async () => {
    fetchMasonry.mockResolvedValue(masonryPage(0, 0, 0))
    const { container } = renderLayout()
    fireEvent.click(container.querySelector('[data-banner="B1"]')!)
    await waitFor(() => expect(navigateTo).toHaveBeenCalledWith({ url: '/content/SH1001' }))
    await new Promise((resolve) => setTimeout(resolve, 120))
    fireEvent.click(container.querySelector('[data-notice="NT1001"]')!)
    await waitFor(() => expect(navigateTo).toHaveBeenLastCalledWith({ url: '/announce/NT1001' }))
  })

  it('the masonry list loads 20 for the city, then the next 20 when the page reaches its bottom, then says it is done', async () => {
    fetchMasonry.mockResolvedValueOnce(masonryPage(0, 20, 25)).mockResolvedValueOnce(masonryPage(20, 5, 25))
    const { container, update } = renderLayout(0)
    await waitFor(() => expect(container.querySelectorAll('.home-masonry .show-card')).toHaveLength(20))
    expect(fetchMasonry).toHaveBeenLastCalledWith({
      layoutId: 'LY1001',
      componentId: 'C6',
      offset: 0,
      length: 20,
      cityId: 'BL1241',
    })
    await act(async () => {
      update(1)
    })
    await waitFor(() => expect(container.querySelectorAll('.home-masonry .show-card')).toHaveLength(25))
    expect(fetchMasonry).toHaveBeenLastCalledWith(expect.objectContaining({ offset: 20 }))
    expect(screen.getByText('没有更多了')).toBeTruthy()
  })

  it('a failed masonry page offers a retry that loads it', async () => {
    fetchMasonry.mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(masonryPage(0, 3, 3))
    const { container } = renderLayout()
    const retry = await screen.findByText('加载失败，点击重试')
    fireEvent.click(retry)
    await waitFor(() => expect(container.querySelectorAll('.home-masonry .show-card')).toHaveLength(3))
  })
})
