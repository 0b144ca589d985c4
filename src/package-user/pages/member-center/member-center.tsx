import { PageShell } from '@/components/page-shell'
import { MemberCenter } from '@/package-user/components/member-center'

/** The member centre (spec section 2, member-center, `/member`; login). */
export default function MemberCenterPage() {
  return (
    <PageShell name='memberCenter'>
      <MemberCenter />
    </PageShell>
  )
}
