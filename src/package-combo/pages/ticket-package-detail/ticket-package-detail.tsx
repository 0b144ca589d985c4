import { PageShell } from '@/components/page-shell'
import { usePageParams } from '@/navigation/use-page-params'
import { ComboDetail } from '@/package-combo/components/combo-detail'

/** The combo landing (spec section 2, combo activity: ticket-package-detail; D27): `comboId`. */
export default function TicketPackageDetailPage() {
  const { comboId = '' } = usePageParams()
  return (
    <PageShell name='ticketPackageDetail'>
      <ComboDetail comboId={comboId} />
    </PageShell>
  )
}
