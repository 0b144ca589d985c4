import { PageShell } from '@/components/page-shell'
import { usePageParams } from '@/navigation/use-page-params'
import { TicketDetail } from '@/package-ticket/components/ticket-detail'
import { TicketMissing } from '@/package-ticket/components/ticket-detail/missing'

/**
 * Ticket detail (spec section 2, Ticket; login): `id` is the ticket; the payment return adds
 * channelId, source=1, target=1 and pageSource=purchase (read by nothing here yet).
 */
export default function TicketDetailNewPage() {
  const { id } = usePageParams()
  return <PageShell name='ticketDetailNew'>{id ? <TicketDetail ticketId={id} /> : <TicketMissing />}</PageShell>
}
