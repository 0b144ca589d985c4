import { PageShell } from '@/components/page-shell'
import { usePageParams } from '@/navigation/use-page-params'
import { AddPurchaseList } from '@/package-order/components/add-purchase'
import { BadOrderLink } from '@/package-order/components/bad-order-link'

/** Goods added to a paid ticket order (spec s2 order-add-purchase/add-purchase-list; `orderId`; login). */
export default function AddPurchaseListPage() {
  const { orderId } = usePageParams()
  return <PageShell name='addPurchaseList'>{orderId ? <AddPurchaseList orderId={orderId} /> : <BadOrderLink />}</PageShell>
}
