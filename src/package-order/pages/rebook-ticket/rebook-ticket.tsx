import { Rebook } from '@/package-order/components/rebook'
import { BadOrderLink } from '@/package-order/components/bad-order-link'
import { PageShell } from '@/components/page-shell'
import { usePageParams } from '@/navigation/use-page-params'

/** Rebook an order to another session of the same price (spec s7 rebook/check, reschedule_ticket/apply; D13). */
export default function RebookTicketPage() {
  const { orderId } = usePageParams()
  return <PageShell name='rebookTicket'>{orderId ? <Rebook orderId={orderId} /> : <BadOrderLink />}</PageShell>
}
