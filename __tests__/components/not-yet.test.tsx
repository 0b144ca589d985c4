import { fireEvent, screen } from '@testing-library/react'
import { NotYet, notYetPage, redirectPage } from '@/components/not-yet'
import { resetNavigationState } from '@/navigation/navigate'
import { navigateBack, reLaunch, redirectTo, setNavigationBarTitle, switchTab, taroMock } from '../__mocks__/tarojs-taro'
import { renderWithState } from './render'

const flush = () => new Promise((resolve) => setTimeout(resolve, 0))

beforeEach(() => {
  taroMock.reset()
  resetNavigationState()
})

describe('NotYet', () => {
  it('tells the user the page is not available yet, in Chinese by default', () => {
    renderWithState(<NotYet name='venue' />)
    const status = screen.getByRole('status')
    expect(status.textContent).toContain('该页面暂未开放')
    expect(status.textContent).toContain('这项功能还在建设中')
  })

  it('speaks the current language', () => {
    renderWithState(<NotYet name='venue' />, { locale: 'en-US' })
    expect(screen.getByText('Not available yet')).toBeTruthy()
    expect(screen.getByText('Back to home')).toBeTruthy()
    expect(screen.queryByText('该页面暂未开放')).toBeNull()
  })

  it('takes the user home', async () => {
    renderWithState(<NotYet name='venue' />)
    fireEvent.click(screen.getByText('返回首页'))
    await flush()
    expect(reLaunch).toHaveBeenCalledWith({ url: '/' })
  })

  it('takes the user back, or home when there is nothing to go back to', async () => {
    taroMock.setStack(2)
    const { unmount } = renderWithState(<NotYet name='venue' />)
    fireEvent.click(screen.getByText('返回上一页'))
    await flush()
    expect(navigateBack).toHaveBeenCalledWith({ delta: 1 })
    unmount()

    taroMock.setStack(1)
    renderWithState(<NotYet name='venue' />)
    fireEvent.click(screen.getByText('返回上一页'))
    await flush()
    expect(reLaunch).toHaveBeenCalledWith({ url: '/' })
  })

  it('offers no way back on a tab page, only home', () => {
    renderWithState(<NotYet name='mine' />)
    expect(screen.getByText('返回首页')).toBeTruthy()
    expect(screen.queryByText('返回上一页')).toBeNull()
  })

  it('offers neither on the home list itself', () => {
    renderWithState(<NotYet name='homeList' />)
    expect(screen.getByRole('status').textContent).toContain('该页面暂未开放')
    expect(screen.queryByText('返回首页')).toBeNull()
    expect(screen.queryByText('返回上一页')).toBeNull()
  })
})

// The components project runs the H5 build: forwarding uses the web paths (/content/:showId),
// without Taro's internal parameters (stamp, $taroTimestamp).
describe('notYetPage()', () => {
  it('is a page with the nav bar titled after the page, and the not-yet screen', async () => {
    const Page = notYetPage('pickSeat')
    taroMock.setRouterParams({ showId: '12' })
    renderWithState(<Page />)
    expect(screen.getByText('选座').className).toContain('nav-bar__title')
    expect(screen.getByRole('status')).toBeTruthy()
    await flush()
    expect(setNavigationBarTitle).toHaveBeenCalledWith({ title: '选座' })
    expect(redirectTo).not.toHaveBeenCalled()
  })

  it('forwards show detail with a show group id (SG) to group show detail', async () => {
    const Page = notYetPage('showDetail')
    taroMock.setRouterParams({ showId: 'SG2024' })
    renderWithState(<Page />)
    await flush()
    expect(redirectTo).toHaveBeenCalledWith({ url: '/group-show/SG2024' })
    expect(screen.queryByRole('status')).toBeNull()
  })

  it('keeps an ordinary show id on show detail', async () => {
    const Page = notYetPage('showDetail')
    taroMock.setRouterParams({ showId: '2024' })
    renderWithState(<Page />)
    await flush()
    expect(redirectTo).not.toHaveBeenCalled()
    expect(screen.getByRole('status')).toBeTruthy()
  })
})

describe('redirectPage()', () => {
  it('forwards a main-package entry to its sub-package page with the same parameters', async () => {
    const Page = redirectPage('entryShowDetail')
    taroMock.setRouterParams({ showId: '7', stamp: 'AB', $taroTimestamp: '1795335494013' })
    renderWithState(<Page />)
    await flush()
    expect(redirectTo).toHaveBeenCalledWith({ url: '/content/7' })
  })

  it('applies the show-group rule while forwarding', async () => {
    const Page = redirectPage('entryShowDetail')
    taroMock.setRouterParams({ showId: 'SG7' })
    renderWithState(<Page />)
    await flush()
    expect(redirectTo).toHaveBeenCalledWith({ url: '/group-show/SG7' })
  })

  it('switches to a tab page without parameters (the shared home page)', async () => {
    const Page = redirectPage('home')
    taroMock.setRouterParams({ from: 'share' })
    renderWithState(<Page />)
    await flush()
    expect(switchTab).toHaveBeenCalledWith({ url: '/' })
    expect(redirectTo).not.toHaveBeenCalled()
  })
})
