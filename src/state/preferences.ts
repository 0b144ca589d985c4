import { atom } from 'jotai'
import { DEFAULT_LOCALE, type Locale, type ThemeMode } from '@/domain/launch-query'

/** The UI language. Issue 5 persists it and applies the language-vs-login rule. */
export const localeAtom = atom<Locale>(DEFAULT_LOCALE)

/** The chosen appearance (spec: follow system, dark, light). */
export const themeModeAtom = atom<ThemeMode>('FOLLOW_SYSTEM')
