import { PageShell } from '@/components/page-shell'
import { MemberPoints } from '@/package-user/components/member-points'

/** Spec section 2, points (issue 24; docs/decisions/membership.md). */
export default function Page() {
  return (
    <PageShell name='points'>
      <MemberPoints />
    </PageShell>
  )
}
