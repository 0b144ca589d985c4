import { createStore } from 'jotai'
import { DEFAULT_CITY } from '@/domain/city'
import { PlatformError } from '@/platform'
import { MESSAGES } from '@/platform/constants'
import { placeUserByLocation } from '@/runtime/location'
import { cityAtom, cityChosenAtom } from '@/state/city'
import { taroMock } from '../__mocks__/tarojs-taro'

const HANGZHOU = { cityId: 'BL1131', cityName: '杭州', provinceId: '33' }
const position = async () => ({ latitude: 30.27, longitude: 120.15 })

beforeEach(() => taroMock.reset())

describe('placing the user by location until they pick a city', () => {
  it('takes the city of the device position', async () => {
    const store = createStore()
    await placeUserByLocation(store, { getLocation: position, cityAt: async () => HANGZHOU })
    expect(store.get(cityAtom)).toEqual(HANGZHOU)
    expect(store.get(cityChosenAtom)).toBe(false)
  })

  it('keeps Shanghai when the user refuses location, and says it was a refusal', async () => {
    const store = createStore()
    const located = await placeUserByLocation(store, {
      getLocation: async () => Promise.reject(new PlatformError(MESSAGES.locationDenied)),
      cityAt: async () => HANGZHOU,
    })
    expect(located?.reason).toBe('denied')
    expect(store.get(cityAtom)).toEqual(DEFAULT_CITY)
  })

  it('never replaces a city the user chose', async () => {
    const store = createStore()
    store.set(cityChosenAtom, true)
    const cityAt = jest.fn(async () => HANGZHOU)
    await expect(placeUserByLocation(store, { getLocation: position, cityAt })).resolves.toBeNull()
    expect(cityAt).not.toHaveBeenCalled()
    expect(store.get(cityAtom)).toEqual(DEFAULT_CITY)
  })
})
