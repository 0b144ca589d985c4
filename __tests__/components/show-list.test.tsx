import { fireEvent, screen } from '@testing-library/react'
import type { ShowListItem } from '@/api/shows'
import { EAGER_POSTERS, ShowList, type ShowPages } from '@/components/show-list'
import { renderWithState } from './render'

// The shared Taro mock has no page scroll hooks; the list reads the scroll offset through them.
jest.mock('@tarojs/taro', () => ({
  ...jest.requireActual('../__mocks__/tarojs-taro'),
  usePageScroll: jest.fn(),
  useReachBottom: jest.fn(),
}))

// A card with only what the list draws (the answer's other fields do not matter here).
const show = (i: number) =>
  ({
    showId: `SH${i}`,
    showName: `Show ${i}`,
    minOriginalPriceInfo: { prefix: '¥', yuanNum: '100', centNum: '00', suffix: '' },
  }) as ShowListItem

function pages(overrides: Partial<ShowPages> = {}): ShowPages {
  return {
    status: 'ready',
    items: Array.from({ length: 500 }, (_, i) => show(i)),
    total: 500,
    hasMore: false,
    loadingMore: false,
    moreFailed: false,
    loadMore: jest.fn(),
    reload: jest.fn(),
    drop: jest.fn(),
    ...overrides,
  }
}

const zh = { locale: 'zh-CN' as const }

describe('ShowList', () => {
  it('500 shows: only the rows around the screen are rendered, spacers keep the length', () => {
    const { container } = renderWithState(<ShowList pages={pages()} emptyTitle='empty' />, zh)
    const cards = container.querySelectorAll('.show-card')
    expect(cards.length).toBeGreaterThan(0)
    expect(cards.length).toBeLessThan(30)
    const [top, bottom] = [...container.querySelectorAll('.show-list__spacer')] as HTMLElement[]
    expect(top?.style.height).toBe('0px')
    expect(parseFloat(bottom?.style.height ?? '0')).toBeGreaterThan(400 * 100)
    expect(screen.getByText('没有更多了')).toBeTruthy()
  })

  it('the posters of the first cards load at once; those further down wait until scrolled to', () => {
    const withPosters = pages({
      items: Array.from({ length: 10 }, (_, i) => ({ ...show(i), posterUrl: `/p/${i}.jpg` })),
      total: 10,
    })
    const { container } = renderWithState(<ShowList pages={withPosters} emptyTitle='empty' />, zh)
    const lazy = [...container.querySelectorAll('.show-card__image')].map((image) => (image as { lazyLoad?: boolean }).lazyLoad)
    expect(lazy.length).toBeGreaterThan(EAGER_POSTERS)
    expect(lazy.slice(0, EAGER_POSTERS)).toEqual(Array(EAGER_POSTERS).fill(false))
    expect(lazy.slice(EAGER_POSTERS).every(Boolean)).toBe(true)
  })

  it('a failed next page keeps the list and offers a retry', () => {
    const loadMore = jest.fn()
    renderWithState(<ShowList pages={pages({ hasMore: true, moreFailed: true, loadMore })} emptyTitle='empty' />, zh)
    fireEvent.click(screen.getByText('加载失败，点击重试'))
    expect(loadMore).toHaveBeenCalled()
  })

  it('loading, error (with reload) and empty states', () => {
    const loading = renderWithState(<ShowList pages={pages({ status: 'loading', items: [] })} emptyTitle='empty' />, zh)
    expect(loading.container.querySelector('[aria-busy]')).toBeTruthy()
    loading.unmount()
    const reload = jest.fn()
    renderWithState(<ShowList pages={pages({ status: 'error', items: [], reload })} emptyTitle='empty' />, zh)
    fireEvent.click(screen.getByText('重新加载'))
    expect(reload).toHaveBeenCalled()
    renderWithState(<ShowList pages={pages({ items: [] })} emptyTitle='没有演出' emptyHint='换个试试' />, zh)
    expect(screen.getByText('没有演出')).toBeTruthy()
    expect(screen.getByText('换个试试')).toBeTruthy()
  })
})
