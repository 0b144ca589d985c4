import { atomWithStorage } from 'jotai/utils'
import { platformStorage, validatedStorage } from '@/platform/storage'

/**
 * An atom kept in the platform's storage under `key` and read at launch. With `isValid`, a stored
 * value it refuses (another version's, or written by hand) reads as `initial`.
 */
export function persistedAtom<T>(key: string, initial: T, isValid?: (value: unknown) => value is T) {
  return atomWithStorage<T>(key, initial, isValid ? validatedStorage(isValid) : platformStorage<T>(), { getOnInit: true })
}

export const isBoolean = (value: unknown): value is boolean => typeof value === 'boolean'
