import { PageShell } from '@/components/page-shell'
import { usePageParams } from '@/navigation/use-page-params'
import { GroupDetail } from '@/package-show/components/group-detail'

/** Group show detail (spec section 2, /group-show/{showId}; ids containing SG): the group's shows. */
export default function GroupShowDetailPage() {
  const { showId = '' } = usePageParams()
  return (
    <PageShell name='groupShowDetail'>
      <GroupDetail showGroupId={showId} />
    </PageShell>
  )
}
