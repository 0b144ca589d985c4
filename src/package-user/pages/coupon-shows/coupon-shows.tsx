import { PageShell } from '@/components/page-shell'
import { usePageParams } from '@/navigation/use-page-params'
import { CouponShows } from '@/package-user/components/coupons/coupon-shows'

/** The shows where one of my coupons can be used (spec s4: "Use" when support info says no exchange). */
export default function CouponShowsPage() {
  const { couponTemplateId = '', title } = usePageParams()
  return (
    <PageShell name='couponShows'>
      <CouponShows couponTemplateId={couponTemplateId} {...(title ? { title } : {})} />
    </PageShell>
  )
}
