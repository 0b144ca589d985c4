import { fireEvent, screen } from '@testing-library/react'
import { ShowCard, type ShowCardData } from '@/components/show-card'
import type { ShopConfig } from '@/domain/shop-config'
import { resetNavigationState } from '@/navigation/navigate'
import { navigateTo } from '../__mocks__/tarojs-taro'
import { renderWithState as renderWith, type AppState } from './render'

/** Chinese unless asked (the language is kept in storage between tests). */
const renderWithState = (ui: React.ReactElement, state: AppState = {}) => renderWith(ui, { locale: 'zh-CN', ...state })

function show(overrides: Partial<ShowCardData> = {}): ShowCardData {
  return {
    showId: 'SH1001',
    showName: '星光巡回演唱会 上海站',
    posterUrl: 'https://example.test/p.jpg',
    displayShowTime: '2025.06.14-06.21',
    cityName: '上海',
    venueName: '梅赛德斯奔驰文化中心',
    showStatus: 'ON_SALE',
    showStatusDisplay: '售票中',
    minOriginalPriceInfo: { prefix: '¥', yuanNum: '380', centNum: '00', suffix: '起' },
    showTags: [
      { type: 'HOT', title: '热卖' },
      { type: 'MARKETING_TAG_COUPON', title: '可用券' },
    ],
    ...overrides,
  }
}

const card = (container: HTMLElement) => container.querySelector('.show-card') as HTMLElement

beforeEach(() => {
  resetNavigationState()
  navigateTo.mockClear()
})

describe('ShowCard', () => {
  it('shows name, time, city and venue, and the price without 00 cents', () => {
    const { container } = renderWithState(<ShowCard show={show()} />)
    expect(screen.getByText('星光巡回演唱会 上海站')).toBeTruthy()
    expect(screen.getByText('2025.06.14-06.21')).toBeTruthy()
    expect(screen.getByText('上海 · 梅赛德斯奔驰文化中心')).toBeTruthy()
    expect(card(container).querySelector('.show-card__price')?.textContent).toBe('¥380起')
  })

  it('shows cents when they are not 00', () => {
    const { container } = renderWithState(
      <ShowCard show={show({ minOriginalPriceInfo: { prefix: '¥', yuanNum: '99', centNum: '50', suffix: '' } })} />,
    )
    expect(card(container).querySelector('.show-card__price')?.textContent).toBe('¥99.50')
  })

  it('-1 reads 价格待定, and Price TBD in English', () => {
    const pending = show({ minOriginalPriceInfo: { prefix: '', yuanNum: '-1', centNum: '', suffix: '' } })
    renderWithState(<ShowCard show={pending} />)
    expect(screen.getByText('价格待定')).toBeTruthy()
    renderWithState(<ShowCard show={pending} />, { locale: 'en-US' })
    expect(screen.getByText('Price TBD')).toBeTruthy()
  })

  it('price 0 shows no price; a free show reads 免费', () => {
    const zero = { prefix: '¥', yuanNum: '0', centNum: '00', suffix: '' }
    const { container } = renderWithState(<ShowCard show={show({ minOriginalPriceInfo: zero })} />)
    expect(card(container).querySelector('.show-card__price')?.textContent).toBe('')
    renderWithState(<ShowCard show={show({ minOriginalPriceInfo: zero, isFree: true })} />)
    expect(screen.getByText('免费')).toBeTruthy()
  })

  it('sold out reads 已售罄 and greys the card', () => {
    const { container } = renderWithState(<ShowCard show={show({ soldOut: true })} />)
    expect(screen.getByText('已售罄')).toBeTruthy()
    expect(card(container).className).toContain('show-card--off')
  })

  it('marketing tags come first and are styled apart', () => {
    const { container } = renderWithState(<ShowCard show={show()} />)
    const tags = [...container.querySelectorAll('.show-card__tag')]
    expect(tags.map((tag) => tag.textContent)).toEqual(['可用券', '热卖'])
    expect(tags[0]?.className).toContain('show-card__tag--marketing')
    expect(tags[1]?.className).not.toContain('show-card__tag--marketing')
  })

  it('a shop hiding ticket prices shows its text instead', () => {
    const shop = { merchantId: 'M1', hiddenTicketPrice: true, hiddenTicketPriceText: '凭券兑换' } as ShopConfig
    const { container } = renderWithState(<ShowCard show={show()} />, { shop })
    expect(card(container).querySelector('.show-card__price')?.textContent).toBe('凭券兑换')
  })

  it('a shop with DISPLAY_PLUS_SIGN (D21) shows a "from" price as ¥380+; a single price keeps no sign', () => {
    const shop = { merchantId: 'M1', binaryValue: ['DISPLAY_PLUS_SIGN'] } as ShopConfig
    const { container } = renderWithState(<ShowCard show={show()} />, { shop })
    expect(card(container).querySelector('.show-card__price')?.textContent).toBe('¥380+')
    const single = show({ minOriginalPriceInfo: { prefix: '¥', yuanNum: '180', centNum: '00', suffix: '' } })
    const other = renderWithState(<ShowCard show={single} />, { shop })
    expect(card(other.container).querySelector('.show-card__price')?.textContent).toBe('¥180')
  })

  it('a tap opens show detail; an SG id opens group show detail', async () => {
    const { container } = renderWithState(<ShowCard show={show()} />)
    fireEvent.click(card(container).querySelector('.show-card__main') as HTMLElement)
    await Promise.resolve()
    expect(navigateTo).toHaveBeenLastCalledWith(expect.objectContaining({ url: '/content/SH1001' }))
    resetNavigationState()
    const group = renderWithState(<ShowCard show={show({ showId: 'SG2001' })} variant='compact' />)
    fireEvent.click(card(group.container).querySelector('.show-card__main') as HTMLElement)
    await Promise.resolve()
    expect(navigateTo).toHaveBeenLastCalledWith(expect.objectContaining({ url: '/group-show/SG2001' }))
  })

  it('onOpen replaces the navigation', () => {
    const onOpen = jest.fn()
    const { container } = renderWithState(<ShowCard show={show()} onOpen={onOpen} />)
    fireEvent.click(card(container).querySelector('.show-card__main') as HTMLElement)
    expect(onOpen).toHaveBeenCalledWith(expect.objectContaining({ showId: 'SH1001' }))
    expect(navigateTo).not.toHaveBeenCalled()
  })
})
