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
