import { SHOW_GROUP_MARKER, decodeParam, pageParams, pageUrl, resolvePage, webUrl } from '@/navigation/resolve'

describe('resolvePage: the page that actually opens', () => {
  it('opens group show detail for a show id containing SG (spec section 2)', () => {
    expect(SHOW_GROUP_MARKER).toBe('SG')
    expect(resolvePage('showDetail', { showId: 'SG1024' })).toBe('groupShowDetail')
    expect(resolvePage('showDetail', { showId: '88SG77' })).toBe('groupShowDetail')
  })

  it('keeps show detail for ordinary ids, lower-case "sg", numbers and a missing id', () => {
    expect(resolvePage('showDetail', { showId: '1024' })).toBe('showDetail')
    expect(resolvePage('showDetail', { showId: 'sg1024' })).toBe('showDetail')
    expect(resolvePage('showDetail', { showId: 1024 })).toBe('showDetail')
    expect(resolvePage('showDetail', {})).toBe('showDetail')
    expect(resolvePage('showDetail')).toBe('showDetail')
  })

  it('applies the rule to show detail only', () => {
    expect(resolvePage('booking', { showId: 'SG1' })).toBe('booking')
    expect(resolvePage('groupShowDetail', { showId: 'SG1' })).toBe('groupShowDetail')
  })
})

describe('pageUrl: what Taro navigation APIs take', () => {
  it('is the page path with a leading slash', () => {
    expect(pageUrl('homeList')).toBe('/pages/list/list')
    expect(pageUrl('showDetail')).toBe('/package-show/pages/show-detail/show-detail')
  })

  it('adds parameters as an encoded query and leaves out empty ones', () => {
    expect(pageUrl('showDetail', { showId: 'A 1&b', from: 'home' })).toBe(
      '/package-show/pages/show-detail/show-detail?showId=A%201%26b&from=home',
    )
    expect(pageUrl('orders', { status: undefined, page: null, q: '', n: 0, all: false })).toBe(
      '/package-order/pages/orders/orders?n=0&all=false',
    )
  })
})

describe('webUrl: a page web path filled with its parameters', () => {
  it('fills the path parameters and puts the rest in the query', () => {
    expect(webUrl('showDetail', { showId: '123' })).toBe('/content/123')
    expect(webUrl('showDetail', { showId: 'a/b', from: 'share' })).toBe('/content/a%2Fb?from=share')
    expect(webUrl('orderDetail', { orderId: 9 })).toBe('/order/detail/9')
  })

  it('uses the path without parameters when none are given', () => {
    expect(webUrl('search')).toBe('/search')
    expect(webUrl('orders')).toBe('/order')
  })

  it('uses the most specific web path the parameters fill', () => {
    expect(webUrl('search', { placeholder: 'jazz' })).toBe('/search/jazz')
    expect(webUrl('topicActivity', { topicId: 't1' })).toBe('/topic-activity/t1')
    expect(webUrl('couponReceive', { topicId: 't1', couponTemplateId: 'c2' })).toBe('/topic-activity/t1/coupon-template/c2')
    expect(webUrl('couponReceive', { shareCode: 'S1' })).toBe('/package-user/pages/coupon-receive/coupon-receive?shareCode=S1')
  })

  it('falls back to the page path for pages without a web path', () => {
    expect(webUrl('pickSeat', { showId: '1' })).toBe('/package-show/pages/pick-seat/pick-seat?showId=1')
  })
})

describe('pageParams: what a page forwards of its own parameters', () => {
  it("drops Taro's internal keys and unset values", () => {
    expect(pageParams({ showId: 'SG1', stamp: 'AB', $taroTimestamp: '1795335494013', from: undefined })).toEqual({
      showId: 'SG1',
    })
  })

  it('decodes the query Taro hands over percent-encoded, and leaves decoded values as they are', () => {
    const query = pageUrl('search', { placeholder: '演唱会 & 话剧', from: '100%' }).split('?')[1] ?? ''
    const raw = Object.fromEntries(query.split('&').map((part) => part.split('=') as [string, string]))
    expect(pageParams(raw)).toEqual({ placeholder: '演唱会 & 话剧', from: '100%' })
    expect(pageParams({ placeholder: '演唱会', url: 'https%3A%2F%2Fa.example%2Fchat%3Fk%3D1' })).toEqual({
      placeholder: '演唱会',
      url: 'https://a.example/chat?k=1',
    })
  })

  it('keeps a value that is not valid percent-encoding', () => {
    expect(decodeParam('100%')).toBe('100%')
    expect(decodeParam('%E6%BC%94')).toBe('演')
  })
})
