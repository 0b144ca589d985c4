import { PageShell } from '@/components/page-shell'
import { BindTicket } from '@/package-ticket/components/bind'

/** Bind a ticket (`/ticket/bind-ticket`; login): by its number and bind code. */
export default function BindTicketPage() {
  return (
    <PageShell name='bindTicket'>
      <BindTicket />
    </PageShell>
  )
}
