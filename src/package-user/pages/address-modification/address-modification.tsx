// The form first: its picker brings NutUI's popup styles, which must come before the shell's (as
// on the mine tab), or the mini-program build reports a conflicting CSS order in the common chunk.
import { AddressForm } from '@/package-user/components/address-form'
import { PageShell } from '@/components/page-shell'
import { goBack } from '@/navigation/navigate'
import { usePageParams } from '@/navigation/use-page-params'
import '@/i18n/locales/address'

/** Add (no parameter) or edit (`addressId`) a delivery address (spec section 2; login). Saved: back to the list. */
export default function AddressModificationPage() {
  const { addressId } = usePageParams()
  return (
    <PageShell name='addressModification' titleKey={addressId ? undefined : 'address.list.add'}>
      <AddressForm addressId={addressId || undefined} onSaved={() => void goBack()} />
    </PageShell>
  )
}
