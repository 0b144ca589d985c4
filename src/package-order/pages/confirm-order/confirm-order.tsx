// NutUI's Popup (the cashier) comes before the page shell and its widgets: see DESIGN.md, UI kit.
import '@/package-order/components/cashier/ui'
import { ConfirmOrder } from '@/package-order/components/confirm-order'
import { BadOrderLink } from '@/package-order/components/bad-order-link'
import { PageShell } from '@/components/page-shell'
import { confirmParams } from '@/domain/order'
import { usePageParams } from '@/navigation/use-page-params'

/**
 * Confirm order (spec section 2, /order/confirm; login): opened by booking and seat picking with
 * showId, sessionId, seatPlanId, qty and, for seats, seatIds (comma-separated).
 */
export default function ConfirmOrderPage() {
  const params = confirmParams(usePageParams())
  return <PageShell name='confirmOrder'>{params ? <ConfirmOrder params={params} /> : <BadOrderLink />}</PageShell>
}
