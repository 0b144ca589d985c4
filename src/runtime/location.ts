import type { createStore } from 'jotai'
import { locateCity, type Located, type LocateDeps } from '@/domain/city'
import { MESSAGES as PLATFORM_MESSAGES } from '@/platform/constants'
import { isPlatformError } from '@/platform'
import { cityAtom, cityChosenAtom } from '@/state/city'

type Store = ReturnType<typeof createStore>

/** The user refused location (the platform's 获取定位授权失败), as opposed to it failing. */
export const isLocationDenied = (error: unknown): boolean =>
  isPlatformError(error) && error.key === PLATFORM_MESSAGES.locationDenied

/**
 * Spec sections 2 and 8: until the user picks a city, the app places them by their location
 * (the device, then `citys/current_location`); failure or denial keeps Shanghai. Resolves to what
 * was found; a city the user chose is never replaced.
 */
export async function placeUserByLocation(store: Store, deps: LocateDeps): Promise<Located | null> {
  if (store.get(cityChosenAtom)) return null
  const located = await locateCity(deps, isLocationDenied)
  if (located.located && !store.get(cityChosenAtom)) store.set(cityAtom, located.city)
  return located
}
