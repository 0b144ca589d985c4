import { PageShell } from '@/components/page-shell'
import { ReserveIndex } from '@/package-reserve/components/reserve-index'

/** Reservations (spec s2 reserve-index; D26): the shop's reservable items. */
export default function ReserveIndexPage() {
  return (
    <PageShell name='reserveIndex'>
      <ReserveIndex />
    </PageShell>
  )
}
