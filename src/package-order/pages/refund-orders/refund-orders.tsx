import { RefundList } from '@/package-order/components/refund'
import { PageShell } from '@/components/page-shell'

/** The refund orders and their states (spec s3 order type REFUND; D12). */
export default function RefundOrdersPage() {
  return (
    <PageShell name='refundOrders'>
      <RefundList />
    </PageShell>
  )
}
