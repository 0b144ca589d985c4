import { DROPPED_VALUES, toQueryString } from '@/http/params'
import { settle, setup } from './fakes'

describe('null, "null" and "undefined" parameters (spec section 5)', () => {
  it('are dropped from a query, each with a logged warning', async () => {
    const { http, transport, warnings } = setup()
    await http.request({
      service: 'home',
      path: '/pub/v3/show_list/search',
      importance: 'high',
      data: {
        keyword: 'jazz',
        cityId: null,
        lat: 'null',
        lng: 'undefined',
        offset: 0,
        flag: false,
        empty: '',
        skipped: undefined,
      },
    })
    const query = transport.query()
    expect(query).toMatchObject({ keyword: 'jazz', offset: '0', flag: 'false', empty: '' })
    for (const dropped of ['cityId', 'lat', 'lng', 'skipped']) expect(query).not.toHaveProperty(dropped)
    expect(warnings).toHaveLength(3)
    expect(warnings.join('\n')).toMatch(/cityId/)
    expect(warnings.join('\n')).toMatch(/lat/)
    expect(warnings.join('\n')).toMatch(/lng/)
    expect(DROPPED_VALUES).toEqual([null, 'null', 'undefined'])
  })

  it('are dropped from a POST body and from explicit query parameters', async () => {
    const { http, transport, warnings } = setup()
    await http.request({
      method: 'POST',
      service: 'trade',
      path: '/buyer/v3/coupons/obtain',
      importance: 'high',
      data: { couponCode: 'C1', obtainType: null },
      params: { source: 'undefined', page: 'p' },
    })
    expect(transport.calls[0]?.data).toEqual({ couponCode: 'C1' })
    expect(transport.query()).toMatchObject({ page: 'p' })
    expect(transport.query()).not.toHaveProperty('source')
    expect(warnings).toHaveLength(2)
  })

  it('an array body is sent as it is', async () => {
    const { http, transport } = setup()
    await http.request({ method: 'POST', service: 'trade', path: '/buyer/x', data: [1, null], importance: 'high' })
    expect(transport.calls[0]?.data).toEqual([1, null])
  })

  it('a path containing /undefined is warned about, and still sent', async () => {
    const { http, transport, warnings } = setup()
    await http.request({ service: 'show', path: '/pub/v3/spus/undefined', importance: 'high' })
    await http.request({ service: 'show', path: '/pub/v3/show/undefined/static', importance: 'high' })
    await http.request({ service: 'show', path: '/pub/v3/undefinedness', importance: 'high' })
    await settle()
    expect(transport.calls).toHaveLength(3)
    expect(warnings).toEqual([
      expect.stringContaining('/undefined: /pub/v3/spus/undefined'),
      expect.stringContaining('/undefined: /pub/v3/show/undefined/static'),
    ])
  })

  it('arrays repeat their key in a query; objects go as JSON', () => {
    expect(toQueryString({ ids: ['a', 'b'], o: { x: 1 }, s: 'a b' })).toBe('ids=a&ids=b&o=%7B%22x%22%3A1%7D&s=a%20b')
  })
})
