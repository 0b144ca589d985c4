import { PageShell } from '@/components/page-shell'
import { normalTransferCode } from '@/domain/transfer'
import { usePageParams } from '@/navigation/use-page-params'
import { AcceptTicket } from '@/package-send-ticket/components/accept-ticket'
import { EnterCode } from '@/package-send-ticket/components/accept-ticket/enter-code'

/** Accept tickets a friend sent (spec s2 accept-mine-ticket, login; s4, s8): `code`, else type it. */
export default function AcceptMineTicketPage() {
  const code = normalTransferCode(usePageParams().code)
  return <PageShell name='acceptMineTicket'>{code ? <AcceptTicket code={code} /> : <EnterCode />}</PageShell>
}
