import { useAtomValue, useSetAtom } from 'jotai'
import { useCallback, useEffect } from 'react'
import { fetchCartCount } from '@/api/goods'
import { usePageReturn } from '@/components/server-data'
import { cartCountAtom, isLoggedInAtom } from '@/state/session'
import { cartEnabledAtom } from '@/state/shop'

/**
 * Keeps the shop tab's cart badge (spec sections 2 and 9: logged in, the shop has a cart, the
 * count clamped 0-99 by domain/tab-bar cartBadge) in step with the gateway: fetched when the page
 * opens and shows again; `set` after a change the page made (the gateway answered the count).
 */
export function useCartCount(): { readonly refresh: () => Promise<void>; readonly set: (count: number) => void } {
  const loggedIn = useAtomValue(isLoggedInAtom)
  const enabled = useAtomValue(cartEnabledAtom)
  const set = useSetAtom(cartCountAtom)
  const refresh = useCallback(async () => {
    if (!loggedIn || !enabled) {
      set(0)
      return
    }
    try {
      set((await fetchCartCount()).count)
    } catch {
      // The badge keeps what it showed; the next show tries again.
    }
  }, [loggedIn, enabled, set])
  useEffect(() => {
    void refresh()
  }, [refresh])
  usePageReturn(() => void refresh())
  return { refresh, set }
}
