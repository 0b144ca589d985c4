import { PageShell } from '@/components/page-shell'
import { StatusView } from '@/components/status-view'
import { useT } from '@/i18n/use-t'
import { usePageParams } from '@/navigation/use-page-params'
import { BindAudience } from '@/package-send-ticket/components/bind-audience'
import '@/i18n/locales/transfer'

/** A received real-name ticket (`ticketId`; login, pull-to-refresh): its receiver binds who will attend (D8). */
export default function TicketBindAudiencePage() {
  const { ticketId } = usePageParams()
  const t = useT()
  return (
    <PageShell name='ticketBindAudience'>
      {ticketId ? (
        <BindAudience ticketId={ticketId} />
      ) : (
        <StatusView kind='notFound' message={t('transfer.bind.notFound')} exit='back' />
      )}
    </PageShell>
  )
}
