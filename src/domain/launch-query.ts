/**
 * The launch query parameters every page accepts (spec section 2): `lang` selects the language,
 * `theme` forces light or dark.
 */

export const LOCALES = ['zh-CN', 'zh-MO', 'en-US'] as const
export type Locale = (typeof LOCALES)[number]
export const DEFAULT_LOCALE: Locale = 'zh-CN'

/** Spec section 5, tag mapping: zh-MO stays, zh becomes zh-CN, en becomes en-US. */
export function normalizeLocale(tag: string | undefined | null): Locale | undefined {
  if (!tag) return undefined
  const lower = tag.trim().replace('_', '-').toLowerCase()
  if (lower === 'zh-mo') return 'zh-MO'
  if (lower === 'zh' || lower.startsWith('zh-')) return 'zh-CN'
  if (lower === 'en' || lower.startsWith('en-')) return 'en-US'
  return undefined
}

/** Merchant ids are digits (the gateway's rule); anything else in a query is ignored. */
const MERCHANT_ID = /^\d{1,20}$/

/** `merchantId=` picks the shop on H5 (one build serves several shops). */
export function parseMerchantId(value: string | undefined | null): string | undefined {
  return value && MERCHANT_ID.test(value) ? value : undefined
}

/** The query parameter naming the shop. */
export const MERCHANT_PARAM = 'merchantId'

/**
 * A link the app makes on H5 (a share link, a payment return, an auth landing) naming the shop it
 * was made in, so it opens that shop wherever it is opened: `merchantId` set (replacing one it
 * had), the rest of the query and the hash kept. A path or an absolute address.
 */
export function withShop(link: string, merchantId: string): string {
  const hashAt = link.indexOf('#')
  const hash = hashAt >= 0 ? link.slice(hashAt) : ''
  const beforeHash = hashAt >= 0 ? link.slice(0, hashAt) : link
  const queryAt = beforeHash.indexOf('?')
  const path = queryAt >= 0 ? beforeHash.slice(0, queryAt) : beforeHash
  const others = (queryAt >= 0 ? beforeHash.slice(queryAt + 1) : '')
    .split('&')
    .filter((pair) => pair !== '' && pair.split('=')[0] !== MERCHANT_PARAM)
  return `${path}?${[...others, `${MERCHANT_PARAM}=${encodeURIComponent(merchantId)}`].join('&')}${hash}`
}

export const THEME_MODES = ['FOLLOW_SYSTEM', 'DARK_MODE', 'LIGHT_MODE'] as const
export type ThemeMode = (typeof THEME_MODES)[number]

/** `theme=dark` / `theme=light` (or the mode names themselves) force a mode. */
export function parseThemeParam(value: string | undefined | null): ThemeMode | undefined {
  if (!value) return undefined
  const lower = value.trim().toLowerCase()
  if (lower === 'dark' || lower === 'dark_mode') return 'DARK_MODE'
  if (lower === 'light' || lower === 'light_mode') return 'LIGHT_MODE'
  if (lower === 'follow_system' || lower === 'system' || lower === 'auto') return 'FOLLOW_SYSTEM'
  return undefined
}

/** The mode actually shown, given the chosen mode and whether the system is dark. */
export function resolveDark(mode: ThemeMode, systemDark: boolean): boolean {
  if (mode === 'DARK_MODE') return true
  if (mode === 'LIGHT_MODE') return false
  return systemDark
}
