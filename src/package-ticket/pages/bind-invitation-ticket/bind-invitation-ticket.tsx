import { PageShell } from '@/components/page-shell'
import { usePageParams } from '@/navigation/use-page-params'
import { BindInvitation } from '@/package-ticket/components/bind'
import { TicketError } from '@/package-ticket/components/ticket-error'

/** An invitation link (`code`; login): the ticket it gives, to accept. */
export default function BindInvitationTicketPage() {
  const { code } = usePageParams()
  return (
    <PageShell name='bindInvitationTicket'>
      {code ? <BindInvitation code={code} /> : <TicketError reason='codeInvalid' />}
    </PageShell>
  )
}
