import {
  CREATE_ORDER_TIMEOUT_MS,
  DEFAULT_TIMEOUT_MS,
  LAYOUTS_TIMEOUT_MS,
  SHOP_CONFIG_TIMEOUT_MS,
  SHOW_DYNAMIC_TIMEOUT_MS,
} from '@/http/timeouts'
import type { ServiceName } from '@/http'
import { setup } from './fakes'

describe('timeouts (spec section 9)', () => {
  it('are the spec values', () => {
    expect([
      DEFAULT_TIMEOUT_MS,
      CREATE_ORDER_TIMEOUT_MS,
      LAYOUTS_TIMEOUT_MS,
      SHOW_DYNAMIC_TIMEOUT_MS,
      SHOP_CONFIG_TIMEOUT_MS,
    ]).toEqual([5000, 10_000, 10_000, 60_000, 60_000])
  })

  it.each<[string, ServiceName, string, number]>([
    ['default', 'show', '/pub/v3/show/1/static', 5000],
    ['default (sessions dynamic is not show dynamic)', 'show', '/pub/v3/show/1/sessions_dynamic_data', 5000],
    ['create order', 'trade', '/buyer/v1/orders/create', 10_000],
    ['layouts', 'home', '/pub/v3/layouts', 10_000],
    ['show dynamic', 'show', '/pub/v5/show/1/dynamic', 60_000],
    ['show dynamic, older path', 'show', '/pub/v3/show_dynamic_data/1', 60_000],
    ['shop config', 'gateway', '/pub/v5/shops/configs', 60_000],
  ])('%s: %s %s gets %d ms', async (_name, service, path, expected) => {
    const { http, transport } = setup()
    await http.request({ service, path, importance: 'high' })
    expect(transport.calls[0]?.timeout).toBe(expected)
  })

  it('the caller may set its own', async () => {
    const { http, transport } = setup()
    await http.request({ service: 'home', path: '/pub/v3/layouts', timeout: 1234, importance: 'high' })
    expect(transport.calls[0]?.timeout).toBe(1234)
  })
})
