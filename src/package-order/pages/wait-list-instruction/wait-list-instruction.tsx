import { OrderNotes } from '@/package-order/components/order-notes'
import { PageShell } from '@/components/page-shell'

/** wait-list-instruction (spec s2, s4 waitlist; D35): no prepayment; returned tickets go to registrations in turn. */
export default function WaitListInstructionPage() {
  return (
    <PageShell name='waitListInstruction'>
      <OrderNotes topic='waitlist' />
    </PageShell>
  )
}
