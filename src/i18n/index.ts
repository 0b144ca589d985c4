import i18next, { type TFunction } from 'i18next'
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@/domain/launch-query'
import zhCN from './locales/zh-CN.json'
import zhMO from './locales/zh-MO.json'
import enUS from './locales/en-US.json'

export type Messages = typeof zhCN

/** The core words (the shell, the tab pages, errors), in the first load. */
export const RESOURCES: Record<Locale, Messages> = { 'zh-CN': zhCN, 'zh-MO': zhMO, 'en-US': enUS }

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

/**
 * Adds a feature's words under its name (`t('address.title')`). Each feature's words live in
 * `locales/<feature>/{zh-CN,zh-MO,en-US}.json` and are registered by `locales/<feature>/index.ts`,
 * which the feature's components import: the words travel with the sub-package that uses them
 * instead of the first load. The i18n test checks every file using a feature's keys imports it.
 */
export function registerWords(feature: string, bundle: Record<Locale, object>): void {
  for (const locale of LOCALES) i18n.addResourceBundle(locale, 'translation', { [feature]: bundle[locale] }, true, true)
}
