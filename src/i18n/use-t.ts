import type { TFunction } from 'i18next'
import { useAtomValue } from 'jotai'
import { useMemo } from 'react'
import { localeAtom } from '@/state/preferences'
import { wordingAtom } from '@/state/shop'
import { translator } from './index'

/**
 * The translate function for the current language, with the shop's own words in its text
 * (`contentSettingInfos`); re-renders when either changes.
 */
export function useT(): TFunction {
  const locale = useAtomValue(localeAtom)
  const wording = useAtomValue(wordingAtom)
  return useMemo(() => {
    const t = translator(locale)
    const withWording = (...args: Parameters<TFunction>) => {
      const text: unknown = t(...args)
      return typeof text === 'string' ? wording(text) : text
    }
    return withWording as unknown as TFunction
  }, [locale, wording])
}
