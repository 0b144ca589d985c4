import { PageShell } from '@/components/page-shell'
import { MyCoupons } from '@/package-user/components/coupons/my-coupons'

/** Past coupons (D19): used and expired, newest first. */
export default function HistoryCouponPage() {
  return (
    <PageShell name='historyCoupon'>
      <MyCoupons history />
    </PageShell>
  )
}
