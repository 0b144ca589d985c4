import type { ClaimableCoupon, Coupon } from '@/api/coupons'
import type { CouponCardData } from './coupon-card'

/** A coupon of mine, as its card shows it. */
export function cardOfCoupon(coupon: Coupon): CouponCardData {
  return {
    id: coupon.couponId,
    couponType: coupon.couponType,
    title: coupon.title,
    amount: coupon.amount,
    discount: coupon.discount,
    currency: coupon.currency,
    restrictionDescription: coupon.restrictionDescription,
    couponBizTypes: coupon.couponBizTypes,
    useWay: coupon.useWay,
    termDescription: coupon.termDescription,
    ruleComments: coupon.ruleComments,
    expireTimeStr: coupon.expireTimeStr,
    validDays: null,
  }
}

/** A template to claim, as its card shows it (a dynamic one is valid some days after claiming). */
export function cardOfTemplate(template: ClaimableCoupon): CouponCardData {
  return {
    id: template.couponTemplateId,
    couponType: template.couponType,
    title: template.title,
    amount: template.amount,
    discount: template.discount,
    currency: template.currency,
    restrictionDescription: template.restrictionDescription,
    couponBizTypes: template.couponBizTypes,
    useWay: template.useWay,
    termDescription: template.termDescription,
    ruleComments: template.ruleComments,
    expireTimeStr: template.expirationType === 'FIXED' ? template.expireTimeStr : null,
    validDays: template.expirationType === 'DYNAMIC' ? template.length : null,
  }
}
