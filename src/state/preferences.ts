import { atom, type createStore } from 'jotai'
import {
  DEFAULT_LOCALE,
  LOCALES,
  THEME_MODES,
  normalizeLocale,
  parseThemeParam,
  type Locale,
  type ThemeMode,
} from '@/domain/launch-query'
import { LOCALE_KEY } from './keys'
import { isBoolean, persistedAtom } from './persisted'
import { PREVIEW_SRC, merchantIdAtom, parseMerchantId, previewAtom } from './merchant'

/** Storage keys of the preferences a user keeps across launches (src/state/keys.ts: those the boot script reads). */
export { LOCALE_KEY }
export const THEME_MODE_KEY = 'themeMode'

const isLocale = (value: unknown): value is Locale => (LOCALES as readonly unknown[]).includes(value)
const isThemeMode = (value: unknown): value is ThemeMode => (THEME_MODES as readonly unknown[]).includes(value)

/** The UI language, kept across launches. */
export const localeAtom = persistedAtom<Locale>(LOCALE_KEY, DEFAULT_LOCALE, isLocale)

export const LOCALE_CHOSEN_KEY = 'localeChosen'

/**
 * Whether the user chose the language (a `lang` query, the language page). Until then the shop's
 * first language is used when it does not offer the current one; after, the choice stands.
 */
export const localeChosenAtom = persistedAtom<boolean>(LOCALE_CHOSEN_KEY, false, isBoolean)

/** The user's choice of language: shown now and kept. */
export function chooseLocale(store: ReturnType<typeof createStore>, locale: Locale): void {
  if (store.get(localeAtom) !== locale) store.set(localeAtom, locale)
  if (!store.get(localeChosenAtom)) store.set(localeChosenAtom, true)
}

/** The chosen appearance (spec: follow system, dark, light), kept across launches. */
export const themeModeAtom = persistedAtom<ThemeMode>(THEME_MODE_KEY, 'FOLLOW_SYSTEM', isThemeMode)

/** A mode forced by the `theme` query for this visit; the user's own choice stays as it was. */
export const forcedThemeModeAtom = atom<ThemeMode | null>(null)

/** The mode in force: the query's, else the user's. */
export const effectiveThemeModeAtom = atom((get) => get(forcedThemeModeAtom) ?? get(themeModeAtom))

/**
 * Applies `lang` and `theme` from a query (spec section 2): the language is kept like a choice
 * made in settings; the theme is forced for this visit. `merchantId` picks the shop (H5 serves
 * several shops from one build). The app calls it with its launch query before the first page renders, so a page
 * opened with `?lang=en-US` never shows Chinese first; pages call it again for queries they are
 * opened with later.
 */
export function applyLaunchQuery(
  store: ReturnType<typeof createStore>,
  query: Readonly<Record<string, string | undefined>>,
): void {
  const locale = normalizeLocale(query.lang)
  const theme = parseThemeParam(query.theme)
  const merchantId = parseMerchantId(query.merchantId)
  if (locale) chooseLocale(store, locale)
  if (theme && store.get(forcedThemeModeAtom) !== theme) store.set(forcedThemeModeAtom, theme)
  if (merchantId && store.get(merchantIdAtom) !== merchantId) store.set(merchantIdAtom, merchantId)
  if (query.src === PREVIEW_SRC) store.set(previewAtom, true)
}
