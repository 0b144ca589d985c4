import i18next, { type TFunction } from 'i18next'
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@/domain/launch-query'
import zhCN from './locales/zh-CN.json'
import zhMO from './locales/zh-MO.json'
import enUS from './locales/en-US.json'
import { FEATURES } from './features'

export type Messages = typeof zhCN & Record<string, unknown>

const CORE: Record<Locale, typeof zhCN> = { 'zh-CN': zhCN, 'zh-MO': zhMO, 'en-US': enUS }

/** The core words of each language plus every feature namespace (./features.ts). */
export const RESOURCES: Record<Locale, Messages> = Object.fromEntries(
  LOCALES.map((locale) => [
    locale,
    { ...CORE[locale], ...Object.fromEntries(Object.entries(FEATURES).map(([name, bundle]) => [name, bundle[locale]])) },
  ]),
) as Record<Locale, Messages>

/** One i18next instance, initialised synchronously with every locale bundled. */
export const i18n = i18next.createInstance()
void i18n.init({
  lng: DEFAULT_LOCALE,
  fallbackLng: DEFAULT_LOCALE,
  supportedLngs: [...LOCALES],
  resources: Object.fromEntries(LOCALES.map((locale) => [locale, { translation: RESOURCES[locale] }])),
  interpolation: { escapeValue: false },
  initImmediate: false,
  returnNull: false,
  showSupportNotice: false,
})

export function translator(locale: Locale): TFunction {
  return i18n.getFixedT(locale)
}
