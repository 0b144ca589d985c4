import { PageShell } from '@/components/page-shell'
import { ExchangeCoupon } from '@/package-user/components/coupons/exchange-coupon'

/** Redeem an exchange code (spec s2 /coupon/exchange: no login to open; login to redeem). */
export default function ExchangeCouponPage() {
  return (
    <PageShell name='exchangeCoupon'>
      <ExchangeCoupon />
    </PageShell>
  )
}
