import { PageShell } from '@/components/page-shell'
import { StatusView } from '@/components/status-view'
import { useT } from '@/i18n/use-t'
import { usePageParams } from '@/navigation/use-page-params'
import { SendTickets } from '@/package-send-ticket/components/send-tickets'
import '@/i18n/locales/transfer'

/** Send tickets of an order to a friend (spec s2 send-mine-ticket, login; D8): `orderId`, and `ticketId` from a ticket's detail (alone: a received ticket). */
export default function SendMineTicketPage() {
  const { orderId, ticketId } = usePageParams()
  const t = useT()
  return (
    <PageShell name='sendMineTicket'>
      {orderId || ticketId ? (
        <SendTickets orderId={orderId} ticketId={ticketId} />
      ) : (
        <StatusView kind='notFound' message={t('transfer.send.noOrder')} exit='back' />
      )}
    </PageShell>
  )
}
