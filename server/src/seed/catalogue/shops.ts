/**
 * The shops (spec section 3, "Shop config"): a mainland shop (zh-CN, phone login, orange
 * #FB5200, the default merchant), a Macau shop (zh-MO and en-US, email login, teal, MOP), a
 * shop flagged MERCHANT_IS_ZZ (purple, three tabs in the OUTER style), and a closed shop that
 * answers RE030326003101. Texts are {zh-CN, zh-MO, en-US} objects, resolved per request.
 */
import { t } from '../../services/catalogue/i18n'
import { TRANSFER_AGAIN_FLAG } from '@showtix/contract/rules'
import { MACAU, MAINLAND, ZZ } from './show-plans'

export const CLOSED = '10009'

export interface ShopSeed {
  readonly merchantId: string
  readonly appId: string
  readonly name: string
  readonly status: 'OPEN' | 'CLOSED'
  readonly currency: 'CNY' | 'MOP'
  readonly config: Record<string, unknown>
}

const icon = (base: string, name: string, color: string) => `${base}/static/icons/${name}.svg?color=${encodeURIComponent(color)}`

interface Tab {
  floorType: 'HOME' | 'ALL_SHOWS' | 'SHOP' | 'TICKET_HOLDER' | 'MINE' | 'PARKING' | 'CUSTOM'
  name: ReturnType<typeof t>
  icon: string
  pagePath?: string
  miniProgram?: { appId: string; path: string }
}

const PAGE: Record<string, string> = {
  HOME: '/pages/list/list',
  ALL_SHOWS: '/pages/all/all',
  SHOP: '/pages/shop/shop',
  TICKET_HOLDER: '/pages/ticket/ticket',
  MINE: '/pages/mine/mine',
  PARKING: '/package-parking/pages/parking-payment/parking-payment',
}

function navigation(
  base: string,
  style: 'NORMAL' | 'OUTER',
  tabs: Tab[],
  colors: { text: string; selected: string; background: string },
) {
  return {
    style: {
      navigationType: style,
      iconColorType: 'THEME',
      textColor: colors.text,
      selectedTextColor: colors.selected,
      backgroundColor: colors.background,
    },
    navigations: tabs.map((tab, index) => {
      const jump = tab.miniProgram
        ? { type: 'MINI_PROGRAM', path: tab.miniProgram.path, appId: tab.miniProgram.appId }
        : { type: 'PAGE', path: tab.pagePath ?? PAGE[tab.floorType] ?? '/' }
      return {
        floorType: tab.floorType,
        navigationName: tab.name,
        pagePath: tab.miniProgram ? '' : (tab.pagePath ?? PAGE[tab.floorType] ?? '/'),
        jumpType: tab.miniProgram ? 'MINI_PROGRAM' : 'PAGE',
        jumpTarget: tab.miniProgram ? 'OTHER_MINI_PROGRAM' : 'SELF',
        jumpDetails: jump,
        icons: {
          normal: icon(base, tab.icon, colors.text),
          selected: icon(base, tab.icon, colors.selected),
        },
        large: style === 'OUTER' && (tabs.length === 3 || tabs.length === 5) && index === Math.floor(tabs.length / 2),
        seq: index,
      }
    }),
  }
}

const HOME = t('首页', '首頁', 'Home')
const ALL = t('全部', '全部', 'Shows')
const SHOP = t('商城', '商城', 'Shop')
const TICKETS = t('票舱', '票艙', 'Tickets')
const MINE = t('我的', '我的', 'Me')

const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7]

export function shopSeeds(base: string): ShopSeed[] {
  const mainland: ShopSeed = {
    merchantId: MAINLAND,
    appId: 'wx5e7a1c0d2b3f4a01',
    name: '星票演出',
    status: 'OPEN',
    currency: 'CNY',
    config: {
      appId: 'wx5e7a1c0d2b3f4a01',
      merchantId: MAINLAND,
      shopStatus: 'OPEN',
      shopName: t('星票演出', '星票演出', 'Showtix'),
      shareDescription: t('好演出，就在星票', '好演出，就在星票', 'Great shows, on Showtix'),
      sharePosterUrl: `${base}/static/posters/SHARE-${MAINLAND}.svg`,
      binaryValue: ['QUICK_LOGIN', 'DISPLAY_PLUS_SIGN', 'CHANGE_SKIN_ROUTER', 'SUPPORT_STUDENT_CERT', 'IS_OPEN_TD'],
      themeColor: '#FB5200',
      channelId: 'CH10001',
      forbidShare: false,
      currency: 'CNY',
      availableShopThemes: [
        {
          themeMode: 'LIGHT_MODE',
          shopMainColor: '#FB5200',
          navigateTextColor: '#1F1F1F',
          priceColor: '#FB5200',
          avatar: `${base}/static/posters/AVATAR-${MAINLAND}.svg`,
        },
        {
          themeMode: 'DARK_MODE',
          shopMainColor: '#FF6A1F',
          navigateTextColor: '#F5F5F5',
          priceColor: '#FF8A4C',
          avatar: `${base}/static/posters/AVATAR-${MAINLAND}.svg`,
        },
      ],
      contentSettingInfos: [
        { contentKey: '观演', defaultContent: '观演', content: '观演' },
        { contentKey: '转赠', defaultContent: '转赠', content: '转赠' },
        { contentKey: '票夹', defaultContent: '票夹', content: '票夹' },
      ],
      customerServiceConfigVO: {
        customerServiceType: ['TELEPHONE', 'COMPANY_WECHAT', 'ONLINE'],
        telephone: '400-820-8820',
        workTime: { startTime: '09:00', endTime: '21:00' },
        weekdayConfigs: WEEKDAYS.map((weekday) => ({ weekday, startTime: '09:00', endTime: weekday >= 6 ? '18:00' : '21:00' })),
        companyWechat: {
          corpId: 'ww1a2b3c4d5e6f7a80',
          url: 'https://work.weixin.qq.com/kfid/kfc10001showtix',
          qrCodeUrl: `${base}/static/posters/QR-${MAINLAND}.svg`,
        },
        onlineConfig: {
          supplierType: 'QIYU',
          jumpUrl: 'https://qiyukf.example.com/client?k=showtix10001',
          seatGroup: 'SHOW_SERVICE',
          onlineCustomerId: 'qy-10001',
          supportOnlineCustomer: true,
          supportOnlineAndTelCustomer: true,
        },
      },
      layoutBottomNavigation: navigation(
        base,
        'NORMAL',
        [
          { floorType: 'HOME', name: HOME, icon: 'home' },
          { floorType: 'ALL_SHOWS', name: ALL, icon: 'category' },
          { floorType: 'SHOP', name: SHOP, icon: 'shop' },
          { floorType: 'TICKET_HOLDER', name: TICKETS, icon: 'ticket' },
          { floorType: 'MINE', name: MINE, icon: 'my' },
        ],
        { text: '#8C8C8C', selected: '#FB5200', background: '#FFFFFF' },
      ),
      // English for visitors, still logging in by phone (the language-vs-login rule holds).
      supportLanguages: [
        { langTag: 'zh-CN', langName: '简体中文', loginMethod: 'CELLPHONE' },
        { langTag: 'en-US', langName: 'English', loginMethod: 'CELLPHONE' },
      ],
      supportLoginAreas: [
        { code: '86', name: t('中国大陆', '中國大陸', 'Mainland China') },
        { code: '852', name: t('中国香港', '中國香港', 'Hong Kong') },
        { code: '853', name: t('中国澳门', '中國澳門', 'Macau') },
      ],
      supportEmailOrder: false,
      productCartConfig: { enable: true, enableSpuType: ['GOODS', 'MERCH'] },
      webPayGuideDisplay: true,
      noAutoJumpPickSeat: false,
      hiddenTicketPrice: false,
      hiddenTicketPriceText: '',
      cyMerchantPrimeConfigVO: {
        promoPrimeShared: true,
        autoChooseBestCoupon: true,
        autoChoosePoint: true,
        isShowPrimeCard: true,
        isShowPrivilegeCompare: true,
      },
      riskControlConfig: { fingerprint: 'ON' },
    },
  }

  const macau: ShopSeed = {
    merchantId: MACAU,
    appId: 'wx7d3e9f1a2b4c6d02',
    name: '澳門演藝票務',
    status: 'OPEN',
    currency: 'MOP',
    config: {
      appId: 'wx7d3e9f1a2b4c6d02',
      merchantId: MACAU,
      shopStatus: 'OPEN',
      shopName: t('澳门演艺票务', '澳門演藝票務', 'Macau Live Tickets'),
      shareDescription: t('澳门好戏连场', '澳門好戲連場', 'The best of live shows in Macau'),
      sharePosterUrl: `${base}/static/posters/SHARE-${MACAU}.svg`,
      binaryValue: ['CHANGE_VOUCHER_ROUTER', 'DISPLAY_PLUS_SIGN', TRANSFER_AGAIN_FLAG],
      themeColor: '#00857C',
      channelId: 'CH10002',
      /** Where the shop opens until the buyer picks a city (issue 15): Macau. */
      defaultCityId: 'BL8201',
      forbidShare: false,
      currency: 'MOP',
      availableShopThemes: [
        {
          themeMode: 'LIGHT_MODE',
          shopMainColor: '#00857C',
          navigateTextColor: '#10302D',
          priceColor: '#C8102E',
          avatar: `${base}/static/posters/AVATAR-${MACAU}.svg`,
        },
        {
          themeMode: 'DARK_MODE',
          shopMainColor: '#1FB5A8',
          navigateTextColor: '#EAF7F6',
          priceColor: '#FF5A6E',
          avatar: `${base}/static/posters/AVATAR-${MACAU}.svg`,
        },
      ],
      contentSettingInfos: [
        { contentKey: '观演', defaultContent: '观演', content: t('观演', '觀演', 'attend') },
        { contentKey: '转赠', defaultContent: '转赠', content: t('转让', '轉讓', 'transfer') },
      ],
      customerServiceConfigVO: {
        customerServiceType: ['TELEPHONE', 'ONLINE'],
        telephone: '+853 2888 8000',
        workTime: { startTime: '10:00', endTime: '19:00' },
        weekdayConfigs: WEEKDAYS.filter((day) => day <= 6).map((weekday) => ({ weekday, startTime: '10:00', endTime: '19:00' })),
        companyWechat: null,
        onlineConfig: {
          supplierType: 'ZENDESK',
          jumpUrl: 'https://support.example.mo/chat?shop=10002',
          seatGroup: 'MO_SUPPORT',
          onlineCustomerId: 'zd-10002',
          supportOnlineCustomer: true,
          supportOnlineAndTelCustomer: false,
        },
      },
      layoutBottomNavigation: navigation(
        base,
        'NORMAL',
        [
          { floorType: 'HOME', name: HOME, icon: 'home' },
          { floorType: 'ALL_SHOWS', name: ALL, icon: 'category' },
          { floorType: 'PARKING', name: t('停车', '泊車', 'Parking'), icon: 'parking' },
          { floorType: 'TICKET_HOLDER', name: TICKETS, icon: 'ticket' },
          { floorType: 'MINE', name: MINE, icon: 'my' },
        ],
        { text: '#7A8C8A', selected: '#00857C', background: '#FFFFFF' },
      ),
      supportLanguages: [
        { langTag: 'zh-MO', langName: '繁體中文', loginMethod: 'EMAIL' },
        { langTag: 'en-US', langName: 'English', loginMethod: 'EMAIL' },
      ],
      supportLoginAreas: [
        { code: '853', name: t('中国澳门', '中國澳門', 'Macau') },
        { code: '852', name: t('中国香港', '中國香港', 'Hong Kong') },
        { code: '86', name: t('中国大陆', '中國大陸', 'Mainland China') },
      ],
      supportEmailOrder: true,
      // Issue 23: the Macau shop sells goods by buy now only (no cart).
      productCartConfig: { enable: false, enableSpuType: [] },
      webPayGuideDisplay: false,
      // The payment return goes to /pay-success-new (spec section 2: "when the new-style flag is set").
      paySuccessNewStyle: true,
      noAutoJumpPickSeat: true,
      hiddenTicketPrice: false,
      hiddenTicketPriceText: '',
      cyMerchantPrimeConfigVO: {
        promoPrimeShared: false,
        autoChooseBestCoupon: true,
        autoChoosePoint: false,
        isShowPrimeCard: false,
        isShowPrivilegeCompare: false,
      },
      riskControlConfig: { fingerprint: 'OFF' },
    },
  }

  const zz: ShopSeed = {
    merchantId: ZZ,
    appId: 'wx9b8a7c6d5e4f3a03',
    name: '江南剧场兑票',
    status: 'OPEN',
    currency: 'CNY',
    config: {
      appId: 'wx9b8a7c6d5e4f3a03',
      merchantId: ZZ,
      shopStatus: 'OPEN',
      shopName: t('江南剧场兑票', '江南劇場兌票', 'Jiangnan Theatre Redemption'),
      shareDescription: t('凭券选座兑票', '憑券選座兌票', 'Redeem your voucher for seats'),
      sharePosterUrl: `${base}/static/posters/SHARE-${ZZ}.svg`,
      binaryValue: ['MERCHANT_IS_ZZ', 'QUICK_LOGIN', 'CHANGE_VOUCHER_ROUTER'],
      themeColor: '#6A3DE8',
      channelId: 'CH10003',
      /** Where the shop opens until the buyer picks a city: Hangzhou, its theatre's city. */
      defaultCityId: 'BL1131',
      forbidShare: true,
      currency: 'CNY',
      availableShopThemes: [
        {
          themeMode: 'LIGHT_MODE',
          shopMainColor: '#6A3DE8',
          navigateTextColor: '#1E1446',
          priceColor: '#6A3DE8',
          avatar: `${base}/static/posters/AVATAR-${ZZ}.svg`,
        },
        {
          themeMode: 'DARK_MODE',
          shopMainColor: '#9B7BFF',
          navigateTextColor: '#EFEAFF',
          priceColor: '#B9A3FF',
          avatar: `${base}/static/posters/AVATAR-${ZZ}.svg`,
        },
      ],
      contentSettingInfos: [
        { contentKey: '观演', defaultContent: '观演', content: '入场' },
        { contentKey: '转赠', defaultContent: '转赠', content: '转让' },
      ],
      customerServiceConfigVO: {
        customerServiceType: ['TELEPHONE', 'COMPANY_WECHAT'],
        telephone: '0571-8888-6000',
        workTime: { startTime: '09:30', endTime: '18:00' },
        weekdayConfigs: WEEKDAYS.filter((day) => day <= 5).map((weekday) => ({ weekday, startTime: '09:30', endTime: '18:00' })),
        companyWechat: {
          corpId: 'ww9f8e7d6c5b4a3f20',
          url: 'https://work.weixin.qq.com/kfid/kfc10003jiangnan',
          qrCodeUrl: `${base}/static/posters/QR-${ZZ}.svg`,
        },
        onlineConfig: {
          supplierType: 'NONE',
          jumpUrl: '',
          seatGroup: '',
          onlineCustomerId: '',
          supportOnlineCustomer: false,
          supportOnlineAndTelCustomer: false,
        },
      },
      layoutBottomNavigation: navigation(
        base,
        'OUTER',
        [
          { floorType: 'HOME', name: HOME, icon: 'home' },
          {
            floorType: 'CUSTOM',
            name: t('积分商城', '積分商城', 'Rewards'),
            icon: 'gift',
            miniProgram: { appId: 'wx1234567890abcd03', path: 'pages/mall/index?from=showtix' },
          },
          { floorType: 'MINE', name: MINE, icon: 'my' },
        ],
        { text: '#8E88A8', selected: '#6A3DE8', background: '#FFFFFF' },
      ),
      supportLanguages: [{ langTag: 'zh-CN', langName: '简体中文', loginMethod: 'CELLPHONE' }],
      supportLoginAreas: [{ code: '86', name: t('中国大陆', '中國大陸', 'Mainland China') }],
      supportEmailOrder: false,
      productCartConfig: { enable: true, enableSpuType: ['VOUCHER', 'GOODS'] },
      webPayGuideDisplay: true,
      noAutoJumpPickSeat: false,
      hiddenTicketPrice: true,
      hiddenTicketPriceText: t('凭券兑换', '憑券兌換', 'Voucher'),
      cyMerchantPrimeConfigVO: {
        promoPrimeShared: false,
        autoChooseBestCoupon: false,
        autoChoosePoint: false,
        isShowPrimeCard: false,
        isShowPrivilegeCompare: false,
      },
      riskControlConfig: { fingerprint: 'ON' },
    },
  }

  const closed: ShopSeed = {
    merchantId: CLOSED,
    appId: 'wx0c0c0c0c0c0c0c09',
    name: '已打烊小店',
    status: 'CLOSED',
    currency: 'CNY',
    config: {
      appId: 'wx0c0c0c0c0c0c0c09',
      merchantId: CLOSED,
      shopStatus: 'CLOSED',
      shopName: t('已打烊小店', '已打烊小店', 'Closed shop'),
      themeColor: '#888888',
      supportLanguages: [{ langTag: 'zh-CN', langName: '简体中文', loginMethod: 'CELLPHONE' }],
    },
  }

  return [mainland, macau, zz, closed]
}
