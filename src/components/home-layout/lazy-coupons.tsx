import { useEffect, useState, type ComponentType } from 'react'
import type { CouponBlockProps } from './coupon-block'

let Loaded: ComponentType<CouponBlockProps> | undefined

/**
 * A layout's COUPON block (issue 25), loaded when a layout has one: the claim list, its words and
 * the coupon rules stay out of the home page's first load (`decisions/h5-first-load.md`). Until the
 * code is in, nothing (the block then shows its own loading lines); a chunk that fails to load
 * leaves the rest of the page as it is.
 */
export function LazyCouponBlock(props: CouponBlockProps) {
  const [Block, setBlock] = useState(() => Loaded)
  useEffect(() => {
    if (!Block)
      import('./coupon-block').then(
        (module) => setBlock(() => (Loaded = module.CouponBlock)),
        () => undefined,
      )
  }, [Block])
  return Block ? <Block {...props} /> : null
}
