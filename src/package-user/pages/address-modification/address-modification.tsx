import { PageShell } from '@/components/page-shell'
import { goBack } from '@/navigation/navigate'
import { usePageParams } from '@/navigation/use-page-params'
import { AddressForm } from '@/package-user/components/address-form'

/** Add (no parameter) or edit (`addressId`) a delivery address (spec section 2; login). Saved: back to the list. */
export default function AddressModificationPage() {
  const { addressId } = usePageParams()
  return (
    <PageShell name='addressModification'>
      <AddressForm addressId={addressId || undefined} onSaved={() => void goBack()} />
    </PageShell>
  )
}
