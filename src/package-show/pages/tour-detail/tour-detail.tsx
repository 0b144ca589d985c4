import { PageShell } from '@/components/page-shell'
import { usePageParams } from '@/navigation/use-page-params'
import { TourDetail } from '@/package-show/components/tour-detail'

/** Tour detail (spec section 2, /tour-detail/{tourId}): the tour's cities and sessions, follow. */
export default function TourDetailPage() {
  const { tourId = '' } = usePageParams()
  return (
    <PageShell name='tourDetail'>
      <TourDetail tourId={tourId} />
    </PageShell>
  )
}
