import { RefundRuleOrder } from '@/package-order/components/refund'
import { PageShell } from '@/components/page-shell'
import { usePageParams } from '@/navigation/use-page-params'

/** The refund policy (spec s2 "refund policy"; D12): a show's tiers, or the shops' default. */
export default function RefundRuleOrderPage() {
  const { showId } = usePageParams()
  return (
    <PageShell name='refundRuleOrder'>
      <RefundRuleOrder showId={showId} />
    </PageShell>
  )
}
