/**
 * The app's translator: the part of i18next the app used, with the same output (src/i18n/index.ts
 * holds the words; this file only reads them). Pure, no dependency.
 *
 * - Keys are dotted paths into nested words: `t('title.pickSeat')`.
 * - `{{name}}` takes `options.name` as it is (no HTML escaping: the UI is not HTML). A placeholder
 *   whose name is not among the options stays as written; one given as `undefined` or `null`
 *   becomes empty.
 * - With a numeric `count`, a language's plural form comes first: `key_zero` for 0, then
 *   `key_<category>` (`Intl.PluralRules`: English 'one' or 'other', Chinese always 'other'),
 *   then `key_other`, then `key` itself.
 * - A key missing in the language is looked up in zh-CN, then `options.defaultValue` is used,
 *   then the key itself: what i18next answered (interpolated too).
 */
import type { Locale } from '@/domain/launch-query'

/** A language's words: nested objects with strings at the leaves. */
export type Words = { readonly [key: string]: string | Words }

/** Values for the placeholders, `count` for plurals, `defaultValue` for a missing key. */
export type TOptions = Readonly<Record<string, unknown>>

/** Translates a key (i18next's `t` as the app calls it). */
export type TFunction = (key: string, options?: TOptions) => string

/** Where a key missing in the current language is looked up (spec: Simplified Chinese). */
export const FALLBACK_LOCALE: Locale = 'zh-CN'

const PLURAL_SEPARATOR = '_'
const PLACEHOLDER = /{{(.+?)}}/g
const hasOwn = (object: object, key: string) => Object.prototype.hasOwnProperty.call(object, key)

/** The string at a dotted path, if there is one (an object half-way or at the end is not). */
export function lookup(words: Words | undefined, key: string): string | undefined {
  let node: string | Words | undefined = words
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string' || !hasOwn(node, part)) return undefined
    node = node[part]
  }
  return typeof node === 'string' ? node : undefined
}

type PluralRule = (count: number) => string
const pluralRules = new Map<string, PluralRule>()

/**
 * Without `Intl.PluralRules` (old mini-program runtimes): Chinese has one form, the other
 * languages English's two.
 */
function plainRule(locale: string): PluralRule {
  return locale.split('-')[0] === 'zh' ? () => 'other' : (count) => (count === 1 ? 'one' : 'other')
}

/** The CLDR plural category of `count` in `locale` ('one', 'other'...). */
export function pluralCategory(locale: string, count: number): string {
  let rule = pluralRules.get(locale)
  if (!rule) {
    try {
      const rules = new Intl.PluralRules(locale)
      rule = (n) => rules.select(n)
    } catch {
      // No Intl, no PluralRules, or a tag it refuses.
      rule = plainRule(locale)
    }
    pluralRules.set(locale, rule)
  }
  return rule(count)
}

/** The keys to try in one language, best first. */
function candidates(locale: string, key: string, count: unknown): string[] {
  if (typeof count !== 'number') return [key]
  const category = pluralCategory(locale, count)
  const keys = count === 0 ? [`${key}${PLURAL_SEPARATOR}zero`] : []
  keys.push(`${key}${PLURAL_SEPARATOR}${category}`)
  if (category !== 'other') keys.push(`${key}${PLURAL_SEPARATOR}other`)
  keys.push(key)
  return keys
}

function valueAt(values: TOptions, path: string): unknown {
  let node: unknown = values
  for (const part of path.split('.')) {
    if (node === null || typeof node !== 'object' || !hasOwn(node, part)) return undefined
    node = (node as Record<string, unknown>)[part]
  }
  return node
}

/** Fills `{{name}}` (also i18next's `{{- name}}` and `{{name, format}}`, format ignored) from `values`. */
export function interpolate(text: string, values: TOptions = {}): string {
  return text.replace(PLACEHOLDER, (placeholder, inner: string) => {
    let name = inner.trim()
    if (name.charAt(0) === '-') name = name.slice(1).trim()
    const comma = name.indexOf(',')
    if (comma >= 0) name = name.slice(0, comma).trim()
    const value = valueAt(values, name)
    if (value === undefined) return hasOwn(values, name) ? '' : placeholder
    return value === null ? '' : String(value)
  })
}

/** `key` in `locale`'s words, else in zh-CN's, else `defaultValue`, else the key; interpolated. */
export function translate(
  words: Readonly<Partial<Record<Locale, Words>>>,
  locale: Locale,
  key: string,
  options?: TOptions,
): string {
  const count = options?.count
  const languages = locale === FALLBACK_LOCALE ? [locale] : [locale, FALLBACK_LOCALE]
  for (const language of languages) {
    for (const candidate of candidates(language, key, count)) {
      const text = lookup(words[language], candidate)
      if (text !== undefined) return interpolate(text, options)
    }
  }
  const defaultValue = options?.defaultValue
  return interpolate(typeof defaultValue === 'string' ? defaultValue : key, options)
}

const isWords = (value: unknown): value is Words => value !== null && typeof value === 'object'

/**
 * `target` with `source` merged in (a new tree; neither is changed): objects merge key by key,
 * anything else in `source` replaces what `target` has (i18next's `addResourceBundle(..., deep, overwrite)`).
 */
export function mergeWords(target: Words, source: Words): Words {
  const merged: Record<string, string | Words> = { ...target }
  for (const key of Object.keys(source)) {
    if (key === '__proto__' || key === 'constructor') continue
    const from = source[key] as string | Words
    const into = merged[key]
    merged[key] = isWords(into) && isWords(from) ? mergeWords(into, from) : from
  }
  return merged
}
