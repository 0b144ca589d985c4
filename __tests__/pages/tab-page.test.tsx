/** A tab page (the mine tab, anonymous): title, tab bar, switching tabs, through Taro's H5 router. */
import { fireEvent, within } from '@testing-library/dom'
import { openApp, waitForPage } from './helpers'

let root: HTMLElement

beforeAll(async () => {
  await openApp('mine')
  root = await waitForPage('mine')
})

describe('the mine tab', () => {
  it('has its title in the navigation bar, without back or home buttons', () => {
    expect(root.querySelector('.nav-bar__title')?.textContent).toBe('我的')
    expect(root.querySelector('.nav-bar')?.querySelectorAll('[role="button"], button')).toHaveLength(0)
  })

  it('invites an anonymous user to log in', () => {
    expect(within(root).getByText('登录后查看订单、门票和优惠券')).toBeTruthy()
    expect(within(root).getByText('登录 / 注册')).toBeTruthy()
  })

  it('shows the five tabs in order with itself selected', () => {
    const tabs = within(root).getAllByRole('tab')
    expect(tabs.map((tab) => tab.textContent)).toEqual(['首页', '全部', '商城', '票舱', '我的'])
    expect(tabs.map((tab) => tab.getAttribute('aria-selected'))).toEqual(['false', 'false', 'false', 'false', 'true'])
  })

  it('switches to the ticket holder from the tab bar', async () => {
    fireEvent.click(within(root).getByRole('tab', { name: '票舱' }))
    const ticket = await waitForPage('ticketHolder')
    expect(ticket.querySelector('.nav-bar__title')?.textContent).toBe('票舱')
    expect(within(ticket).getByRole('tab', { name: '票舱' }).getAttribute('aria-selected')).toBe('true')
  })
})
