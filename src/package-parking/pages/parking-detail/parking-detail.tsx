import { PageShell } from '@/components/page-shell'
import { usePageParams } from '@/navigation/use-page-params'
import { ParkingDetail } from '@/package-parking/components/parking-detail'

/** Parking detail (spec section 2; login; D37): `orderId`; pay success leads here with fromPage. */
export default function ParkingDetailPage() {
  const { orderId = '' } = usePageParams()
  return (
    <PageShell name='parkingDetail'>
      <ParkingDetail orderId={orderId} />
    </PageShell>
  )
}
