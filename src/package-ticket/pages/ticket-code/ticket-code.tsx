import { PageShell } from '@/components/page-shell'
import { usePageParams } from '@/navigation/use-page-params'
import { TicketMissing } from '@/package-ticket/components/ticket-detail/missing'
import { TicketCode } from '@/package-ticket/components/ticket-code'

/** The entry code full screen (spec s2, Ticket; login): `id` is the ticket. */
export default function TicketCodePage() {
  const { id } = usePageParams()
  return <PageShell name='ticketCode'>{id ? <TicketCode ticketId={id} /> : <TicketMissing />}</PageShell>
}
