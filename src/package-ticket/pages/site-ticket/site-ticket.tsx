import { PageShell } from '@/components/page-shell'
import { usePageParams } from '@/navigation/use-page-params'
import { SiteTicket } from '@/package-ticket/components/site-tickets'
import { TicketMissing } from '@/package-ticket/components/ticket-detail/missing'

/** One venue's tickets with their codes (spec s2 site-ticket, D5; `venueId`, optional `showId`; login). */
export default function SiteTicketPage() {
  const { venueId, showId } = usePageParams()
  return (
    <PageShell name='siteTicket'>
      {venueId ? <SiteTicket venueId={venueId} showId={showId || undefined} /> : <TicketMissing />}
    </PageShell>
  )
}
