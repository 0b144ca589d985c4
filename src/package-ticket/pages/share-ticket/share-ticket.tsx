import { PageShell } from '@/components/page-shell'
import { usePageParams } from '@/navigation/use-page-params'
import { TicketPoster } from '@/package-ticket/components/poster/sources'
import { MissingSubject } from '@/package-ticket/components/poster/missing'

/** A ticket's poster (share-ticket?ticketId, or ?id as the ticket detail names it): its show, session and venue. */
export default function ShareTicketPage() {
  const params = usePageParams()
  const ticketId = params.ticketId ?? params.id
  return <PageShell name='shareTicket'>{ticketId ? <TicketPoster ticketId={ticketId} /> : <MissingSubject />}</PageShell>
}
