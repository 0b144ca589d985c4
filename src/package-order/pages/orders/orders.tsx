// NutUI's Popup (the cashier) comes before the page shell and its widgets: see DESIGN.md, UI kit.
import '@/package-order/components/cashier/ui'
import { OrderListView } from '@/package-order/components/order-list'
import { PageShell } from '@/components/page-shell'
import { usePageParams } from '@/navigation/use-page-params'

/** The order list (spec section 2, /order; login; pull-to-refresh): ticket, other and history (D11). */
export default function OrdersPage() {
  const { type } = usePageParams()
  return (
    <PageShell name='orders'>
      <OrderListView type={type} />
    </PageShell>
  )
}
