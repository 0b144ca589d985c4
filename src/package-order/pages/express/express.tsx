import { ExpressProgress } from '@/package-order/components/express'
import { BadOrderLink } from '@/package-order/components/bad-order-link'
import { PageShell } from '@/components/page-shell'
import { usePageParams } from '@/navigation/use-page-params'

/** Delivery progress of an express order (spec s2 express; login). */
export default function ExpressPage() {
  const { orderId } = usePageParams()
  return <PageShell name='express'>{orderId ? <ExpressProgress orderId={orderId} /> : <BadOrderLink />}</PageShell>
}
