import { PageShell } from '@/components/page-shell'
import { usePageParams } from '@/navigation/use-page-params'
import { MemberPaySuccess } from '@/package-user/components/member-buy/member-pay-success'

/** Spec section 2, member-pay-success (`/member-pay-success`: orderId, channelId; login; D16). */
export default function MemberPaySuccessPage() {
  const { orderId = '' } = usePageParams()
  return (
    <PageShell name='memberPaySuccess'>
      <MemberPaySuccess orderId={orderId} />
    </PageShell>
  )
}
