import { PageShell } from '@/components/page-shell'
import { usePageParams } from '@/navigation/use-page-params'
import { ReserveOrder } from '@/package-reserve/components/reserve-order'
import { ReservationById } from '@/package-reserve/components/reserve-record'

/**
 * Reserve order (spec s2 reserve-order, login; D26): with `itemId`, `slotId` and `places` the form
 * that reserves; with `reservationId` that reservation and its code.
 */
export default function ReserveOrderPage() {
  const params = usePageParams()
  return (
    <PageShell name='reserveOrder'>
      {params.reservationId ? (
        <ReservationById reservationId={params.reservationId} />
      ) : (
        <ReserveOrder itemId={params.itemId ?? ''} slotId={params.slotId ?? ''} places={Number(params.places ?? '1')} />
      )}
    </PageShell>
  )
}
