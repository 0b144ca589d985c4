import type { createStore } from 'jotai'
import { prefetchLayout } from '@/api/home'
import { launchPath } from '@/platform/launch'
import { findPageByPath, PAGES } from '@/routes'
import { cityAtom } from '@/state/city'

type Store = ReturnType<typeof createStore>

/** Whether the app was opened on the home tab: at one of its web paths (H5) or its page path (mini-programs). */
export function openedOnHome(): boolean {
  const path = launchPath()
  return (PAGES.homeList.web as readonly string[]).includes(path) || findPageByPath(path) === 'homeList'
}

/**
 * Opened on the home tab, the HOME layout of the user's city is asked for at launch, beside the
 * shop configuration, instead of once the home page's code has loaded and rendered: the page's
 * identical request takes the answer (http/early; on H5 the boot script's own request is that
 * answer, so nothing more is sent). A city placed by location or a language changed before then
 * makes the page's request differ, and it is sent.
 */
export function fetchHomeLayoutEarly(store: Store): void {
  if (!openedOnHome()) return
  prefetchLayout('HOME', { cityId: store.get(cityAtom).cityId })
}
