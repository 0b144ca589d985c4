import { act, screen } from '@testing-library/react'
import { notYetPage } from '@/components/not-yet'
import { resetNavigationState, resumeAfterLogin } from '@/navigation/navigate'
import { redirectTo, taroMock } from '../__mocks__/tarojs-taro'
import { renderWithState } from './render'

const flush = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)))

beforeEach(() => {
  taroMock.reset()
  resetNavigationState()
})

// A page opened directly (a shared link, a reload), not through navigate(): the page guards itself.
describe('a page that needs login, opened directly', () => {
  const OrderDetail = notYetPage('orderDetail')

  it('sends an anonymous user to login, shows nothing of its own, and comes back with its parameters', async () => {
    taroMock.setRouterParams({ orderId: 'o-7', from: '分享' })
    renderWithState(<OrderDetail />)
    await flush()
    expect(redirectTo).toHaveBeenCalledTimes(1)
    expect(redirectTo).toHaveBeenCalledWith({ url: '/login' })
    expect(screen.queryByRole('status')).toBeNull()

    await expect(resumeAfterLogin()).resolves.toBe(true)
    expect(redirectTo).toHaveBeenLastCalledWith({ url: `/order/detail/o-7?from=${encodeURIComponent('分享')}` })
  })

  it('opens for a logged-in user', async () => {
    taroMock.setRouterParams({ orderId: 'o-7' })
    renderWithState(<OrderDetail />, { userId: 'u-1' })
    await flush()
    expect(redirectTo).not.toHaveBeenCalled()
    expect(screen.getByRole('status').textContent).toContain('该页面暂未开放')
  })

  it('leaves pages without the login flag alone', async () => {
    const Venue = notYetPage('venue')
    renderWithState(<Venue />)
    await flush()
    expect(redirectTo).not.toHaveBeenCalled()
    expect(screen.getByRole('status')).toBeTruthy()
  })
})
