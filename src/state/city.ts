import { DEFAULT_CITY, type City } from '@/domain/city'
import { CITY_KEY } from './keys'
import { isBoolean, persistedAtom } from './persisted'

export { CITY_KEY }

const isCity = (value: unknown): value is City =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as City).cityId === 'string' &&
  typeof (value as City).cityName === 'string'

/** The selected city (spec section 2, city selection), kept across launches; Shanghai until chosen. */
export const cityAtom = persistedAtom<City>(CITY_KEY, DEFAULT_CITY, isCity)

export const CITY_CHOSEN_KEY = 'cityChosen'

/** Whether the user picked the city (the city page); until then the app may place them by location. */
export const cityChosenAtom = persistedAtom<boolean>(CITY_CHOSEN_KEY, false, isBoolean)
