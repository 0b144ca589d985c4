import { RefundRulePrivilege } from '@/package-order/components/refund'
import { PageShell } from '@/components/page-shell'

/** The privilege-card refund policy (D12: the same tier model). */
export default function RefundRulePrivilegePage() {
  return (
    <PageShell name='refundRulePrivilege'>
      <RefundRulePrivilege />
    </PageShell>
  )
}
