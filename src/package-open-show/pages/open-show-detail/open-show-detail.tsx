import { PageShell } from '@/components/page-shell'
import { usePageParams } from '@/navigation/use-page-params'
import { OpenShowDetail } from '@/package-open-show/components/detail'

/** The open show's detail (spec s2 open-show-detail; D24): `showId`, optionally the `sessionId` to preselect. */
export default function Page() {
  const { showId = '', sessionId } = usePageParams()
  return (
    <PageShell name='openShowDetail'>
      <OpenShowDetail showId={showId} sessionId={sessionId} />
    </PageShell>
  )
}
