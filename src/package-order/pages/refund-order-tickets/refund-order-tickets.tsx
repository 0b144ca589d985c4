import { RefundTickets } from '@/package-order/components/refund'
import { BadOrderLink } from '@/package-order/components/bad-order-link'
import { PageShell } from '@/components/page-shell'
import { usePageParams } from '@/navigation/use-page-params'

/** Refund tickets of an order (D12): choose them, see the tier's fee, refund. */
export default function RefundOrderTicketsPage() {
  const { orderId } = usePageParams()
  return <PageShell name='refundOrderTickets'>{orderId ? <RefundTickets orderId={orderId} /> : <BadOrderLink />}</PageShell>
}
