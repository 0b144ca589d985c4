/**
 * Languages of the catalogue (spec section 5: locales zh-CN, zh-MO, en-US; zh maps to zh-CN,
 * en to en-US, zh-MO stays). Translated texts are stored either in columns (name, name_tw,
 * name_en) or as JSON objects keyed by locale, which `localize` resolves anywhere in a value.
 */
export const LANGS = ['zh-CN', 'zh-MO', 'en-US'] as const
export type Lang = (typeof LANGS)[number]

export type I18n = Readonly<Record<Lang, string>>

/** A lang query value to a locale; undefined when absent (the shop's first language applies). */
export function normalizeLang(input: string | undefined): Lang | undefined {
  if (!input) return undefined
  const tag = input.trim().toLowerCase().replace('_', '-')
  if (tag === 'zh-mo' || tag === 'zh-tw' || tag === 'zh-hk' || tag === 'zh-hant') return 'zh-MO'
  if (tag.startsWith('en')) return 'en-US'
  if (tag.startsWith('zh')) return 'zh-CN'
  return undefined
}

export function isI18n(value: unknown): value is I18n {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return false
  const keys = Object.keys(value)
  return keys.length > 0 && keys.every((key) => (LANGS as readonly string[]).includes(key))
}

/** Picks one language out of an {zh-CN, zh-MO, en-US} text, falling back to zh-CN. */
export function pick(text: Partial<I18n> | undefined | null, lang: Lang): string {
  if (!text) return ''
  return text[lang] ?? (lang === 'zh-MO' ? text['zh-CN'] : undefined) ?? text['en-US'] ?? text['zh-CN'] ?? ''
}

/** Replaces every {zh-CN, zh-MO, en-US} object inside a value by its text in `lang`. */
export function localize<T>(value: T, lang: Lang): T {
  if (Array.isArray(value)) return value.map((item: unknown) => localize(item, lang)) as T
  if (isI18n(value)) return pick(value, lang) as T
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {}
    for (const [key, item] of Object.entries(value)) out[key] = localize(item, lang)
    return out as T
  }
  return value
}

/** A JSON column holding an I18n object (or a plain string) in `lang`. */
export function pickJson(json: string | null | undefined, lang: Lang): string {
  if (!json) return ''
  const value = JSON.parse(json) as unknown
  return typeof value === 'string' ? value : pick(value as I18n, lang)
}

/** zh-CN reads the base column, zh-MO the traditional one, en-US the English one. */
export function byColumn(lang: Lang, zh: string, tw: string | null | undefined, en: string | null | undefined): string {
  if (lang === 'en-US') return en || zh
  if (lang === 'zh-MO') return tw || zh
  return zh
}

export const t = (zh: string, tw: string, en: string): I18n => ({ 'zh-CN': zh, 'zh-MO': tw, 'en-US': en })
