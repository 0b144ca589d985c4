import { PageShell } from '@/components/page-shell'
import { PARKING_FROM_PAGE } from '@/domain/order'
import { usePageParams } from '@/navigation/use-page-params'
import { BadOrderLink } from '@/package-order/components/bad-order-link'
import { PaySuccess } from '@/package-order/components/pay-success'
import { ParkingPaySuccess } from '@/package-order/components/pay-success/parking'

/** Pay success (spec section 2, /pay-success; login): orderId, orderType, channelId; fromPage=parkingDetail for parking. */
export default function PaySuccessPage() {
  const { orderId, fromPage } = usePageParams()
  if (!orderId)
    return (
      <PageShell name='paySuccess'>
        <BadOrderLink />
      </PageShell>
    )
  return (
    <PageShell name='paySuccess'>
      {fromPage === PARKING_FROM_PAGE ? <ParkingPaySuccess orderId={orderId} /> : <PaySuccess orderId={orderId} />}
    </PageShell>
  )
}
