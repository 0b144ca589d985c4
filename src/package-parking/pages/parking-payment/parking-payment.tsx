import { PageShell } from '@/components/page-shell'
import { usePageParams } from '@/navigation/use-page-params'
import { ParkingPayment } from '@/package-parking/components/parking-payment'

/** Parking payment (spec section 2, /parking; login; D37): `carParkId` when opened from a car park's code. */
export default function ParkingPaymentPage() {
  const { carParkId } = usePageParams()
  return (
    <PageShell name='parkingPayment'>
      <ParkingPayment carParkId={carParkId} />
    </PageShell>
  )
}
