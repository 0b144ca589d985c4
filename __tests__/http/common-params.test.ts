import { HEADERS, PREVIEW_SRC } from '@/http/headers'
import { ok, settle, setup } from './fakes'

const SEARCH = { service: 'home', path: '/pub/v3/show_list/search', importance: 'high' } as const

describe('common parameters (spec section 7: src, merchantId, channelId, ver, appId, lang)', () => {
  it('go on every GET, from the provider', async () => {
    const { http, transport } = setup()
    await http.request({ ...SEARCH, data: { keyword: 'jazz' } })
    expect(transport.query()).toEqual({
      src: 'H5',
      merchantId: 'M1',
      channelId: 'C1',
      ver: '1.0.0',
      appId: 'APP1',
      lang: 'zh-CN',
      keyword: 'jazz',
    })
    expect(transport.calls[0]?.data).toBeUndefined()
  })

  it('go in the query of a POST too, with the data as the JSON body', async () => {
    const { http, transport } = setup()
    await http.request({ method: 'POST', service: 'user', path: '/pub/v3/login', data: { email: 'a@b.c' }, importance: 'high' })
    expect(transport.query()).toMatchObject({ src: 'H5', merchantId: 'M1', lang: 'zh-CN' })
    expect(transport.calls[0]?.data).toEqual({ email: 'a@b.c' })
    expect(transport.calls[0]?.method).toBe('POST')
  })

  it('are read fresh for each request (a language change applies at once)', async () => {
    const { http, transport, provider } = setup()
    await http.request(SEARCH)
    provider.current = { ...provider.current, lang: 'en-US', merchantId: 'M2' }
    await http.request(SEARCH)
    expect(transport.query(0)).toMatchObject({ lang: 'zh-CN', merchantId: 'M1' })
    expect(transport.query(1)).toMatchObject({ lang: 'en-US', merchantId: 'M2' })
  })

  it('leave out what the provider does not know', async () => {
    const { http, transport } = setup({ context: { merchantId: undefined, appId: undefined } })
    await http.request(SEARCH)
    expect(transport.query()).not.toHaveProperty('merchantId')
    expect(transport.query()).not.toHaveProperty('appId')
    expect(transport.headers()).not.toHaveProperty(HEADERS.merchantId)
  })

  it("use the provider's src when it differs from the terminal source", async () => {
    const { http, transport } = setup({ context: { src: 'WEIXIN_MINI', terminalSrc: 'MP_WEIXIN' } })
    await http.request(SEARCH)
    expect(transport.query().src).toBe('WEIXIN_MINI')
    expect(transport.headers()[HEADERS.terminalSrc]).toBe('MP_WEIXIN')
  })

  it('src=preview marks every request of a backend preview (spec section 6)', async () => {
    const { http, transport } = setup({ context: { preview: true } })
    await http.request(SEARCH)
    await http.request({ ...SEARCH, data: { src: 'SOMETHING' } })
    expect(PREVIEW_SRC).toBe('preview')
    expect(transport.query(0).src).toBe('preview')
    // The caller's own src parameter wins over the common one, preview or not.
    expect(transport.query(1).src).toBe('SOMETHING')
  })
})

describe('headers (spec section 7)', () => {
  it('terminal-src, channel-id, merchant-id and access-token on every request', async () => {
    const { http, transport } = setup()
    await http.request(SEARCH)
    expect(transport.headers()).toMatchObject({
      'terminal-src': 'H5',
      'channel-id': 'C1',
      'merchant-id': 'M1',
      'access-token': 'token-1',
    })
  })

  it('no access-token when there is none', async () => {
    const { http, transport } = setup({ context: { loggedIn: false, accessToken: undefined } })
    await http.request(SEARCH)
    expect(transport.headers()).not.toHaveProperty('access-token')
  })

  it('the caller may add headers', async () => {
    const { http, transport } = setup()
    await http.request({ ...SEARCH, headers: { 'idempotency-key': 'k1' } })
    expect(transport.headers()['idempotency-key']).toBe('k1')
  })

  it.each(['/buyer/v1/orders/create', '/buyer/v1/orders/pre_order'])('passId on pre/create order: %s', async (path) => {
    const { http, transport } = setup()
    await http.request({ method: 'POST', service: 'trade', path, data: {}, importance: 'high' })
    expect(transport.headers()[HEADERS.passId]).toBe('pass-1')
  })

  it.each(['/buyer/v5/orders/page', '/buyer/v3/payments/pay', '/pub/v3/show_list/search'])(
    'no passId elsewhere: %s',
    async (path) => {
      const { http, transport } = setup()
      await http.request({ service: 'trade', path, importance: 'high' })
      expect(transport.headers()).not.toHaveProperty(HEADERS.passId)
    },
  )

  describe('privilege-token when a privilegeId is in the request (spec section 6)', () => {
    it('from the data, the query parameters or the option', async () => {
      const { http, transport, provider } = setup()
      provider.privilegeTokens.set('P1', 'priv-token-1')
      provider.privilegeTokens.set('P2', 'priv-token-2')
      await http.request({ method: 'POST', service: 'trade', path: '/buyer/v1/orders/create', data: { privilegeId: 'P1' } })
      await http.request({
        service: 'show',
        path: '/pub/v3/show/1/sessions_static_data',
        data: { privilegeId: 'P2' },
        importance: 'high',
      })
      await http.request({ service: 'show', path: '/pub/v3/show/1/privilege/P1/sessions', privilegeId: 'P1', importance: 'high' })
      expect(transport.calls.map((call) => call.headers[HEADERS.privilegeToken])).toEqual([
        'priv-token-1',
        'priv-token-2',
        'priv-token-1',
      ])
    })

    it('not without a privilegeId', async () => {
      const { http, transport, provider } = setup()
      provider.privilegeTokens.set('P1', 'priv-token-1')
      await http.request({ method: 'POST', service: 'trade', path: '/buyer/v1/orders/create', data: { items: [] } })
      expect(transport.headers()).not.toHaveProperty(HEADERS.privilegeToken)
    })
  })

  it.each([
    '/buyer/v1/orders/create',
    '/buyer/v1/orders/pre_order',
    '/buyer/order/v3/T1/reserve_time',
    '/buyer/v2/items/orders/O1',
  ])('the risk token on order paths: %s', async (path) => {
    const { http, transport } = setup()
    await http.request({ service: 'trade', path, importance: 'high' })
    expect(transport.headers()[HEADERS.riskToken]).toBe('risk-1')
  })

  it.each(['/buyer/v3/payments/pay', '/buyer/v5/coupons/self/page'])('no risk token elsewhere: %s', async (path) => {
    const { http, transport } = setup()
    await http.request({ service: 'trade', path, importance: 'high' })
    expect(transport.headers()).not.toHaveProperty(HEADERS.riskToken)
  })

  it('front-trace-id on every request, each one different', async () => {
    const { http, transport } = setup()
    transport.always(ok())
    const requests = Array.from({ length: 200 }, () => http.request(SEARCH))
    await settle()
    await Promise.all(requests)
    const ids = transport.calls.map((call) => call.headers[HEADERS.traceId])
    expect(ids.every((id) => typeof id === 'string' && id.length > 0)).toBe(true)
    expect(new Set(ids).size).toBe(200)
  })
})
