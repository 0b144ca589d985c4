import { PageShell } from '@/components/page-shell'
import { usePageParams } from '@/navigation/use-page-params'
import { CouponShows } from '@/package-user/components/coupons/coupon-shows'

/** The shows a coupon template applies to, before claiming it (D19). */
export default function CouponsShowlistPage() {
  const { couponTemplateId = '', title } = usePageParams()
  return (
    <PageShell name='couponsShowlist'>
      <CouponShows couponTemplateId={couponTemplateId} {...(title ? { title } : {})} />
    </PageShell>
  )
}
