import { PageShell } from '@/components/page-shell'
import { GrowthRule } from '@/package-user/components/member-rules'

/** Spec section 2, growth-value-rule (issue 24; docs/decisions/membership.md). */
export default function Page() {
  return (
    <PageShell name='growthValueRule'>
      <GrowthRule />
    </PageShell>
  )
}
