import { screen, waitFor } from '@testing-library/react'
import * as shopApi from '@/api/shop'
import * as showsApi from '@/api/shows'
import type { ShopConfig } from '@/domain/shop-config'
import { OrderNotes } from '@/package-order/components/order-notes'
import WaitListInstructionPage from '@/package-order/pages/wait-list-instruction/wait-list-instruction'
import { ShowSearch } from '@/package-show/components/show-search'
import { renderWithState } from './render'

jest.mock('@/api/shop', () => ({ ...jest.requireActual('@/api/shop'), fetchCopywriting: jest.fn() }))
jest.mock('@/api/shows', () => ({ ...jest.requireActual('@/api/shows'), fetchHotSearches: jest.fn() }))

const shop = shopApi as jest.Mocked<typeof shopApi>
const shows = showsApi as jest.Mocked<typeof showsApi>
const SHOP = { merchantId: '10001' } as ShopConfig

const answer = (config: shopApi.CopywritingConfig) => ({ merchantId: '10001', client: 'H5', config })

beforeEach(() => {
  shop.fetchCopywriting.mockReset()
  shows.fetchHotSearches.mockResolvedValue([])
})

describe("the shop's texts (copywriting/config)", () => {
  it("search: the shop's placeholder and hot words where the city has none", async () => {
    shop.fetchCopywriting.mockResolvedValue(
      answer({ 'search.placeholder': '搜演出、艺人', 'search.hotWords': ['话剧', '脱口秀'] }),
    )
    const { container } = renderWithState(<ShowSearch />, { shop: SHOP, locale: 'zh-CN' })
    await waitFor(() => expect(container.querySelector('input')?.getAttribute('placeholder')).toBe('搜演出、艺人'))
    expect([...container.querySelectorAll('.show-search__hot-item')].map((item) => item.textContent)).toEqual(['话剧', '脱口秀'])
  })

  it("search keeps the app's own placeholder when the shop's texts fail to load, and the city's hot searches first", async () => {
    shop.fetchCopywriting.mockRejectedValue(new Error('offline'))
    shows.fetchHotSearches.mockResolvedValue(['星河乐队'])
    const { container } = renderWithState(<ShowSearch />, { shop: SHOP, locale: 'en-US' })
    await waitFor(() => expect(shop.fetchCopywriting).toHaveBeenCalled())
    await waitFor(() => expect(container.querySelectorAll('.show-search__hot-item')).toHaveLength(1))
    await waitFor(() =>
      expect(container.querySelector('input')?.getAttribute('placeholder')).toBe('Search shows, artists, venues'),
    )
    expect(container.querySelector('.show-search__hot-item')?.textContent).toBe('星河乐队')
  })

  it("the waitlist page leads with the shop's rule", async () => {
    shop.fetchCopywriting.mockResolvedValue(answer({ 'waitlist.rule': '候补无需预付' }))
    renderWithState(<WaitListInstructionPage />, { shop: SHOP, locale: 'zh-CN' })
    expect(await screen.findByText('候补无需预付')).toBeTruthy()
  })

  it('the notes without a lead show only their sections', () => {
    const { container } = renderWithState(<OrderNotes topic='waitlist' />, { shop: SHOP, locale: 'zh-CN' })
    expect(container.querySelector('.order-notes__lead')).toBeNull()
    expect(container.querySelectorAll('.order-notes__section')).toHaveLength(4)
  })
})
