import { PageShell } from '@/components/page-shell'
import { MemberGrowth } from '@/package-user/components/member-points'

/** Spec section 2, growth-value (issue 24; docs/decisions/membership.md). */
export default function Page() {
  return (
    <PageShell name='growthValue'>
      <MemberGrowth />
    </PageShell>
  )
}
