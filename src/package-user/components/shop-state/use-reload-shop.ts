import { useStore } from 'jotai'
import { useCallback } from 'react'
import type { ShopConfig } from '@/domain/shop-config'
import { shopConfigFetcher } from '@/runtime'
import { loadShopConfig } from '@/state/shop'

/** Loads the shop configuration again, forced, the way the runtime loads it at launch. */
export function useReloadShop(): () => Promise<ShopConfig | null> {
  const store = useStore()
  return useCallback(() => loadShopConfig(store, shopConfigFetcher(store), { force: true }), [store])
}
