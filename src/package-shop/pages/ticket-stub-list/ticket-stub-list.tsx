import { PageShell } from '@/components/page-shell'
import { TicketStubList } from '@/package-shop/components/ticket-stubs'

/** The buyer's commemorative stubs (spec s2 ticket-stub-list, D6; login). */
export default function TicketStubListPage() {
  return (
    <PageShell name='ticketStubList'>
      <TicketStubList />
    </PageShell>
  )
}
