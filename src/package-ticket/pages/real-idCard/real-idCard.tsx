import { PageShell } from '@/components/page-shell'
import { usePageParams } from '@/navigation/use-page-params'
import { RealIdCard } from '@/package-ticket/components/real-name'
import { TicketMissing } from '@/package-ticket/components/ticket-detail/missing'

/** Identity check (`ticketId`; login): a new holder by name and ID card, checked by the identity provider. */
export default function RealIdCardPage() {
  const { ticketId } = usePageParams()
  return <PageShell name='realIdCard'>{ticketId ? <RealIdCard ticketId={ticketId} /> : <TicketMissing />}</PageShell>
}
