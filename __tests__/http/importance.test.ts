import { DEFERRED_START_MS, IMPORTANCE, type Importance } from '@/http/importance'
import { settle, setup } from './fakes'

const call = (name: string, importance?: Importance) =>
  ({ service: 'show', path: `/pub/v3/${name}`, ...(importance ? { importance } : {}) }) as const

describe('importance queue (spec section 4)', () => {
  it('has the spec levels and the 1 ms wait', () => {
    expect(IMPORTANCE).toEqual({ critical: 1, high: 10, medium: 20, low: 30 })
    expect(DEFERRED_START_MS).toBe(1)
  })

  it('starts critical and high requests at once, medium and low after 1 ms', async () => {
    const { http, transport } = setup()
    void http.request(call('critical', 'critical'))
    void http.request(call('high', 'high'))
    void http.request(call('medium', 'medium'))
    void http.request(call('low', 'low'))
    await settle(0)
    expect(transport.urls.map((url) => url.split('?')[0]?.split('/').pop())).toEqual(['critical', 'high'])
    await settle(DEFERRED_START_MS)
    expect(transport.calls).toHaveLength(4)
  })

  it('sends requests issued together in importance order, not issue order', async () => {
    const { http, transport } = setup()
    void http.request(call('low', 'low'))
    void http.request(call('medium', 'medium'))
    void http.request(call('low2', 'low'))
    void http.request(call('medium2', 'medium'))
    void http.request(call('critical', 'critical'))
    await settle(DEFERRED_START_MS)
    expect(transport.urls.map((url) => url.split('?')[0]?.split('/').pop())).toEqual([
      'critical',
      'medium',
      'medium2',
      'low',
      'low2',
    ])
  })

  it('is medium by default, and create order is critical', async () => {
    const { http, transport } = setup()
    void http.request(call('default'))
    void http.request({ method: 'POST', service: 'trade', path: '/buyer/v1/orders/create', data: {} })
    await settle(0)
    expect(transport.urls.map((url) => url.split('?')[0]?.split('/').pop())).toEqual(['create'])
    await settle(DEFERRED_START_MS)
    expect(transport.calls).toHaveLength(2)
  })
})
