import { CART_BADGE_MAX, DEFAULT_TABS, cartBadge, clampBadge, largeMiddleIndex } from '@/domain/tab-bar'
import { TAB_PAGES } from '@/routes'

describe('default tabs', () => {
  it('are the five tab pages in spec order, each opening its page', () => {
    expect(DEFAULT_TABS.map((tab) => tab.key)).toEqual([...TAB_PAGES])
    expect(DEFAULT_TABS.map((tab) => tab.target)).toEqual(TAB_PAGES.map((page) => ({ kind: 'page', page })))
    expect(DEFAULT_TABS.map((tab) => tab.type)).toEqual(['HOME', 'ALL_SHOWS', 'SHOP', 'TICKET_HOLDER', 'MINE'])
  })

  it('are labelled with the tab pages titles', () => {
    expect(DEFAULT_TABS.map((tab) => tab.labelKey)).toEqual(TAB_PAGES.map((page) => `title.${page}`))
  })
})

describe('large middle tab (outer style)', () => {
  it('is the middle one with 3 or 5 tabs', () => {
    expect(largeMiddleIndex(3, 'OUTER')).toBe(1)
    expect(largeMiddleIndex(5, 'OUTER')).toBe(2)
  })

  it('does not exist with an even count or other counts', () => {
    for (const count of [1, 2, 4, 6]) expect([count, largeMiddleIndex(count, 'OUTER')]).toEqual([count, undefined])
  })

  it('does not exist in the normal style', () => {
    expect(largeMiddleIndex(3, 'NORMAL')).toBeUndefined()
    expect(largeMiddleIndex(5, 'NORMAL')).toBeUndefined()
  })
})

describe('cart badge', () => {
  it('clamps the count to 0-99 (spec section 9)', () => {
    expect(CART_BADGE_MAX).toBe(99)
    expect(clampBadge(0)).toBe(0)
    expect(clampBadge(7)).toBe(7)
    expect(clampBadge(99)).toBe(99)
    expect(clampBadge(100)).toBe(99)
    expect(clampBadge(12345)).toBe(99)
    expect(clampBadge(-3)).toBe(0)
    expect(clampBadge(2.7)).toBe(2)
    expect(clampBadge(Number.NaN)).toBe(0)
    expect(clampBadge(Number.POSITIVE_INFINITY)).toBe(0)
  })

  it('shows only when logged in, the cart is enabled and the count is above 0', () => {
    expect(cartBadge({ loggedIn: true, cartEnabled: true, count: 3 })).toBe(3)
    expect(cartBadge({ loggedIn: false, cartEnabled: true, count: 3 })).toBeUndefined()
    expect(cartBadge({ loggedIn: true, cartEnabled: false, count: 3 })).toBeUndefined()
    expect(cartBadge({ loggedIn: true, cartEnabled: true, count: 0 })).toBeUndefined()
    expect(cartBadge({ loggedIn: true, cartEnabled: true, count: -1 })).toBeUndefined()
  })

  it('shows 99 for larger counts', () => {
    expect(cartBadge({ loggedIn: true, cartEnabled: true, count: 250 })).toBe(99)
  })
})
