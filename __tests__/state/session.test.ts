import { createStore } from 'jotai'
import type * as SessionModule from '@/state/session'
import { getStorageSync, setStorageSync, taroMock } from '../__mocks__/tarojs-taro'
import { relaunch } from './relaunch'

beforeEach(() => taroMock.reset())

const launchSession = () => relaunch<typeof SessionModule>('@/state/session')

describe('session: logged in if a user id is stored (spec section 4)', () => {
  it('keeps the user id in the platform storage', () => {
    const { SESSION_KEYS, isLoggedInAtom, userIdAtom } = launchSession()
    const store = createStore()
    expect(store.get(isLoggedInAtom)).toBe(false)
    store.set(userIdAtom, 'u-1')
    expect(store.get(isLoggedInAtom)).toBe(true)
    expect(getStorageSync(SESSION_KEYS.userId)).toBe('"u-1"')
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

describe('session actions', () => {
  const login = { userId: 'u-9', accessToken: 'a-1', refreshToken: 'r-1', countryCode: '853' }

  it('keeps a login and forgets all of it on logout, the cart badge too', () => {
    const session = launchSession()
    const store = createStore()
    session.startSession(store, login)
    store.set(session.riskTokenAtom, { token: 'risk', expiresAt: Date.now() + 1000 })
    store.set(session.cartCountAtom, 4)
    expect(store.get(session.isLoggedInAtom)).toBe(true)
    expect(store.get(session.countryCodeAtom)).toBe('853')
    session.logout(store)
    for (const cleared of [
      session.userIdAtom,
      session.accessTokenAtom,
      session.refreshTokenAtom,
      session.emailAtom,
      session.countryCodeAtom,
    ])
      expect(store.get(cleared)).toBeNull()
    expect(store.get(session.riskTokenAtom)).toBeNull()
    expect(store.get(session.cartCountAtom)).toBe(0)
    for (const key of Object.values(session.SESSION_KEYS)) expect(getStorageSync(key)).toBe('')
    expect(store.get(launchSession().isLoggedInAtom)).toBe(false)
  })

  it('login expired with an access token: refreshes, and the session goes on', async () => {
    const session = launchSession()
    const store = createStore()
    session.startSession(store, login)
    const refresh = jest.fn(async () => true)
    await expect(session.onLoginExpired(store, refresh)).resolves.toBe(true)
    expect(refresh).toHaveBeenCalledTimes(1)
    expect(store.get(session.isLoggedInAtom)).toBe(true)
  })

  it('login expired and the refresh fails: logged out', async () => {
    const session = launchSession()
    const store = createStore()
    session.startSession(store, login)
    await expect(session.onLoginExpired(store, async () => false)).resolves.toBe(false)
    expect(store.get(session.isLoggedInAtom)).toBe(false)
  })

  it('login expired without an access token: clears the user data without asking', async () => {
    const session = launchSession()
    const store = createStore()
    store.set(session.userIdAtom, 'u-1')
    const refresh = jest.fn(async () => true)
    await expect(session.onLoginExpired(store, refresh)).resolves.toBe(false)
    expect(refresh).not.toHaveBeenCalled()
    expect(store.get(session.userIdAtom)).toBeNull()
  })
})
