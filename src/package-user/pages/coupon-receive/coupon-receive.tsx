import { PageShell } from '@/components/page-shell'
import { StatusView } from '@/components/status-view'
import { usePageParams } from '@/navigation/use-page-params'
import { ClaimCoupons } from '@/package-user/components/coupons/claim-coupons'
import { ReceiveSharePacket } from '@/package-user/components/coupons/share-packet'

/** The landing for one coupon template (`couponTemplateId`) or a friend's share packet (`shareCode`, D19, D20). */
export default function CouponReceivePage() {
  const { couponTemplateId, shareCode } = usePageParams()
  return (
    <PageShell name='couponReceive'>
      {shareCode ? (
        <ReceiveSharePacket shareCode={shareCode} />
      ) : couponTemplateId ? (
        <ClaimCoupons context={{ couponTemplateId }} />
      ) : (
        <StatusView kind='notFound' exit='home' />
      )}
    </PageShell>
  )
}
