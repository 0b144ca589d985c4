// NutUI's Popup (the cashier) comes before the page shell and its widgets: see DESIGN.md, UI kit.
import '@/package-order/components/cashier/ui'
import { OrderDetail } from '@/package-order/components/order-detail'
import { BadOrderLink } from '@/package-order/components/bad-order-link'
import { PageShell } from '@/components/page-shell'
import { usePageParams } from '@/navigation/use-page-params'

/** Order detail (spec section 2, /order/detail/{orderId}; login): minimal for issue 8. */
export default function OrderDetailPage() {
  const { orderId } = usePageParams()
  return <PageShell name='orderDetail'>{orderId ? <OrderDetail orderId={orderId} /> : <BadOrderLink />}</PageShell>
}
