import { PageShell } from '@/components/page-shell'
import { usePageParams } from '@/navigation/use-page-params'
import { RightsList } from '@/package-user/components/rights-list'

/** Spec section 2, rights-list: one level's rights in full (`level`), or every level's (D22). */
export default function RightsListPage() {
  const { level } = usePageParams()
  return (
    <PageShell name='rightsList'>
      <RightsList level={level} />
    </PageShell>
  )
}
