import { SELECT_PARAM } from '@/api/address'
import { PageShell } from '@/components/page-shell'
import { usePageParams } from '@/navigation/use-page-params'
import { AddressList } from '@/package-user/components/address-list'

/**
 * Delivery addresses (spec section 2, /address; login). `?select=1` opens it for choosing: a tap
 * sends the address on `ADDRESS_CHOSEN_EVENT` (src/api/address.ts) and goes back.
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
