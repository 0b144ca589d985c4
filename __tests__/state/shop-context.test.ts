/**
 * The shop kept across launches on H5, and each shop's own city (issue 15 items 2 and 3): a link
 * naming a shop wins over the stored one and is kept; a city picked in one shop does not change
 * another's; the boot script's first requests go to the stored shop and its city.
 */
import { createStore } from 'jotai'
import { launchRequests } from '@/boot/early-requests'
import type * as CityModule from '@/state/city'
import type * as MerchantModule from '@/state/merchant'
import type * as PreferencesModule from '@/state/preferences'
import type * as ShopModule from '@/state/shop'
import { getStorageSync, taroMock } from '../__mocks__/tarojs-taro'

beforeEach(() => taroMock.reset())

const HANGZHOU = { cityId: 'BL1131', cityName: '杭州' }
const BEIJING = { cityId: 'BL1101', cityName: '北京' }

/** A fresh launch: new modules (atoms) reading what the last launch stored. */
function launch() {
  let modules: {
    merchant: typeof MerchantModule
    city: typeof CityModule
    preferences: typeof PreferencesModule
    shop: typeof ShopModule
  }
  jest.isolateModules(() => {
    modules = {
      merchant: jest.requireActual('@/state/merchant'),
      city: jest.requireActual('@/state/city'),
      preferences: jest.requireActual('@/state/preferences'),
      shop: jest.requireActual('@/state/shop'),
    }
  })
  return { ...modules!, store: createStore() }
}

/** What the H5 boot script reads: localStorage as Taro leaves it. */
const bootPage = (search = '') => ({
  pathname: '/all',
  search,
  userAgent: '',
  viewportWidth: 375,
  stored: (key: string) => {
    const value: unknown = getStorageSync(key)
    return value === '' ? null : JSON.stringify({ data: value })
  },
})

describe('the shop across launches', () => {
  it('keeps the shop a link named; a later link naming another shop wins', () => {
    const first = launch()
    first.preferences.applyLaunchQuery(first.store, { merchantId: '10002' })
    const reloaded = launch()
    expect(reloaded.store.get(reloaded.merchant.merchantIdAtom)).toBe('10002')
    reloaded.preferences.applyLaunchQuery(reloaded.store, { merchantId: '10003' })
    expect(launch().store.get(launch().merchant.merchantIdAtom)).toBe('10003')
  })

  it('makes the links of the app name the shop in force', () => {
    const app = launch()
    app.preferences.applyLaunchQuery(app.store, { merchantId: '10002' })
    expect(app.store.get(app.merchant.shopLinkAtom)('/content/SH2001')).toBe('/content/SH2001?merchantId=10002')
  })

  it("starts the boot script's first requests in the stored shop and its own city", () => {
    const app = launch()
    app.preferences.applyLaunchQuery(app.store, { merchantId: '10002' })
    app.store.set(app.city.cityAtom, HANGZHOU)
    const { shop, shows } = launchRequests(bootPage(), { home: ['/'], allShows: ['/all'] })
    const query = new URLSearchParams(shop.url.split('?')[1])
    expect(query.get('merchantId')).toBe('10002')
    expect(query.get('cityId')).toBe(HANGZHOU.cityId)
    expect(new URLSearchParams(shows?.url.split('?')[1]).get('cityId')).toBe(HANGZHOU.cityId)
    // A link naming the build's shop: its own stored city (none here: Shanghai).
    const named = launchRequests(bootPage('?merchantId=10001'), { home: ['/'], allShows: ['/all'] })
    expect(new URLSearchParams(named.shop.url.split('?')[1]).get('cityId')).toBe('BL1106')
  })
})

describe("each shop's city", () => {
  it('opens a shop with a city of its own there, until the buyer picks one in that shop', () => {
    const app = launch()
    app.preferences.applyLaunchQuery(app.store, { merchantId: '10002' })
    expect(app.store.get(app.city.cityAtom).cityId).toBe('BL1106')
    app.shop.applyShopConfig(app.store, { merchantId: '10002', defaultCityId: 'BL8201', defaultCityName: '澳門' })
    expect(app.store.get(app.city.cityAtom)).toEqual({ cityId: 'BL8201', cityName: '澳門' })
    app.store.set(app.city.cityAtom, HANGZHOU)
    app.store.set(app.city.cityChosenAtom, true)
    expect(app.store.get(app.city.cityAtom)).toEqual(HANGZHOU)
  })

  it('does not carry a city picked in one shop into another', () => {
    const app = launch()
    app.store.set(app.city.cityAtom, BEIJING)
    app.store.set(app.city.cityChosenAtom, true)
    app.preferences.applyLaunchQuery(app.store, { merchantId: '10002' })
    expect(app.store.get(app.city.cityAtom).cityId).toBe('BL1106')
    expect(app.store.get(app.city.cityChosenAtom)).toBe(false)
    app.store.set(app.city.cityAtom, HANGZHOU)
    app.store.set(app.city.cityChosenAtom, true)
    app.preferences.applyLaunchQuery(app.store, { merchantId: '10001' })
    expect(app.store.get(app.city.cityAtom)).toEqual(BEIJING)
    const reloaded = launch()
    reloaded.preferences.applyLaunchQuery(reloaded.store, { merchantId: '10002' })
    expect(reloaded.store.get(reloaded.city.cityAtom)).toEqual(HANGZHOU)
  })
})
