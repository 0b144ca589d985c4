import { Settings } from '@/package-user/components/settings'
import type { ShopConfig } from '@/domain/shop-config'
import { renderWithState } from './render'

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
})
