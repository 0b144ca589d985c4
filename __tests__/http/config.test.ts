import type * as HttpModule from '@/http'
import { configureHttp, createHttpConfig, DEFAULT_PREFIXES, needsLogin, request } from '@/http'
import { FakePresenter, FakeProvider, FakeTransport, HOST, LOGGED_IN, ok, settle, setup } from './fakes'

describe('hosts and service prefixes come from configuration (spec section 7)', () => {
  it('has the spec prefixes by default', () => {
    expect(DEFAULT_PREFIXES).toEqual({
      user: '/cyy_gatewayapi/user',
      show: '/cyy_gatewayapi/show',
      trade: '/cyy_gatewayapi/trade',
      home: '/cyy_gatewayapi/home',
      fulfill: '/cyy_gatewayapi/fulfill',
      gateway: '/cyy_gatewayapi',
      buyer: '/cyy_buyerapi',
      customer: '/cyy_customerapi',
      adapter: '/fhl_adapterapi',
    })
  })

  it.each([
    ['user', '/cyy_gatewayapi/user/pub/v3/countries'],
    ['show', '/cyy_gatewayapi/show/pub/v3/countries'],
    ['trade', '/cyy_gatewayapi/trade/pub/v3/countries'],
    ['home', '/cyy_gatewayapi/home/pub/v3/countries'],
    ['fulfill', '/cyy_gatewayapi/fulfill/pub/v3/countries'],
    ['gateway', '/cyy_gatewayapi/pub/v3/countries'],
    ['buyer', '/cyy_buyerapi/pub/v3/countries'],
    ['customer', '/cyy_customerapi/pub/v3/countries'],
    ['adapter', '/fhl_adapterapi/pub/v3/countries'],
  ] as const)('sends a %s call to host + its prefix + path', async (service, path) => {
    const { http, transport } = setup()
    await http.request({ service, path: '/pub/v3/countries', importance: 'high' })
    expect(transport.urls[0]?.split('?')[0]).toBe(`${HOST}${path}`)
  })

  it('goes to whichever host and prefixes the configuration names', async () => {
    const config = createHttpConfig('https://merchant.example.com/', { show: '/mall/show' })
    const { http, transport } = setup({ config })
    await http.request({ service: 'show', path: 'pub/v3/spus', importance: 'high' })
    await http.request({ service: 'trade', path: '/pub/v3/x', importance: 'high' })
    expect(transport.urls.map((url) => url.split('?')[0])).toEqual([
      'https://merchant.example.com/mall/show/pub/v3/spus',
      'https://merchant.example.com/cyy_gatewayapi/trade/pub/v3/x',
    ])
  })

  it("an empty host gives paths on the page's own origin (H5 behind npm start)", async () => {
    const { http, transport } = setup({ config: createHttpConfig('') })
    await http.request({ service: 'show', path: '/pub/v3/spus', importance: 'high' })
    expect(transport.calls[0]?.url.split('?')[0]).toBe('/cyy_gatewayapi/show/pub/v3/spus')
  })

  it('keeps an absolute URL (an upload host) as it is', async () => {
    const { http, transport } = setup()
    await http.request({ method: 'POST', path: 'https://upload.example.com/files', importance: 'high' })
    expect(transport.urls[0]?.split('?')[0]).toBe('https://upload.example.com/files')
  })

  it('knows which paths need login: gateway and buyer paths without a pub segment', () => {
    const config = createHttpConfig(HOST)
    expect(needsLogin(config, '/cyy_gatewayapi/user/buyer/v3/profile')).toBe(true)
    expect(needsLogin(config, '/cyy_gatewayapi/trade/buyer/v1/orders/create')).toBe(true)
    expect(needsLogin(config, '/cyy_buyerapi/v1/shop/mini_remind_subscribe')).toBe(true)
    expect(needsLogin(config, '/cyy_gatewayapi/show/pub/v3/spus')).toBe(false)
    expect(needsLogin(config, '/cyy_gatewayapi/pub/v5/shops/configs')).toBe(false)
    expect(needsLogin(config, '/cyy_customerapi/v1/chat')).toBe(false)
    expect(needsLogin(config, '/fhl_adapterapi/v1/x')).toBe(false)
    // "pub" must be a whole segment.
    expect(needsLogin(config, '/cyy_gatewayapi/show/public/v3/x')).toBe(true)
  })
})

describe('the app-wide request()', () => {
  it('refuses to run before configureHttp()', async () => {
    let fresh: typeof HttpModule | undefined
    jest.isolateModules(() => {
      fresh = jest.requireActual<typeof HttpModule>('@/http')
    })
    await expect(fresh?.request({ path: '/x' })).rejects.toThrow('configureHttp() has not been called')
  })

  it('goes through the configured client and resolves to the envelope data', async () => {
    jest.useFakeTimers()
    const log: string[] = []
    const transport = new FakeTransport().reply(ok({ id: 7 }))
    configureHttp({
      config: createHttpConfig(HOST),
      transport,
      provider: new FakeProvider(LOGGED_IN, log),
      presenter: new FakePresenter(log),
    })
    const result = request<{ id: number }>({ service: 'show', path: '/pub/v3/spus/7' })
    await settle(1)
    await expect(result).resolves.toEqual({ id: 7 })
    expect(transport.calls).toHaveLength(1)
  })
})
