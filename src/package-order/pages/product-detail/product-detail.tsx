// NutUI's Popup (the cashier) comes before the page shell and its widgets: see DESIGN.md, UI kit.
import '@/package-order/components/cashier/ui'
import { OrderDetail } from '@/package-order/components/order-detail'
import { BadOrderLink } from '@/package-order/components/bad-order-link'
import { PageShell } from '@/components/page-shell'
import { usePageParams } from '@/navigation/use-page-params'

/**
 * A goods order (spec s2, /order/product/{orderId}; login): the order detail's parts as they
 * apply to goods (the goods lines, delivery and its progress, the price as charged, payment, pay
 * or cancel while unpaid); the ticket parts are empty for such an order and not shown.
 */
export default function ProductDetailPage() {
  const { orderId } = usePageParams()
  return <PageShell name='productDetail'>{orderId ? <OrderDetail orderId={orderId} /> : <BadOrderLink />}</PageShell>
}
