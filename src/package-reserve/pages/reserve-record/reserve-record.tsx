import { PageShell } from '@/components/page-shell'
import { ReserveRecords } from '@/package-reserve/components/reserve-record'

/** My reservations (spec s2 reserve-record, login; D26). */
export default function ReserveRecordPage() {
  return (
    <PageShell name='reserveRecord'>
      <ReserveRecords />
    </PageShell>
  )
}
