import { PageShell } from '@/components/page-shell'
import { usePageParams } from '@/navigation/use-page-params'
import { ComboShowList } from '@/package-combo/components/combo-show-list'

/** The combo's shows (spec section 2, combo activity: ticket-package-show; D27): `comboId`. */
export default function TicketPackageShowPage() {
  const { comboId = '' } = usePageParams()
  return (
    <PageShell name='ticketPackageShow'>
      <ComboShowList comboId={comboId} />
    </PageShell>
  )
}
