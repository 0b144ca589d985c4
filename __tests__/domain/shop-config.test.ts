import {
  applyWording,
  cartEnabled,
  customerServiceChannels,
  fingerprintEnabled,
  hasFlag,
  isLoginAreaAllowed,
  isShopOpen,
  languageLoginMismatch,
  loginMethodFor,
  loginMethods,
  pickLocale,
  shopLocales,
  shopTabs,
  shopTheme,
  type ShopConfig,
} from '@/domain/shop-config'
import { DEFAULT_TABS } from '@/domain/tab-bar'

/** Shaped like the reference gateway's Macau shop (server/src/seed/catalogue/shops.ts). */
const MACAU: ShopConfig = {
  merchantId: '10002',
  shopStatus: 'OPEN',
  binaryValue: ['CHANGE_VOUCHER_ROUTER', 'DISPLAY_PLUS_SIGN'],
  themeColor: '#00857C',
  availableShopThemes: [
    { themeMode: 'LIGHT_MODE', shopMainColor: '#00857C', navigateTextColor: '#10302D', priceColor: '#C8102E' },
    { themeMode: 'DARK_MODE', shopMainColor: '#1FB5A8', navigateTextColor: '#EAF7F6', priceColor: '#FF5A6E' },
  ],
  contentSettingInfos: [
    { contentKey: '观演', defaultContent: '观演', content: '觀演' },
    { contentKey: '转赠', defaultContent: '转赠', content: '轉讓' },
  ],
  customerServiceConfigVO: {
    customerServiceType: ['TELEPHONE', 'ONLINE'],
    telephone: '+853 2888 8000',
    companyWechat: null,
    onlineConfig: { jumpUrl: 'https://support.example.mo/chat', supportOnlineCustomer: true },
  },
  layoutBottomNavigation: {
    style: { navigationType: 'NORMAL' },
    navigations: [
      { floorType: 'MINE', navigationName: '我的', jumpDetails: { type: 'PAGE', path: '/pages/mine/mine' }, seq: 4 },
      { floorType: 'HOME', navigationName: '首頁', jumpDetails: { type: 'PAGE', path: '/pages/list/list' }, seq: 0 },
      {
        floorType: 'PARKING',
        navigationName: '泊車',
        pagePath: '/package-parking/pages/parking-payment/parking-payment',
        seq: 2,
      },
      {
        floorType: 'CUSTOM',
        navigationName: '會員',
        jumpDetails: { type: 'MINI_PROGRAM', appId: 'wxabc', path: 'pages/vip' },
        seq: 3,
      },
    ],
  },
  supportLanguages: [
    { langTag: 'zh-MO', langName: '繁體中文', loginMethod: 'EMAIL' },
    { langTag: 'en-US', langName: 'English', loginMethod: 'EMAIL' },
  ],
  supportLoginAreas: [{ code: '853' }, { code: '852' }, { code: '86' }],
  productCartConfig: { enable: true },
  riskControlConfig: { fingerprint: 'OFF' },
}

const PAGES: Record<string, string> = {
  '/pages/list/list': 'homeList',
  '/pages/mine/mine': 'mine',
  '/package-parking/pages/parking-payment/parking-payment': 'parkingPayment',
}
const pageFor = (path: string) => PAGES[path]

describe('flags and status', () => {
  it('reads binaryValue flags', () => {
    expect(hasFlag(MACAU, 'DISPLAY_PLUS_SIGN')).toBe(true)
    expect(hasFlag(MACAU, 'MERCHANT_IS_ZZ')).toBe(false)
    expect(hasFlag(null, 'MERCHANT_IS_ZZ')).toBe(false)
  })

  it('treats only OPEN (or no status yet) as open', () => {
    expect(isShopOpen(MACAU)).toBe(true)
    expect(isShopOpen({ merchantId: '1', shopStatus: 'CLOSED' })).toBe(false)
    expect(isShopOpen(null)).toBe(true)
  })
})

describe('shopTheme', () => {
  it('takes the theme of the mode shown', () => {
    expect(shopTheme(MACAU, false)).toEqual({ shopMainColor: '#00857C', navigateTextColor: '#10302D', priceColor: '#C8102E' })
    expect(shopTheme(MACAU, true)).toEqual({ shopMainColor: '#1FB5A8', navigateTextColor: '#EAF7F6', priceColor: '#FF5A6E' })
  })

  it('falls back to themeColor, and to nothing before the config arrives', () => {
    expect(shopTheme({ merchantId: '1', themeColor: '#123456' }, true)).toEqual({ shopMainColor: '#123456' })
    expect(shopTheme(null, false)).toEqual({})
  })
})

describe('shopTabs: the bottom bar from layoutBottomNavigation', () => {
  it('orders by seq, maps pages and mini-program jumps, keeps the shop labels', () => {
    const { tabs, style } = shopTabs(MACAU, pageFor)
    expect(style).toBe('NORMAL')
    expect(tabs.map((tab) => [tab.type, tab.label, tab.target])).toEqual([
      ['HOME', '首頁', { kind: 'page', page: 'homeList' }],
      ['PARKING', '泊車', { kind: 'page', page: 'parkingPayment' }],
      ['CUSTOM', '會員', { kind: 'miniProgram', appId: 'wxabc', path: 'pages/vip' }],
      ['MINE', '我的', { kind: 'page', page: 'mine' }],
    ])
  })

  it('leaves out a tab to a page the app does not have, and reads the outer style', () => {
    const config: ShopConfig = {
      merchantId: '1',
      layoutBottomNavigation: {
        style: { navigationType: 'OUTER' },
        navigations: [
          { floorType: 'HOME', jumpDetails: { type: 'PAGE', path: '/pages/list/list' } },
          { floorType: 'CUSTOM', jumpDetails: { type: 'PAGE', path: '/pages/gone/gone' } },
        ],
      },
    }
    const { tabs, style } = shopTabs(config, pageFor)
    expect(style).toBe('OUTER')
    expect(tabs.map((tab) => tab.type)).toEqual(['HOME'])
  })

  it('keeps the five default tabs until a usable navigation arrives', () => {
    expect(shopTabs(null, pageFor).tabs).toBe(DEFAULT_TABS)
    expect(shopTabs({ merchantId: '1', layoutBottomNavigation: { navigations: [] } }, pageFor).tabs).toBe(DEFAULT_TABS)
  })
})

describe('languages and login', () => {
  it('maps the shop languages to the app locales', () => {
    expect(shopLocales(MACAU)).toEqual(['zh-MO', 'en-US'])
    expect(shopLocales({ merchantId: '1', supportLanguages: [{ langTag: 'zh' }, { langTag: 'en' }] })).toEqual(['zh-CN', 'en-US'])
    expect(shopLocales(null)).toEqual(['zh-CN'])
  })

  it('keeps a chosen language the shop offers, else takes the shop’s first', () => {
    expect(pickLocale(MACAU, 'en-US')).toBe('en-US')
    expect(pickLocale(MACAU, 'zh-CN')).toBe('zh-MO')
  })

  it('knows each language’s login method', () => {
    expect(loginMethodFor(MACAU, 'zh-MO')).toBe('EMAIL')
    expect(loginMethodFor(null, 'zh-CN')).toBe('CELLPHONE')
    expect(loginMethods(MACAU)).toEqual(['EMAIL'])
  })

  it('flags a language that does not match how the user logged in', () => {
    expect(languageLoginMismatch(MACAU, 'en-US', { method: 'EMAIL' })).toBe(false)
    expect(languageLoginMismatch(MACAU, 'en-US', { method: 'CELLPHONE', countryCode: '853' })).toBe(true)
    const mainland: ShopConfig = {
      merchantId: '1',
      supportLanguages: [{ langTag: 'zh-CN', loginMethod: 'CELLPHONE' }],
      supportLoginAreas: [{ code: '86' }],
    }
    expect(languageLoginMismatch(mainland, 'zh-CN', { method: 'CELLPHONE', countryCode: '86' })).toBe(false)
    expect(languageLoginMismatch(mainland, 'zh-CN', { method: 'CELLPHONE', countryCode: '853' })).toBe(true)
    expect(languageLoginMismatch(mainland, 'zh-CN', { method: 'EMAIL' })).toBe(true)
    expect(languageLoginMismatch(mainland, 'zh-CN', undefined)).toBe(false)
  })

  it('allows only the shop’s login areas', () => {
    expect(isLoginAreaAllowed(MACAU, '+853')).toBe(true)
    expect(isLoginAreaAllowed(MACAU, '1')).toBe(false)
    expect(isLoginAreaAllowed({ merchantId: '1' }, '1')).toBe(true)
  })
})

describe('wording, cart, customer service, fingerprint', () => {
  it('replaces the shop’s words in translated text', () => {
    expect(applyWording('观演人 · 转赠门票', MACAU.contentSettingInfos)).toBe('觀演人 · 轉讓门票')
    expect(applyWording('观演人', undefined)).toBe('观演人')
  })

  it('reads the product cart switch', () => {
    expect(cartEnabled(MACAU)).toBe(true)
    expect(cartEnabled({ merchantId: '1' })).toBe(false)
  })

  it('offers company WeChat only where its chat opens (WeChat mini), the phone only with a number', () => {
    expect(customerServiceChannels(MACAU, false)).toEqual(['telephone', 'online'])
    const company = { corpId: 'ww1', url: 'https://work.weixin.qq.com/kfid/kfc1' }
    const all: ShopConfig = {
      merchantId: '1',
      customerService: { telephone: ' ', companyWechat: company, onlineConfig: { supportOnlineCustomer: false } },
    }
    expect(customerServiceChannels(all, true)).toEqual(['companyWechat'])
    expect(customerServiceChannels(all, false)).toEqual([])
    const noCorp: ShopConfig = { merchantId: '1', customerService: { companyWechat: { url: company.url } } }
    expect(customerServiceChannels(noCorp, true)).toEqual([])
  })

  it('a company-WeChat shop falls back to its phone and online service where the chat cannot open', () => {
    const shop: ShopConfig = {
      merchantId: '1',
      customerService: {
        customerServiceType: ['COMPANY_WECHAT', 'TELEPHONE', 'ONLINE'],
        telephone: '400-820-8820',
        companyWechat: { corpId: 'ww1', url: 'https://work.weixin.qq.com/kfid/kfc1' },
        onlineConfig: { supportOnlineCustomer: true, jumpUrl: 'https://service.example/chat' },
      },
    }
    expect(customerServiceChannels(shop, true)).toEqual(['companyWechat', 'telephone', 'online'])
    expect(customerServiceChannels(shop, false)).toEqual(['telephone', 'online'])
  })

  it('collects the fingerprint only when the shop switches it on', () => {
    expect(fingerprintEnabled(MACAU)).toBe(false)
    expect(fingerprintEnabled({ merchantId: '1', riskControlConfig: { fingerprint: 'ON' } })).toBe(true)
  })
})
