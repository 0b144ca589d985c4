import { PageShell } from '@/components/page-shell'
import { usePageParams } from '@/navigation/use-page-params'
import { ClaimCoupons } from '@/package-user/components/coupons/claim-coupons'

/**
 * Coupons to claim for a context (D19): a topic's coupon blocks (`topicId`), those for a show
 * (`showId`), or without either every coupon the shop offers; in receive mode.
 */
export default function CouponListPage() {
  const { topicId, showId } = usePageParams()
  return (
    <PageShell name='couponList'>
      <ClaimCoupons context={{ ...(topicId ? { topicId } : {}), ...(showId ? { showId } : {}) }} />
    </PageShell>
  )
}
