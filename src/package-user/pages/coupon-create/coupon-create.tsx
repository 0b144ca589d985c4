import { PageShell } from '@/components/page-shell'
import { StatusView } from '@/components/status-view'
import { usePageParams } from '@/navigation/use-page-params'
import { CreateSharePacket } from '@/package-user/components/coupons/share-create'

/** Share a MULTI_USER coupon of mine (`couponId`) with friends in parts (D20). */
export default function CouponCreatePage() {
  const { couponId } = usePageParams()
  return (
    <PageShell name='couponCreate'>
      {couponId ? <CreateSharePacket couponId={couponId} /> : <StatusView kind='notFound' exit='home' />}
    </PageShell>
  )
}
