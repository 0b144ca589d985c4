import { PageShell } from '@/components/page-shell'
import { ParkingRecords } from '@/package-parking/components/parking-record'

/** Parking records (spec section 2; login, pull to refresh; D37). */
export default function ParkingRecordPage() {
  return (
    <PageShell name='parkingRecord'>
      <ParkingRecords />
    </PageShell>
  )
}
