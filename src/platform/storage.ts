import Taro from '@tarojs/taro'
import { createJSONStorage } from 'jotai/utils'

/**
 * What the app keeps across launches, in the platform's own storage (localStorage on H5, the
 * mini-program's storage elsewhere), as JSON text: for jotai's `atomWithStorage`. A missing key
 * reads as '' on every platform, which is "nothing stored".
 */
export function platformStorage<T>() {
  return createJSONStorage<T>(() => ({
    getItem: (key) => {
      const value: unknown = Taro.getStorageSync(key)
      return typeof value === 'string' && value !== '' ? value : null
    },
    setItem: (key, value) => Taro.setStorageSync(key, value),
    removeItem: (key) => Taro.removeStorageSync(key),
  }))
}

/**
 * `platformStorage()` that reads back only values `isValid` accepts: an entry written by another
 * version of the app, or by hand, reads as nothing stored.
 */
export function validatedStorage<T>(isValid: (value: unknown) => value is T) {
  const storage = platformStorage<T>()
  return {
    ...storage,
    getItem: (key: string, initial: T): T => {
      const value = storage.getItem(key, initial)
      return isValid(value) ? value : initial
    },
  }
}
