import { PageShell } from '@/components/page-shell'
import { StatusView } from '@/components/status-view'
import { usePageParams } from '@/navigation/use-page-params'
import { ClaimCoupons } from '@/package-user/components/coupons/claim-coupons'

/** The landing for one coupon template (`couponTemplateId`, D19): claim it, in receive mode. */
export default function CouponReceivePage() {
  const { couponTemplateId } = usePageParams()
  return (
    <PageShell name='couponReceive'>
      {couponTemplateId ? <ClaimCoupons context={{ couponTemplateId }} /> : <StatusView kind='notFound' exit='home' />}
    </PageShell>
  )
}
