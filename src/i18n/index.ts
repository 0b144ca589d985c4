import { DEFAULT_LOCALE, LOCALES, type Locale } from '@/domain/launch-query'
import zhCN from './locales/zh-CN.json'
import zhMO from './locales/zh-MO.json'
import enUS from './locales/en-US.json'
import { mergeWords, translate, type TFunction, type TOptions, type Words } from './translate'

export type { TFunction, TOptions, Words } from './translate'

export type Messages = typeof zhCN

/** The core words (the shell, the tab pages, errors), in the first load. */
export const RESOURCES: Record<Locale, Messages> = { 'zh-CN': zhCN, 'zh-MO': zhMO, 'en-US': enUS }

/** Every word known so far, per language: the core, then each feature as it registers. */
const words: Record<Locale, Words> = { ...RESOURCES }

/** The language the runtime follows (`runtime/index.ts`), for code without a hook (platform errors). */
export const i18n = {
  language: DEFAULT_LOCALE as Locale,
  t(key: string, options?: TOptions): string {
    return translate(words, i18n.language, key, options)
  },
  changeLanguage(locale: Locale): void {
    i18n.language = locale
  },
  /** A language's words (the core and the features registered so far); one namespace only. */
  getResourceBundle(locale: Locale, _namespace?: 'translation'): Words {
    return words[locale]
  },
}

export function translator(locale: Locale): TFunction {
  return (key, options) => translate(words, locale, key, options)
}

/**
 * Adds a feature's words under its name (`t('address.title')`). Each feature's words live in
 * `locales/<feature>/{zh-CN,zh-MO,en-US}.json` and are registered by `locales/<feature>/index.ts`,
 * which the feature's components import: the words travel with the sub-package that uses them
 * instead of the first load. The i18n test checks every file using a feature's keys imports it.
 * Registering again merges deeply, the later words winning.
 */
export function registerWords(feature: string, bundle: Record<Locale, object>): void {
  for (const locale of LOCALES) words[locale] = mergeWords(words[locale], { [feature]: bundle[locale] as Words })
}
