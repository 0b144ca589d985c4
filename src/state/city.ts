import { atom } from 'jotai'
import { cityInForce, cityKeyOf, isCity, shopDefaultCity, DEFAULT_CITY, type City } from '@/domain/city'
import { ENVIRONMENT } from '@/environment'
import { CITY_KEY } from './keys'
import { merchantIdAtom } from './merchant'
import { isBoolean, persistedAtom } from './persisted'
import { shopConfigAtom } from './shop'

export { CITY_KEY }

export const CITY_CHOSEN_KEY = 'cityChosen'

type Stored = { city: ReturnType<typeof persistedAtom<City>>; chosen: ReturnType<typeof persistedAtom<boolean>> }
const byShop = new Map<string, Stored>()

/** A shop's stored city and whether the buyer picked it, each shop under its own keys (domain/city cityKeyOf). */
function storedOf(merchantId: string): Stored {
  let stored = byShop.get(merchantId)
  if (!stored) {
    stored = {
      city: persistedAtom<City>(cityKeyOf(CITY_KEY, merchantId, ENVIRONMENT.merchantId), DEFAULT_CITY, isCity),
      chosen: persistedAtom<boolean>(cityKeyOf(CITY_CHOSEN_KEY, merchantId, ENVIRONMENT.merchantId), false, isBoolean),
    }
    byShop.set(merchantId, stored)
  }
  return stored
}

/** The shop's own city from its configuration, once the configuration of the shop in force is here. */
export const shopDefaultCityAtom = atom((get) => shopDefaultCity(get(shopConfigAtom), get(merchantIdAtom)))

/**
 * The selected city of the shop in force (spec section 2, city selection; issue 15): the one the
 * buyer picked in this shop, else the shop's own, else where location placed them, else Shanghai.
 * Setting it stores the city for this shop (location does; the city picker also sets cityChosenAtom).
 */
export const cityAtom = atom(
  (get) => {
    const stored = storedOf(get(merchantIdAtom))
    return cityInForce({ stored: get(stored.city), chosen: get(stored.chosen), shopDefault: get(shopDefaultCityAtom) })
  },
  (get, set, city: City) => set(storedOf(get(merchantIdAtom)).city, city),
)

/** Whether the buyer picked the city in this shop; until then the shop's own city or location applies. */
export const cityChosenAtom = atom(
  (get) => get(storedOf(get(merchantIdAtom)).chosen),
  (get, set, chosen: boolean) => set(storedOf(get(merchantIdAtom)).chosen, chosen),
)
