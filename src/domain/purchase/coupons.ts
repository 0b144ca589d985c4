/**
 * Coupons on the confirm-order page (spec sections 3, 4 and 5): the status code (1 available,
 * 3 expired, anything else used), only AVAILABLE coupons usable, a coupon toggled only if usable
 * and not disabled, and the best pick: usable exchange coupons first; then the largest
 * discountAmount; ties by the earliest expireTime, then by the narrowest restriction lists in the
 * order shows, sessions, seat plans, venues, show types, tags, items, categories. Picked by
 * itself when the shop says autoChooseBestCoupon.
 */
import { bestCoupon, type CouponLike } from '@showtix/contract/rules'

export {
  COUPON_STATUS_AVAILABLE,
  COUPON_STATUS_EXPIRED,
  EXCHANGE_COUPON,
  RESTRICTION_ORDER,
  bestCoupon,
  canToggleCoupon,
  compareCoupons,
  couponStatus,
  isCouponUsable,
  toggleCoupon,
  type CouponLike,
  type CouponStatus,
  type CouponUseLimit,
  type RestrictionList,
} from '@showtix/contract/rules'

/**
 * The coupon chosen when the page opens: the best one when the shop auto-chooses (support_auto_use),
 * else none. The gateway's pick (pre_order chosenCouponId, the same rule) when it made one.
 */
export function initialCouponId(
  coupons: readonly CouponLike[],
  autoChooseBestCoupon: boolean | null | undefined,
  gatewayPick?: string | null,
): string | null {
  if (!autoChooseBestCoupon) return null
  if (gatewayPick && coupons.some((coupon) => coupon.couponId === gatewayPick)) return gatewayPick
  return bestCoupon(coupons)?.couponId ?? null
}
