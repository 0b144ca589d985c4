/**
 * D21: the shop flag CHANGE_VOUCHER_ROUTER picks the coupon route. With it, the coupon entries open
 * the new route's pages (coupon-self-list, coupon-list) instead of the classic `coupons`. Kept apart
 * from the coupon rules so the mine tab (main package) reads it without them.
 */
export function couponPages(changeVoucherRouter: boolean): {
  readonly mine: 'coupons' | 'couponSelfList'
  readonly claim: 'couponList'
} {
  return { mine: changeVoucherRouter ? 'couponSelfList' : 'coupons', claim: 'couponList' }
}
