import { PageShell } from '@/components/page-shell'
import { usePageParams } from '@/navigation/use-page-params'
import { OrderState } from '@/package-order/components/order-state'
import { PayLoading } from '@/package-order/components/pay-loading'

/** Pay loading (spec section 2, /pay-loading; login): the provider's return address on the web. */
export default function PayLoadingPage() {
  const { orderId, orderType, channelId } = usePageParams()
  return (
    <PageShell name='payLoading'>
      {orderId ? (
        <PayLoading orderId={orderId} {...(orderType ? { orderType } : {})} {...(channelId ? { channelId } : {})} />
      ) : (
        <OrderState kind='badParams' />
      )}
    </PageShell>
  )
}
