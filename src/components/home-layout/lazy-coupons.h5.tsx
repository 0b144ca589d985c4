import { Suspense, lazy } from 'react'
import type * as Mini from './lazy-coupons'

/** Nothing, where the block's code could not load: the rest of the page stays as it is. */
const None = () => null
const Block = lazy(() =>
  import('./coupon-block').then(
    (module) => ({ default: module.CouponBlock }),
    () => ({ default: None }),
  ),
)

/**
 * H5: the block loaded as lazy-coupons.tsx loads it on the mini-programs, through React's own `lazy`
 * and `Suspense` (already in React: fewer bytes in the home page's first load than a loader of ours).
 */
export const LazyCouponBlock: typeof Mini.LazyCouponBlock = (props) => (
  <Suspense fallback={null}>
    <Block {...props} />
  </Suspense>
)
