import { PageShell } from '@/components/page-shell'
import { AccountCancel } from '@/package-user/components/account-cancel'

/** Account cancellation (spec section 5: all transactions must be complete). */
export default function ConfirmUnregisteredPage() {
  return (
    <PageShell name='confirmUnregistered'>
      <AccountCancel />
    </PageShell>
  )
}
