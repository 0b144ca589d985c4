import { PageShell } from '@/components/page-shell'
import { usePageParams } from '@/navigation/use-page-params'
import { ComboShowDetail } from '@/package-combo/components/combo-show-detail'

/** One show within a combo (spec section 2, combo activity: ticket-package-show-detail; D27): `comboId`, `showId`. */
export default function TicketPackageShowDetailPage() {
  const { comboId = '', showId = '' } = usePageParams()
  return (
    <PageShell name='ticketPackageShowDetail'>
      <ComboShowDetail comboId={comboId} showId={showId} />
    </PageShell>
  )
}
