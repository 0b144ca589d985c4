/**
 * The best-coupon pick (spec s4), both tiers: confirm order shows it and the gateway picks it when
 * the shop allows auto use (support_auto_use, D-coupons: docs/decisions/coupons.md). Usable
 * exchange coupons first; then the largest discountAmount; ties by the earliest expireTime, then by
 * the narrowest restriction lists in the order shows, sessions, seat plans, venues, show types,
 * tags, items, categories. Moved here from the app's domain/purchase/coupons.ts, which re-exports it.
 */
import { yuanToCents } from './money'

export type CouponStatus = 'AVAILABLE' | 'EXPIRED' | 'USED'

/** Spec section 3: couponStatus code 1 available, 3 expired, else used. */
export const COUPON_STATUS_AVAILABLE = 1
export const COUPON_STATUS_EXPIRED = 3

export const EXCHANGE_COUPON = 'EXCHANGE'

/** The restriction lists, narrowest first decides, in the spec's order. */
export const RESTRICTION_ORDER = [
  'showIds',
  'showSessionIds',
  'seatPlanIds',
  'venueIds',
  'showTypes',
  'tagIds',
  'itemIds',
  'categoryIds',
] as const
export type RestrictionList = (typeof RESTRICTION_ORDER)[number]

export type CouponUseLimit = Partial<Record<RestrictionList, readonly string[] | null>>

export interface CouponLike {
  readonly couponId: string
  readonly couponType: string
  readonly couponStatus: number
  /** The gateway's judgement for this order (missing: the status decides). */
  readonly usable?: boolean | null
  readonly disabled?: boolean | null
  /** Yuan, as the gateway sends it: the discount on this order. */
  readonly discountAmount?: number | null
  /** Epoch ms. */
  readonly expireTime?: number | null
  readonly couponUseLimitVO?: CouponUseLimit | null
}

export function couponStatus(code: number | null | undefined): CouponStatus {
  if (code === COUPON_STATUS_AVAILABLE) return 'AVAILABLE'
  if (code === COUPON_STATUS_EXPIRED) return 'EXPIRED'
  return 'USED'
}

/** Only an AVAILABLE coupon the gateway did not judge unusable. */
export function isCouponUsable(coupon: CouponLike): boolean {
  return couponStatus(coupon.couponStatus) === 'AVAILABLE' && coupon.usable !== false
}

/** Spec section 5: toggles only if usable and not disabled. */
export function canToggleCoupon(coupon: CouponLike): boolean {
  return isCouponUsable(coupon) && !coupon.disabled
}

/** One selected coupon at most: tapping the selected one clears it, another one replaces it. */
export function toggleCoupon(selectedId: string | null, coupon: CouponLike): string | null {
  if (!canToggleCoupon(coupon)) return selectedId
  return selectedId === coupon.couponId ? null : coupon.couponId
}

/** How wide a restriction list is: its length, or unlimited when empty or missing. */
function width(list: readonly string[] | null | undefined): number {
  return list && list.length > 0 ? list.length : Number.POSITIVE_INFINITY
}

/**
 * Negative when `a` is the better pick: exchange first, the larger discount, the earlier expiry,
 * then the narrower list at the first list where they differ. 0: a full tie.
 */
export function compareCoupons(a: CouponLike, b: CouponLike): number {
  const exchange = Number(b.couponType === EXCHANGE_COUPON) - Number(a.couponType === EXCHANGE_COUPON)
  if (exchange) return exchange
  const amount = yuanToCents(b.discountAmount) - yuanToCents(a.discountAmount)
  if (amount) return amount
  const expiry = (a.expireTime ?? Number.POSITIVE_INFINITY) - (b.expireTime ?? Number.POSITIVE_INFINITY)
  if (expiry && !Number.isNaN(expiry)) return expiry
  for (const list of RESTRICTION_ORDER) {
    const wa = width(a.couponUseLimitVO?.[list])
    const wb = width(b.couponUseLimitVO?.[list])
    if (wa !== wb) return wa < wb ? -1 : 1
  }
  return 0
}

/** The best coupon that can be chosen; on a full tie the one listed first. */
export function bestCoupon<T extends CouponLike>(coupons: readonly T[]): T | undefined {
  let best: T | undefined
  for (const coupon of coupons) {
    if (!canToggleCoupon(coupon)) continue
    if (!best || compareCoupons(coupon, best) < 0) best = coupon
  }
  return best
}
