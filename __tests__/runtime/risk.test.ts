import { createStore } from 'jotai'
import { RISK_TOKEN_TTL_MS } from '@/domain/risk-token'
import type { ShopConfig } from '@/domain/shop-config'
import { deviceFacts } from '@/platform'
import { followRiskToken } from '@/runtime/risk'
import { riskTokenAtom, userIdAtom, logout } from '@/state/session'
import { shopConfigAtom } from '@/state/shop'
import { taroMock } from '../__mocks__/tarojs-taro'

const ON: ShopConfig = { merchantId: '10001', riskControlConfig: { fingerprint: 'ON' } }
const OFF: ShopConfig = { merchantId: '10001', riskControlConfig: { fingerprint: 'OFF' } }
const DEVICE = { platform: 'H5', terminalSrc: 'H5' }

/** A clock and timers the test moves by hand. */
function manualTime(start = 1_000_000) {
  let now = start
  let timers: Array<{ at: number; run: () => void }> = []
  return {
    now: () => now,
    setTimer: (run: () => void, ms: number) => {
      const timer = { at: now + ms, run }
      timers.push(timer)
      return () => {
        timers = timers.filter((t) => t !== timer)
      }
    },
    advance(ms: number) {
      now += ms
      const due = timers.filter((t) => t.at <= now)
      timers = timers.filter((t) => t.at > now)
      due.forEach((t) => t.run())
    },
    pending: () => timers.length,
  }
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0))

function setup({ shop = ON, loggedIn = true, device = DEVICE as typeof DEVICE | null, failFirst = false } = {}) {
  const store = createStore()
  store.set(shopConfigAtom, shop)
  if (loggedIn) store.set(userIdAtom, 'U1')
  const time = manualTime()
  let issued = 0
  let calls = 0
  const fetch = jest.fn(async () => {
    calls += 1
    if (failFirst && calls === 1) throw new Error('offline')
    issued += 1
    return { riskToken: `token-${issued}`, expireTime: time.now() + RISK_TOKEN_TTL_MS, validSeconds: 300 }
  })
  const risk = followRiskToken(store, { fetch, device: () => device, now: time.now, setTimer: time.setTimer })
  return { store, time, fetch, risk }
}

beforeEach(() => taroMock.reset())

describe('the risk (fingerprint) token', () => {
  it('is fetched when the shop switches it on and the user is logged in, valid 5 minutes', async () => {
    const { store, time, fetch } = setup()
    await flush()
    expect(fetch).toHaveBeenCalledWith(DEVICE)
    expect(store.get(riskTokenAtom)).toEqual({ token: 'token-1', expiresAt: time.now() + RISK_TOKEN_TTL_MS })
  })

  it('is fetched again when it expires, not before', async () => {
    const { store, time, fetch } = setup()
    await flush()
    time.advance(RISK_TOKEN_TTL_MS - 1)
    await flush()
    expect(fetch).toHaveBeenCalledTimes(1)
    time.advance(1)
    await flush()
    expect(fetch).toHaveBeenCalledTimes(2)
    expect(store.get(riskTokenAtom)?.token).toBe('token-2')
  })

  it('is not collected for a logged-out user, and is once they log in', async () => {
    const { store, fetch } = setup({ loggedIn: false })
    await flush()
    expect(fetch).not.toHaveBeenCalled()
    store.set(userIdAtom, 'U1')
    await flush()
    expect(fetch).toHaveBeenCalledTimes(1)
  })

  it('is not collected while the terminal type is unknown', async () => {
    const { fetch } = setup({ device: null })
    await flush()
    expect(fetch).not.toHaveBeenCalled()
  })

  it('is cleared when the shop switches it off, and not fetched again', async () => {
    const { store, time, fetch } = setup()
    await flush()
    store.set(shopConfigAtom, OFF)
    await flush()
    expect(store.get(riskTokenAtom)).toBeNull()
    time.advance(RISK_TOKEN_TTL_MS * 2)
    await flush()
    expect(fetch).toHaveBeenCalledTimes(1)
  })

  it('is cleared by logout and not refetched for the logged-out user', async () => {
    const { store, fetch, time } = setup()
    await flush()
    logout(store)
    await flush()
    expect(store.get(riskTokenAtom)).toBeNull()
    time.advance(RISK_TOKEN_TTL_MS)
    await flush()
    expect(fetch).toHaveBeenCalledTimes(1)
  })

  it('a failed fetch leaves no token and is tried again on the next look (the app coming back)', async () => {
    const { store, fetch, risk } = setup({ failFirst: true })
    await flush()
    expect(fetch).toHaveBeenCalledTimes(1)
    expect(store.get(riskTokenAtom)).toBeNull()
    await risk.evaluate()
    expect(store.get(riskTokenAtom)?.token).toBe('token-1')
  })

  it('asks once while a fetch is on its way', async () => {
    const { fetch, risk } = setup()
    await Promise.all([risk.evaluate(), risk.evaluate()])
    expect(fetch).toHaveBeenCalledTimes(1)
  })
})

describe('device facts for risk control', () => {
  it('describe the platform, terminal and screen; none without a terminal type', () => {
    expect(deviceFacts({ platformType: 'H5', terminalSrc: 'H5' })).toMatchObject({ platform: 'H5', terminalSrc: 'H5' })
    expect(deviceFacts({ platformType: 'H5', terminalSrc: 'H5' })?.screenWidth).toEqual(expect.any(Number))
    expect(deviceFacts({ platformType: 'H5', terminalSrc: '' as 'H5' })).toBeNull()
  })
})
