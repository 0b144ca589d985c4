import { PageShell } from '@/components/page-shell'
import { StatusView } from '@/components/status-view'
import { useT } from '@/i18n/use-t'
import { usePageParams } from '@/navigation/use-page-params'
import { TicketStubPrint } from '@/package-shop/components/ticket-stubs'
import '@/i18n/locales/shop'

/** A printed stub of one ticket (spec s2 ticket-stub-print, D6; `ticketId`; login). */
export default function TicketStubPrintPage() {
  const t = useT()
  const { ticketId } = usePageParams()
  return (
    <PageShell name='ticketStubPrint'>
      {ticketId ? (
        <TicketStubPrint ticketId={ticketId} />
      ) : (
        <StatusView kind='error' message={t('shop.stub.notFound')} exit='back' />
      )}
    </PageShell>
  )
}
