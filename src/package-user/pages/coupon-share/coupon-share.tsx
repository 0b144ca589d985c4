import { PageShell } from '@/components/page-shell'
import { StatusView } from '@/components/status-view'
import { usePageParams } from '@/navigation/use-page-params'
import { CouponShare } from '@/package-user/components/coupons/share-create'

/** A share packet of mine (`shareCode`, D20): its progress and the link for friends. */
export default function CouponSharePage() {
  const { shareCode } = usePageParams()
  return (
    <PageShell name='couponShare'>
      {shareCode ? <CouponShare shareCode={shareCode} /> : <StatusView kind='notFound' exit='home' />}
    </PageShell>
  )
}
