import { fireEvent, screen, within } from '@testing-library/react'
import { TabBar } from '@/components/tab-bar'
import type { Tab } from '@/domain/tab-bar'
import { resetNavigationState } from '@/navigation/navigate'
import { navigateTo, navigateToMiniProgram, switchTab, taroMock } from '../__mocks__/tarojs-taro'
import { renderWithState, setViewportWidth } from './render'

const LABELS = ['首页', '全部', '商城', '票舱', '我的']
const tabs = () => screen.getAllByRole('tab')
const shopTab = () => screen.getByRole('tab', { name: /^商城/ })
const flush = () => new Promise((resolve) => setTimeout(resolve, 0))

beforeEach(() => {
  taroMock.reset()
  resetNavigationState()
})

describe('TabBar', () => {
  it('shows the five default tabs in spec order', () => {
    renderWithState(<TabBar current='homeList' />)
    expect(tabs().map((tab) => tab.getAttribute('aria-label'))).toEqual(LABELS)
    expect(tabs().map((tab) => tab.textContent)).toEqual(LABELS)
  })

  it('marks the current tab as selected', () => {
    renderWithState(<TabBar current='ticketHolder' />)
    expect(tabs().map((tab) => tab.getAttribute('aria-selected'))).toEqual(['false', 'false', 'false', 'true', 'false'])
    expect(screen.getByRole('tab', { name: '票舱' }).className).toContain('tab-bar__item--active')
  })

  it('labels the tabs in the current language', () => {
    renderWithState(<TabBar current='homeList' />, { locale: 'en-US' })
    expect(tabs().map((tab) => tab.textContent)).toEqual(['Home', 'All shows', 'Shop', 'Tickets', 'Me'])
  })

  it('switches to another tab page on click, and does nothing for the current one', async () => {
    renderWithState(<TabBar current='homeList' />)
    fireEvent.click(screen.getByRole('tab', { name: '我的' }))
    fireEvent.click(screen.getByRole('tab', { name: '首页' }))
    await flush()
    expect(switchTab.mock.calls).toEqual([[{ url: '/mine' }]])
    expect(navigateTo).not.toHaveBeenCalled()
  })

  describe('cart badge on the shop tab', () => {
    it('shows the count when logged in, the cart is enabled and the count is above 0', () => {
      renderWithState(<TabBar current='homeList' cartEnabled />, { userId: 'u1', cartCount: 3 })
      expect(within(shopTab()).getByText('3')).toBeTruthy()
      expect(shopTab().getAttribute('aria-label')).toBe('商城, 购物车中有 3 件商品')
    })

    it.each([
      ['anonymous', { userId: null, cartCount: 3 }, true],
      ['cart disabled', { userId: 'u1', cartCount: 3 }, false],
      ['empty cart', { userId: 'u1', cartCount: 0 }, true],
    ] as const)('is hidden: %s', (_case, state, cartEnabled) => {
      renderWithState(<TabBar current='homeList' cartEnabled={cartEnabled} />, state)
      expect(within(shopTab()).queryByText('3')).toBeNull()
      expect(shopTab().querySelector('.nut-badge')).toBeNull()
      expect(shopTab().getAttribute('aria-label')).toBe('商城')
    })

    it('is clamped to 99', () => {
      renderWithState(<TabBar current='homeList' cartEnabled />, { userId: 'u1', cartCount: 250 })
      expect(within(shopTab()).getByText('99')).toBeTruthy()
      expect(within(shopTab()).queryByText('250')).toBeNull()
      expect(within(shopTab()).queryByText('99+')).toBeNull()
    })

    it('appears on no other tab', () => {
      renderWithState(<TabBar current='homeList' cartEnabled />, { userId: 'u1', cartCount: 3 })
      expect(document.querySelectorAll('.nut-badge')).toHaveLength(1)
    })
  })

  describe('large middle icon (outer style)', () => {
    const large = () => tabs().map((tab) => tab.className.includes('tab-bar__item--large'))

    it('is the middle of 5 tabs, drawn without a label', () => {
      renderWithState(<TabBar current='homeList' barStyle='OUTER' />)
      expect(large()).toEqual([false, false, true, false, false])
      const middle = screen.getByRole('tab', { name: '商城' })
      expect(middle.querySelector('.tab-bar__label')).toBeNull()
      expect(middle.querySelector('.nut-icon')?.getAttribute('style')).toContain('width: 40px')
    })

    it('is the middle of 3 tabs', () => {
      const three: Tab[] = [
        { key: 'a', type: 'HOME', label: 'A', icon: 'home', target: { kind: 'page', page: 'homeList' } },
        { key: 'b', type: 'SHOP', label: 'B', icon: 'shop', target: { kind: 'page', page: 'shopTab' } },
        { key: 'c', type: 'MINE', label: 'C', icon: 'my', target: { kind: 'page', page: 'mine' } },
      ]
      renderWithState(<TabBar current='homeList' tabs={three} barStyle='OUTER' />)
      expect(large()).toEqual([false, true, false])
    })

    it('does not exist with 4 tabs or in the normal style', () => {
      const { unmount } = renderWithState(<TabBar current='homeList' tabs={DEFAULT_FOUR} barStyle='OUTER' />)
      expect(large()).toEqual([false, false, false, false])
      unmount()
      renderWithState(<TabBar current='homeList' barStyle='NORMAL' />)
      expect(large()).toEqual([false, false, false, false, false])
      expect(document.querySelectorAll('.tab-bar__label')).toHaveLength(5)
    })
  })

  it('uses the shop label for shop-configured tabs', () => {
    renderWithState(<TabBar current='homeList' tabs={DEFAULT_FOUR} />)
    expect(tabs().map((tab) => tab.textContent)).toEqual(['Go', '全部', 'Park', '我的'])
  })

  it('does not open another mini-program from H5', async () => {
    const tabsWithMini: Tab[] = [
      ...DEFAULT_FOUR,
      { key: 'mini', type: 'CUSTOM', label: 'Mini', icon: 'home', target: { kind: 'miniProgram', appId: 'wx1', path: 'p' } },
    ]
    renderWithState(<TabBar current='homeList' tabs={tabsWithMini} />)
    fireEvent.click(screen.getByRole('tab', { name: 'Mini' }))
    await flush()
    expect(navigateToMiniProgram).not.toHaveBeenCalled()
    expect(switchTab).not.toHaveBeenCalled()
  })

  it('is hidden in desktop (PC) mode', () => {
    const restore = setViewportWidth(1280)
    try {
      renderWithState(<TabBar current='homeList' />)
      expect(screen.queryByRole('tablist')).toBeNull()
      expect(screen.queryAllByRole('tab')).toHaveLength(0)
    } finally {
      restore()
    }
  })

  it('is shown on a phone-sized window', () => {
    renderWithState(<TabBar current='homeList' />)
    expect(screen.getByRole('tablist')).toBeTruthy()
  })
})

const DEFAULT_FOUR: Tab[] = [
  { key: 'home', type: 'HOME', label: 'Go', icon: 'home', target: { kind: 'page', page: 'homeList' } },
  { key: 'all', type: 'ALL_SHOWS', labelKey: 'title.allShows', icon: 'category', target: { kind: 'page', page: 'allShows' } },
  { key: 'park', type: 'PARKING', label: 'Park', icon: 'shop', target: { kind: 'page', page: 'parkingPayment' } },
  { key: 'mine', type: 'MINE', labelKey: 'title.mine', icon: 'my', target: { kind: 'page', page: 'mine' } },
]

describe('TabBar from shop configuration', () => {
  const shop = {
    merchantId: '10002',
    productCartConfig: { enable: true },
    layoutBottomNavigation: {
      style: { navigationType: 'OUTER' },
      navigations: [
        { floorType: 'HOME', navigationName: '首頁', jumpDetails: { type: 'PAGE', path: '/pages/list/list' } },
        { floorType: 'SHOP', navigationName: '商城', jumpDetails: { type: 'PAGE', path: '/pages/shop/shop' } },
        { floorType: 'MINE', navigationName: '我的', jumpDetails: { type: 'PAGE', path: '/pages/mine/mine' } },
      ],
    },
  }

  it('draws the shop’s tabs, labels and style', () => {
    renderWithState(<TabBar current='homeList' />, { shop })
    expect(tabs().map((tab) => tab.getAttribute('aria-label'))).toEqual(['首頁', '商城', '我的'])
    expect(tabs()[1]?.className).toContain('tab-bar__item--large')
  })

  it('shows the cart badge when the shop enables the cart', () => {
    renderWithState(<TabBar current='homeList' />, { shop, userId: 'u1', cartCount: 2 })
    expect(within(shopTab()).getByText('2')).toBeTruthy()
  })

  it('shows no badge before the configuration says the cart is enabled', () => {
    renderWithState(<TabBar current='homeList' />, { userId: 'u1', cartCount: 2 })
    expect(shopTab().querySelector('.nut-badge')).toBeNull()
  })
})
