import { createStore } from 'jotai'
import type { ShopConfig } from '@/domain/shop-config'
import { openPage, resetNavigationState, setLoginPage, targetUrl } from '@/navigation/navigate'
import { merchantIdAtom } from '@/state/merchant'
import { applyLaunchQuery, chooseLocale, localeAtom } from '@/state/preferences'
import { shopConfigAtom, loadShopConfig, shopTabsAtom, cartEnabledAtom } from '@/state/shop'
import { navigateTo, taroMock } from '../__mocks__/tarojs-taro'

const MACAU: ShopConfig = {
  merchantId: '10002',
  shopStatus: 'OPEN',
  supportLanguages: [
    { langTag: 'zh-MO', loginMethod: 'EMAIL' },
    { langTag: 'en-US', loginMethod: 'EMAIL' },
  ],
  productCartConfig: { enable: true },
  layoutBottomNavigation: {
    navigations: [
      { floorType: 'HOME', navigationName: '首頁', jumpDetails: { type: 'PAGE', path: '/pages/list/list' } },
      { floorType: 'MINE', navigationName: '我的', jumpDetails: { type: 'PAGE', path: '/pages/mine/mine' } },
    ],
  },
}

beforeEach(() => {
  taroMock.reset()
  resetNavigationState()
})

function macauStore() {
  const store = createStore()
  store.set(merchantIdAtom, '10002')
  return store
}

describe('loadShopConfig (spec section 4)', () => {
  it('fetches once and caches; force fetches again', async () => {
    const store = macauStore()
    const fetch = jest.fn(async () => MACAU)
    await loadShopConfig(store, fetch)
    await loadShopConfig(store, fetch)
    expect(fetch).toHaveBeenCalledTimes(1)
    await loadShopConfig(store, fetch, { force: true })
    expect(fetch).toHaveBeenCalledTimes(2)
  })

  it('shares one request between callers that ask at the same time', async () => {
    const store = macauStore()
    const fetch = jest.fn(async () => MACAU)
    await Promise.all([loadShopConfig(store, fetch), loadShopConfig(store, fetch), loadShopConfig(store, fetch)])
    expect(fetch).toHaveBeenCalledTimes(1)
  })

  it('applies the shop: tabs, cart, and a language it offers', async () => {
    const store = macauStore()
    expect(store.get(localeAtom)).toBe('zh-CN')
    await loadShopConfig(store, async () => MACAU)
    expect(store.get(shopTabsAtom).tabs.map((tab) => tab.label)).toEqual(['首頁', '我的'])
    expect(store.get(cartEnabledAtom)).toBe(true)
    expect(store.get(localeAtom)).toBe('zh-MO')
  })

  it('makes the login guard open the e-mail login page for an e-mail-only shop', async () => {
    await loadShopConfig(macauStore(), async () => MACAU)
    await openPage('orders')
    expect(navigateTo).toHaveBeenCalledWith({ url: targetUrl('loginEmail') })
    expect(targetUrl('loginEmail')).not.toBe(targetUrl('login'))
  })

  it('keeps what it had and warns when the request fails', async () => {
    const store = macauStore()
    await loadShopConfig(store, async () => MACAU)
    const warn = jest.fn()
    const kept = await loadShopConfig(store, async () => Promise.reject(new Error('HTTP 504')), { force: true, warn })
    expect(kept).toBe(MACAU)
    expect(store.get(shopConfigAtom)).toBe(MACAU)
    expect(warn).toHaveBeenCalledTimes(1)
  })

  it('fetches again when the app is opened as another shop', async () => {
    const store = macauStore()
    const fetch = jest.fn(async () => ({ ...MACAU, merchantId: store.get(merchantIdAtom) }))
    await loadShopConfig(store, fetch)
    store.set(merchantIdAtom, '10001')
    await loadShopConfig(store, fetch)
    expect(fetch).toHaveBeenCalledTimes(2)
  })
})

afterAll(() => setLoginPage('login'))

describe('the shop’s languages and the user’s choice', () => {
  it('keeps a language the user chose even when the shop does not offer it', async () => {
    const store = macauStore()
    chooseLocale(store, 'zh-CN')
    await loadShopConfig(store, async () => MACAU)
    expect(store.get(localeAtom)).toBe('zh-CN')
  })

  it('a lang query is a choice', async () => {
    const store = macauStore()
    applyLaunchQuery(store, { lang: 'en' })
    await loadShopConfig(store, async () => MACAU)
    expect(store.get(localeAtom)).toBe('en-US')
  })
})

describe('a forced fetch while another is on its way', () => {
  it('starts a new request, and the older answer does not overwrite the newer', async () => {
    const store = macauStore()
    let answerFirst: (config: ShopConfig) => void = () => undefined
    const first = loadShopConfig(store, () => new Promise<ShopConfig>((resolve) => (answerFirst = resolve)))
    const second = loadShopConfig(store, async () => ({ ...MACAU, shopName: 'newer' }), { force: true })
    await second
    answerFirst({ ...MACAU, shopName: 'older' })
    await first
    expect(store.get(shopConfigAtom)?.shopName).toBe('newer')
  })
})
