import { PageShell } from '@/components/page-shell'
import { usePageParams } from '@/navigation/use-page-params'
import { BadOrderLink } from '@/package-order/components/bad-order-link'
import { PaySuccess } from '@/package-order/components/pay-success'

/**
 * Pay success, new style (spec section 2, /pay-success-new; login): the payment return of a shop
 * whose configuration sets the new-style flag (`paySuccessNewStyle`); same parameters as pay-success.
 */
export default function PaySuccessNewPage() {
  const { orderId } = usePageParams()
  return <PageShell name='paySuccessNew'>{orderId ? <PaySuccess orderId={orderId} variant='new' /> : <BadOrderLink />}</PageShell>
}
