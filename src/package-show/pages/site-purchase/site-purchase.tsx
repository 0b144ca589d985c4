import { PageShell } from '@/components/page-shell'
import { usePageParams } from '@/navigation/use-page-params'
import { Booking } from '@/package-show/components/booking'

/** Purchase (spec section 2, /purchase/{showId}): the booking choices, for buying. */
export default function SitePurchasePage() {
  const { showId = '', sessionId } = usePageParams()
  return (
    <PageShell name='sitePurchase'>
      <Booking showId={showId} mode='buy' {...(sessionId ? { sessionId } : {})} />
    </PageShell>
  )
}
