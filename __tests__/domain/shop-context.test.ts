/**
 * The shop a buyer is in, kept and carried (issue 15 items 2, 3, 13): links that name the shop,
 * each shop's own stored city, the city in force (picked, the shop's own, located, Shanghai), and
 * the new-style pay success of the shop in force.
 */
import { DEFAULT_CITY, cityInForce, cityKeyOf, shopDefaultCity } from '@/domain/city'
import { MERCHANT_PARAM, withShop } from '@/domain/launch-query'
import { wantsNewStyle } from '@/domain/order'

const MACAU = { cityId: 'BL8201', cityName: '澳門' }
const HANGZHOU = { cityId: 'BL1131', cityName: '杭州' }

describe('links that name the shop (withShop)', () => {
  it('adds merchantId to a path, an absolute address and one with a query and a hash', () => {
    expect(withShop('/content/SH2001', '10002')).toBe('/content/SH2001?merchantId=10002')
    expect(withShop('https://shop.example/pay-loading?orderId=O1&newStyle=1', '10002')).toBe(
      'https://shop.example/pay-loading?orderId=O1&newStyle=1&merchantId=10002',
    )
    expect(withShop('/wxauth?backurl=%2Forder#top', '10002')).toBe('/wxauth?backurl=%2Forder&merchantId=10002#top')
  })

  it('replaces the shop a link already named, once', () => {
    expect(withShop('/content/SH1?merchantId=10001&x=1', '10002')).toBe('/content/SH1?x=1&merchantId=10002')
    expect(new URL(withShop('https://a.example/?merchantId=1', '10002')).searchParams.getAll(MERCHANT_PARAM)).toEqual(['10002'])
  })
})

describe("each shop's city", () => {
  it("keeps the build's shop under the key of old installs, any other shop under its own", () => {
    expect(cityKeyOf('city', '10001', '10001')).toBe('city')
    expect(cityKeyOf('city', '10002', '10001')).toBe('city@10002')
    expect(cityKeyOf('cityChosen', '10002', '10001')).not.toBe(cityKeyOf('cityChosen', '10003', '10001'))
  })

  it("reads the shop's own city from its configuration, only the configuration of that shop", () => {
    const config = { merchantId: '10002', defaultCityId: 'BL8201', defaultCityName: '澳門' }
    expect(shopDefaultCity(config, '10002')).toEqual(MACAU)
    expect(shopDefaultCity(config, '10001')).toBeUndefined()
    expect(shopDefaultCity({ merchantId: '10001' }, '10001')).toBeUndefined()
    expect(shopDefaultCity(null, '10002')).toBeUndefined()
  })

  it('opens on the city picked in the shop, else the shop’s own, else where location placed, else Shanghai', () => {
    expect(cityInForce({ stored: HANGZHOU, chosen: true, shopDefault: MACAU })).toEqual(HANGZHOU)
    expect(cityInForce({ stored: HANGZHOU, chosen: false, shopDefault: MACAU })).toEqual(MACAU)
    expect(cityInForce({ stored: HANGZHOU, chosen: false })).toEqual(HANGZHOU)
    expect(cityInForce({ stored: DEFAULT_CITY, chosen: false })).toEqual(DEFAULT_CITY)
  })
})

describe('the new-style pay success (spec section 2)', () => {
  it('follows the return URL or the shop in force', () => {
    expect(wantsNewStyle(true, null)).toBe(true)
    expect(wantsNewStyle(false, { paySuccessNewStyle: true })).toBe(true)
    expect(wantsNewStyle(false, { paySuccessNewStyle: false })).toBe(false)
    expect(wantsNewStyle(false, null)).toBe(false)
  })
})
