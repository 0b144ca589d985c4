import { PageShell } from '@/components/page-shell'
import { newStyleOf } from '@/domain/order'
import { usePageParams } from '@/navigation/use-page-params'
import { BadOrderLink } from '@/package-order/components/bad-order-link'
import { PayLoading } from '@/package-order/components/pay-loading'

/** Pay loading (spec section 2, /pay-loading; login): the provider's return address on the web. */
export default function PayLoadingPage() {
  const params = usePageParams()
  const { orderId, orderType, channelId } = params
  return (
    <PageShell name='payLoading'>
      {orderId ? (
        <PayLoading
          orderId={orderId}
          newStyle={newStyleOf(params)}
          {...(orderType ? { orderType } : {})}
          {...(channelId ? { channelId } : {})}
        />
      ) : (
        <BadOrderLink />
      )}
    </PageShell>
  )
}
