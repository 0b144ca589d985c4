import Taro from '@tarojs/taro'
import type { createStore } from 'jotai'
import { prefetchLayout } from '@/api/home'
import { isH5 } from '@/platform/env'
import { findPageByPath, PAGES } from '@/routes'
import { cityAtom } from '@/state/city'

type Store = ReturnType<typeof createStore>

/** Whether the app was opened on the home tab: the address on H5 (`/`), the launch path on mini-programs. */
export function openedOnHome(): boolean {
  if (isH5) {
    if (typeof window === 'undefined') return false
    const { pathname, hash } = window.location
    // Hash routing (Taro's test utilities) keeps the page after `#`.
    const path = hash.startsWith('#/') ? (hash.slice(1).split('?')[0] ?? '') : pathname
    return (PAGES.homeList.web as readonly string[]).includes(path)
  }
  try {
    return findPageByPath(Taro.getLaunchOptionsSync().path ?? '') === 'homeList'
  } catch {
    return false
  }
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
