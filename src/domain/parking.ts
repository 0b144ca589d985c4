/**
 * Parking's rules on the page (issue 26, D37). The fee itself is the gateway's
 * (`@showtix/contract/rules` parkingFee); the page shows the stay's length and picks the coupon.
 */

export interface StayLength {
  readonly hours: number
  readonly minutes: number
}

/** A stay's minutes as hours and minutes (the page words them "2 h 5 min" or "25 min"). */
export function stayLength(totalMinutes: number): StayLength {
  const whole = Math.max(0, Math.floor(totalMinutes))
  return { hours: Math.floor(whole / 60), minutes: whole % 60 }
}

/** The coupon a fee starts with: the usable one taking off most (the earliest to expire on a tie), or none. */
export function bestParkingCoupon(
  coupons: ReadonlyArray<{
    readonly couponId: string
    readonly usable: boolean
    readonly discountAmount: number
    readonly expireTime: number
  }>,
): string | null {
  const usable = coupons.filter((coupon) => coupon.usable)
  usable.sort((a, b) => b.discountAmount - a.discountAmount || a.expireTime - b.expireTime)
  return usable[0]?.couponId ?? null
}
