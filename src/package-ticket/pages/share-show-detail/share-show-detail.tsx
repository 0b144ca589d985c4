import { PageShell } from '@/components/page-shell'
import { usePageParams } from '@/navigation/use-page-params'
import { ShowPoster } from '@/package-ticket/components/poster/sources'
import { MissingSubject } from '@/package-ticket/components/poster/missing'

/** A show's poster (share-show-detail?showId): title, time, venue, price. */
export default function ShareShowDetailPage() {
  const params = usePageParams()
  const showId = params.showId
  return <PageShell name='shareShowDetail'>{showId ? <ShowPoster showId={showId} /> : <MissingSubject />}</PageShell>
}
