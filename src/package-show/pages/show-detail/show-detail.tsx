import { PageShell } from '@/components/page-shell'
import { usePageParams } from '@/navigation/use-page-params'
import { ShowDetail } from '@/package-show/components/show-detail'

/** Show detail (spec section 2, /content/{showId}). */
export default function ShowDetailPage() {
  const { showId = '' } = usePageParams()
  return (
    <PageShell name='showDetail'>
      <ShowDetail showId={showId} />
    </PageShell>
  )
}
