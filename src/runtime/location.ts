import type { createStore } from 'jotai'
import { locateCity, type Located, type LocateDeps } from '@/domain/city'
import { MESSAGES as PLATFORM_MESSAGES } from '@/platform/constants'
import { isPlatformError } from '@/platform'
import { cityAtom, cityChosenAtom, shopDefaultCityAtom } from '@/state/city'

type Store = ReturnType<typeof createStore>

/** The user refused location (the platform's 获取定位授权失败), as opposed to it failing. */
export const isLocationDenied = (error: unknown): boolean =>
  isPlatformError(error) && error.key === PLATFORM_MESSAGES.locationDenied

/**
 * Spec sections 2 and 8: until the user picks a city, the app places them by their location
 * (the device, then `citys/current_location`); failure or denial keeps Shanghai. A shop with a
 * city of its own (`defaultCityId`, issue 15) opens there instead. Resolves to what was found; a
 * city the user chose is never replaced.
 */
export async function placeUserByLocation(store: Store, deps: LocateDeps): Promise<Located | null> {
  if (store.get(cityChosenAtom)) return null
  const located = await locateCity(deps, isLocationDenied)
  if (located.located && !store.get(cityChosenAtom) && !store.get(shopDefaultCityAtom)) store.set(cityAtom, located.city)
  return located
}

/**
 * Keeps the shop's own city stored for the shop while the buyer has not picked one, so the next
 * launch (and the H5 boot script's first requests) start there before the configuration arrives.
 */
export function followShopDefaultCity(store: Store): () => void {
  const follow = () => {
    const own = store.get(shopDefaultCityAtom)
    if (own && !store.get(cityChosenAtom)) store.set(cityAtom, own)
  }
  follow()
  return store.sub(shopDefaultCityAtom, follow)
}
