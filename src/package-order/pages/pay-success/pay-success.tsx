import { PageShell } from '@/components/page-shell'
import { usePageParams } from '@/navigation/use-page-params'
import { BadOrderLink } from '@/package-order/components/bad-order-link'
import { PaySuccess } from '@/package-order/components/pay-success'

/** Pay success (spec section 2, /pay-success; login): orderId, orderType, channelId. */
export default function PaySuccessPage() {
  const { orderId } = usePageParams()
  return <PageShell name='paySuccess'>{orderId ? <PaySuccess orderId={orderId} /> : <BadOrderLink />}</PageShell>
}
