import { PageShell } from '@/components/page-shell'
import { bookingMode } from '@/domain/booking'
import { usePageParams } from '@/navigation/use-page-params'
import { Booking } from '@/package-show/components/booking'

/** Booking (spec section 2, /booking/{showId}; `mode` waitlist or shortage, `sessionId`). */
export default function BookingPage() {
  const { showId = '', mode, sessionId } = usePageParams()
  return (
    <PageShell name='booking'>
      <Booking showId={showId} mode={bookingMode(mode)} {...(sessionId ? { sessionId } : {})} />
    </PageShell>
  )
}
