import { fireEvent, screen, waitFor } from '@testing-library/react'
import * as orderApi from '@/api/order'
import { resetNavigationState } from '@/navigation/navigate'
import { RecentOrderPanel } from '@/package-show/components/show-detail/recent-order'
import { store } from '@/state/store'
import { userIdAtom } from '@/state/session'
import { navigateTo } from '../__mocks__/tarojs-taro'
import { renderWithState } from './render'

jest.mock('@/api/order', () => ({ ...jest.requireActual('@/api/order'), fetchRecentOrder: jest.fn() }))
const orders = orderApi as jest.Mocked<typeof orderApi>

const brief = { orderId: 'O9', orderStatusTitle: '待支付', sessionName: '2026-12-06 19:30', qty: 2 } as orderApi.OrderBrief

beforeEach(() => {
  resetNavigationState()
  navigateTo.mockClear()
  orders.fetchRecentOrder.mockReset()
})
afterEach(() => store.set(userIdAtom, null))

describe('the other-order panel of show detail (recently_order_info)', () => {
  it('an unpaid order of the show says so and leads to it', async () => {
    orders.fetchRecentOrder.mockResolvedValue({ hasUnpaidOrder: true, order: brief })
    renderWithState(<RecentOrderPanel showId='SH1' shown />, { userId: 'U1', locale: 'zh-CN' })
    expect(await screen.findByText('你有一笔本场演出的订单待支付')).toBeTruthy()
    expect(screen.getByText('待支付 · 2026-12-06 19:30 · 2 张')).toBeTruthy()
    expect(orders.fetchRecentOrder).toHaveBeenCalledWith('SH1')
    // The app's store holds the session navigation checks (the order detail needs login).
    store.set(userIdAtom, 'U1')
    fireEvent.click(screen.getByText('去支付'))
    await waitFor(() =>
      expect(navigateTo).toHaveBeenCalledWith(expect.objectContaining({ url: expect.stringContaining('O9') as unknown })),
    )
  })

  it('nothing for a buyer without an order of the show, an anonymous buyer, or a MERCHANT_IS_ZZ shop', async () => {
    orders.fetchRecentOrder.mockResolvedValue({ hasUnpaidOrder: false, order: null })
    const { container } = renderWithState(<RecentOrderPanel showId='SH1' shown />, { userId: 'U1' })
    await waitFor(() => expect(orders.fetchRecentOrder).toHaveBeenCalled())
    expect(container.querySelector('.show-detail__recent-order')).toBeNull()
    orders.fetchRecentOrder.mockClear()
    renderWithState(<RecentOrderPanel showId='SH1' shown />, { userId: null })
    renderWithState(<RecentOrderPanel showId='SH1' shown={false} />, { userId: 'U1' })
    expect(orders.fetchRecentOrder).not.toHaveBeenCalled()
  })
})
