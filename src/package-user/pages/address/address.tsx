import { SELECT_PARAM } from '@/api/address'
import { PageShell } from '@/components/page-shell'
import { usePageParams } from '@/navigation/use-page-params'
import { AddressList } from '@/package-user/components/address-list'

/**
 * Delivery addresses (spec section 2, /address; login). `?select=1` opens it for choosing: a tap
 * answers the page that opened it (openForResult(RESULT_PAGES.address), src/navigation/results.ts)
 * with the address and goes back.
 */
export default function AddressPage() {
  const params = usePageParams()
  const selecting = params[SELECT_PARAM] === '1' || params[SELECT_PARAM] === 'true'
  return (
    <PageShell name='address'>
      <AddressList selecting={selecting} />
    </PageShell>
  )
}
