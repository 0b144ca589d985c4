import { PageShell } from '@/components/page-shell'
import { MemberCompare } from '@/package-user/components/member-levels'

/** Spec section 2, member-compare: the levels side by side. */
export default function MemberComparePage() {
  return (
    <PageShell name='memberCompare'>
      <MemberCompare />
    </PageShell>
  )
}
