import { PageShell } from '@/components/page-shell'
import { usePageParams } from '@/navigation/use-page-params'
import { VenueList } from '@/package-show/components/venue-list'

/** The venues of a city (spec section 2, package-show venue-list; `cityId`, else the chosen city). */
export default function VenueListPage() {
  const { cityId } = usePageParams()
  return (
    <PageShell name='venueList'>
      <VenueList {...(cityId ? { cityId } : {})} />
    </PageShell>
  )
}
