import { act, fireEvent } from '@testing-library/react'
import * as userApi from '@/api/user'
import { feedback } from '@/components/feedback'
import { Settings } from '@/package-user/components/settings'
import type { ShopConfig } from '@/domain/shop-config'
import { navigateBack, taroMock } from '../__mocks__/tarojs-taro'
import { renderWithState } from './render'

jest.mock('@/api/user', () => ({ ...jest.requireActual('@/api/user'), logoutSession: jest.fn() }))
const users = userApi as jest.Mocked<typeof userApi>

const entries = (container: HTMLElement) =>
  [...container.querySelectorAll('.settings__entry')].map((entry) => entry.className.replace(/.*settings__entry--/, ''))

describe('Settings', () => {
  it('offers the appearance entry in a shop with CHANGE_SKIN_ROUTER (D21)', () => {
    const shop = { merchantId: 'M1', binaryValue: ['CHANGE_SKIN_ROUTER'] } as ShopConfig
    const { container } = renderWithState(<Settings />, { shop, locale: 'en-US' })
    expect(entries(container)).toEqual(['language', 'appearance', 'agreement'])
  })

  it('leaves it out in a shop without the flag (the system decides light or dark)', () => {
    const shop = { merchantId: 'M1', binaryValue: ['QUICK_LOGIN'] } as ShopConfig
    const { container } = renderWithState(<Settings />, { shop, userId: 'U1', locale: 'en-US' })
    expect(entries(container)).toEqual(['language', 'accountSafe', 'agreement'])
  })

  it('logs out once for a double tap: one call, one toast, one step back', async () => {
    taroMock.reset()
    taroMock.setStack(2)
    users.logoutSession.mockResolvedValue(undefined as never)
    const toast = jest.spyOn(feedback.presenter, 'toast').mockImplementation(() => undefined)
    const shop = { merchantId: 'M1', binaryValue: [] } as unknown as ShopConfig
    const { container } = renderWithState(<Settings />, { shop, userId: 'U1', locale: 'en-US' })
    const button = container.querySelector('.settings__logout') as Element
    await act(async () => {
      fireEvent.click(button)
      fireEvent.click(button)
    })
    expect(users.logoutSession).toHaveBeenCalledTimes(1)
    expect(toast.mock.calls.map(([message]) => ('text' in message ? message.text : message.key))).toEqual(['Logged out'])
    expect(navigateBack).toHaveBeenCalledTimes(1)
    toast.mockRestore()
  })
})
