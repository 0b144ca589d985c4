import { OrderNotes } from '@/package-order/components/order-notes'
import { PageShell } from '@/components/page-shell'

/** about-order (spec s2): how orders work (paying, the lists, delivery, refunds, rebooking, invoices). */
export default function AboutOrderPage() {
  return (
    <PageShell name='aboutOrder'>
      <OrderNotes topic='about' />
    </PageShell>
  )
}
