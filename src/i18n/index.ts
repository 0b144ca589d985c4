/**
 * The app's words through i18next (core only: no backend, no detector, no react-i18next; the
 * hook is ours, `use-t.ts`). docs/decisions/i18n.md says how the pieces fit and how to add a string.
 *
 * - The core words (shell, tab pages, errors, page titles) are the `translation` namespace, in
 *   the first load: `t('title.pickSeat')`.
 * - Each feature's words are a namespace of their own, named after the feature and added when a
 *   component of the feature loads (`locales/<feature>/index.ts`, `registerWords`). The namespace
 *   separator is the key separator, so `t('address.list.add')` reads `list.add` in the `address`
 *   namespace once it is there: callers write one dotted key either way.
 * - `{{name}}` is filled as is (no HTML escaping: the UI is not HTML); plurals are i18next's
 *   `key_one` / `key_other` (`key_zero` for 0 first) by `Intl.PluralRules`.
 * - A key missing in the language comes from zh-CN, then `defaultValue`, then the key itself.
 */
import i18next, { type i18n as I18next } from 'i18next'
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@/domain/launch-query'
import zhCN from './locales/zh-CN.json'
import zhMO from './locales/zh-MO.json'
import enUS from './locales/en-US.json'

/** A language's words: nested objects with strings at the leaves. */
export type Words = { readonly [key: string]: string | Words }

/** Values for the placeholders, `count` for plurals, `defaultValue` for a missing key. */
export type TOptions = Readonly<Record<string, unknown>>

/** Translates a key (i18next's `t` as the app calls it). */
export type TFunction = (key: string, options?: TOptions) => string

/** i18next's instance with `t` typed as the app calls it (any key: the i18n tests check the keys, not the types). */
export type AppI18n = Omit<I18next, 't'> & { t: TFunction }

export type Messages = typeof zhCN

/** Where a key missing in the current language is looked up (spec: Simplified Chinese). */
export const FALLBACK_LOCALE: Locale = 'zh-CN'

/** The namespace of the core words; every feature's words are a namespace named after the feature. */
export const CORE_NAMESPACE = 'translation'

/** Separates a feature (namespace) from its key, and the parts of a key: `address.list.add`. */
const KEY_SEPARATOR = '.'

/** The core words (the shell, the tab pages, errors), in the first load. */
export const RESOURCES: Record<Locale, Messages> = { 'zh-CN': zhCN, 'zh-MO': zhMO, 'en-US': enUS }

const instance = i18next.createInstance()
void instance.init({
  lng: DEFAULT_LOCALE,
  fallbackLng: FALLBACK_LOCALE,
  supportedLngs: [...LOCALES],
  // 'en-US', then zh-CN: no 'en' or 'zh' bundles to look through.
  load: 'currentOnly',
  ns: [CORE_NAMESPACE],
  defaultNS: CORE_NAMESPACE,
  keySeparator: KEY_SEPARATOR,
  nsSeparator: KEY_SEPARATOR,
  resources: Object.fromEntries(LOCALES.map((locale) => [locale, { [CORE_NAMESPACE]: RESOURCES[locale] }])),
  interpolation: { escapeValue: false },
  initAsync: false,
  // A missing key answers as written, its feature included (`address.nope`, not `nope`).
  appendNamespaceToMissingKey: true,
  parseMissingKeyHandler: (key: string, defaultValue?: string) =>
    defaultValue ?? (key.startsWith(CORE_NAMESPACE + KEY_SEPARATOR) ? key.slice(CORE_NAMESPACE.length + 1) : key),
})

/** One i18next instance, ready when this module has run (every language's core words are bundled). */
export const i18n = instance as unknown as AppI18n

/** A plural rule as i18next's plural resolver uses `Intl.PluralRules`. */
interface PluralRule {
  select(count: number): string
  resolvedOptions(): { pluralCategories: string[] }
}
const ONE_FORM: PluralRule = { select: () => 'other', resolvedOptions: () => ({ pluralCategories: ['other'] }) }
const TWO_FORMS: PluralRule = {
  select: (count) => (count === 1 ? 'one' : 'other'),
  resolvedOptions: () => ({ pluralCategories: ['one', 'other'] }),
}

/**
 * Without `Intl.PluralRules` (old mini-program runtimes) i18next gives every language English's
 * rule, and a Chinese `count: 1` would find no `_one` form and answer the key: Chinese has one
 * form, the other languages English's two.
 */
export function followPluralsWithoutIntl(target: Pick<I18next, 'services'>): void {
  if (typeof Intl !== 'undefined' && typeof Intl.PluralRules === 'function') return
  const resolver = target.services.pluralResolver as { getRule(code: string): PluralRule }
  resolver.getRule = (code) => (code.split('-')[0] === 'zh' ? ONE_FORM : TWO_FORMS)
}
followPluralsWithoutIntl(instance)

/** `locale`'s translate function, whatever language the instance follows. */
export function translator(locale: Locale): TFunction {
  return i18n.getFixedT(locale) as unknown as TFunction
}

/**
 * Adds a feature's words as the namespace `feature` (`t('address.title')`). Each feature's words
 * live in `locales/<feature>/{zh-CN,zh-MO,en-US}.json` and are registered by
 * `locales/<feature>/index.ts`, which the feature's components import: the words travel with the
 * sub-package that uses them instead of the first load. The i18n test checks every file using a
 * feature's keys imports it. Registering again merges deeply, the later words winning.
 */
export function registerWords(feature: string, bundle: Record<Locale, object>): void {
  for (const locale of LOCALES) i18n.addResourceBundle(locale, feature, bundle[locale], true, true)
}
