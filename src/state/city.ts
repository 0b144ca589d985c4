import { atomWithStorage } from 'jotai/utils'
import { DEFAULT_CITY, type City } from '@/domain/city'
import { validatedStorage } from '@/platform/storage'

export const CITY_KEY = 'city'

const isCity = (value: unknown): value is City =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as City).cityId === 'string' &&
  typeof (value as City).cityName === 'string'

/** The selected city (spec section 2, city selection), kept across launches; Shanghai until chosen. */
export const cityAtom = atomWithStorage<City>(CITY_KEY, DEFAULT_CITY, validatedStorage(isCity), { getOnInit: true })

export const CITY_CHOSEN_KEY = 'cityChosen'
const isBoolean = (value: unknown): value is boolean => typeof value === 'boolean'

/** Whether the user picked the city (the city page); until then the app may place them by location. */
export const cityChosenAtom = atomWithStorage<boolean>(CITY_CHOSEN_KEY, false, validatedStorage(isBoolean), {
  getOnInit: true,
})
