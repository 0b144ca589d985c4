import { PageShell } from '@/components/page-shell'
import { PointsRule } from '@/package-user/components/member-rules'

/** Spec section 2, points-rule (issue 24; docs/decisions/membership.md). */
export default function Page() {
  return (
    <PageShell name='pointsRule'>
      <PointsRule />
    </PageShell>
  )
}
