import { useAtomValue } from 'jotai'
import { startTransition, useCallback, useEffect, useRef, useState } from 'react'
import { fetchLayout, type LayoutPageType } from '@/api/home'
import { isShowCard } from '@/components/home-layout'
import type { ShowCardData } from '@/components/show-card'
import { layoutComponents, type Layout } from '@/domain/home-layout'
import { cityAtom } from '@/state/city'
import { localeAtom } from '@/state/preferences'

export type LayoutState =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly layout: Layout<ShowCardData> }
  | { readonly status: 'error'; readonly error: unknown }

/**
 * A layout page's data (home: HOME in the current city; topic: TOPIC by id), loaded again when
 * the city or the language changes. `refresh()` (pull-to-refresh) keeps what is shown until the
 * new layout arrives, and resolves when it has.
 */
export function useLayout(page: LayoutPageType, topicId?: string, enabled = true) {
  const city = useAtomValue(cityAtom)
  const locale = useAtomValue(localeAtom)
  const [state, setState] = useState<LayoutState>({ status: 'loading' })
  const generation = useRef(0)

  const load = useCallback(
    async (keep: boolean) => {
      const mine = ++generation.current
      if (!enabled) return
      if (!keep) setState({ status: 'loading' })
      try {
        const query = { cityId: city.cityId, ...(topicId ? { topicId } : {}) }
        // The home layout the app asked for at launch (runtime/early-layout) answers this if it matches (http/early).
        const raw = await fetchLayout(page, query)
        const layout = { layoutId: raw.layoutId, title: raw.title, components: layoutComponents(raw.components, isShowCard) }
        // The layout renders as a transition: in slices, not one long task (docs/decisions/h5-first-load.md).
        if (mine === generation.current) startTransition(() => setState({ status: 'ready', layout }))
      } catch (error) {
        if (mine === generation.current)
          setState((previous) => (keep && previous.status === 'ready' ? previous : { status: 'error', error }))
      }
    },
    // The layout comes in the user's language (the request layer sends it): a new language loads it again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [page, topicId, city.cityId, locale, enabled],
  )

  useEffect(() => {
    void load(false)
    return () => {
      generation.current += 1
    }
  }, [load])

  return { ...state, city, reload: () => load(false), refresh: () => load(true) }
}
