import { createStore } from 'jotai'
import type * as SessionModule from '@/state/session'
import { getStorageSync, setStorageSync, taroMock } from '../__mocks__/tarojs-taro'
import { relaunch } from './relaunch'

beforeEach(() => taroMock.reset())

const launchSession = () => relaunch<typeof SessionModule>('@/state/session')

describe('session: logged in if a user id is stored (spec section 4)', () => {
  it('keeps the user id in the platform storage', () => {
    const { USER_ID_KEY, isLoggedInAtom, userIdAtom } = launchSession()
    const store = createStore()
    expect(store.get(isLoggedInAtom)).toBe(false)
    store.set(userIdAtom, 'u-1')
    expect(store.get(isLoggedInAtom)).toBe(true)
    expect(getStorageSync(USER_ID_KEY)).toBe('"u-1"')
    store.set(userIdAtom, null)
    expect(store.get(isLoggedInAtom)).toBe(false)
  })

  it('is still logged in when the app is opened again', () => {
    const first = launchSession()
    createStore().set(first.userIdAtom, 'u-2')
    const again = launchSession()
    const store = createStore()
    expect(store.get(again.userIdAtom)).toBe('u-2')
    expect(store.get(again.isLoggedInAtom)).toBe(true)
  })

  it('reads an empty or unreadable entry as logged out', () => {
    setStorageSync('bizUserId', 'not json')
    const { isLoggedInAtom } = launchSession()
    expect(createStore().get(isLoggedInAtom)).toBe(false)
  })
})
