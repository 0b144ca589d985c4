import { PageShell } from '@/components/page-shell'
import { usePageParams } from '@/navigation/use-page-params'
import { ComboSession } from '@/package-combo/components/combo-session'

/** The combo's sessions, one per show, and its order (spec section 2, combo activity: ticket-package-session; D27): `comboId`. */
export default function TicketPackageSessionPage() {
  const { comboId = '' } = usePageParams()
  return (
    <PageShell name='ticketPackageSession'>
      <ComboSession comboId={comboId} />
    </PageShell>
  )
}
