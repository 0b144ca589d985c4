import { PageShell } from '@/components/page-shell'
import { MyCoupons } from '@/package-user/components/coupons/my-coupons'

/** My coupons (spec section 2, /coupon; login; D19): tabs available, used, expired. */
export default function CouponsPage() {
  return (
    <PageShell name='coupons'>
      <MyCoupons />
    </PageShell>
  )
}
