/**
 * Shop configuration (spec section 3, "Shop config"): what the merchant's server sets for the
 * app, and the pure rules that turn it into what the app shows: brand colours, the bottom bar,
 * languages and login methods, customer service, wording, flags.
 */
import type {
  BottomNavigation as BottomNavigationAnswer,
  BottomNavigationItem as BottomNavigationItemAnswer,
  ContentSetting as ContentSettingAnswer,
  CustomerServiceConfig as CustomerServiceConfigAnswer,
  ShopConfig as ShopConfigAnswer,
  ShopThemeConfig as ShopThemeConfigAnswer,
  SupportLanguage as SupportLanguageAnswer,
} from '@showtix/contract'
import type { LoginMethod } from './login-page'
import { DEFAULT_LOCALE, normalizeLocale, type Locale } from './launch-query'
import { MAINLAND_AREA, areaCodeOf } from './validation'
import { DEFAULT_TABS, type Tab, type TabBarStyle, type TabType } from './tab-bar'
import type { ShopTheme } from './theme'

export const SHOP_FLAGS = [
  'MERCHANT_IS_ZZ',
  'QUICK_LOGIN',
  'CHANGE_VOUCHER_ROUTER',
  'CHANGE_SKIN_ROUTER',
  'DISPLAY_PLUS_SIGN',
  'IS_OPEN_TD',
  'SUPPORT_STUDENT_CERT',
] as const
export type ShopFlag = (typeof SHOP_FLAGS)[number]

/** The shop is serving buyers; any other status sends them to the shop-state page. */
export const SHOP_OPEN = 'OPEN'

/** The contract's types made read-only all the way down: the app reads the configuration, never changes it. */
type DeepReadonly<T> =
  T extends ReadonlyArray<infer U>
    ? ReadonlyArray<DeepReadonly<U>>
    : T extends object
      ? { readonly [K in keyof T]: DeepReadonly<T[K]> }
      : T

/**
 * The shop configuration as the gateway answers it (`GET shops/configs`): the contract's schema
 * (`contract/src/catalogue/shop.ts`), so what the app reads and what the gateway sends cannot
 * drift. A key the app needs is added there.
 */
export type ShopConfig = DeepReadonly<ShopConfigAnswer>
export type ShopThemeConfig = DeepReadonly<ShopThemeConfigAnswer>
export type BottomNavigationItem = DeepReadonly<BottomNavigationItemAnswer>
export type BottomNavigation = DeepReadonly<BottomNavigationAnswer>
export type SupportLanguage = DeepReadonly<SupportLanguageAnswer>
export type CustomerServiceConfig = DeepReadonly<CustomerServiceConfigAnswer>
export type ContentSetting = DeepReadonly<ContentSettingAnswer>

export function hasFlag(config: ShopConfig | null | undefined, flag: ShopFlag): boolean {
  return config?.binaryValue?.includes(flag) ?? false
}

export function isShopOpen(config: ShopConfig | null | undefined): boolean {
  return !config?.shopStatus || config.shopStatus === SHOP_OPEN
}

/** The shop's colours for the mode shown; the plain `themeColor` when it has no theme for it. */
export function shopTheme(config: ShopConfig | null | undefined, dark: boolean): ShopTheme {
  if (!config) return {}
  const mode = dark ? 'DARK_MODE' : 'LIGHT_MODE'
  const themes = config.availableShopThemes ?? []
  const theme = themes.find((t) => t.themeMode === mode) ?? themes.find((t) => !t.themeMode) ?? themes[0]
  const pick = <K extends keyof ShopTheme>(key: K) => (theme?.[key] ? { [key]: theme[key] } : {})
  return {
    ...(config.themeColor ? { shopMainColor: config.themeColor } : {}),
    ...pick('shopMainColor'),
    ...pick('navigateTextColor'),
    ...pick('priceColor'),
  }
}

const TAB_TYPES: Record<string, TabType> = {
  HOME: 'HOME',
  ALL_SHOWS: 'ALL_SHOWS',
  SHOP: 'SHOP',
  TICKET_HOLDER: 'TICKET_HOLDER',
  MINE: 'MINE',
  PARKING: 'PARKING',
}
const TAB_ICONS: Record<TabType, string> = {
  HOME: 'home',
  ALL_SHOWS: 'category',
  SHOP: 'shop',
  TICKET_HOLDER: 'ticket',
  MINE: 'my',
  PARKING: 'parking',
  CUSTOM: 'custom',
}

export interface ShopTabs {
  readonly tabs: readonly Tab[]
  readonly style: TabBarStyle
}

/**
 * The bottom bar from the shop's `layoutBottomNavigation` (spec section 2): tab types shop,
 * parking, custom and the rest; a tab jumps to a mini-program (path plus appId) or to a page.
 * `pageFor` maps a page path to the route table's page name (domain knows no routes); a tab to a
 * path the app does not have is left out. No usable tab: the five default tabs.
 */
export function shopTabs(config: ShopConfig | null | undefined, pageFor: (path: string) => string | undefined): ShopTabs {
  const navigation = config?.layoutBottomNavigation
  const style: TabBarStyle = navigation?.style?.navigationType === 'OUTER' ? 'OUTER' : 'NORMAL'
  const items = [...(navigation?.navigations ?? [])].sort((a, b) => (a.seq ?? 0) - (b.seq ?? 0))
  const tabs: Tab[] = []
  for (const [index, item] of items.entries()) {
    const type = TAB_TYPES[item.floorType ?? ''] ?? 'CUSTOM'
    const details = item.jumpDetails
    const label = item.navigationName ? { label: item.navigationName } : {}
    const base = { key: `${type}-${index}`, type, icon: TAB_ICONS[type], ...label }
    if (details?.type === 'MINI_PROGRAM' && details.appId) {
      tabs.push({ ...base, target: { kind: 'miniProgram', appId: details.appId, path: details.path ?? '' } })
      continue
    }
    const page = pageFor(details?.path ?? item.pagePath ?? '')
    if (page) tabs.push({ ...base, target: { kind: 'page', page } })
  }
  return tabs.length ? { tabs, style } : { tabs: DEFAULT_TABS, style }
}

export function cartEnabled(config: ShopConfig | null | undefined): boolean {
  return config?.productCartConfig?.enable ?? false
}

/** The shop's languages, mapped to the app's locales (spec section 5); the default when it names none. */
export function shopLocales(config: ShopConfig | null | undefined): Locale[] {
  const locales = (config?.supportLanguages ?? [])
    .map((language) => normalizeLocale(language.langTag))
    .filter((locale): locale is Locale => locale !== undefined)
  return locales.length ? [...new Set(locales)] : [DEFAULT_LOCALE]
}

/** How a language logs in: EMAIL or CELLPHONE (phone when the shop does not say). */
export function loginMethodFor(config: ShopConfig | null | undefined, locale: Locale): LoginMethod {
  const language = config?.supportLanguages?.find((l) => normalizeLocale(l.langTag) === locale)
  return language?.loginMethod ?? 'CELLPHONE'
}

/** The login methods the shop's languages allow, for the login page choice. */
export function loginMethods(config: ShopConfig | null | undefined): LoginMethod[] {
  return [...new Set(shopLocales(config).map((locale) => loginMethodFor(config, locale)))]
}

/**
 * The shop's own name for a language (`supportLanguages[].langName`), if it gives one: the
 * language page and settings both say it, so a language has one name on every screen.
 */
export function shopLanguageName(config: ShopConfig | null | undefined, locale: Locale): string | undefined {
  const language = (config?.supportLanguages ?? []).find((item) => normalizeLocale(item.langTag) === locale)
  return language?.langName?.trim() || undefined
}

/** The language the app should speak: the chosen one if the shop offers it, else the shop's first. */
export function pickLocale(config: ShopConfig | null | undefined, wanted: Locale): Locale {
  const locales = shopLocales(config)
  return locales.includes(wanted) ? wanted : (locales[0] ?? DEFAULT_LOCALE)
}

export interface LoginIdentity {
  readonly method: LoginMethod
  /** The phone's country code, for a phone login. */
  readonly countryCode?: string
}

/**
 * Spec section 5, language vs login: an email-only language needs an email login, a phone
 * language a phone from an allowed area. A mismatch prompts to switch the language or log in again.
 */
export function languageLoginMismatch(
  config: ShopConfig | null | undefined,
  locale: Locale,
  identity: LoginIdentity | undefined,
): boolean {
  if (!config || !identity) return false
  const needs = loginMethodFor(config, locale)
  if (needs === 'EMAIL') return identity.method !== 'EMAIL'
  if (identity.method !== 'CELLPHONE') return true
  return !isLoginAreaAllowed(config, identity.countryCode)
}

/** A phone's area must be one the shop allows ('Login is not supported in the region of the mobile number'). */
export function isLoginAreaAllowed(config: ShopConfig | null | undefined, countryCode: string | undefined): boolean {
  const areas = config?.supportLoginAreas ?? []
  if (!areas.length) return true
  const code = (countryCode ?? '').replace(/^\+/, '')
  return areas.some((area) => area.code.replace(/^\+/, '') === code)
}

export interface PhoneArea {
  /** The country code, without its plus sign. */
  readonly code: string
  readonly name?: string
}

/**
 * The phone areas a shop's forms offer (spec section 3, supportLoginAreas), in the shop's order:
 * its first is its own (the forms start with it); the mainland when the shop names none.
 */
export function phoneAreas(config: ShopConfig | null | undefined): PhoneArea[] {
  const areas = (config?.supportLoginAreas ?? [])
    .map((area) => ({ ...area, code: areaCodeOf(area.code) }))
    .filter((area) => area.code !== '')
  return areas.length ? areas : [{ code: MAINLAND_AREA }]
}

/** The area a shop's phone fields start with: its first (the Macau shop's +853). */
export function homePhoneArea(config: ShopConfig | null | undefined): string {
  return phoneAreas(config)[0]?.code ?? MAINLAND_AREA
}

/**
 * The areas a phone field offers: the shop's, and the one a saved phone already has when the
 * shop does not list it (an address saved elsewhere stays editable as it is).
 */
export function phoneAreasWith(config: ShopConfig | null | undefined, current: string | undefined): PhoneArea[] {
  const areas = phoneAreas(config)
  const code = current ? areaCodeOf(current) : ''
  return code && !areas.some((area) => area.code === code) ? [...areas, { code }] : areas
}

/**
 * The shop's wording replacements (`contentSettingInfos`), applied to translated text: the
 * merchant's own word for 观演, 转赠 and the like.
 */
export function applyWording(text: string, settings: readonly ContentSetting[] | undefined): string {
  let result = text
  for (const setting of settings ?? []) {
    if (!setting.contentKey || !setting.content || setting.content === setting.contentKey) continue
    result = result.split(setting.contentKey).join(setting.content)
  }
  return result
}

export type CustomerServiceChannel = 'companyWechat' | 'telephone' | 'online'

/**
 * The customer-service channels a buyer can use here (spec section 5): company WeChat only where
 * the platform opens its chat (`companyChat`: the WeChat mini-program's openCustomerServiceChat)
 * and the shop names its corp id and service address, the phone only when there is a number,
 * online service when it is switched on. Elsewhere a company-WeChat shop's other channels are the
 * fallback. More than one: the app offers a choice.
 */
export function customerServiceChannels(config: ShopConfig | null | undefined, companyChat: boolean): CustomerServiceChannel[] {
  const service = config?.customerServiceConfigVO ?? config?.customerService
  if (!service) return []
  const types = service.customerServiceType ?? []
  const channels: CustomerServiceChannel[] = []
  const company = service.companyWechat
  if (companyChat && company?.corpId && company.url && (types.length === 0 || types.includes('COMPANY_WECHAT')))
    channels.push('companyWechat')
  if (service.telephone?.trim() && (types.length === 0 || types.includes('TELEPHONE'))) channels.push('telephone')
  if (service.onlineConfig?.supportOnlineCustomer && service.onlineConfig.jumpUrl) channels.push('online')
  return channels
}

/** The risk/fingerprint collection switch (spec section 4): OFF clears the token. */
export function fingerprintEnabled(config: ShopConfig | null | undefined): boolean {
  return config?.riskControlConfig?.fingerprint === 'ON'
}
