/**
 * Reference lists of the account pages: countries and regions (attendee documents, phone area
 * codes), certificate types, and the default policies (agreement pages).
 */
import type { PolicyType } from '@showtix/contract'

export type Lang = 'zh-CN' | 'zh-MO' | 'en-US'

export function langOf(text: string | undefined): Lang {
  if (!text) return 'zh-CN'
  if (text === 'zh-MO' || text === 'zh-TW' || text === 'zh-HK') return 'zh-MO'
  if (text.startsWith('en')) return 'en-US'
  return 'zh-CN'
}

interface Named {
  readonly name: string
  readonly nameTw: string
  readonly nameEn: string
}

const pick = (item: Named, lang: Lang) => (lang === 'en-US' ? item.nameEn : lang === 'zh-MO' ? item.nameTw : item.name)

export interface Country extends Named {
  /** ISO 3166-1 alpha-2. */
  readonly code: string
  /** Telephone country calling code. */
  readonly areaCode: string
}

export const COUNTRIES: readonly Country[] = [
  { code: 'CN', areaCode: '86', name: '中国大陆', nameTw: '中國內地', nameEn: 'Chinese Mainland' },
  { code: 'HK', areaCode: '852', name: '中国香港', nameTw: '中國香港', nameEn: 'Hong Kong, China' },
  { code: 'MO', areaCode: '853', name: '中国澳门', nameTw: '中國澳門', nameEn: 'Macau, China' },
  { code: 'TW', areaCode: '886', name: '中国台湾', nameTw: '中國台灣', nameEn: 'Taiwan, China' },
  { code: 'SG', areaCode: '65', name: '新加坡', nameTw: '新加坡', nameEn: 'Singapore' },
  { code: 'MY', areaCode: '60', name: '马来西亚', nameTw: '馬來西亞', nameEn: 'Malaysia' },
  { code: 'TH', areaCode: '66', name: '泰国', nameTw: '泰國', nameEn: 'Thailand' },
  { code: 'PH', areaCode: '63', name: '菲律宾', nameTw: '菲律賓', nameEn: 'Philippines' },
  { code: 'ID', areaCode: '62', name: '印度尼西亚', nameTw: '印度尼西亞', nameEn: 'Indonesia' },
  { code: 'VN', areaCode: '84', name: '越南', nameTw: '越南', nameEn: 'Vietnam' },
  { code: 'JP', areaCode: '81', name: '日本', nameTw: '日本', nameEn: 'Japan' },
  { code: 'KR', areaCode: '82', name: '韩国', nameTw: '韓國', nameEn: 'South Korea' },
  { code: 'IN', areaCode: '91', name: '印度', nameTw: '印度', nameEn: 'India' },
  { code: 'AU', areaCode: '61', name: '澳大利亚', nameTw: '澳洲', nameEn: 'Australia' },
  { code: 'NZ', areaCode: '64', name: '新西兰', nameTw: '紐西蘭', nameEn: 'New Zealand' },
  { code: 'US', areaCode: '1', name: '美国', nameTw: '美國', nameEn: 'United States' },
  { code: 'CA', areaCode: '1', name: '加拿大', nameTw: '加拿大', nameEn: 'Canada' },
  { code: 'GB', areaCode: '44', name: '英国', nameTw: '英國', nameEn: 'United Kingdom' },
  { code: 'FR', areaCode: '33', name: '法国', nameTw: '法國', nameEn: 'France' },
  { code: 'DE', areaCode: '49', name: '德国', nameTw: '德國', nameEn: 'Germany' },
  { code: 'IT', areaCode: '39', name: '意大利', nameTw: '意大利', nameEn: 'Italy' },
  { code: 'ES', areaCode: '34', name: '西班牙', nameTw: '西班牙', nameEn: 'Spain' },
  { code: 'PT', areaCode: '351', name: '葡萄牙', nameTw: '葡萄牙', nameEn: 'Portugal' },
  { code: 'RU', areaCode: '7', name: '俄罗斯', nameTw: '俄羅斯', nameEn: 'Russia' },
  { code: 'BR', areaCode: '55', name: '巴西', nameTw: '巴西', nameEn: 'Brazil' },
]

export const COUNTRY_CODES = new Set(COUNTRIES.map((country) => country.code))

export function countriesIn(lang: Lang) {
  return COUNTRIES.map((country) => ({
    code: country.code,
    areaCode: country.areaCode,
    displayName: pick(country, lang),
    name: country.name,
    nameTw: country.nameTw,
    nameEn: country.nameEn,
  }))
}

export function countryName(code: string, lang: Lang): string {
  const country = COUNTRIES.find((item) => item.code === code)
  return country ? pick(country, lang) : code
}

// ---------------------------------------------------------------------------------------------
// Certificate (ID document) types of attendees.

export const ID_TYPES = ['ID_CARD', 'PASSPORT', 'HK_MACAU_PERMIT', 'TAIWAN_PERMIT', 'MACAU_ID_CARD'] as const
export type IdType = (typeof ID_TYPES)[number]

export interface CertificateType extends Named {
  readonly idType: IdType
  /** Where the document comes from: fixed for most types, chosen for passports. */
  readonly countryRegions: string[] | 'ANY'
  readonly formatHint: string
}

export const CERTIFICATE_TYPES: readonly CertificateType[] = [
  {
    idType: 'ID_CARD',
    name: '身份证',
    nameTw: '內地居民身份證',
    nameEn: 'Mainland ID card',
    countryRegions: ['CN'],
    formatHint: '18 characters: 17 digits and a check digit or X',
  },
  {
    idType: 'PASSPORT',
    name: '护照',
    nameTw: '護照',
    nameEn: 'Passport',
    countryRegions: 'ANY',
    formatHint: '5-20 letters and digits',
  },
  {
    idType: 'HK_MACAU_PERMIT',
    name: '港澳居民来往内地通行证',
    nameTw: '港澳居民來往內地通行證',
    nameEn: 'Mainland Travel Permit for Hong Kong and Macau Residents',
    countryRegions: ['HK', 'MO'],
    formatHint: 'H or M followed by 8 or 10 digits',
  },
  {
    idType: 'TAIWAN_PERMIT',
    name: '台湾居民来往大陆通行证',
    nameTw: '台灣居民來往大陸通行證',
    nameEn: 'Mainland Travel Permit for Taiwan Residents',
    countryRegions: ['TW'],
    formatHint: '8 digits (or 10 characters for older permits)',
  },
  {
    // The Macau shop's own document (issue 15): the Macau resident identity card (BIR).
    idType: 'MACAU_ID_CARD',
    name: '澳门居民身份证',
    nameTw: '澳門居民身份證',
    nameEn: 'Macau resident ID card',
    countryRegions: ['MO'],
    formatHint: 'e.g. 1234567(8)',
  },
]

export function certificateTypesIn(lang: Lang) {
  return CERTIFICATE_TYPES.map((type) => ({
    idType: type.idType,
    idTypeName: pick(type, lang),
    countryRegions: type.countryRegions,
    formatHint: type.formatHint,
  }))
}

export function idTypeName(idType: string, lang: Lang): string {
  const type = CERTIFICATE_TYPES.find((item) => item.idType === idType)
  return type ? pick(type, lang) : idType
}

// ---------------------------------------------------------------------------------------------
// Default policies: the texts the agreement pages show unless a shop configures its own.

interface Policy {
  readonly policyType: PolicyType
  readonly version: string
  readonly title: Record<Lang, string>
  readonly content: Record<Lang, string>
}

const POLICIES: readonly Policy[] = [
  {
    policyType: 'USER_AGREEMENT',
    version: '2024-01-01',
    title: { 'zh-CN': '用户服务协议', 'zh-MO': '用戶服務協議', 'en-US': 'User Agreement' },
    content: {
      'zh-CN': '<p>欢迎使用本票务服务。注册或登录即表示您同意遵守本协议，并对账号下的全部行为负责。</p>',
      'zh-MO': '<p>歡迎使用本票務服務。註冊或登入即表示您同意遵守本協議，並對賬號下的全部行為負責。</p>',
      'en-US':
        '<p>Welcome to this ticketing service. By registering or logging in you agree to this agreement and are responsible for everything done with your account.</p>',
    },
  },
  {
    policyType: 'PRIVACY_POLICY',
    version: '2024-01-01',
    title: { 'zh-CN': '隐私政策', 'zh-MO': '私隱政策', 'en-US': 'Privacy Policy' },
    content: {
      'zh-CN':
        '<p>我们仅为完成购票、实名入场与配送收集必要的信息（手机号、邮箱、观演人证件、收货地址），不会出售您的个人信息。</p>',
      'zh-MO':
        '<p>我們僅為完成購票、實名入場與配送收集必要的資料（手機號、電郵、觀演人證件、收貨地址），不會出售您的個人資料。</p>',
      'en-US':
        '<p>We collect only what booking, real-name entry and delivery need (phone, email, attendee documents, delivery addresses), and never sell your personal data.</p>',
    },
  },
  {
    policyType: 'PURCHASE_NOTICE',
    version: '2024-01-01',
    title: { 'zh-CN': '购票须知', 'zh-MO': '購票須知', 'en-US': 'Purchase Notice' },
    content: {
      'zh-CN': '<p>演出票品具有时效性，除演出取消或延期外，售出后一般不支持退换。实名制演出一人一证一票。</p>',
      'zh-MO': '<p>演出票品具有時效性，除演出取消或延期外，售出後一般不支持退換。實名制演出一人一證一票。</p>',
      'en-US':
        '<p>Tickets are time-bound: unless a show is cancelled or postponed they are usually not refundable. Real-name shows allow one ticket per person and ID.</p>',
    },
  },
  {
    policyType: 'ACCOUNT_CANCELLATION',
    version: '2024-01-01',
    title: { 'zh-CN': '账号注销须知', 'zh-MO': '賬號註銷須知', 'en-US': 'Account Cancellation' },
    content: {
      'zh-CN': '<p>注销前须完成全部交易（无待支付、待发货或配送中的订单）。注销后账号信息、观演人与地址将被清除且无法恢复。</p>',
      'zh-MO': '<p>註銷前須完成全部交易（無待支付、待發貨或配送中的訂單）。註銷後賬號資料、觀演人與地址將被清除且無法恢復。</p>',
      'en-US':
        '<p>All transactions must be complete first (no order unpaid, awaiting delivery or being delivered). Cancelling removes your account details, attendees and addresses for good.</p>',
    },
  },
  {
    // D16: what a paid membership is, accepted on member-confirm (member-aggrement).
    policyType: 'MEMBER_AGREEMENT',
    version: '2026-11-01',
    title: { 'zh-CN': '付费会员服务协议', 'zh-MO': '付費會員服務協議', 'en-US': 'Paid Membership Agreement' },
    content: {
      'zh-CN':
        '<p>付费会员自支付成功起生效，有效期以会员卡所示天数为准；有效期内您的会员等级不低于会员卡所示等级，并享有该等级的全部权益。</p><p>续费时有效期自当前会员卡到期时起顺延。会员卡为虚拟权益，支付成功后不支持退款。</p>',
      'zh-MO':
        '<p>付費會員自支付成功起生效，有效期以會員卡所示天數為準；有效期內您的會員等級不低於會員卡所示等級，並享有該等級的全部權益。</p><p>續費時有效期自當前會員卡到期時起順延。會員卡為虛擬權益，支付成功後不支持退款。</p>',
      'en-US':
        "<p>A paid membership starts when it is paid and lasts the number of days its card shows. While it runs your member level is at least the level the card names, with all of that level's rights.</p><p>Renewing extends it from the end of the card still running. A membership is a digital right and is not refundable once paid.</p>",
    },
  },
]

export function policiesIn(lang: Lang) {
  return POLICIES.map((policy) => ({
    policyType: policy.policyType,
    version: policy.version,
    title: policy.title[lang],
    content: policy.content[lang],
  }))
}
