import { PageShell } from '@/components/page-shell'
import { usePageParams } from '@/navigation/use-page-params'
import { PreloadTicket } from '@/package-show/components/preload-ticket'

/** Pre-fill ticket-grab info (spec section 2; login): `showId`; the order package's copy forwards here. */
export default function PreloadTicketPage() {
  const { showId = '' } = usePageParams()
  return (
    <PageShell name='showPreloadTicket'>
      <PreloadTicket showId={showId} />
    </PageShell>
  )
}
