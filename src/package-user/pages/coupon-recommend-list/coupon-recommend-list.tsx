import { useState } from 'react'
import { PageShell } from '@/components/page-shell'
import { StatusView } from '@/components/status-view'
import { usePageParams } from '@/navigation/use-page-params'
import { RecommendedCoupons } from '@/package-user/components/coupons/recommended-coupons'

/** The coupons for a show (`showId`, D19): mine that apply, and those to claim. */
export default function CouponRecommendListPage() {
  const { showId } = usePageParams()
  const [claims, setClaims] = useState(0)
  return (
    <PageShell name='couponRecommendList'>
      {showId ? (
        <RecommendedCoupons showId={showId} reloadKey={claims} onClaimed={() => setClaims((n) => n + 1)} />
      ) : (
        <StatusView kind='notFound' exit='home' />
      )}
    </PageShell>
  )
}
