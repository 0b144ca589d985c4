import { PageShell } from '@/components/page-shell'
import { usePageParams } from '@/navigation/use-page-params'
import { VenueDetail } from '@/package-show/components/venue-detail'

/** A venue (spec section 2, package-show venue; `venueId`): address, map navigation, its shows. */
export default function VenuePage() {
  const { venueId = '' } = usePageParams()
  return (
    <PageShell name='venue'>
      <VenueDetail venueId={venueId} />
    </PageShell>
  )
}
