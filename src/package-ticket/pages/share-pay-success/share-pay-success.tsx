import { PageShell } from '@/components/page-shell'
import { usePageParams } from '@/navigation/use-page-params'
import { PaySuccessPoster } from '@/package-ticket/components/poster/sources'
import { MissingSubject } from '@/package-ticket/components/poster/missing'

/** The poster after a purchase (share-pay-success?orderId): the show bought. */
export default function SharePaySuccessPage() {
  const params = usePageParams()
  const orderId = params.orderId
  return <PageShell name='sharePaySuccess'>{orderId ? <PaySuccessPoster orderId={orderId} /> : <MissingSubject />}</PageShell>
}
