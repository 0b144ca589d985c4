/**
 * Whether the app was opened on the home tab decides whether the home layout is asked for at
 * launch (runtime/early-layout). Jest runs the H5 code: the address decides.
 * @jest-environment jsdom
 */
import { openedOnHome } from '@/runtime/early-layout'

const openAt = (address: string) => window.history.replaceState(null, '', address)

describe('openedOnHome on H5', () => {
  it('is true at the home tab web paths, with or without a query', () => {
    for (const address of ['/', '/?merchantId=10002', '/pages/list/list']) {
      openAt(address)
      expect(openedOnHome()).toBe(true)
    }
  })

  it('is false on any other page', () => {
    for (const address of ['/all', '/content/SH1001', '/pages/mine/mine']) {
      openAt(address)
      expect(openedOnHome()).toBe(false)
    }
  })

  it('reads the page after `#` with hash routing', () => {
    openAt('/index.html#/pages/list/list?city=1')
    expect(openedOnHome()).toBe(true)
    openAt('/#/all')
    expect(openedOnHome()).toBe(false)
  })
})
