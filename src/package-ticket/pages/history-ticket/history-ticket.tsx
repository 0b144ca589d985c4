import { PageShell } from '@/components/page-shell'
import { HistoryTickets } from '@/package-ticket/components/history-tickets'

/** Past tickets (spec s2, Ticket; login). */
export default function HistoryTicketPage() {
  return (
    <PageShell name='historyTicket'>
      <HistoryTickets />
    </PageShell>
  )
}
