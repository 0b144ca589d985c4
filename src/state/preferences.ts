import { atom, type createStore } from 'jotai'
import { DEFAULT_LOCALE, normalizeLocale, parseThemeParam, type Locale, type ThemeMode } from '@/domain/launch-query'

/** The UI language. Issue 5 persists it and applies the language-vs-login rule. */
export const localeAtom = atom<Locale>(DEFAULT_LOCALE)

/** The chosen appearance (spec: follow system, dark, light). */
export const themeModeAtom = atom<ThemeMode>('FOLLOW_SYSTEM')

/**
 * Applies `lang` and `theme` from a query (spec section 2). The app calls it with its launch
 * query before the first page renders, so a page opened with `?lang=en-US` never shows Chinese
 * first; pages call it again for queries they are opened with later.
 */
export function applyLaunchQuery(
  store: ReturnType<typeof createStore>,
  query: Readonly<Record<string, string | undefined>>,
): void {
  const locale = normalizeLocale(query.lang)
  const theme = parseThemeParam(query.theme)
  if (locale && store.get(localeAtom) !== locale) store.set(localeAtom, locale)
  if (theme && store.get(themeModeAtom) !== theme) store.set(themeModeAtom, theme)
}
