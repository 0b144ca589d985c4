import { PageShell } from '@/components/page-shell'
import { MyCoupons } from '@/package-user/components/coupons/my-coupons'

/** My coupons on the new route (D19, D21: shops with CHANGE_VOUCHER_ROUTER open this one). */
export default function CouponSelfListPage() {
  return (
    <PageShell name='couponSelfList'>
      <MyCoupons />
    </PageShell>
  )
}
