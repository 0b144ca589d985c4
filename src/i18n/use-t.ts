import { useAtomValue } from 'jotai'
import { useMemo } from 'react'
import { localeAtom } from '@/state/preferences'
import { wordingAtom } from '@/state/shop'
import { translator, type TFunction } from './index'

/**
 * The translate function for the current language, with the shop's own words in its text
 * (`contentSettingInfos`); re-renders when either changes.
 */
export function useT(): TFunction {
  const locale = useAtomValue(localeAtom)
  const wording = useAtomValue(wordingAtom)
  return useMemo(() => {
    const t = translator(locale)
    const withWording: TFunction = (key, options) => wording(t(key, options))
    return withWording
  }, [locale, wording])
}
