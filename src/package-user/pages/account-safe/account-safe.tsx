import { PageShell } from '@/components/page-shell'
import { AccountSafe } from '@/package-user/components/account-safe'

/** Account security (spec section 2): bound phone and e-mail, password, account closing. */
export default function AccountSafePage() {
  return (
    <PageShell name='accountSafe'>
      <AccountSafe />
    </PageShell>
  )
}
