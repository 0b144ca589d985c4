import { PageShell } from '@/components/page-shell'
import { usePageParams } from '@/navigation/use-page-params'
import { TicketError } from '@/package-ticket/components/ticket-error'

/** Where a ticket link or code that leads nowhere lands (D7): `reason` says why. */
export default function TicketErrorPage() {
  const { reason } = usePageParams()
  return (
    <PageShell name='ticketError'>
      <TicketError reason={reason} />
    </PageShell>
  )
}
