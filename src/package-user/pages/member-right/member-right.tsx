import { PageShell } from '@/components/page-shell'
import { usePageParams } from '@/navigation/use-page-params'
import { MemberRight } from '@/package-user/components/member-levels'

/** Spec section 2, member-right: each level's rights (`level` opens that level). */
export default function MemberRightPage() {
  const { level } = usePageParams()
  return (
    <PageShell name='memberRight'>
      <MemberRight level={level} />
    </PageShell>
  )
}
