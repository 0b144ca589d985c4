import { lazyComponent } from '@/components/lazy'

/**
 * A layout's COUPON block (issue 25), loaded when a layout has one: the claim list, its words and
 * the coupon rules stay out of the home page's first load (`decisions/h5-first-load.md`).
 */
export const LazyCouponBlock = lazyComponent(() => import('./coupon-block').then((module) => module.CouponBlock))
