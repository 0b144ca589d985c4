/**
 * The bottom bar (spec section 2): drawn from the shop's `layoutBottomNavigation`, five default
 * tabs until shop configuration arrives.
 */

/** Spec section 9: the cart badge is clamped to 0-99. */
export const CART_BADGE_MAX = 99

export type TabType = 'HOME' | 'ALL_SHOWS' | 'SHOP' | 'TICKET_HOLDER' | 'MINE' | 'PARKING' | 'CUSTOM'

export type TabTarget =
  | { readonly kind: 'page'; readonly page: string }
  | { readonly kind: 'miniProgram'; readonly appId: string; readonly path: string }

export interface Tab {
  readonly key: string
  readonly type: TabType
  /** A translation key, or the shop's own label (shop configuration is already translated). */
  readonly labelKey?: string
  readonly label?: string
  readonly icon: string
  readonly target: TabTarget
}

export const DEFAULT_TABS: readonly Tab[] = [
  { key: 'homeList', type: 'HOME', labelKey: 'title.homeList', icon: 'home', target: { kind: 'page', page: 'homeList' } },
  {
    key: 'allShows',
    type: 'ALL_SHOWS',
    labelKey: 'title.allShows',
    icon: 'category',
    target: { kind: 'page', page: 'allShows' },
  },
  { key: 'shopTab', type: 'SHOP', labelKey: 'title.shopTab', icon: 'shop', target: { kind: 'page', page: 'shopTab' } },
  {
    key: 'ticketHolder',
    type: 'TICKET_HOLDER',
    labelKey: 'title.ticketHolder',
    icon: 'ticket',
    target: { kind: 'page', page: 'ticketHolder' },
  },
  { key: 'mine', type: 'MINE', labelKey: 'title.mine', icon: 'my', target: { kind: 'page', page: 'mine' } },
]

/** Navigation styles from the shop's bottom-navigation config; OUTER draws a raised middle tab. */
export type TabBarStyle = 'NORMAL' | 'OUTER'

/** With 3 or 5 tabs in the outer style the middle tab is a large icon. */
export function largeMiddleIndex(tabCount: number, style: TabBarStyle): number | undefined {
  if (style !== 'OUTER') return undefined
  return tabCount === 3 || tabCount === 5 ? Math.floor(tabCount / 2) : undefined
}

export function clampBadge(count: number): number {
  if (!Number.isFinite(count) || count < 0) return 0
  return Math.min(Math.floor(count), CART_BADGE_MAX)
}

/** The shop tab shows the cart badge only when logged in, the cart is enabled and count > 0. */
export function cartBadge(input: { loggedIn: boolean; cartEnabled: boolean; count: number }): number | undefined {
  const count = clampBadge(input.count)
  return input.loggedIn && input.cartEnabled && count > 0 ? count : undefined
}
