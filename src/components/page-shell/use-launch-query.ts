import { useStore } from 'jotai'
import { useEffect } from 'react'
import { usePageParams } from '@/navigation/use-page-params'
import { applyLaunchQuery } from '@/state/preferences'

/**
 * A page opened with `?lang=` or `?theme=` applies them (spec section 2). The launch query was
 * applied before the first render (app.tsx); this covers pages opened later with one.
 */
export function useLaunchQuery(): Record<string, string> {
  const params = usePageParams()
  const store = useStore()
  const { lang, theme } = params
  useEffect(() => applyLaunchQuery(store, { lang, theme }), [store, lang, theme])
  return params
}
