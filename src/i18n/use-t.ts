import { useAtomValue } from 'jotai'
import { useMemo } from 'react'
import { localeAtom } from '@/state/preferences'
import { translator } from './index'

/** The translate function for the current language; re-renders when the language changes. */
export function useT() {
  const locale = useAtomValue(localeAtom)
  return useMemo(() => translator(locale), [locale])
}
