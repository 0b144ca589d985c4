import { PageShell } from '@/components/page-shell'
import { usePageParams } from '@/navigation/use-page-params'
import { RealNameSingle } from '@/package-ticket/components/real-name'
import { TicketMissing } from '@/package-ticket/components/ticket-detail/missing'

/** Real-name supplement of one ticket (`ticketId`; login): one of the buyer's attendees becomes its holder. */
export default function RealNameSinglePage() {
  const { ticketId } = usePageParams()
  return <PageShell name='realNameSingle'>{ticketId ? <RealNameSingle ticketId={ticketId} /> : <TicketMissing />}</PageShell>
}
