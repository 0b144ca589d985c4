/** Environment isDebug (spec s3): a debug build's settings offer the dev events page; a normal build's do not (settings.test). */
import { fireEvent, waitFor } from '@testing-library/react'
import { Settings } from '@/package-user/components/settings'
import type { ShopConfig } from '@/domain/shop-config'
import { navigateTo, taroMock } from '../__mocks__/tarojs-taro'
import { renderWithState } from './render'
import type * as Environment from '@/environment'

jest.mock('@/environment', () => {
  const actual = jest.requireActual<typeof Environment>('@/environment')
  return { ...actual, ENVIRONMENT: { ...actual.ENVIRONMENT, isDebug: true, gatewayHost: 'http://127.0.0.1:8787' } }
})

beforeEach(() => taroMock.reset())

it("a debug build's settings open the gateway's dev events page of this shop", async () => {
  const shop = { merchantId: '10002' } as ShopConfig
  const { container, findByText } = renderWithState(<Settings />, { shop, locale: 'en-US' })
  const entry = container.querySelector('.settings__entry--devEvents') as HTMLElement
  expect(entry.textContent).toContain('Tracking events (debug)')
  fireEvent.click(await findByText('Tracking events (debug)'))
  await waitFor(() => expect(navigateTo).toHaveBeenCalledTimes(1))
  const url = String((navigateTo.mock.calls[0]?.[0] as { url?: string } | undefined)?.url ?? '')
  expect(decodeURIComponent(url)).toContain('http://127.0.0.1:8787/dev/track?merchantId=10002')
})
